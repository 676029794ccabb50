/**
 * The dashboard: a merchant's figures per UTC day, exact from members and ledger movements made
 * here in a merchant of its own (the demo merchants' seed stays out of it): deposits, paid
 * withdrawals (a released hold is none), bets less a rolled-back bet, wins, GGR, distinct bettors
 * and registrations by the day they joined; every day of the period present; `days` other than 1,
 * 7, 30 refused with a 400; the Operator-Key and a viewer's staff session may read it.
 */
import {
  type DashboardValue,
  dashboardDays,
  ErrorCode,
  type SiteConfig,
  STAFF_CSRF_HEADER,
  STAFF_PATHS,
  STAFF_SESSION_COOKIE,
  STAFF_TOTP,
} from '@app/contract';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, operatorHeaders, type TestApp } from '../../../test/test-app';
import { DEMO_MERCHANTS } from '../../db/seed/demo-merchants';
import { members } from '../account/tables';
import { createWalletService } from '../wallet/service';

const MERCHANT = 'DASH';
const DAY = 86_400_000;
const PASSWORD = 'correct horse battery';

describe('dashboard', () => {
  let t: TestApp;
  let wallet: ReturnType<typeof createWalletService>;
  let time = Date.now();

  beforeAll(async () => {
    t = await createTestApp({ authRateLimitPerIp: 10_000 }, { clock: () => time });
    wallet = createWalletService({ db: t.app.db });
    const config: SiteConfig = {
      ...(DEMO_MERCHANTS[0]?.config as SiteConfig),
      merchantCode: MERCHANT,
      name: 'Dashboard Brand',
      domainRoute: ['dashboard.test'],
      currency: 'USD',
    };
    const created = await t.app.inject({
      method: 'POST',
      url: '/wps/operator/merchants',
      headers: operatorHeaders,
      payload: { config },
    });
    expect(created.statusCode, created.body).toBe(200);
  });
  afterAll(() => t?.close());

  const dashboard = (query: string, headers: Record<string, string> = operatorHeaders, cookies = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/wps/operator/merchants/${MERCHANT}/dashboard${query}`,
      headers,
      cookies,
    });
  const answerOf = async (days: number) => {
    const response = await dashboard(`?days=${days}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value as DashboardValue;
  };
  const newMember = async (username: string, joinedDaysAgo = 0) => {
    const [row] = await t.app.db
      .insert(members)
      .values({
        merchantCode: MERCHANT,
        username,
        createdAt: new Date(Date.now() - joinedDaysAgo * DAY),
      })
      .returning({ id: members.id });
    return row?.id as number;
  };
  const move = (
    kind: 'deposit' | 'bet' | 'win' | 'withdrawal_hold' | 'withdrawal_paid' | 'withdrawal_release',
    memberId: number,
    amount: number,
  ) => {
    const player = { kind: 'player_wallet', memberId } as const;
    const hold = { kind: 'player_withdrawal_hold', memberId } as const;
    const legs = {
      deposit: [player, { kind: 'payment_clearing' }, amount],
      bet: [player, { kind: 'house' }, -amount],
      win: [player, { kind: 'house' }, amount],
      withdrawal_hold: [player, hold, -amount],
      withdrawal_paid: [hold, { kind: 'payment_clearing' }, -amount],
      withdrawal_release: [hold, player, -amount],
    } as const;
    const [account, other, signed] = legs[kind];
    return wallet.ledger.post({
      merchantCode: MERCHANT,
      currency: 'USD',
      kind,
      idempotencyKey: `dashboard-${crypto.randomUUID()}`,
      reference: `dashboard-test:${kind}`,
      legs: [
        { account, amount: signed },
        { account: other, amount: -signed },
      ],
    });
  };

  it('answers the figures of today, 7 and 30 days exactly, every day present', async () => {
    const ann = await newMember('dash_ann');
    const bob = await newMember('dash_bob');
    const cid = await newMember('dash_cid');
    await newMember('dash_old3', 3);
    await newMember('dash_old10', 10);

    await move('deposit', ann, 50_000);
    await move('deposit', bob, 20_000);
    await move('deposit', cid, 1_000);
    await move('bet', ann, 10_000);
    await move('bet', bob, 3_000);
    await move('win', ann, 4_000);
    // A bet rolled back: no turnover, and its member is still among those who bet.
    const cancelled = await move('bet', cid, 500);
    await wallet.ledger.post({
      merchantCode: MERCHANT,
      currency: 'USD',
      kind: 'rollback',
      idempotencyKey: `dashboard-${crypto.randomUUID()}`,
      reference: 'dashboard-test:rollback',
      reversesTransactionId: cancelled.transactionId,
      legs: await wallet.ledger.reversingLegs(cancelled.transactionId),
    });
    // One withdrawal paid, one released back to the wallet (no withdrawal).
    await move('withdrawal_hold', bob, 5_000);
    await move('withdrawal_paid', bob, 5_000);
    await move('withdrawal_hold', ann, 1_000);
    await move('withdrawal_release', ann, 1_000);

    const today = {
      registrations: 3,
      activePlayers: 3,
      deposits: 71_000,
      depositCount: 3,
      withdrawals: 5_000,
      withdrawalCount: 1,
      bets: 13_000,
      wins: 4_000,
      ggr: 9_000,
    };
    const zero = {
      registrations: 0,
      activePlayers: 0,
      deposits: 0,
      depositCount: 0,
      withdrawals: 0,
      withdrawalCount: 0,
      bets: 0,
      wins: 0,
      ggr: 0,
    };
    const now = new Date(time);

    const one = await answerOf(1);
    expect(one).toEqual({
      merchantCode: MERCHANT,
      currency: 'USD',
      decimals: 2,
      days: 1,
      since: `${dashboardDays(1, now)[0]}T00:00:00.000Z`,
      totals: today,
      points: [{ date: dashboardDays(1, now)[0], ...today }],
    });

    const week = await answerOf(7);
    const weekDays = dashboardDays(7, now);
    expect(week.totals).toEqual({ ...today, registrations: 4 });
    expect(week.points).toEqual(
      weekDays.map((date, index) =>
        index === 6
          ? { date, ...today }
          : index === 3
            ? { date, ...zero, registrations: 1 }
            : { date, ...zero },
      ),
    );

    const month = await answerOf(30);
    expect(month.points).toHaveLength(30);
    expect(month.points.at(-1)).toEqual({ date: weekDays[6], ...today });
    expect(month.points[19]).toEqual({ date: dashboardDays(30, now)[19], ...zero, registrations: 1 });
    expect(month.totals).toEqual({ ...today, registrations: 5 });
  });

  it('refuses a period other than 1, 7 or 30 days with a 400, and an unknown merchant with a 404', async () => {
    for (const query of ['', '?days=2', '?days=0', '?days=abc', '?days=7.5', '?days=-1', '?days=30&x=1']) {
      const response = await dashboard(query);
      expect(response.statusCode, `${query}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({ success: false });
    }
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/wps/operator/merchants/NOPE/dashboard?days=7',
      headers: operatorHeaders,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('is read by a viewer staff session, refused without the key or a session', async () => {
    const refused = await dashboard('?days=7', {});
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ success: false, errorCode: ErrorCode.OPERATOR_KEY_INVALID });
    const created = await t.app.inject({
      method: 'POST',
      url: STAFF_PATHS.accounts,
      headers: operatorHeaders,
      payload: { username: 'vera', password: PASSWORD, role: 'viewer' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const login = (code?: string) =>
      t.app.inject({
        method: 'POST',
        url: STAFF_PATHS.login,
        payload: { username: 'vera', password: PASSWORD, ...(code ? { code } : {}) },
      });
    const enrol = (await login()).json().value as { step: string; secret: string };
    expect(enrol.step).toBe('enrol');
    time += STAFF_TOTP.periodSeconds * 1000;
    const code = new TOTP({
      issuer: STAFF_TOTP.issuer,
      label: 'vera',
      digits: STAFF_TOTP.digits,
      period: STAFF_TOTP.periodSeconds,
      secret: Secret.fromBase32(enrol.secret),
    }).generate({ timestamp: time });
    const signedIn = await login(code);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const token = signedIn.cookies.find((cookie) => cookie.name === STAFF_SESSION_COOKIE)?.value as string;
    const csrf = (signedIn.json().value as { csrfToken: string }).csrfToken;
    const read = await dashboard('?days=7', { [STAFF_CSRF_HEADER]: csrf }, { [STAFF_SESSION_COOKIE]: token });
    expect(read.statusCode, read.body).toBe(200);
    expect((read.json().value as DashboardValue).points).toHaveLength(7);
  });
});
