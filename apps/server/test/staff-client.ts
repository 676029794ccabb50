/**
 * Staff sessions for tests of operator calls per role: an account made with the Operator-Key, its
 * TOTP enrolled at the first sign-in and a code of the next time step given (the test's clock
 * moves by one step: `advance`).
 */
import {
  STAFF_CSRF_HEADER,
  STAFF_PATHS,
  STAFF_SESSION_COOKIE,
  STAFF_TOTP,
  type StaffRole,
} from '@app/contract';
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import { operatorHeaders, type TestApp } from './test-app';

export const STAFF_TEST_PASSWORD = 'correct horse battery';

export interface StaffTestSession {
  /** The cookie and CSRF header every call of the session sends. */
  headers: Record<string, string>;
  cookies: Record<string, string>;
}

/** A new staff account of the role, signed in. `advance` moves the app's clock on by `ms` and answers the new time. */
export const signInNewStaff = async (
  t: TestApp,
  username: string,
  role: StaffRole,
  advance: (ms: number) => number,
): Promise<StaffTestSession> => {
  const created = await t.app.inject({
    method: 'POST',
    url: STAFF_PATHS.accounts,
    headers: operatorHeaders,
    payload: { username, password: STAFF_TEST_PASSWORD, role },
  });
  expect(created.statusCode, created.body).toBe(200);
  const login = (code?: string) =>
    t.app.inject({
      method: 'POST',
      url: STAFF_PATHS.login,
      payload: { username, password: STAFF_TEST_PASSWORD, ...(code ? { code } : {}) },
    });
  const enrol = (await login()).json().value as { step: string; secret: string };
  expect(enrol.step).toBe('enrol');
  const at = advance(STAFF_TOTP.periodSeconds * 1000);
  const code = new TOTP({
    issuer: STAFF_TOTP.issuer,
    label: username,
    digits: STAFF_TOTP.digits,
    period: STAFF_TOTP.periodSeconds,
    secret: Secret.fromBase32(enrol.secret),
  }).generate({ timestamp: at });
  const signedIn = await login(code);
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  const token = signedIn.cookies.find((cookie) => cookie.name === STAFF_SESSION_COOKIE)?.value as string;
  const csrf = (signedIn.json().value as { csrfToken: string }).csrfToken;
  return { headers: { [STAFF_CSRF_HEADER]: csrf }, cookies: { [STAFF_SESSION_COOKIE]: token } };
};
