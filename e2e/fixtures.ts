import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  type AccessSettings,
  type AccessSettingsPatch,
  accountRoutes,
  HEADER,
  type LanguageCode,
  operatorRoutes,
  type SmsOutboxEntry,
  type StaffAccountCreate,
  staffRoutes,
} from '@app/contract';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { textAsShown } from '../apps/web/src/i18n/line-breaks';
import { type LaunchedServer, launchServer } from './server';

/** One language's text of a translation key. */
export type Texts = (key: string) => string;

/** A lookup of one language's texts, read from the app's own locale files (the source of truth), as the site shows them. */
export function textsOf(code: LanguageCode): Texts {
  const file = new URL(`../apps/web/src/i18n/locales/${code.toLowerCase()}.json`, import.meta.url);
  const messages: Record<string, unknown> = JSON.parse(readFileSync(file, 'utf8'));
  return (key) => {
    const text = messages[key];
    if (typeof text !== 'string') throw new Error(`${code.toLowerCase()}.json has no text for "${key}"`);
    return textAsShown(code, text);
  };
}

/** The English text of a translation key. */
export const en = textsOf('EN');

/** The demo merchant the server seeds and serves by default (its DEFAULT_MERCHANT). */
/**
 * Resolves once a short message (a toast of 1 or 2 s, spec §9) with exactly this text has shown.
 * Start it before the tap that shows the message: it checks in the page at every frame, where an
 * assertion polling every 500 ms could miss a 1 s message on a loaded machine.
 */
export function messageShown(page: Page, text: string): Promise<unknown> {
  return page.waitForFunction(
    (wanted) =>
      [...document.body.querySelectorAll('*')].some(
        (element) => element.childElementCount === 0 && element.textContent?.trim() === wanted,
      ),
    text,
  );
}

export const DEMO_MERCHANT = 'DEMO';

/** A theme and a language, as the site keeps them in localStorage. */
export interface Look {
  theme: 'light' | 'dark';
  language: LanguageCode;
}

/** The looks every screen's axe test covers: light and dark, and right to left in Arabic. */
export const AXE_LOOKS: readonly Look[] = [
  { theme: 'light', language: 'EN' },
  { theme: 'dark', language: 'EN' },
  { theme: 'dark', language: 'AR' },
];

/** Stores a look for the page's origin; the site applies it at its next load. */
export async function chooseLook(page: Page, look: Look) {
  await page.evaluate(({ theme, language }) => {
    localStorage.setItem('theme', theme);
    localStorage.setItem('language', language);
  }, look);
}

/** Changes a merchant's access settings through the operator API, as an operator would. */
export class Operator {
  constructor(private readonly api: APIRequestContext) {}

  async setAccess(patch: AccessSettingsPatch, merchant = DEMO_MERCHANT): Promise<AccessSettings> {
    const url = operatorRoutes.patchAccess.url.replace(':merchantCode', merchant);
    const response = await this.api.patch(url, { data: patch });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()).value;
  }

  /** Merges a patch into a merchant's site configuration (whitelabel switches, social sign-in ...). */
  /** Creates a back-office staff account with the Operator-Key, as the CLI's staff-create does. */
  async createStaff(account: StaffAccountCreate): Promise<void> {
    const response = await this.api.post(staffRoutes.createAccount.url, { data: account });
    expect(response.status(), await response.text()).toBe(200);
  }

  async patchConfig(patch: Record<string, unknown>, merchant = DEMO_MERCHANT): Promise<void> {
    const url = operatorRoutes.patchConfig.url.replace(':merchantCode', merchant);
    const response = await this.api.patch(url, { data: patch });
    expect(response.status(), await response.text()).toBe(200);
  }

  /**
   * The newest text the embedded SMS provider sent to a number (dialing code and number, without
   * '+' or the leading 0), as the phone would receive it.
   */
  async lastSms(mobile: string, merchant = DEMO_MERCHANT): Promise<SmsOutboxEntry> {
    const url = accountRoutes.smsOutbox.url.replace(':merchantCode', merchant);
    const response = await this.api.get(url, { params: { mobile, limit: 1 } });
    expect(response.status(), await response.text()).toBe(200);
    const [sms] = (await response.json()).value as SmsOutboxEntry[];
    if (!sms) throw new Error(`no SMS was sent to ${mobile}`);
    return sms;
  }
}

type ServerInfo = Pick<LaunchedServer, 'baseURL' | 'operatorKey'>;

function sharedServer(): ServerInfo {
  const { E2E_BASE_URL: baseURL, E2E_OPERATOR_KEY: operatorKey } = process.env;
  if (!baseURL || !operatorKey) throw new Error('the e2e global setup did not start the server');
  return { baseURL, operatorKey };
}

/** A server starts in 15 s on a busy machine: more than a test's own time. */
const SERVER_START_TIMEOUT_MS = 120_000;

/** A private address of its own for one test (10.x.y.z). */
const newClientAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** Tests against the server the global setup started (shared by every worker). */
export const test = base.extend<{ operator: Operator; clientAddress: string }, { server: ServerInfo }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature.
    async ({}, use) => use(sharedServer()),
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => use(server.baseURL),
  // The server remembers failed logins per client address and, once many accounts failed from one,
  // asks every login from it for a captcha: each test comes from its own address (the e2e server
  // trusts X-Forwarded-For), so that one test's failed logins never reach into another.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature.
  clientAddress: async ({}, use) => use(newClientAddress()),
  extraHTTPHeaders: async ({ extraHTTPHeaders, clientAddress }, use) =>
    use({ 'X-Forwarded-For': clientAddress, ...extraHTTPHeaders }),
  operator: async ({ server, playwright }, use) => {
    const api = await playwright.request.newContext({
      baseURL: server.baseURL,
      extraHTTPHeaders: { [HEADER.operatorKey]: server.operatorKey },
    });
    await use(new Operator(api));
    await api.dispose();
  },
});

/**
 * Tests on a server of their own, with these settings on top of the e2e server's (launchServer):
 * tests that change merchant-wide state (maintenance, region rules) or need other limits, so that
 * they never disturb the tests running beside them.
 */
export const testOnServerWith = (env: Record<string, string>) =>
  test.extend<object, { server: ServerInfo }>({
    server: [
      // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature.
      async ({}, use) => {
        const server = await launchServer(env);
        await use(server);
        await server.stop();
      },
      { scope: 'worker', timeout: SERVER_START_TIMEOUT_MS },
    ],
  });

export const testOnOwnServer = testOnServerWith({});

export { expect };

/** The page header landmark (`<header>`, role banner) and the footer menu (`<nav>` "Main menu"). */
export const layout = (page: Page, texts: Texts = en) => {
  const header = page.getByRole('banner');
  const footer = page.getByRole('navigation', { name: texts('footer_menu_label') });
  return {
    header,
    title: header.getByRole('heading', { level: 1 }),
    back: header.getByRole('button', { name: texts('back') }),
    footer,
    /** A footer menu entry by its translation key: a link or a button (Service opens a chat). */
    footerEntry: (key: string) =>
      footer.getByRole('link', { name: texts(key) }).or(footer.getByRole('button', { name: texts(key) })),
  };
};

/** Opens the right-hand sidebar from the home top bar or the page header. */
export async function openSidebar(page: Page) {
  await page.getByRole('button', { name: en('open_menu') }).click();
  const sidebar = page.getByRole('complementary', { name: en('sidebar_label') });
  await expect(sidebar).toBeVisible();
  return sidebar;
}
