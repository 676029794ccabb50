/**
 * The back office's staff (issue 21): sign-in with a password and a TOTP code (real codes of the
 * otpauth library), enrolment, replayed codes, lockout and its end, idle timeout, sign-out, the
 * CSRF header, what each role may change in the operator API (and the audit's `staff:<username>`),
 * the Operator-Key beside the sessions, the admins' staff accounts, the audit view and the CLI.
 */
import {
  AUDIT_PLATFORM_MERCHANT,
  type AuditPage,
  CONTENT_PREVIEW_OPERATOR_PATHS,
  ErrorCode,
  STAFF_CSRF_HEADER,
  STAFF_PATHS,
  STAFF_ROLE_WRITES,
  STAFF_SESSION_COOKIE,
  STAFF_TOTP,
  type StaffAccount,
  type StaffRole,
} from '@app/contract';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorCli } from '../../../test/operator-cli';
import { createTestApp, operatorHeaders, type TestApp } from '../../../test/test-app';
import { operatorAudit } from '../../db/tables';
import { staffAccounts, staffSessions } from './tables';

const PASSWORD = 'correct horse battery';
const MINUTE = 60_000;

/** A signed-in staff member: the cookie's token and the session's CSRF token. */
interface Session {
  token: string;
  csrf: string;
}

interface CallOptions {
  body?: object;
  session?: Session | string;
  /** The CSRF header: the session's unless given (null: none). */
  csrf?: string | null;
  key?: boolean;
  headers?: Record<string, string>;
}

describe('staff accounts and sessions', () => {
  let t: TestApp;
  let url: string;
  let time = Date.now();
  /** The TOTP secret each account enrolled. */
  const secrets = new Map<string, string>();

  beforeAll(async () => {
    // trustProxy: a request can say it came over https (X-Forwarded-Proto), for the Secure cookie.
    t = await createTestApp({ authRateLimitPerIp: 10_000, trustProxy: true }, { clock: () => time });
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, options: CallOptions = {}) => {
    const session =
      typeof options.session === 'string' ? { token: options.session, csrf: '' } : options.session;
    const csrf = options.csrf === undefined ? session?.csrf : options.csrf;
    return t.app.inject({
      method,
      url: path,
      headers: {
        ...(options.key ? operatorHeaders : {}),
        ...(session && csrf ? { [STAFF_CSRF_HEADER]: csrf } : {}),
        ...options.headers,
      },
      ...(session ? { cookies: { [STAFF_SESSION_COOKIE]: session.token } } : {}),
      ...(options.body ? { payload: options.body } : {}),
    });
  };
  const okValue = <T>(response: LightMyRequestResponse): T => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value as T;
  };
  const expectError = (response: LightMyRequestResponse, status: number, errorCode: string) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ success: false, errorCode });
    return response.json() as { message: string; value?: { retryAfterSeconds?: number } };
  };

  const login = (body: { username: string; password: string; code?: string }, headers = {}) =>
    call('POST', STAFF_PATHS.login, { body, headers });
  const createAccount = async (username: string, role: StaffRole, password = PASSWORD) =>
    okValue<StaffAccount>(
      await call('POST', STAFF_PATHS.accounts, { body: { username, password, role }, key: true }),
    );
  const totpOf = (username: string, secret: string) =>
    new TOTP({
      issuer: STAFF_TOTP.issuer,
      label: username,
      digits: STAFF_TOTP.digits,
      period: STAFF_TOTP.periodSeconds,
      secret: Secret.fromBase32(secret),
    });
  const codeOf = (username: string, at = time) => {
    const secret = secrets.get(username);
    if (!secret) throw new Error(`${username} has not enrolled`);
    return totpOf(username, secret).generate({ timestamp: at });
  };
  const sessionOf = (response: LightMyRequestResponse): Session => {
    const value = okValue<{ step: string; csrfToken: string }>(response);
    expect(value.step).toBe('signedIn');
    const cookie = response.cookies.find((c) => c.name === STAFF_SESSION_COOKIE);
    if (!cookie) throw new Error('no session cookie');
    return { token: cookie.value, csrf: value.csrfToken };
  };
  /** Signs in with the password and a code of a new time step, enrolling first when needed. */
  const signIn = async (username: string, password = PASSWORD): Promise<Session> => {
    const first = okValue<{ step: string; secret?: string }>(await login({ username, password }));
    if (first.step === 'enrol') secrets.set(username, first.secret as string);
    time += STAFF_TOTP.periodSeconds * 1000;
    return sessionOf(await login({ username, password, code: codeOf(username) }));
  };
  const me = (session: Session | string) => call('GET', STAFF_PATHS.me, { session });
  const auditsOf = (target: string) =>
    t.app.db
      .select()
      .from(operatorAudit)
      .where(and(eq(operatorAudit.merchantCode, AUDIT_PLATFORM_MERCHANT), eq(operatorAudit.target, target)))
      .orderBy(operatorAudit.id);

  describe('sign-in', () => {
    it('enrols a TOTP at the first sign-in, the same secret until a code of it confirms it', async () => {
      const created = await createAccount('alice', 'admin');
      expect(created).toMatchObject({
        username: 'alice',
        role: 'admin',
        disabled: false,
        totpEnrolled: false,
      });

      const enrol = okValue<{ step: string; secret: string; otpauthUri: string; qrSvg: string }>(
        await login({ username: 'alice', password: PASSWORD }),
      );
      expect(enrol.step).toBe('enrol');
      expect(enrol.secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(enrol.otpauthUri).toBe(totpOf('alice', enrol.secret).toString());
      expect(enrol.otpauthUri).toMatch(/^otpauth:\/\/totp\/Back%20office:alice\?/);
      expect(enrol.qrSvg).toMatch(/^<svg[^>]*>.*<\/svg>\s*$/s);
      // Asked again, the same secret: the authenticator scanned once stays right.
      expect(okValue<{ secret: string }>(await login({ username: 'alice', password: PASSWORD })).secret).toBe(
        enrol.secret,
      );
      secrets.set('alice', enrol.secret);

      // A wrong code is refused and enrols nothing.
      const wrong = codeOf('alice') === '000000' ? '111111' : '000000';
      expectError(
        await login({ username: 'alice', password: PASSWORD, code: wrong }),
        400,
        ErrorCode.VERIFICATION_CODE_ERROR,
      );
      const response = await login(
        { username: 'alice', password: PASSWORD, code: codeOf('alice') },
        { 'x-forwarded-proto': 'https', 'user-agent': 'vitest' },
      );
      const session = sessionOf(response);
      const cookie = response.cookies.find((c) => c.name === STAFF_SESSION_COOKIE);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/wps', secure: true });
      expect(cookie?.maxAge).toBeUndefined();
      expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json().value.staff).toEqual({ username: 'alice', role: 'admin' });

      // Only the token's hash is stored, with where the sign-in came from.
      const [stored] = await t.app.db.select().from(staffSessions).where(eq(staffSessions.username, 'alice'));
      expect(stored?.tokenHash).not.toBe(session.token);
      expect(stored).toMatchObject({ csrfToken: session.csrf, userAgent: 'vitest' });
      const [account] = await t.app.db
        .select()
        .from(staffAccounts)
        .where(eq(staffAccounts.username, 'alice'));
      expect(account).toMatchObject({ totpSecret: enrol.secret, totpPendingSecret: null });
      expect(account?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(account?.lastLoginAt?.getTime()).toBe(time);

      expect(okValue(await me(session))).toEqual({
        staff: { username: 'alice', role: 'admin' },
        csrfToken: session.csrf,
      });
      // Over plain http the cookie is not Secure.
      time += STAFF_TOTP.periodSeconds * 1000;
      const plain = await login({ username: 'alice', password: PASSWORD, code: codeOf('alice') });
      expect(plain.cookies.find((c) => c.name === STAFF_SESSION_COOKIE)?.secure).toBeFalsy();
    });

    it('asks an enrolled account for its code, and refuses a code used before (replay)', async () => {
      expect(okValue(await login({ username: 'alice', password: PASSWORD }))).toEqual({ step: 'code' });
      time += STAFF_TOTP.periodSeconds * 1000;
      const code = codeOf('alice');
      sessionOf(await login({ username: 'alice', password: PASSWORD, code }));
      expectError(
        await login({ username: 'alice', password: PASSWORD, code }),
        400,
        ErrorCode.VERIFICATION_CODE_ERROR,
      );
      // A code of the step before (one step of drift) is refused too, once a later one was used.
      const earlier = codeOf('alice', time - STAFF_TOTP.periodSeconds * 1000);
      if (earlier !== code) {
        expectError(
          await login({ username: 'alice', password: PASSWORD, code: earlier }),
          400,
          ErrorCode.VERIFICATION_CODE_ERROR,
        );
      }
      // The next step's code is fine; the failures above do not lock after a success.
      time += STAFF_TOTP.periodSeconds * 1000;
      sessionOf(await login({ username: 'alice', password: PASSWORD, code: codeOf('alice') }));
    });

    it('answers an unknown user, a wrong password and a disabled account alike', async () => {
      await createAccount('dora.disabled', 'viewer');
      okValue(
        await call('PATCH', '/wps/staff/accounts/dora.disabled', { body: { disabled: true }, key: true }),
      );
      const answers = await Promise.all([
        login({ username: 'nobody', password: PASSWORD }),
        login({ username: 'alice', password: 'wrong password!' }),
        login({ username: 'dora.disabled', password: PASSWORD }),
      ]);
      const messages = answers.map((answer) => expectError(answer, 401, ErrorCode.LOGIN_FAILED).message);
      expect(new Set(messages).size).toBe(1);
      // The username is matched whatever its case.
      expect(okValue(await login({ username: ' ALICE ', password: PASSWORD }))).toEqual({ step: 'code' });
    });

    it('locks an account after 5 failures in a row (passwords or codes) for 15 minutes', async () => {
      await createAccount('bob', 'viewer');
      await signIn('bob');
      for (let i = 0; i < 4; i++) {
        expectError(await login({ username: 'bob', password: `wrong-${i}` }), 401, ErrorCode.LOGIN_FAILED);
      }
      const lockedOut = await login({ username: 'bob', password: 'wrong-5' });
      expect(expectError(lockedOut, 429, ErrorCode.ACCOUNT_LOCKED).value).toEqual({ retryAfterSeconds: 900 });
      expect(lockedOut.headers['retry-after']).toBe('900');
      // The trail names the lock, by the attempts (whoever made them) and where they came from.
      const lock = (await auditsOf('staff:bob')).at(-1);
      expect(lock).toMatchObject({
        actor: 'staff-sign-in',
        clientIp: '127.0.0.1',
        patch: { event: 'locked' },
        before: { lockedUntil: null },
        after: { lockedUntil: new Date(time + 15 * MINUTE).toISOString() },
      });
      // The right password does not open a locked account.
      time += 5 * MINUTE;
      const stillLocked = await login({ username: 'bob', password: PASSWORD });
      expect(expectError(stillLocked, 429, ErrorCode.ACCOUNT_LOCKED).value).toEqual({
        retryAfterSeconds: 600,
      });
      expect(
        (await call('GET', STAFF_PATHS.accounts, { key: true }))
          .json()
          .value.list.find((account: StaffAccount) => account.username === 'bob').lockedUntil,
      ).not.toBeNull();

      // After 15 minutes it opens; wrong codes count like wrong passwords.
      time += 10 * MINUTE;
      expect(okValue(await login({ username: 'bob', password: PASSWORD }))).toEqual({ step: 'code' });
      const wrong = codeOf('bob') === '123456' ? '654321' : '123456';
      for (let i = 0; i < 4; i++) {
        expectError(
          await login({ username: 'bob', password: PASSWORD, code: wrong }),
          400,
          ErrorCode.VERIFICATION_CODE_ERROR,
        );
      }
      expectError(
        await login({ username: 'bob', password: PASSWORD, code: wrong }),
        429,
        ErrorCode.ACCOUNT_LOCKED,
      );
      time += 15 * MINUTE;
      // A sign-in forgets the failures before it.
      await login({ username: 'bob', password: 'wrong-again' });
      await signIn('bob');
      const [row] = await t.app.db.select().from(staffAccounts).where(eq(staffAccounts.username, 'bob'));
      expect(row).toMatchObject({ failedAttempts: 0, lockedUntil: null });
    });

    it('locks an unknown username out like a real one, so the lockout does not tell which exist', async () => {
      for (let i = 0; i < 4; i++) {
        expectError(await login({ username: 'ghost', password: `guess-${i}` }), 401, ErrorCode.LOGIN_FAILED);
      }
      expectError(await login({ username: 'ghost', password: 'guess-5' }), 429, ErrorCode.ACCOUNT_LOCKED);
      expectError(await login({ username: 'ghost', password: 'guess-6' }), 429, ErrorCode.ACCOUNT_LOCKED);
      time += 15 * MINUTE;
      expectError(await login({ username: 'ghost', password: 'guess-7' }), 401, ErrorCode.LOGIN_FAILED);
    });

    it('refuses a malformed sign-in without hashing anything', async () => {
      expectError(
        await call('POST', STAFF_PATHS.login, {
          body: { username: 'alice', password: PASSWORD, code: '12ab56' },
        }),
        400,
        ErrorCode.VALIDATION_FAILED,
      );
      expectError(
        await call('POST', STAFF_PATHS.login, { body: { username: 'alice' } }),
        400,
        ErrorCode.VALIDATION_FAILED,
      );
    });
  });

  describe('sessions', () => {
    it('ends a session idle for 30 minutes; each use keeps it alive', async () => {
      await createAccount('ivy', 'viewer');
      const session = await signIn('ivy');
      time += 29 * MINUTE;
      okValue(await me(session));
      time += 29 * MINUTE;
      okValue(await call('GET', '/wps/operator/merchants', { session }));
      time += 30 * MINUTE;
      expectError(await me(session), 401, ErrorCode.UNAUTHORIZED);
      expect(await t.app.db.select().from(staffSessions).where(eq(staffSessions.username, 'ivy'))).toEqual(
        [],
      );
      // An ended session is refused by the operator calls too.
      expectError(await call('GET', '/wps/operator/merchants', { session }), 401, ErrorCode.UNAUTHORIZED);
      // A session left idle goes at the member's next sign-in, without being used.
      const left = await signIn('ivy');
      time += 31 * MINUTE;
      const next = await signIn('ivy');
      const rows = await t.app.db.select().from(staffSessions).where(eq(staffSessions.username, 'ivy'));
      expect(rows.map((row) => row.csrfToken)).toEqual([next.csrf]);
      expect(left.csrf).not.toBe(next.csrf);
    });

    it('ends a session 12 hours after its sign-in however busy it is', async () => {
      await createAccount('ian', 'viewer');
      const shift = 12 * 60 * MINUTE;
      // Used every 25 minutes: never idle.
      const keepBusyUntil = async (session: Session, until: number) => {
        while (time + 25 * MINUTE < until) {
          time += 25 * MINUTE;
          okValue(await me(session));
        }
      };
      const session = await signIn('ian');
      const ends = time + shift;
      await keepBusyUntil(session, ends);
      time = ends - 1;
      okValue(await me(session));
      time = ends;
      expectError(await me(session), 401, ErrorCode.UNAUTHORIZED);
      expect(await t.app.db.select().from(staffSessions).where(eq(staffSessions.username, 'ian'))).toEqual(
        [],
      );
      // One past its lifetime, though used minutes ago, goes at the member's next sign-in.
      const old = await signIn('ian');
      const oldEnds = time + shift;
      await keepBusyUntil(old, oldEnds);
      time = oldEnds;
      const next = await signIn('ian');
      const rows = await t.app.db.select().from(staffSessions).where(eq(staffSessions.username, 'ian'));
      expect(rows.map((row) => row.csrfToken)).toEqual([next.csrf]);
    });

    it('touches the last use at most once a minute', async () => {
      const session = await signIn('ivy');
      const lastSeen = async () =>
        (
          await t.app.db.select().from(staffSessions).where(eq(staffSessions.csrfToken, session.csrf))
        )[0]?.lastSeenAt.getTime();
      const started = await lastSeen();
      time += 30_000;
      okValue(await me(session));
      expect(await lastSeen()).toBe(started);
      time += 31_000;
      okValue(await me(session));
      expect(await lastSeen()).toBe(time);
    });

    it('signs out: the CSRF header is needed, the session ends and the cookie is cleared', async () => {
      const session = await signIn('ivy');
      expectError(await call('POST', STAFF_PATHS.logout, { session, csrf: null }), 403, ErrorCode.FORBIDDEN);
      const out = await call('POST', STAFF_PATHS.logout, { session });
      okValue(out);
      const cleared = out.cookies.find((c) => c.name === STAFF_SESSION_COOKIE);
      expect(cleared?.value).toBe('');
      expect(cleared?.path).toBe('/wps');
      expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
      expectError(await me(session), 401, ErrorCode.UNAUTHORIZED);
      // Signing out again, or without a session, only clears the cookie.
      okValue(await call('POST', STAFF_PATHS.logout, { session }));
      okValue(await call('POST', STAFF_PATHS.logout));
      // The sign-in and the sign-out are in the trail, once each.
      const events = (await auditsOf('staff:ivy')).slice(-2);
      expect(events.map((entry) => [entry.actor, entry.patch])).toEqual([
        ['staff:ivy', { event: 'signIn', userAgent: 'lightMyRequest' }],
        ['staff:ivy', { event: 'signOut' }],
      ]);
      expect(events[0]?.after).toEqual({ lastLoginAt: new Date(time).toISOString() });
    });

    it('answers me without a session, or with an unknown or malformed token, with 401', async () => {
      expectError(await call('GET', STAFF_PATHS.me), 401, ErrorCode.UNAUTHORIZED);
      for (const token of ['not-a-token', '%E0%A4%A', 'x'.repeat(4000), '"quoted"']) {
        expectError(await me(token), 401, ErrorCode.UNAUTHORIZED);
      }
      const raw = await t.app.inject({
        method: 'GET',
        url: STAFF_PATHS.me,
        headers: { cookie: `${STAFF_SESSION_COOKIE}=%ZZ; ${STAFF_SESSION_COOKIE}=second; other=%` },
      });
      expectError(raw, 401, ErrorCode.UNAUTHORIZED);
    });

    it('asks the CSRF header of every change a session makes, not of a read', async () => {
      const session = await signIn('alice');
      const path = '/wps/operator/merchants/DEMO/access';
      expectError(
        await call('PATCH', path, { session, csrf: null, body: { maintenance: false } }),
        403,
        ErrorCode.FORBIDDEN,
      );
      expectError(
        await call('PATCH', path, { session, csrf: `${session.csrf}x`, body: { maintenance: false } }),
        403,
        ErrorCode.FORBIDDEN,
      );
      expectError(
        await call('PATCH', path, { session, csrf: '', body: { maintenance: false } }),
        403,
        ErrorCode.FORBIDDEN,
      );
      okValue(await call('PATCH', path, { session, body: { maintenance: false } }));
      okValue(await call('GET', '/wps/operator/merchants/DEMO', { session, csrf: null }));
    });
  });

  describe('roles in the operator API', () => {
    const sessions = new Map<StaffRole, Session>();
    beforeAll(async () => {
      for (const role of ['finance', 'support', 'content', 'viewer'] as const) {
        await createAccount(`${role}.one`, role);
        sessions.set(role, await signIn(`${role}.one`));
      }
      sessions.set('admin', await signIn('alice'));
    });
    const as = (role: StaffRole) => sessions.get(role) as Session;
    const announcement = { type: 'PL', title: 'Staff notice', content: '<p>Hello</p>' };
    const unknownWithdrawal =
      '/wps/operator/merchants/DEMO/withdrawals/00000000-0000-4000-8000-000000000000/review';

    it('lets an admin make any call, the staff accounts too', async () => {
      okValue(
        await call('PATCH', '/wps/operator/merchants/DEMO/access', {
          session: as('admin'),
          body: { maintenance: false },
        }),
      );
      okValue(await call('GET', STAFF_PATHS.accounts, { session: as('admin') }));
    });

    it('lets finance step a withdrawal, not publish an announcement', async () => {
      expectError(
        await call('POST', unknownWithdrawal, { session: as('finance'), body: {} }),
        404,
        ErrorCode.NOT_FOUND,
      );
      expectError(
        await call('POST', '/wps/operator/merchants/DEMO/announcements', {
          session: as('finance'),
          body: announcement,
        }),
        403,
        ErrorCode.FORBIDDEN,
      );
    });

    it('lets content publish an announcement, audited as staff:<username>, not adjust a wallet', async () => {
      const created = okValue<{ announcementId: string }>(
        await call('POST', '/wps/operator/merchants/DEMO/announcements', {
          session: as('content'),
          body: announcement,
          // The Operator-Actor header does not name a staff member's changes.
          headers: { 'operator-actor': 'someone-else' },
        }),
      );
      const [audit] = await t.app.db
        .select()
        .from(operatorAudit)
        .where(eq(operatorAudit.target, `announcement:${created.announcementId}`));
      expect(audit).toMatchObject({ merchantCode: 'DEMO', actor: 'staff:content.one' });
      // The console's preview of a draft (decision 0068): content's, not finance's.
      const preview = { session: as('content'), body: { html: '<p><b>x</b><script>y()</script></p>' } };
      expect(okValue(await call('POST', CONTENT_PREVIEW_OPERATOR_PATHS.sanitize, preview))).toEqual({
        html: '<p><b>x</b></p>',
      });
      expectError(
        await call('POST', CONTENT_PREVIEW_OPERATOR_PATHS.sanitize, { ...preview, session: as('finance') }),
        403,
        ErrorCode.FORBIDDEN,
      );
      expectError(
        await call('POST', '/wps/operator/merchants/DEMO/adjustments', {
          session: as('content'),
          body: { username: 'demo', amount: 100, reason: 'x', idempotencyKey: 'staff-test-1' },
        }),
        403,
        ErrorCode.FORBIDDEN,
      );
    });

    it('lets support reply to feedback, not change the configuration', async () => {
      expectError(
        await call('POST', '/wps/operator/merchants/DEMO/feedback/999999/reply', {
          session: as('support'),
          body: { reply: 'Thank you' },
        }),
        404,
        ErrorCode.NOT_FOUND,
      );
      okValue(await call('POST', '/wps/operator/merchants/DEMO/chat-ticket', { session: as('support') }));
      expectError(
        await call('PATCH', '/wps/operator/merchants/DEMO/config', {
          session: as('support'),
          body: { name: 'X' },
        }),
        403,
        ErrorCode.FORBIDDEN,
      );
    });

    it('lets a viewer read everything and change nothing', async () => {
      okValue(await call('GET', '/wps/operator/merchants/DEMO/withdrawals', { session: as('viewer') }));
      okValue(await call('GET', STAFF_PATHS.audit, { session: as('viewer') }));
      expectError(
        await call('POST', '/wps/operator/merchants/DEMO/announcements', {
          session: as('viewer'),
          body: announcement,
        }),
        403,
        ErrorCode.FORBIDDEN,
      );
    });

    it('keeps the reads that hold secrets to the admins: a vendor, the SMS outbox, a full configuration', async () => {
      const secretReads = [
        '/wps/operator/vendors/DEMOGAMES',
        '/wps/operator/merchants/DEMO/sms-outbox?mobile=84901234567',
        '/wps/operator/merchants/DEMO',
      ];
      for (const role of ['finance', 'support', 'content', 'viewer'] as const) {
        for (const path of secretReads) {
          expectError(await call('GET', path, { session: as(role) }), 403, ErrorCode.FORBIDDEN);
        }
      }
      for (const path of secretReads) okValue(await call('GET', path, { session: as('admin') }));
      // The merchants' names stay readable to every role (the console's merchant choice).
      okValue(await call('GET', '/wps/operator/merchants', { session: as('viewer') }));
    });

    it('lets every role read the masked site settings and the games; content changes a game, not the site', async () => {
      for (const role of ['admin', 'finance', 'support', 'content', 'viewer'] as const) {
        okValue(await call('GET', '/wps/operator/merchants/DEMO/settings', { session: as(role) }));
        okValue(await call('GET', '/wps/operator/merchants/DEMO/games?isHot=true', { session: as(role) }));
      }
      const [game] = okValue<{ list: { nodeId: string; sortOrder: number }[] }>(
        await call('GET', '/wps/operator/merchants/DEMO/games?pageSize=1', { session: as('admin') }),
      ).list;
      const gamePath = `/wps/operator/merchants/DEMO/games/${game?.nodeId}`;
      okValue(
        await call('PATCH', gamePath, { session: as('content'), body: { sortOrder: game?.sortOrder } }),
      );
      for (const role of ['finance', 'support', 'viewer'] as const) {
        expectError(
          await call('PATCH', gamePath, { session: as(role), body: { isHot: true } }),
          403,
          ErrorCode.FORBIDDEN,
        );
      }
      for (const role of ['finance', 'support', 'content', 'viewer'] as const) {
        for (const [target, body] of [
          ['config', { name: 'X' }],
          ['access', { maintenance: true }],
        ] as const) {
          expectError(
            await call('PATCH', `/wps/operator/merchants/DEMO/${target}`, { session: as(role), body }),
            403,
            ErrorCode.FORBIDDEN,
          );
        }
      }
    });

    it('keeps the staff accounts to the admins', async () => {
      for (const role of ['finance', 'support', 'content', 'viewer'] as const) {
        expectError(await call('GET', STAFF_PATHS.accounts, { session: as(role) }), 403, ErrorCode.FORBIDDEN);
        expectError(
          await call('PATCH', '/wps/staff/accounts/alice', { session: as(role), body: { disabled: true } }),
          403,
          ErrorCode.FORBIDDEN,
        );
      }
    });

    it('still takes the Operator-Key, refuses a wrong one, and asks for one without a session', async () => {
      okValue(await call('GET', '/wps/operator/merchants', { key: true }));
      expectError(
        await call('GET', '/wps/operator/merchants', { headers: { 'operator-key': 'wrong' } }),
        401,
        ErrorCode.OPERATOR_KEY_INVALID,
      );
      // A wrong key is refused even beside a valid session.
      expectError(
        await call('GET', '/wps/operator/merchants', {
          session: as('admin'),
          headers: { 'operator-key': 'wrong' },
        }),
        401,
        ErrorCode.OPERATOR_KEY_INVALID,
      );
      expectError(await call('GET', '/wps/operator/merchants'), 401, ErrorCode.OPERATOR_KEY_INVALID);
      expectError(await call('GET', STAFF_PATHS.accounts), 401, ErrorCode.OPERATOR_KEY_INVALID);
      // The key's changes keep their Operator-Actor.
      okValue(
        await call('PATCH', '/wps/operator/merchants/DEMO/access', {
          key: true,
          body: { maintenance: false },
          headers: { 'operator-actor': 'cli:root@ops' },
        }),
      );
      const [last] = await t.app.db
        .select()
        .from(operatorAudit)
        .where(eq(operatorAudit.target, 'access'))
        .orderBy(operatorAudit.id)
        .then((rows) => rows.slice(-1));
      expect(last?.actor).toBe('cli:root@ops');
    });

    /**
     * Every operator call that changes something is either one a role may make (STAFF_ROLE_WRITES)
     * or one only an admin makes, listed here: a new operator route must be put in one of the two.
     */
    const ADMIN_ONLY = [
      'PATCH /wps/operator/merchants/:merchantCode/config',
      'PATCH /wps/operator/merchants/:merchantCode/access',
      'POST /wps/operator/merchants',
      'POST /wps/operator/security/key/rotate',
      'POST /wps/operator/vendors/:vendorCode/tokens',
      'PUT /wps/operator/merchants/:merchantCode/wallet-settings',
    ];

    it('classifies every operator call that changes something: a role’s, or the admins’ only', () => {
      const openApi = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
      const writes = Object.entries(openApi.paths)
        .filter(([path]) => path.startsWith('/wps/operator/'))
        .flatMap(([path, operations]) =>
          Object.keys(operations)
            .map((method) => method.toUpperCase())
            .filter((method) => method !== 'GET' && method !== 'HEAD')
            .map((method) => ({ method, url: path.replace(/\{(\w+)\}/g, ':$1') })),
        );
      const byRole = new Set(Object.values(STAFF_ROLE_WRITES).flat());
      const unclassified = writes
        .map(({ method, url }) => `${method} ${url}`)
        .filter((line) => !byRole.has(line.slice(line.indexOf(' ') + 1)) && !ADMIN_ONLY.includes(line));
      expect(unclassified).toEqual([]);
      // Both lists name real calls: a renamed route must be renamed in them too.
      const urls = new Set(writes.map((write) => write.url));
      expect([...byRole].filter((routeUrl) => !urls.has(routeUrl))).toEqual([]);
      const lines = new Set(writes.map(({ method, url }) => `${method} ${url}`));
      expect(ADMIN_ONLY.filter((line) => !lines.has(line))).toEqual([]);
    });
  });

  describe('staff accounts', () => {
    let admin: Session;
    beforeAll(async () => {
      admin = await signIn('alice');
    });

    it('creates an account, audited under * without its password; a taken username is refused', async () => {
      const created = okValue<StaffAccount>(
        await call('POST', STAFF_PATHS.accounts, {
          session: admin,
          body: { username: 'erin', password: PASSWORD, role: 'support' },
        }),
      );
      expect(created).toEqual({
        username: 'erin',
        role: 'support',
        disabled: false,
        totpEnrolled: false,
        lockedUntil: null,
        lastLoginAt: null,
        createdAt: new Date(time).toISOString(),
      });
      const [audit] = await auditsOf('staff:erin');
      expect(audit).toMatchObject({
        actor: 'staff:alice',
        patch: { username: 'erin', role: 'support' },
        before: null,
        after: { username: 'erin', role: 'support', disabled: false, totpEnrolled: false },
      });
      expect(JSON.stringify(audit)).not.toMatch(/argon2|horse/);
      expectError(
        await call('POST', STAFF_PATHS.accounts, {
          session: admin,
          body: { username: 'erin', password: PASSWORD, role: 'viewer' },
        }),
        409,
        ErrorCode.CONFLICT,
      );
      // Usernames, roles and passwords are checked.
      for (const body of [
        { username: 'Erin2', password: PASSWORD, role: 'viewer' },
        { username: 'erin2', password: 'short', role: 'viewer' },
        { username: 'erin2', password: PASSWORD, role: 'owner' },
      ]) {
        expectError(
          await call('POST', STAFF_PATHS.accounts, { session: admin, body }),
          400,
          ErrorCode.VALIDATION_FAILED,
        );
      }
      // An admin's session needs the CSRF header here too.
      expectError(
        await call('POST', STAFF_PATHS.accounts, {
          session: admin,
          csrf: null,
          body: { username: 'erin3', password: PASSWORD, role: 'viewer' },
        }),
        403,
        ErrorCode.FORBIDDEN,
      );
      const { list } = okValue<{ list: StaffAccount[] }>(
        await call('GET', STAFF_PATHS.accounts, { session: admin }),
      );
      expect(list.map((account) => account.username)).toEqual([...list.map((a) => a.username)].sort());
      expect(list.find((account) => account.username === 'alice')).toMatchObject({ totpEnrolled: true });
    });

    it('changes a role at once, disabling ends the sessions, a TOTP reset enrols again', async () => {
      const erin = await signIn('erin');
      const patch = (body: object) => call('PATCH', '/wps/staff/accounts/erin', { session: admin, body });
      expect(okValue<StaffAccount>(await patch({ role: 'content' })).role).toBe('content');
      expect(okValue(await me(erin))).toMatchObject({ staff: { role: 'content' } });

      okValue(await patch({ disabled: true }));
      expectError(await me(erin), 401, ErrorCode.UNAUTHORIZED);
      expectError(await login({ username: 'erin', password: PASSWORD }), 401, ErrorCode.LOGIN_FAILED);
      okValue(await patch({ disabled: false }));

      const again = await signIn('erin');
      const reset = okValue<StaffAccount>(await patch({ resetTotp: true }));
      expect(reset.totpEnrolled).toBe(false);
      expectError(await me(again), 401, ErrorCode.UNAUTHORIZED);
      const enrol = okValue<{ step: string; secret: string }>(
        await login({ username: 'erin', password: PASSWORD }),
      );
      expect(enrol.step).toBe('enrol');
      expect(enrol.secret).not.toBe(secrets.get('erin'));
      await signIn('erin');

      // The admin's changes (erin's own sign-ins are in the trail too).
      const audits = (await auditsOf('staff:erin')).filter((audit) => audit.actor !== 'staff:erin');
      expect(audits.slice(1).map((audit) => [audit.actor, audit.patch, audit.after])).toEqual([
        [
          'staff:alice',
          { role: 'content' },
          { username: 'erin', role: 'content', disabled: false, totpEnrolled: true },
        ],
        [
          'staff:alice',
          { disabled: true },
          { username: 'erin', role: 'content', disabled: true, totpEnrolled: true },
        ],
        [
          'staff:alice',
          { disabled: false },
          { username: 'erin', role: 'content', disabled: false, totpEnrolled: true },
        ],
        [
          'staff:alice',
          { resetTotp: true },
          { username: 'erin', role: 'content', disabled: false, totpEnrolled: false },
        ],
      ]);
    });

    it('does not let an admin disable or demote themselves; another admin may', async () => {
      for (const body of [{ disabled: true }, { role: 'viewer' }]) {
        const refused = expectError(
          await call('PATCH', '/wps/staff/accounts/alice', { session: admin, body }),
          409,
          ErrorCode.CONFLICT,
        );
        expect(refused.message).toMatch(/another admin/);
      }
      okValue(await call('PATCH', '/wps/staff/accounts/alice', { session: admin, body: { role: 'admin' } }));
      // The Operator-Key (the root of trust) is not a staff member: it may.
      okValue(await call('PATCH', '/wps/staff/accounts/erin', { key: true, body: { role: 'admin' } }));
      const erin = await signIn('erin');
      okValue(await call('PATCH', '/wps/staff/accounts/alice', { session: erin, body: { role: 'finance' } }));
      okValue(await call('PATCH', '/wps/staff/accounts/alice', { session: erin, body: { role: 'admin' } }));
    });

    it('answers 404 for an unknown account and 400 for an empty or malformed change', async () => {
      expectError(
        await call('PATCH', '/wps/staff/accounts/nobody', { session: admin, body: { disabled: true } }),
        404,
        ErrorCode.NOT_FOUND,
      );
      for (const body of [{}, { resetTotp: false }, { password: 'x' }]) {
        expectError(
          await call('PATCH', '/wps/staff/accounts/erin', { session: admin, body }),
          400,
          ErrorCode.VALIDATION_FAILED,
        );
      }
    });
  });

  describe('audit view', () => {
    const audit = async (query: string, options: CallOptions = { key: true }) =>
      okValue<AuditPage>(await call('GET', `${STAFF_PATHS.audit}${query}`, options));

    it('filters by merchant, actor and target (any case, wildcards literal) and time, newest first', async () => {
      for (const actor of ['cli:50%_off@host', 'cli:5000@host']) {
        okValue(
          await call('PATCH', '/wps/operator/merchants/DEMO2/access', {
            key: true,
            body: { maintenance: false },
            headers: { 'operator-actor': actor },
          }),
        );
      }
      const platform = await audit(
        `?merchantCode=${encodeURIComponent(AUDIT_PLATFORM_MERCHANT)}&pageSize=100`,
      );
      expect(platform.total).toBeGreaterThan(5);
      expect(
        platform.list.every((entry) => entry.merchantCode === '*' && entry.target.startsWith('staff:')),
      ).toBe(true);
      const times = platform.list.map((entry) => Date.parse(entry.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));

      // '%' and '_' are the text itself, not wildcards.
      const literal = await audit(`?actor=${encodeURIComponent('0%_O')}`);
      expect(literal.list.map((entry) => entry.actor)).toEqual(['cli:50%_off@host']);
      expect((await audit(`?actor=${encodeURIComponent('%')}`)).total).toBe(1);
      expect((await audit(`?actor=${encodeURIComponent('\\')}`)).total).toBe(0);
      const byStaff = await audit('?actor=STAFF:ALICE&target=erin&pageSize=2');
      expect(byStaff).toMatchObject({ pageNo: 1, pageSize: 2 });
      expect(byStaff.list).toHaveLength(2);
      expect(byStaff.total).toBeGreaterThan(2);
      const page2 = await audit('?actor=STAFF:ALICE&target=erin&pageSize=2&pageNo=2');
      expect(page2.list[0]?.id).toBeLessThan(byStaff.list[1]?.id as number);

      const demo2 = await audit('?merchantCode=DEMO2');
      expect(demo2.list[0]).toMatchObject({
        merchantCode: 'DEMO2',
        target: 'access',
        actor: 'cli:5000@host',
      });
      const newest = Date.parse(demo2.list[0]?.createdAt as string);
      expect((await audit(`?merchantCode=DEMO2&from=${newest + 1}`)).total).toBe(0);
      expect((await audit(`?merchantCode=DEMO2&from=${newest}&to=${newest + 1}`)).list[0]?.id).toBe(
        demo2.list[0]?.id,
      );
      expect(
        (await audit(`?merchantCode=DEMO2&to=${newest}`)).list.every((e) => e.id !== demo2.list[0]?.id),
      ).toBe(true);
    });

    it('shows a secret in the audit trail masked, and that it changed', async () => {
      const provider = {
        issuer: 'https://accounts.example',
        clientId: 'staff-test',
        clientSecret: 's3cr3t-value',
      };
      okValue(
        await call('PATCH', '/wps/operator/merchants/DEMO2/config', {
          key: true,
          body: { account: { oauth: { google: provider } } },
        }),
      );
      const [entry] = (await audit('?merchantCode=DEMO2&target=config&pageSize=1')).list;
      expect(JSON.stringify(entry)).not.toContain('s3cr3t-value');
      expect(entry?.patch).toEqual({
        account: { oauth: { google: { ...provider, clientSecret: '********' } } },
      });
    });

    it('refuses malformed filters', async () => {
      for (const query of [
        '?pageSize=101',
        '?from=-1',
        '?to=1e20',
        '?actor=',
        '?pageNo=0',
        '?merchant=DEMO',
      ]) {
        expectError(
          await call('GET', `${STAFF_PATHS.audit}${query}`, { key: true }),
          400,
          ErrorCode.VALIDATION_FAILED,
        );
      }
    });
  });

  describe('operator CLI', () => {
    const cli = (args: string[], env: Record<string, string> = {}, input: string | null = null) =>
      operatorCli(url, args, env, input);

    it('creates an admin with the password from STAFF_PASSWORD or typed, never from an argument', async () => {
      const fromEnv = await cli(['staff-create', 'root.admin', '--role', 'admin'], {
        STAFF_PASSWORD: PASSWORD,
      });
      expect(fromEnv.code, fromEnv.err).toBe(0);
      expect(JSON.parse(fromEnv.out)).toMatchObject({
        username: 'root.admin',
        role: 'admin',
        totpEnrolled: false,
      });
      const [audit] = await auditsOf('staff:root.admin');
      expect(audit?.actor).toMatch(/^cli:/);
      await signIn('root.admin');

      const typed = await cli(['staff-create', 'typed.one', '--role', 'viewer'], {}, PASSWORD);
      expect(typed.code, typed.err).toBe(0);
      expect(okValue(await login({ username: 'typed.one', password: PASSWORD }))).toMatchObject({
        step: 'enrol',
      });

      expect(await cli(['staff-create', 'no.password', '--role', 'viewer'])).toMatchObject({
        code: 2,
        err: expect.stringContaining('STAFF_PASSWORD'),
      });
      expect(await cli(['staff-create', 'no.role'], { STAFF_PASSWORD: PASSWORD })).toMatchObject({
        code: 2,
        err: expect.stringContaining('--role'),
      });
      expect(
        await cli(['staff-create', 'bad.role', '--role', 'owner'], { STAFF_PASSWORD: PASSWORD }),
      ).toMatchObject({
        code: 2,
      });
      expect(
        await cli(['staff-create', 'short.one', '--role', 'viewer'], { STAFF_PASSWORD: 'short' }),
      ).toMatchObject({
        code: 1,
        err: expect.stringMatching(/^VALIDATION_FAILED: .*\n {2}password: /s),
      });
      expect(
        await cli(['staff-create', 'root.admin', '--role', 'admin'], { STAFF_PASSWORD: PASSWORD }),
      ).toMatchObject({ code: 1, err: expect.stringMatching(/^CONFLICT: /) });
    });

    it('lists the accounts, resets a TOTP, disables and enables', async () => {
      const listed = await cli(['staff-list']);
      expect(listed.code, listed.err).toBe(0);
      expect(listed.out.split('\n').find((line) => line.startsWith('root.admin\t'))).toMatch(
        /^root\.admin\tadmin\tenabled\ttotp\t-\t\d{4}-/,
      );
      expect(listed.out).toMatch(/^typed\.one\tviewer\tenabled\tno-totp\t-\tnever$/m);

      expect((await cli(['staff-reset-totp', 'root.admin'])).code).toBe(0);
      expect(okValue(await login({ username: 'root.admin', password: PASSWORD }))).toMatchObject({
        step: 'enrol',
      });
      expect(JSON.parse((await cli(['staff-disable', 'typed.one'])).out)).toMatchObject({ disabled: true });
      expectError(await login({ username: 'typed.one', password: PASSWORD }), 401, ErrorCode.LOGIN_FAILED);
      expect(JSON.parse((await cli(['staff-enable', 'typed.one'])).out)).toMatchObject({ disabled: false });
      expect(await cli(['staff-disable', 'nobody'])).toMatchObject({
        code: 1,
        err: expect.stringMatching(/^NOT_FOUND/),
      });
      expect(await cli(['staff-disable'])).toMatchObject({ code: 2 });
    });
  });
});
