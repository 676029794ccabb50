/**
 * The back office's players: the search by a username's beginning, a mobile number (with or
 * without its dialing code) and an id, with its filters, order and pages; a member's page with the
 * wallet's balances; the ledger paged and filtered; sessions and sign-in attempts; notes (audited,
 * the author the staff member); the lock (audited with its reason, ends the sessions, refuses
 * sign-in) and the unlock; what each role may do; hostile input answered 4xx.
 */
import {
  ErrorCode,
  type MemberDetail,
  type MemberLoginAttempt,
  type MemberNote,
  type MemberSession,
  type MemberSummary,
  type MembersPage,
  type StaffRole,
  type TransactionRecord,
} from '@app/contract';
import { and, eq, like } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTestConfig, createAccountClient } from '../../../test/account-client';
import { type StaffTestSession, signInNewStaff } from '../../../test/staff-client';
import { createTestApp, operatorHeaders, TEST_OPERATOR_KEY, type TestApp } from '../../../test/test-app';
import { runOperatorCli } from '../../cli/operator-cli';
import { operatorAudit } from '../../db/tables';
import { members } from '../account/tables';
import { createWalletService } from '../wallet/service';

const BASE = '/wps/operator/merchants/DEMO/members';
const DAY = 86_400_000;

interface Page<T> {
  list: T[];
  total: number;
  pageNo: number;
  pageSize: number;
}

describe('players', () => {
  let t: TestApp;
  let time = Date.now();
  const advance = (ms: number) => {
    time += ms;
    return time;
  };
  const sessions = new Map<StaffRole, StaffTestSession>();
  let client: ReturnType<typeof createAccountClient>;

  beforeAll(async () => {
    t = await createTestApp(accountTestConfig(), { clock: () => time });
    client = createAccountClient(t, { merchant: 'DEMO' }, () => time);
    for (const role of ['finance', 'support', 'content', 'viewer'] as const) {
      sessions.set(role, await signInNewStaff(t, `${role}.one`, role, advance));
    }
    // zeta1..3 in DEMO (zeta3 disabled, zeta2 an agent), one trial account of DEMO's: joined a day apart.
    const base = Date.now() - 10 * DAY;
    await t.app.db.insert(members).values([
      {
        merchantCode: 'DEMO',
        username: 'Zeta1',
        countryDialingCode: '84',
        mobileNum: '912000111',
        createdAt: new Date(base),
        lastLoginAt: new Date(base + 5 * DAY),
      },
      { merchantCode: 'DEMO', username: 'zeta2', type: 1, createdAt: new Date(base + DAY) },
      {
        merchantCode: 'DEMO',
        username: 'zeta3',
        status: 'disabled',
        createdAt: new Date(base + 2 * DAY),
        lastLoginAt: new Date(base + 3 * DAY),
      },
      { merchantCode: 'DEMO_TRIAL', username: 'zetatrial', type: 4, createdAt: new Date(base + 3 * DAY) },
      { merchantCode: 'DEMO2', username: 'zetaother', createdAt: new Date(base) },
    ]);
  });
  afterAll(() => t?.close());

  type Caller = Exclude<StaffRole, 'admin'> | 'key';
  const call = (
    who: Caller,
    method: 'GET' | 'POST',
    path: string,
    payload?: Record<string, unknown>,
  ): Promise<LightMyRequestResponse> => {
    const session = who === 'key' ? undefined : sessions.get(who);
    if (who !== 'key' && !session) throw new Error(`no ${who} session`);
    return t.app.inject({
      method,
      url: path,
      headers: session ? session.headers : operatorHeaders,
      ...(session ? { cookies: session.cookies } : {}),
      ...(payload ? { payload } : {}),
    });
  };
  const okValue = <T>(response: LightMyRequestResponse): T => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value as T;
  };
  const search = async (query: string) =>
    okValue<MembersPage>(await call('viewer', 'GET', `${BASE}?${query}`));
  const usernames = (page: { list: MemberSummary[] }) => page.list.map((member) => member.username);

  describe('search', () => {
    it("finds by a username's beginning in any case, newest first, with the merchant's trial accounts", async () => {
      const page = await search('query=ZETA');
      expect(usernames(page)).toEqual(['zetatrial', 'zeta3', 'zeta2', 'Zeta1']);
      expect(page).toMatchObject({ total: 4, pageNo: 1, pageSize: 20 });
      expect(page.list[3]).toMatchObject({ mobile: '+84 912000111', type: 0, status: 'active' });
      // A beginning, not a part: 'eta' matches none; LIKE's wildcards are literal.
      expect((await search('query=eta')).total).toBe(0);
      expect((await search('query=z%25')).total).toBe(0);
    });

    it('finds by a mobile number with or without the dialing code, and by id', async () => {
      expect(usernames(await search('query=912000111'))).toEqual(['Zeta1']);
      expect(usernames(await search('query=0912000111'))).toEqual(['Zeta1']);
      expect(usernames(await search(`query=${encodeURIComponent('+84 912000111')}`))).toEqual(['Zeta1']);
      const id = (await search('query=zeta2')).list[0]?.id as number;
      expect(usernames(await search(`query=${id}`))).toContain('zeta2');
    });

    it('filters by status and kind, sorts by last sign-in, and pages', async () => {
      expect(usernames(await search('query=zeta&status=disabled'))).toEqual(['zeta3']);
      expect(usernames(await search('query=zeta&kind=agent'))).toEqual(['zeta2']);
      expect(usernames(await search('query=zeta&kind=trial'))).toEqual(['zetatrial']);
      expect(usernames(await search('query=zeta&kind=real&sort=createdAt&order=asc'))).toEqual([
        'Zeta1',
        'zeta2',
        'zeta3',
      ]);
      // Never signed in: last whichever the order.
      expect(usernames(await search('query=zeta&sort=lastLoginAt&order=desc'))).toEqual([
        'Zeta1',
        'zeta3',
        'zetatrial',
        'zeta2',
      ]);
      expect(usernames(await search('query=zeta&sort=lastLoginAt&order=asc')).slice(0, 2)).toEqual([
        'zeta3',
        'Zeta1',
      ]);
      const second = await search('query=zeta&pageSize=3&pageNo=2');
      expect(second).toMatchObject({ total: 4, pageNo: 2, pageSize: 3 });
      expect(usernames(second)).toEqual(['Zeta1']);
    });

    it('answers hostile input with a 4xx, never a 5xx', async () => {
      for (const query of [
        'query=%00',
        'query=a%00b',
        'pageSize=1e20',
        'pageSize=1000',
        'pageNo=100000000000',
        'pageNo=0',
        'status=gone',
        'sort=password',
        `query=${'a'.repeat(65)}`,
      ]) {
        const response = await call('viewer', 'GET', `${BASE}?${query}`);
        expect(response.statusCode, query).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, query).toBeLessThan(500);
      }
      const nul = await call('support', 'POST', `${BASE}/demo/notes`, { body: 'a\u0000b' });
      expect(nul.statusCode).toBe(400);
      const huge = await call('viewer', 'GET', `${BASE}/demo/ledger?from=1e20`);
      expect(huge.statusCode).toBe(400);
    });
  });

  describe("a member's page", () => {
    it('shows the profile and the balances; 404 for no such member', async () => {
      const detail = okValue<MemberDetail>(await call('viewer', 'GET', `${BASE}/DEMO`));
      expect(detail).toMatchObject({ username: 'demo', nickname: 'Demo Player', status: 'active', type: 0 });
      expect(detail.balance.currency).toBe('VND');
      expect(detail.balance.decimals).toBe(0);
      expect(Number.isInteger(detail.balance.wallet)).toBe(true);
      const trial = okValue<MemberDetail>(await call('viewer', 'GET', `${BASE}/zetatrial`));
      expect(trial).toMatchObject({ merchantCode: 'DEMO_TRIAL', type: 4 });
      const unknown = await call('viewer', 'GET', `${BASE}/nobody-here`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ errorCode: ErrorCode.NOT_FOUND });
      // Another merchant's member is not this merchant's.
      expect((await call('viewer', 'GET', `${BASE}/zetaother`)).statusCode).toBe(404);
    });

    it('pages the ledger newest first, filtered by type and time, with the balance it left', async () => {
      const [zeta1] = await t.app.db
        .select({ id: members.id })
        .from(members)
        .where(eq(members.username, 'Zeta1'));
      const wallet = createWalletService({ db: t.app.db });
      for (let index = 1; index <= 5; index += 1) {
        await wallet.adjust('DEMO', 'VND', zeta1?.id as number, {
          amount: index * 1000,
          reason: `gift ${index}`,
          idempotencyKey: `players-test-${index}`,
        });
      }
      const detail = okValue<MemberDetail>(await call('viewer', 'GET', `${BASE}/zeta1`));
      expect(detail.balance.wallet).toBe(15_000);

      const first = okValue<Page<TransactionRecord>>(
        await call('viewer', 'GET', `${BASE}/zeta1/ledger?pageSize=2`),
      );
      expect(first.total).toBe(5);
      expect(first.list.map((row) => row.amount)).toEqual([5000, 4000]);
      expect(first.list[0]).toMatchObject({
        kind: 'adjustment',
        balanceAfter: 15_000,
        reference: 'adjustment:gift 5',
      });
      const third = okValue<Page<TransactionRecord>>(
        await call('viewer', 'GET', `${BASE}/zeta1/ledger?pageSize=2&pageNo=3`),
      );
      expect(third.list.map((row) => row.amount)).toEqual([1000]);
      expect(
        okValue<Page<TransactionRecord>>(await call('viewer', 'GET', `${BASE}/zeta1/ledger?type=deposit`))
          .total,
      ).toBe(0);
      const future = time + DAY;
      expect(
        okValue<Page<TransactionRecord>>(await call('viewer', 'GET', `${BASE}/zeta1/ledger?from=${future}`))
          .total,
      ).toBe(0);
    });
  });

  describe('notes', () => {
    it('are added by support and finance, author the staff member, audited; listed newest first', async () => {
      const note = okValue<MemberNote>(
        await call('support', 'POST', `${BASE}/demo/notes`, { body: '  Called about a <b>deposit</b>  ' }),
      );
      expect(note).toMatchObject({ author: 'staff:support.one', body: 'Called about a <b>deposit</b>' });
      okValue(await call('finance', 'POST', `${BASE}/demo/notes`, { body: 'Checked the bank slip' }));
      const notes = okValue<Page<MemberNote>>(await call('viewer', 'GET', `${BASE}/demo/notes`));
      expect(notes.list.map((entry) => entry.body)).toEqual([
        'Checked the bank slip',
        'Called about a <b>deposit</b>',
      ]);
      const audits = await t.app.db
        .select()
        .from(operatorAudit)
        .where(eq(operatorAudit.target, 'member:demo:note'))
        .orderBy(operatorAudit.id);
      expect(audits.map((row) => row.actor)).toEqual(['staff:support.one', 'staff:finance.one']);
      expect(audits[0]).toMatchObject({ merchantCode: 'DEMO', before: null });
    });

    it('refuses an empty, blank or too long note, and the roles that may not write one', async () => {
      for (const body of ['', '   ', 'x'.repeat(1001)]) {
        expect((await call('support', 'POST', `${BASE}/demo/notes`, { body })).statusCode).toBe(400);
      }
      for (const role of ['viewer', 'content'] as const) {
        const refused = await call(role, 'POST', `${BASE}/demo/notes`, { body: 'hello' });
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ errorCode: ErrorCode.FORBIDDEN });
      }
    });
  });

  describe('sessions and devices (issue 21 point 3)', () => {
    const PHONE =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36';
    const IPAD =
      'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1';
    // A second apart, so that the newest session is the one just started (and the lock's test below
    // starts one newer than these).
    const signIn = (ip: string, userAgent: string) => {
      advance(1000);
      return client.loginOk('demo', 'Demo1234', { ip, headers: { 'user-agent': userAgent } });
    };
    const newestSession = async () =>
      okValue<Page<MemberSession>>(await call('viewer', 'GET', `${BASE}/demo/sessions`)).list[0];

    it("keeps a sign-in's User-Agent with its session and attempt, and answers the device", async () => {
      await signIn('10.8.0.1', `  ${PHONE}  `);
      expect(await newestSession()).toMatchObject({
        ip: '10.8.0.1',
        userAgent: PHONE,
        device: { browser: 'Chrome 120', os: 'Android 14', type: 'mobile' },
      });
      const [attempt] = okValue<Page<MemberLoginAttempt>>(
        await call('support', 'GET', `${BASE}/demo/login-attempts`),
      ).list;
      expect(attempt).toMatchObject({
        outcome: 'success',
        userAgent: PHONE,
        device: { browser: 'Chrome 120', os: 'Android 14', type: 'mobile' },
      });

      // A failed attempt keeps it too.
      const failed = await client.login(
        { username: 'demo', password: 'wrong-password' },
        { ip: '10.8.0.2', headers: { 'user-agent': IPAD } },
      );
      expect(failed.json()).toMatchObject({ errorCode: ErrorCode.LOGIN_FAILED });
      const [failure] = okValue<Page<MemberLoginAttempt>>(
        await call('viewer', 'GET', `${BASE}/demo/login-attempts`),
      ).list;
      expect(failure).toMatchObject({
        outcome: 'failure',
        userAgent: IPAD,
        device: { browser: 'Safari 16', os: 'iOS 16.6', type: 'tablet' },
      });
    });

    it('a trial session keeps it; a sign-in without one, or an old row, answers null', async () => {
      const trial = await t.app.inject({
        method: 'POST',
        url: '/wps/session/trial',
        headers: { merchant: 'DEMO', 'user-agent': PHONE },
      });
      expect(trial.statusCode, trial.body).toBe(200);
      const guest = trial.json().value.userName as string;
      const [session] = okValue<Page<MemberSession>>(
        await call('viewer', 'GET', `${BASE}/${guest}/sessions`),
      ).list;
      expect(session).toMatchObject({ method: 'trial', userAgent: PHONE, device: { type: 'mobile' } });

      await signIn('10.8.0.3', '   ');
      expect(await newestSession()).toMatchObject({ ip: '10.8.0.3', userAgent: null, device: null });
    });

    it('a hostile User-Agent is cut or refused, never a 5xx', async () => {
      const long = `Mozilla/5.0 ${'x'.repeat(10_000)}`;
      await signIn('10.8.0.4', long);
      const session = await newestSession();
      expect(session?.userAgent).toBe(long.slice(0, 500));
      expect(session?.device).toMatchObject({ type: 'unknown' });

      for (const userAgent of ['Mozilla\u0000/5.0', 'Mozilla/5.0\ud800', '\u0000'.repeat(300)]) {
        const hostile = JSON.stringify(userAgent);
        const response = await client.login(
          { username: 'demo', password: 'Demo1234' },
          { ip: '10.8.0.5', headers: { 'user-agent': userAgent } },
        );
        expect(response.statusCode, hostile).toBeLessThan(500);
        const trial = await t.app.inject({
          method: 'POST',
          url: '/wps/session/trial',
          headers: { merchant: 'DEMO', 'user-agent': userAgent },
        });
        expect(trial.statusCode, hostile).toBeLessThan(500);
      }
      advance(1000);
    });
  });

  describe('lock and unlock', () => {
    it('a lock ends the sessions, refuses sign-in, is audited with its reason; an unlock lets in again', async () => {
      const player = await client.loginOk('demo', 'Demo1234', { ip: '10.9.0.1' });
      const sessionsPage = okValue<Page<MemberSession>>(await call('viewer', 'GET', `${BASE}/demo/sessions`));
      expect(sessionsPage.list[0]).toMatchObject({ method: 'password', ip: '10.9.0.1', live: true });
      const attempts = okValue<Page<MemberLoginAttempt>>(
        await call('viewer', 'GET', `${BASE}/demo/login-attempts`),
      );
      expect(attempts.list[0]).toMatchObject({ outcome: 'success', ip: '10.9.0.1' });

      for (const role of ['viewer', 'content', 'finance'] as const) {
        expect((await call(role, 'POST', `${BASE}/demo/lock`, { reason: 'fraud' })).statusCode).toBe(403);
      }
      expect((await call('support', 'POST', `${BASE}/demo/lock`, {})).statusCode).toBe(400);
      expect((await call('support', 'POST', `${BASE}/demo/lock`, { reason: '  ' })).statusCode).toBe(400);
      const locked = okValue<MemberSummary>(
        await call('support', 'POST', `${BASE}/demo/lock`, { reason: 'Chargeback fraud' }),
      );
      expect(locked.status).toBe('disabled');

      // The player's session ended; a sign-in with the right password is refused.
      const balance = await t.app.inject({
        method: 'GET',
        url: '/wps/wallet',
        headers: { merchant: 'DEMO', authorization: player.token },
      });
      expect(balance.statusCode).toBe(401);
      const refused = await client.login({ username: 'demo', password: 'Demo1234' }, { ip: '10.9.0.2' });
      expect(refused.json()).toMatchObject({ errorCode: ErrorCode.LOGIN_FAILED });
      const ended = okValue<Page<MemberSession>>(await call('viewer', 'GET', `${BASE}/demo/sessions`));
      expect(ended.list[0]).toMatchObject({ live: false });
      expect(ended.list[0]?.revokedAt).not.toBeNull();

      const unlocked = okValue<MemberSummary>(
        await call('support', 'POST', `${BASE}/demo/unlock`, { reason: 'Bank cleared it' }),
      );
      expect(unlocked.status).toBe('active');
      // The failure above asks for a captcha now.
      const again = await client.login(
        { username: 'demo', password: 'Demo1234', ...(await client.captcha({ ip: '10.9.0.3' })) },
        { ip: '10.9.0.3' },
      );
      expect(again.statusCode, again.body).toBe(200);

      const audits = await t.app.db
        .select()
        .from(operatorAudit)
        .where(and(eq(operatorAudit.merchantCode, 'DEMO'), like(operatorAudit.target, 'member:demo:status')))
        .orderBy(operatorAudit.id);
      expect(audits.map(({ actor, patch, before, after }) => ({ actor, patch, before, after }))).toEqual([
        {
          actor: 'staff:support.one',
          patch: { status: 'disabled', reason: 'Chargeback fraud' },
          before: { status: 'active' },
          after: { status: 'disabled' },
        },
        {
          actor: 'staff:support.one',
          patch: { status: 'active', reason: 'Bank cleared it' },
          before: { status: 'disabled' },
          after: { status: 'active' },
        },
      ]);
      // Unlocking an active member changes nothing and records nothing.
      okValue(await call('key', 'POST', `${BASE}/demo/unlock`, { reason: 'again' }));
      const after = await t.app.db
        .select()
        .from(operatorAudit)
        .where(eq(operatorAudit.target, 'member:demo:status'));
      expect(after).toHaveLength(2);
    });
  });

  it('every role reads every players call', async () => {
    for (const role of ['finance', 'support', 'content', 'viewer'] as const) {
      for (const path of [
        '',
        '/demo',
        '/demo/ledger',
        '/demo/sessions',
        '/demo/login-attempts',
        '/demo/notes',
      ]) {
        const url = path === '' ? BASE : `${BASE}${path}`;
        expect((await call(role, 'GET', url)).statusCode, `${role} ${url}`).toBe(200);
      }
    }
  });

  it('the CLI locks, unlocks and notes a member through the API', async () => {
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const run = async (args: string[]) => {
      const out: string[] = [];
      const err: string[] = [];
      const code = await runOperatorCli(
        [...args, '--url', url],
        { OPERATOR_KEY: TEST_OPERATOR_KEY },
        {
          out: (text) => out.push(text),
          err: (text) => err.push(text),
        },
      );
      return { code, out: out.join('\n'), err: err.join('\n') };
    };
    const locked = await run(['member-lock', 'DEMO', 'zeta2', 'Shared account']);
    expect(locked.code, locked.err).toBe(0);
    expect(JSON.parse(locked.out)).toMatchObject({ username: 'zeta2', status: 'disabled' });
    expect(JSON.parse((await run(['member-unlock', 'DEMO', 'zeta2', 'Cleared'])).out)).toMatchObject({
      status: 'active',
    });
    expect((await run(['member-note', 'DEMO', 'zeta2', 'Asked for ID'])).code).toBe(0);
    const notes = JSON.parse((await run(['member-notes', 'DEMO', 'zeta2'])).out) as Page<MemberNote>;
    expect(notes.list[0]).toMatchObject({ body: 'Asked for ID', author: expect.stringMatching(/^cli:/) });
    expect((await run(['member-lock', 'DEMO', 'zeta2'])).code).toBe(2);
  });
});
