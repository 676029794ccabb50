// Runs before the first paint (loaded blocking from index.html): applies the stored theme and
// language to <html> so the page never flashes the wrong theme or direction; then, once the page
// has painted, starts the app: its entry script and the chunks its first render waits for (the
// build lists them in data-boot, see vite.config.ts).
// Kept tiny and dependency-free; theme.test.ts holds this table against the contract's LANGUAGES.
(() => {
  var TAGS = {
    EN: 'en',
    CN: 'zh-CN',
    TW: 'zh-TW',
    JA: 'ja',
    KO: 'ko',
    TH: 'th',
    VI: 'vi',
    MY: 'my',
    KM: 'km',
    ID: 'id',
    MS: 'ms',
    TY: 'tl',
    HI: 'hi',
    TA: 'ta',
    BN: 'bn',
    UR: 'ur',
    AR: 'ar',
    FA: 'fa',
    TR: 'tr',
    RU: 'ru',
    ES: 'es',
    PT: 'pt-BR',
  };
  var RTL = { UR: 1, AR: 1, FA: 1 };
  var html = document.documentElement;
  var theme = 'dark';
  var language = 'EN';
  var stored = null;
  try {
    theme = localStorage.getItem('theme') === 'light' ? 'light' : 'dark';
    stored = localStorage.getItem('language');
    // typeof rather than hasOwn: inherited names such as 'toString' are not languages.
    if (stored && typeof TAGS[stored] === 'string') language = stored;
  } catch {
    // Storage blocked (private mode, sandbox): keep the defaults.
  }
  html.setAttribute('data-theme', theme);
  html.setAttribute('data-prefers-color-scheme', theme);
  html.setAttribute('lang', TAGS[language]);
  html.setAttribute('dir', RTL[language] ? 'rtl' : 'ltr');
  // A member's screen's shell (the deposit screen's) is not drawn for a visitor, whom the app
  // sends to login: index.html's style hides it under this mark. The session is the tab's
  // (lib/storage.ts sessionInfoStore, MC_SESSION_INFO).
  try {
    if (!sessionStorage.getItem('MC_SESSION_INFO')) html.setAttribute('data-boot-visitor', '');
  } catch {
    html.setAttribute('data-boot-visitor', '');
  }

  // The build names the app's files on this tag (vite.config.ts bootData); the dev server names
  // none and loads its entry from index.html itself.
  const tag = document.currentScript;
  const listed = tag?.getAttribute('data-boot');
  if (!listed) return;
  const boot = JSON.parse(listed);
  let urls = boot.entryFiles.concat(boot.languages[language] || []);
  const landsOnHome = boot.home.paths.includes(location.pathname);
  // The page of another landing route with a shell (decision 0056): the server names its screen's
  // scripts here, to be fetched once that shell has painted, as home's are.
  const screenFiles = tag.getAttribute('data-screen-files');
  const paintsShellFirst = landsOnHome || screenFiles !== null;
  if (landsOnHome) {
    // Shows index.html's shell of the home page until React's first render replaces it.
    html.setAttribute('data-landing', 'home');
    urls = urls.concat(boot.home.files);
  } else if (screenFiles) {
    // The list starts with the entry and its imports, which are started here already.
    urls = urls.concat(JSON.parse(screenFiles).filter((url) => url !== boot.entry && !urls.includes(url)));
  }

  // On a page with a shell the app starts once the shell has painted (decisions 0016, 0056): asked
  // for by the parser, the scripts would arrive and run before the first paint, and on a slow
  // network they would share the link with the shell's style sheets and banner. Other pages have
  // no shell, so nothing to show before the app: they start at once (waiting for a frame cost them
  // a round trip). The language and the landing screen are fetched alongside the entry, not a
  // round trip after it.
  let started = false;
  function start() {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = boot.entry;
    document.head.appendChild(script);
    preloadFrom(0);
  }
  // A few preloads a task: each costs some main-thread time, much more the first time on a slow
  // phone, and all at once they made one long task just after the first paint.
  const PRELOADS_PER_TASK = 3;
  function preloadFrom(first) {
    for (const url of urls.slice(first, first + PRELOADS_PER_TASK)) {
      const link = document.createElement('link');
      if (url.endsWith('.css')) {
        link.rel = 'preload';
        link.setAttribute('as', 'style');
      } else {
        link.rel = 'modulepreload';
      }
      // As Vite's own preloads, so that the later requests find these in the cache.
      link.crossOrigin = '';
      link.href = url;
      document.head.appendChild(link);
    }
    if (first + PRELOADS_PER_TASK < urls.length) {
      setTimeout(() => {
        preloadFrom(first + PRELOADS_PER_TASK);
      }, 0);
    }
  }
  // A frame's callbacks run just before it paints; the task after it runs once it has painted.
  // A hidden page paints no frames: it starts at once, or as soon as it is hidden.
  if (!paintsShellFirst || document.visibilityState === 'hidden') start();
  else {
    requestAnimationFrame(() => {
      setTimeout(start, 0);
    });
    document.addEventListener('visibilitychange', start, { once: true });
  }
})();
