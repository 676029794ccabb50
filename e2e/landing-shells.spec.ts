// The landing routes' shells (decisions 0056, 0071-0073): the server writes the screen's frame and
// title (the game list's first cards, the register form's first rows and the deposit channels too)
// into the page, painted before any script in the stored language (right to left in Arabic), and
// React's first render replaces it with its own elements, with the same texts at the same places
// and no layout shift.
import type { LanguageCode } from '@app/contract';
import type { Page } from '@playwright/test';
import { DEMO_MERCHANTS } from '../apps/server/src/db/seed/demo-merchants';
import { logIn } from './accounts';
import { expect, test, textsOf } from './fixtures';
import { registerMember } from './wallet-helpers';

/** A part of a shell, found by the same selector in the shell and in the screen, and its text's key. */
interface ShellPart {
  selector: string;
  textKey?: string;
  /** A text that is no translation: the brand's name. */
  text?: string;
}

/** The name a demo brand's pages show: its configuration's, whatever the language. */
const brandName = (merchantCode: string) => {
  const brand = DEMO_MERCHANTS.find(({ config }) => config.merchantCode === merchantCode);
  if (!brand) throw new Error(`no demo brand ${merchantCode}`);
  return brand.config.name;
};

const ACCOUNT_FRAME = (current: 'login' | 'register'): ShellPart[] => [
  { selector: '.account-page__top .icon-button:first-child' },
  { selector: '.language-button__code' },
  { selector: '.account-page__brand img' },
  { selector: '.account-page__brand h1', text: brandName('DEMO') },
  { selector: '.account-toggle a[aria-current="page"]', textKey: current },
];

const SHELLS: { path: string; signedIn?: boolean; parts: ShellPart[] }[] = [
  { path: '/m/login', parts: ACCOUNT_FRAME('login') },
  {
    path: '/m/register',
    parts: [
      ...ACCOUNT_FRAME('register'),
      // The form's first rows for the demo's settings, written by the server (decision 0072).
      { selector: '.tab-bar [aria-selected="true"]', textKey: 'register_by_username' },
      { selector: '.adm-form-item:nth-child(1) .adm-form-item-label' },
      { selector: '.adm-form-item:nth-child(2) .adm-input-element' },
      // The password's hint, the page's largest text.
      { selector: '.adm-form-item:nth-child(4) .adm-list-item-description', textKey: 'password_hint' },
      { selector: '.adm-form-item:nth-child(8) .adm-form-item-label' },
    ],
  },
  {
    path: '/m/gameList?type=hot',
    parts: [
      { selector: '.games-top-bar .app-header__side' },
      { selector: '.games-top-bar .app-header__title', textKey: 'title_game_list' },
      { selector: '.game-list-search' },
      { selector: '.game-list-view-all', textKey: 'view_all' },
      { selector: '.game-list-filters [aria-selected="true"]', textKey: 'filter_hot' },
      // The first view's cards, written by the server (decision 0071): the first and the last.
      { selector: '.game-card:first-child .game-card-art' },
      { selector: '.game-card:first-child .game-card-name' },
      { selector: '.game-card:nth-child(12) .game-card-vendor-name' },
    ],
  },
  {
    path: '/m/voucherCenter',
    signedIn: true,
    parts: [
      { selector: 'header.app-header .app-header__side' },
      { selector: 'header.app-header .app-header__title', textKey: 'title_deposit' },
      // The page's first view with the merchant's channels, written by the server (decision 0073).
      { selector: '.wallet-summary dt', textKey: 'balance' },
      { selector: '.wallet-section__title', textKey: 'deposit_channel' },
      { selector: '.channel-list .action-item:first-child .action-item__button' },
      { selector: '.channel-list .action-item:first-child .adm-list-item-description' },
      { selector: '.channel-list .action-item:first-child .adm-list-item-content-extra' },
      { selector: '.channel-list .action-item:nth-child(2) .action-item__button' },
    ],
  },
  {
    path: '/m/member/responsibleGaming',
    signedIn: true,
    parts: [
      { selector: 'header.app-header .app-header__title', textKey: 'title_responsible_gaming' },
      { selector: '.rg-intro', textKey: 'rg_intro' },
    ],
  },
];

interface Seen {
  text: string;
  box: { x: number; y: number; width: number; height: number };
}

declare global {
  interface Window {
    shellSeen?: (Seen | null)[];
    layoutShift?: number;
  }
}

/**
 * Before the page's scripts: stores the language, sums the page's layout shifts, and records what
 * the shell shows of these parts in the first frame (before the app's entry, which boot.js fetches
 * only once the shell has painted).
 */
async function watchShell(page: Page, language: LanguageCode, selectors: string[]) {
  await page.addInitScript(
    ({ language, selectors }) => {
      localStorage.setItem('language', language);
      window.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
          window.layoutShift = (window.layoutShift ?? 0) + entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
      // In the first frame's callbacks: the style sheets the shell waits for have arrived (no frame
      // before), and the app's entry has not (boot.js asks for it in this frame's next task).
      document.addEventListener('DOMContentLoaded', () =>
        requestAnimationFrame(() => {
          window.shellSeen = selectors.map((selector) => {
            const element = document.querySelector<HTMLElement>(`.landing-shell ${selector}`);
            if (!element?.checkVisibility()) return null;
            const { x, y, width, height } = element.getBoundingClientRect();
            // The rendered text: the shell holds its texts in every language, the page shows one.
            // biome-ignore lint/performance/useDomNodeTextContent: the text as displayed is the point
            return { text: element.innerText.trim(), box: { x, y, width, height } };
          });
        }),
      );
    },
    { language, selectors },
  );
}

for (const language of ['EN', 'AR'] as const) {
  const texts = textsOf(language);
  for (const { path, signedIn, parts } of SHELLS) {
    test(`${path} paints its shell in ${language} and the screen replaces it in place`, async ({
      page,
      request,
    }) => {
      if (signedIn) {
        const member = await registerMember(request);
        await logIn(page, member.username, member.password);
        await expect(page).toHaveURL(/\/m\/home$/);
      }
      const selectors = parts.map((part) => part.selector);
      await watchShell(page, language, selectors);
      await page.goto(path);

      const shell = (await page.evaluate(() => window.shellSeen)) ?? [];
      parts.forEach((part, index) => {
        const seen = shell[index];
        expect(seen, `the shell shows ${part.selector}`).toBeTruthy();
        if (part.textKey) expect(seen?.text).toBe(texts(part.textKey));
        if (part.text) expect(seen?.text).toBe(part.text);
      });
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'AR' ? 'rtl' : 'ltr');

      // React's first render: the shell is gone, the screen's parts are where the shell's were.
      await expect(page.locator('.landing-shell')).toHaveCount(0);
      for (const [index, part] of parts.entries()) {
        const element = page.locator(`#root ${part.selector}`).first();
        await expect(element).toBeVisible();
        if (part.textKey) await expect(element).toHaveText(texts(part.textKey));
        else if (part.text) await expect(element).toHaveText(part.text);
        // The server's texts (a game's name): the shell showed what the screen shows.
        else await expect(element).toHaveText(shell[index]?.text ?? '', { useInnerText: true });
        expect(await element.boundingBox(), part.selector).toEqual(shell[index]?.box);
      }
      expect(await page.evaluate(() => window.layoutShift)).toBe(0);
    });
  }
}

test("a visitor is not shown the deposit screen's shell on the way to login", async ({ page }) => {
  await watchShell(page, 'EN', ['header.app-header .app-header__title']);
  await page.goto('/m/voucherCenter');
  await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2FvoucherCenter$/);
  expect(await page.evaluate(() => window.shellSeen)).toEqual([null]);
});

test("each brand's pages carry its own name, from the first HTML on (one build serves every brand)", async ({
  page,
  baseURL,
}) => {
  // The second demo brand; Chromium takes any *.localhost for this machine (Node does not).
  const brand = (baseURL ?? '').replace('127.0.0.1', 'demo2.localhost');
  const name = brandName('DEMO2');
  const html = (await (await page.goto(`${brand}/m/login`))?.text()) ?? '';
  expect(html).toContain(`<title>${name}</title>`);
  expect(html).toContain(`<meta name="application-name" content="${name}"`);
  expect(html).toContain(`<h1><span data-brand-name>${name}</span></h1>`);
  expect(html).not.toContain(brandName('DEMO'));

  await page.goto(`${brand}/m/home`);
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
  await expect(page).toHaveTitle(name);
  await expect(page.getByText(brandName('DEMO'))).toHaveCount(0);
  await page.goto(`${brand}/m/login`);
  await expect(page.locator('#root .account-page__brand h1')).toHaveText(name);
});
