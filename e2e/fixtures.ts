import { readFileSync } from 'node:fs';
import {
  type AccessSettings,
  type AccessSettingsPatch,
  HEADER,
  type LanguageCode,
  operatorRoutes,
} from '@app/contract';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { type LaunchedServer, launchServer } from './server';

/** A lookup of one language's texts, read from the app's own locale files (the source of truth). */
export function textsOf(code: LanguageCode): (key: string) => string {
  const file = new URL(`../apps/web/src/i18n/locales/${code.toLowerCase()}.json`, import.meta.url);
  const messages: Record<string, unknown> = JSON.parse(readFileSync(file, 'utf8'));
  return (key) => {
    const text = messages[key];
    if (typeof text !== 'string') throw new Error(`${code.toLowerCase()}.json has no text for "${key}"`);
    return text;
  };
}

/** The English text of a translation key. */
export const en = textsOf('EN');

/** The demo merchant the server seeds and serves by default (its DEFAULT_MERCHANT). */
export const DEMO_MERCHANT = 'DEMO';

/** Changes a merchant's access settings through the operator API, as an operator would. */
export class Operator {
  constructor(private readonly api: APIRequestContext) {}

  async setAccess(patch: AccessSettingsPatch, merchant = DEMO_MERCHANT): Promise<AccessSettings> {
    const url = operatorRoutes.patchAccess.url.replace(':merchantCode', merchant);
    const response = await this.api.patch(url, { data: patch });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()).value;
  }
}

type ServerInfo = Pick<LaunchedServer, 'baseURL' | 'operatorKey'>;

function sharedServer(): ServerInfo {
  const { E2E_BASE_URL: baseURL, E2E_OPERATOR_KEY: operatorKey } = process.env;
  if (!baseURL || !operatorKey) throw new Error('the e2e global setup did not start the server');
  return { baseURL, operatorKey };
}

/** Tests against the server the global setup started (shared by every worker). */
export const test = base.extend<{ operator: Operator }, { server: ServerInfo }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature.
    async ({}, use) => use(sharedServer()),
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => use(server.baseURL),
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
 * Tests that change merchant-wide state (maintenance, region rules) get a server of their own,
 * so that they never disturb the tests running beside them.
 */
export const testOnOwnServer = test.extend<object, { server: ServerInfo }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature.
    async ({}, use) => {
      const server = await launchServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
});

export { expect };

/** The page header landmark (`<header>`, role banner) and the footer menu (`<nav>` "Main menu"). */
export const layout = (page: Page, texts: (key: string) => string = en) => {
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
