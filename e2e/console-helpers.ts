/**
 * What the back-office specs share: a staff member's password and username of its own, the
 * console's English texts, the authenticator's code, and the sign-in through the API.
 */
import { STAFF_PATHS, STAFF_TOTP, type StaffRole } from '@app/contract';
import type { Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { en as consoleEn } from '../apps/console/src/lib/i18n/messages/en';
import { expect } from './fixtures';

export const PASSWORD = 'Console-e2e-password-1';

export const text = (key: keyof typeof consoleEn, values: Record<string, string | number> = {}) =>
  consoleEn[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

let accounts = 0;
/** A staff username of its own for each test (the shared server keeps every account). */
export const newUsername = (role: StaffRole) =>
  `e2e-${role}-${process.pid}-${Date.now() % 1e6}-${++accounts}`;

/** The authenticator app's code of a secret now, as the staff member's phone would show it. */
export const codeOf = (secret: string) =>
  new TOTP({ secret, digits: STAFF_TOTP.digits, period: STAFF_TOTP.periodSeconds }).generate();

/**
 * Signs in through the API in the page's own cookie jar (enrolment, then the first code), as the
 * console does: the page then opens signed in. Returns the session's CSRF token.
 */
export async function signInByApi(page: Page, username: string): Promise<string> {
  const login = (code?: string) =>
    page.request.post(STAFF_PATHS.login, { data: { username, password: PASSWORD, ...(code && { code }) } });
  const enrol = (await (await login()).json()).value;
  expect(enrol.step).toBe('enrol');
  const signedIn = (await (await login(codeOf(enrol.secret))).json()).value;
  expect(signedIn.step).toBe('signedIn');
  return signedIn.csrfToken;
}
