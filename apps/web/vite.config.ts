import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LANDING_SHELLS_FILE, LanguageCode, SCREEN_PRELOADS_FILE } from '@app/contract';
import react from '@vitejs/plugin-react';
import {
  CheckCircleFill,
  CloseOutline,
  EyeInvisibleOutline,
  GlobalOutline,
  LeftOutline,
  SearchOutline,
  StarOutline,
  UnorderedListOutline,
} from 'antd-mobile-icons';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin, Rolldown } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { BRAND_NAME_ATTRIBUTE } from '../../packages/contract/src/constants';
// The contract's languages by path: the config can load no value of the contract by its name (below).
import { LANGUAGES } from '../../packages/contract/src/languages';
import { LANDING_SHELLS, type ShellIcon, type ShellParts } from './src/app/landing-shells';
import { ROUTE_LAYOUTS } from './src/app/layout-rules';
import {
  ASSETS_CACHE,
  ASSETS_CACHE_MAX_ENTRIES,
  ASSETS_DIR,
  SERVICE_WORKER_FILE,
  SHELL_FILE,
} from './src/app/offline/offline-rules';
import { antdLocaleFileOf } from './src/i18n/antd-locale-files';
import { textAsShown } from './src/i18n/line-breaks';

/** The API server of DESIGN §1; the dev server forwards /wps to it. */
const API_ORIGIN = 'http://127.0.0.1:8080';
const BASE = '/m/';

/** The landing page's screen module (routes.tsx SCREENS.home), preloaded with the page there. */
const HOME_SCREEN_MODULE = '/src/features/home/home-screen.tsx';
const LOCALE_MODULE = /\/src\/i18n\/locales\/(\w+)\.json$/;
const ROUTES_FILE = new URL('./src/routes.tsx', import.meta.url);
/**
 * The contract's SCREEN_PRELOADS_FILE, which the server reads: the config can load no value of the
 * contract (TypeScript source), so its type holds this copy to the same text.
 */
const SCREEN_PRELOADS: typeof SCREEN_PRELOADS_FILE = 'screen-preloads.json';
/** The contract's LANDING_SHELLS_FILE, held to the same text as SCREEN_PRELOADS. */
const LANDING_SHELLS_JSON: typeof LANDING_SHELLS_FILE = 'landing-shells.json';
const LOCALES_DIR = new URL('./src/i18n/locales/', import.meta.url);

/**
 * The screen module of every route id, read from routes.tsx's SCREENS table (its entries are
 * `id: () => import('./features/…')` or a shared loader `const x: LazyScreen = () => import(…)`),
 * as module paths under /src ('/src/features/account/login-screen.tsx'). Fails the build when a
 * route of the layout table has none, so that a new way of writing the table is noticed.
 */
function screenModulesOfRoutes(): Map<string, string> {
  const source = readFileSync(ROUTES_FILE, 'utf8');
  const asModule = (specifier: string) => `/src/${specifier.replace(/^\.\//, '')}.tsx`;
  const loaders = new Map<string, string>();
  for (const [, name, specifier] of source.matchAll(
    /const (\w+): LazyScreen = \(\) =>\s*import\('([^']+)'\)/g,
  )) {
    if (name && specifier) loaders.set(name, asModule(specifier));
  }
  const modules = new Map<string, string>();
  const entry = /^\s*(?:'([^']+)'|(\w+)):\s*(?:\(\) =>\s*import\('([^']+)'\)|(\w+),)/gm;
  for (const [, quoted, bare, specifier, loader] of source.matchAll(entry)) {
    const id = quoted ?? bare;
    const module = specifier ? asModule(specifier) : loader ? loaders.get(loader) : undefined;
    if (id && module) modules.set(id, module);
  }
  const missing = ROUTE_LAYOUTS.filter((layout) => !modules.has(layout.id)).map((layout) => layout.id);
  if (missing.length > 0) throw new Error(`boot-data: no screen module found in routes.tsx for ${missing}`);
  return modules;
}

const SHELL_ICONS = {
  back: LeftOutline,
  check: CheckCircleFill,
  close: CloseOutline,
  eye: EyeInvisibleOutline,
  language: GlobalOutline,
  menu: UnorderedListOutline,
  search: SearchOutline,
  star: StarOutline,
} satisfies Record<ShellIcon, unknown>;
/** The icons the components turn in right-to-left pages (their `flip-in-rtl` class). */
const TURNED_IN_RTL: readonly ShellIcon[] = ['back'];

/**
 * An icon's SVG as antd-mobile-icons draws it, without its style attribute: the page's
 * Content-Security-Policy allows no inline style (index.html's style gives the shells' icons the
 * same vertical-align instead).
 */
const iconMarkup = (name: ShellIcon, className?: string): string =>
  renderToStaticMarkup(
    createElement(SHELL_ICONS[name], {
      className:
        [TURNED_IN_RTL.includes(name) ? 'flip-in-rtl' : undefined, className].filter(Boolean).join(' ') ||
        undefined,
      'aria-hidden': 'true',
    }),
  ).replace(/ style="[^"]*"/, '');

const escapeText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * Every path of a route with a shell (app/landing-shells.ts) → its markup, the texts in every
 * language from the locale files: a text that differs between languages is one span per language,
 * and index.html's style (shellRules) shows the span of <html lang>, which boot.js sets from the
 * stored language before the first paint. Fails the build on a key a language lacks.
 */
function landingShells(): Map<string, string> {
  const locales = LANGUAGES.map(({ code, tag }) => ({
    code,
    tag,
    texts: JSON.parse(readFileSync(new URL(`${code.toLowerCase()}.json`, LOCALES_DIR), 'utf8')) as Record<
      string,
      unknown
    >,
  }));
  const inEveryLanguage = (textOf: (locale: (typeof locales)[number]) => string) => {
    const texts = locales.map((locale) => ({ tag: locale.tag, text: escapeText(textOf(locale)) }));
    if (texts.every(({ text }) => text === texts[0]?.text)) return texts[0]?.text ?? '';
    return texts.map(({ tag, text }) => `<span lang="${tag}">${text}</span>`).join('');
  };
  const parts: ShellParts = {
    text: (key) =>
      inEveryLanguage(({ code, texts }) => {
        const text = texts[key];
        if (typeof text !== 'string')
          throw new Error(`landing shells: ${code.toLowerCase()}.json lacks ${key}`);
        return textAsShown(code, text);
      }),
    languageCode: inEveryLanguage(({ code }) => code),
    icon: iconMarkup,
    logoUrl: `${BASE}logo.svg`,
    // English's app_name until the server writes the merchant's.
    brandName: `<span ${BRAND_NAME_ATTRIBUTE}>${escapeText(String(locales[0]?.texts.app_name))}</span>`,
  };
  const shells = new Map<string, string>();
  for (const layout of ROUTE_LAYOUTS) {
    const shell = LANDING_SHELLS[layout.id];
    if (!shell) continue;
    const markup = shell(parts);
    for (const path of layout.paths) shells.set(path, markup);
  }
  return shells;
}

/**
 * A style for index.html (of its own: Vite minifies index.html's style before this plugin sees it)
 * that shows a shell's text in <html lang>'s language only, and no member's shell to a visitor
 * (boot.js marks the page of a tab without a session).
 */
const shellRules = () =>
  `.landing-shell [lang] { display: none; }\n${LANGUAGES.map(
    ({ tag }) => `html[lang="${tag}"] .landing-shell [lang="${tag}"]`,
  ).join(
    ',\n',
  )} { display: inline; }\nhtml[data-boot-visitor] .landing-shell[data-member-only] { display: none; }`;

/**
 * The files of the home page's first render (the entry, its imports and style sheets, the home
 * screen), as the boot data names them: the shell the service worker precaches. Filled when the
 * page is written, read when the worker is (after the bundle).
 */
const shellFiles = new Set<string>();

/** Each route path's preloads but home's (SCREEN_PRELOADS): filled with the page, written with the bundle. */
const screenPreloads = new Map<string, string[]>();

/**
 * public/boot.js starts the app once the page's HTML shell has painted (decision 0016): the entry
 * script and every module the first render waits for are named on boot.js's tag (a data attribute:
 * the CSP allows no inline script) instead of in index.html, whose parser would fetch and run them
 * before the first paint. Named here: the entry and its static imports, the active language's
 * texts (ours and antd-mobile's) and, for the home page where visitors land, its screen. The
 * other routes' screens are listed in SCREEN_PRELOADS_FILE, per path, for the server to write
 * into the page it answers (decision 0052): in data-boot, all of them would triple the page. It
 * also writes LANDING_SHELLS_FILE, the shells of the landing routes (app/landing-shells.ts), and
 * the style that shows their texts in the page's language (decision 0056).
 */
function bootData(): Plugin {
  return {
    name: 'boot-data',
    apply: 'build',
    writeBundle({ dir }) {
      if (!dir) throw new Error('boot-data: no output directory');
      writeFileSync(join(dir, SCREEN_PRELOADS), JSON.stringify(Object.fromEntries(screenPreloads)));
      writeFileSync(join(dir, LANDING_SHELLS_JSON), JSON.stringify(Object.fromEntries(landingShells())));
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter(
          (file): file is Rolldown.OutputChunk => file.type === 'chunk',
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        /** A chunk, its static imports (transitively) and their CSS, as file names. */
        const closure = (chunk: Rolldown.OutputChunk, files = new Set<string>()): Set<string> => {
          if (files.has(chunk.fileName)) return files;
          files.add(chunk.fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
          for (const name of chunk.imports) {
            const imported = byFile.get(name);
            if (imported) closure(imported, files);
          }
          return files;
        };
        const entry = chunks.find((chunk) => chunk.isEntry);
        const moduleOf = (suffix: string) => {
          // The chunk holding the module (the entry's own chunks hold some, e.g. antd-mobile's zh-CN).
          const chunk = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(suffix)));
          if (!chunk) throw new Error(`boot-data: no chunk for ${suffix}`);
          return chunk;
        };
        if (!entry) throw new Error('boot-data: no entry chunk');
        const inHtml = closure(entry);
        const urlsOf = (...roots: Rolldown.OutputChunk[]) => {
          const files = new Set<string>();
          for (const root of roots) closure(root, files);
          return [...files].filter((file) => !inHtml.has(file)).map((file) => `${BASE}${file}`);
        };

        const languages: Record<string, string[]> = {};
        for (const chunk of chunks) {
          const code = chunk.facadeModuleId?.match(LOCALE_MODULE)?.[1]?.toUpperCase();
          if (!code) continue;
          const antdFile = `/antd-mobile/es/locales/${antdLocaleFileOf(code as LanguageCode)}.js`;
          languages[code] = urlsOf(chunk, moduleOf(antdFile));
        }
        shellFiles.clear();
        for (const file of [...inHtml, ...closure(moduleOf(HOME_SCREEN_MODULE))]) shellFiles.add(file);
        const home = ROUTE_LAYOUTS.find((layout) => layout.id === 'home');
        const preloads = {
          languages,
          home: {
            paths: home?.paths ?? [],
            files: urlsOf(moduleOf(HOME_SCREEN_MODULE)),
          },
        };
        // Every other route's page: the server writes these as preloads into the page it answers
        // for the route's paths (plugins/static-site.ts), so that they download with the entry.
        screenPreloads.clear();
        // The entry first: the page cannot start before it, and the files start in this order.
        const entryAndImports = [entry.fileName, ...[...inHtml].filter((file) => file.endsWith('.js'))];
        const screenModules = screenModulesOfRoutes();
        for (const layout of ROUTE_LAYOUTS) {
          const module = screenModules.get(layout.id);
          if (layout === home || !module) continue;
          const files = [
            ...new Set([...entryAndImports.map((file) => `${BASE}${file}`), ...urlsOf(moduleOf(module))]),
          ];
          for (const path of layout.paths) screenPreloads.set(path, files);
        }

        const bootTag = `<script src="${BASE}boot.js"></script>`;
        if (!html.includes(bootTag)) throw new Error(`boot-data: index.html lacks ${bootTag}`);
        // Vite's tags for the entry: the script and its static imports' modulepreloads (the
        // style sheets stay: the shell's colours come from them).
        const entryTags = /\s*<(script type="module"|link rel="modulepreload")[^>]*>(<\/script>)?/g;
        const withoutEntry = html.replace(entryTags, '');
        const entryScript = `${BASE}${entry.fileName}`;
        if (withoutEntry === html || withoutEntry.includes(entryScript)) {
          throw new Error('boot-data: the entry tags are not where Vite puts them');
        }
        const boot = {
          entry: entryScript,
          // The entry's own imports, fetched alongside it rather than once it has been parsed.
          entryFiles: [...inHtml]
            .filter((file) => file !== entry.fileName && file.endsWith('.js'))
            .map((file) => `${BASE}${file}`),
          ...preloads,
        };
        const attribute = JSON.stringify(boot).replaceAll('&', '&amp;').replaceAll("'", '&#39;');
        return withoutEntry
          .replace('</head>', `<style>${shellRules()}</style></head>`)
          .replace(bootTag, `<script src="${BASE}boot.js" data-boot='${attribute}'></script>`);
      },
    },
  };
}

/**
 * Which lazy modules the home screen shares with other lazy chunks; filled once the module graph
 * is complete, read when the chunks are cut (the `ui` group below).
 */
const sharedWithHome = new Set<string>();
/** Every lazy module the home screen needs (filled with sharedWithHome): no group may add others to it. */
const homeModules = new Set<string>();

/**
 * Over HTTP/1.1, what this server speaks, a browser fetches at most six files of a site at once
 * and each file costs a round trip; on a slow phone network every round of requests is about
 * 150 ms. Left alone, Rolldown gives every set of screens sharing some modules a chunk of its own:
 * the home page needed 65 files before its first render, mostly antd-mobile internals of a few
 * hundred bytes each. This finds the modules that the home screen shares with other lazy chunks,
 * so that they make one `ui` chunk. Other screens fetch that chunk too (it is mostly antd-mobile's
 * components, which they use anyway), and the home page needs a handful of files.
 */
function sharedWithHomeScreen(): Plugin {
  return {
    name: 'shared-with-home-screen',
    apply: 'build',
    buildEnd(error) {
      // A failed build reports its own error; the graph is incomplete then.
      if (error) return;
      const ids = [...this.getModuleIds()];
      const staticImports = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      /** Every module a module needs before it runs, except those already loaded with the page. */
      const reach = (root: string, loaded: ReadonlySet<string>) => {
        const seen = new Set<string>();
        const stack = [root];
        for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
          if (seen.has(id) || loaded.has(id)) continue;
          seen.add(id);
          stack.push(...staticImports(id));
        }
        return seen;
      };
      const entry = ids.find((id) => this.getModuleInfo(id)?.isEntry);
      const home = ids.find((id) => id.endsWith(HOME_SCREEN_MODULE));
      if (!entry || !home) throw new Error('shared-with-home-screen: no entry or no home screen module');
      const initial = reach(entry, new Set());
      const lazyEntries = new Set(ids.flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []));
      const usedElsewhere = new Set<string>();
      for (const lazy of lazyEntries) {
        if (lazy !== home) for (const id of reach(lazy, initial)) usedElsewhere.add(id);
      }
      sharedWithHome.clear();
      homeModules.clear();
      for (const id of reach(home, initial)) {
        homeModules.add(id);
        if (usedElsewhere.has(id)) sharedWithHome.add(id);
      }
    },
  };
}

/**
 * antd-mobile's form and its fields (with their dependencies: rc-field-form and some twenty helper
 * modules of a few hundred bytes each): one chunk instead of about 25 (decision 0052).
 */
const ANTD_FORM_COMPONENTS = /[\\/]antd-mobile[\\/]es[\\/]components[\\/](form|list|input|checkbox)[\\/]/;
/**
 * The account screens' shared parts (fields, rules, queries); the screens keep a chunk each, and
 * what home uses stays out (the group would bring the forms to home).
 */
const ACCOUNT_MODULE = /[\\/]src[\\/]features[\\/]account[\\/]/;
const SCREEN_MODULE = /-screen\.tsx$/;

/** Files of the site's root that the shell shows or names (public/). */
const SHELL_PUBLIC_FILES = [SHELL_FILE, 'boot.js', 'logo.svg', 'default-image.svg'];

/**
 * The service worker, written by Workbox (decision 0050). It precaches the shell only (the page,
 * boot.js, the home page's first render), not the 22 languages and 60 screens: a cheap phone
 * downloads what it uses. The current language and the screens visited are kept in the assets
 * cache as they load (app/offline/service-worker.ts). Navigations go to the network, so the server
 * still answers every page (merchant, banner, Content-Security-Policy, page limit); only when the
 * network fails does the precached shell answer. Nothing else is routed: the API (/wps) and every
 * non-GET request pass the worker by, so no call is ever cached or replayed by it.
 */
function serviceWorker(): Plugin[] {
  return VitePWA({
    strategies: 'generateSW',
    filename: SERVICE_WORKER_FILE,
    scope: BASE,
    // The server writes a manifest per merchant (/m/manifest.webmanifest) and index.html links it.
    manifest: false,
    // app/offline/service-worker.ts registers it, after the page has loaded.
    injectRegister: false,
    workbox: {
      globDirectory: 'dist',
      globPatterns: ['**/*.{js,css,html,svg}'],
      manifestTransforms: [
        async (entries) => {
          const shell = new Set([...shellFiles, ...SHELL_PUBLIC_FILES]);
          const manifest = entries.filter((entry) => shell.has(entry.url));
          const missing = [...shell].filter((file) => !manifest.some((entry) => entry.url === file));
          if (missing.length > 0) throw new Error(`service worker: shell files not built: ${missing}`);
          return { manifest, warnings: [] };
        },
      ],
      // Hashed names change with their content: no revision query needed for them.
      dontCacheBustURLsMatching: new RegExp(`^${ASSETS_DIR}`),
      navigateFallback: null,
      runtimeCaching: [
        {
          urlPattern: ({ request }) => request.mode === 'navigate',
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: SHELL_FILE } },
        },
        {
          // A pattern, not a function: Workbox writes a function's text into the worker, without
          // the constants it names. A pattern matches this site's addresses only (a GET route).
          urlPattern: new RegExp(`${BASE}${ASSETS_DIR}`.replaceAll('/', '\\/')),
          handler: 'CacheFirst',
          options: {
            cacheName: ASSETS_CACHE,
            expiration: { maxEntries: ASSETS_CACHE_MAX_ENTRIES },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
      cleanupOutdatedCaches: true,
      // A new release's worker takes over at once: pages are always the network's, and the old
      // release's files stay in the assets cache for a page still running it.
      skipWaiting: true,
      clientsClaim: true,
      inlineWorkboxRuntime: true,
      sourcemap: false,
    },
  });
}

export default defineConfig({
  base: BASE,
  plugins: [
    react(),
    bootData(),
    sharedWithHomeScreen(),
    // The server sends these precompressed files as they are (DESIGN §2), so every compressible
    // asset gets a .br and a .gz beside it.
    compression({
      include: /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/,
      threshold: 0,
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
    }),
    serviceWorker(),
  ],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    target: 'es2022',
    // boot.js preloads the first page's files itself; browsers without modulepreload (Safari before
    // 17) simply fetch each module when it is imported.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The libraries of the first page: unchanged between releases that keep the
            // dependencies, so browsers keep them cached.
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 3 },
            // Our own code of the first page joins the entry chunk (main.tsx).
            { name: 'index', tags: ['$initial'], priority: 2 },
            { name: 'ui', test: (id) => sharedWithHome.has(id), priority: 1 },
            { name: 'forms', test: ANTD_FORM_COMPONENTS },
            {
              name: 'account-forms',
              test: (id) => ACCOUNT_MODULE.test(id) && !SCREEN_MODULE.test(id) && !homeModules.has(id),
              // Their libraries stay where they were (an icon home shows, antd-mobile's forms).
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/wps': { target: API_ORIGIN, changeOrigin: true } },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    restoreMocks: true,
    // Screen tests render lazy route modules and run the real cipher: on a busy 2-core machine the
    // first one of a file takes seconds to transform.
    testTimeout: 15_000,
    // Console output goes straight to the terminal, not through the worker's message channel: a
    // message React logs as a file's environment closes (a lazy module that resolves after the last
    // test, warning that it resumed outside act) then cannot fail the whole run with
    // "Closing rpc while onUserConsoleLog was pending", as it once did in CI with every test passed.
    disableConsoleIntercept: true,
  },
});
