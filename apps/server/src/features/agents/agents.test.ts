/**
 * Agents (issue 16): the application lifecycle (one open application, validation, approve makes a
 * type 1 agent with a code and a plan, reject with a reason and a wait, reapply), the session's type
 * following the member row at once; plans (validation, audited writes, assignment); commission from
 * the ledger on exact figures; an agent never sees another agent's commission and a non-agent none;
 * settling a closed month pays once under ten parallel settles with a clean ledger; an open month
 * cannot be settled; the seeded demo agent's plan and downline; the CLI commands.
 */
import { ErrorCode, periodOf, type TrialValue } from '@app/contract';
import { like } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTestConfig, createAccountClient } from '../../../test/account-client';
import { operatorCli } from '../../../test/operator-cli';
import { createTestApp, operatorHeaders, type TestApp } from '../../../test/test-app';
import { createWalletClient } from '../../../test/wallet-client';
import { operatorAudit } from '../../db/tables';
import { createWalletService } from '../wallet/service';
import { agentsApplications } from './tables';

const DAY = 86_400_000;

describe('agents', () => {
  let t: TestApp;
  let url: string;
  let client: ReturnType<typeof createWalletClient>;
  let offset = 0;
  const clock = () => Date.now() + offset;

  beforeAll(async () => {
    t = await createTestApp(accountTestConfig(), { clock });
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    client = createWalletClient(t);
  });
  afterAll(() => t?.close());

  const expectError = (response: LightMyRequestResponse, status: number, errorCode: string) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ success: false, errorCode });
    return response.json() as { message: string; value?: { fields?: Record<string, string> } };
  };
  const get = (token: string, path: string) => client.accounts.request('GET', path, undefined, { token });
  const post = (token: string, path: string, body: unknown) =>
    client.accounts.request('POST', path, body, { token });
  const operator = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT',
    path: string,
    payload?: unknown,
    merchant = 'DEMO',
  ) =>
    t.app.inject({
      method,
      url: `/wps/operator/merchants/${merchant}${path}`,
      headers: { ...operatorHeaders, 'operator-actor': 'test-operator' },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const form = (overrides: object = {}) => ({
    realName: 'Nguyen Van A',
    contactKind: 'telegram',
    contact: '@nguyenvana',
    channel: 'social',
    channelDetail: 'Facebook group of 3,000 football fans',
    expectedPlayers: 20,
    note: 'Weekends mostly',
    consent: true,
    ...overrides,
  });
  const applicationOf = async (token: string) => client.okValue(await get(token, '/wps/agent/application'));
  const applyOk = async (token: string, overrides: object = {}) =>
    client.okValue(await post(token, '/wps/agent/application', form(overrides)));
  const pendingIdOf = async (username: string) => {
    const list = client.okValue<{ applicationId: string; username: string }[]>(
      await operator('GET', '/agent-applications?status=pending'),
    );
    const found = list.find((row) => row.username === username);
    expect(found, `pending application of ${username}`).toBeTruthy();
    return found?.applicationId ?? '';
  };
  const sessionType = async (token: string) =>
    client.okValue<{ type: number }>(await get(token, '/wps/member/info')).type;

  /** A new member who applied and was approved: now an agent with a code. */
  const newAgent = async (prefix: string, planId?: string) => {
    const member = await client.newMember(prefix);
    await applyOk(member.token);
    const approved = client.okValue<{ affiliateCode: string }>(
      await operator(
        'POST',
        `/agent-applications/${await pendingIdOf(member.username)}/approve`,
        planId ? { planId } : {},
      ),
    );
    return { ...member, code: approved.affiliateCode };
  };

  it('takes an application, keeps one open, and shows it pending', async () => {
    const member = await client.newMember('ap');
    const before = await applicationOf(member.token);
    expect(before).toEqual({ isAgent: false, canApply: true, application: null });
    const sent = await applyOk(member.token);
    expect(sent).toMatchObject({ isAgent: false, canApply: false, application: { status: 'pending' } });
    expectError(
      await post(member.token, '/wps/agent/application', form()),
      409,
      ErrorCode.AGENT_APPLICATION_OPEN,
    );
    // Ten at once: still one open application.
    const other = await client.newMember('ap');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post(other.token, '/wps/agent/application', form())),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const rows = await t.app.db.select().from(agentsApplications);
    expect(
      rows.filter((row) => row.status === 'pending' && row.memberId !== undefined).length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('validates the form and stores nothing on bad input', async () => {
    const member = await client.newMember('av');
    const count = async () => (await t.app.db.select().from(agentsApplications)).length;
    const before = await count();
    for (const bad of [
      { consent: false },
      { contactKind: 'email', contact: 'not-an-email' },
      { contactKind: 'mobile', contact: '12ab' },
      { channel: 'tv' },
      { expectedPlayers: 0 },
      { expectedPlayers: 1.5 },
      { realName: '   ' },
      { channelDetail: 'x'.repeat(201) },
      { note: 'x'.repeat(501) },
      { extra: 1 },
    ]) {
      expectError(
        await post(member.token, '/wps/agent/application', form(bad)),
        400,
        ErrorCode.VALIDATION_FAILED,
      );
    }
    expect(await count()).toBe(before);
  });

  it('refuses visitors (401) and trial accounts (403 FREE_REJECT); the commission is for agents only', async () => {
    expectError(await client.accounts.request('GET', '/wps/agent/application'), 401, ErrorCode.UNAUTHORIZED);
    const trial = client.okValue<TrialValue>(await client.accounts.request('POST', '/wps/session/trial'));
    expectError(await get(trial.token, '/wps/agent/application'), 403, ErrorCode.FREE_REJECT);
    expectError(await post(trial.token, '/wps/agent/application', form()), 403, ErrorCode.FREE_REJECT);
    const member = await client.newMember('an');
    expectError(await get(member.token, '/wps/agent/commission'), 403, ErrorCode.NOT_AGENT);
    expectError(await get(trial.token, '/wps/agent/commission'), 403, ErrorCode.NOT_AGENT);
  });

  it('approves: the member becomes an agent (type 1) with a code and a plan, at once in the same session', async () => {
    const member = await client.newMember('aa');
    await applyOk(member.token);
    expect(await sessionType(member.token)).toBe(0);
    expectError(await get(member.token, '/wps/agent/commission'), 403, ErrorCode.NOT_AGENT);
    const id = await pendingIdOf(member.username);
    const approved = client.okValue(await operator('POST', `/agent-applications/${id}/approve`, {}));
    expect(approved).toMatchObject({
      status: 'approved',
      decidedBy: 'test-operator',
      username: member.username,
    });
    expect(approved.affiliateCode).toMatch(/^AG[0-9]{6}$/);
    expect(await sessionType(member.token)).toBe(1);
    expect(await applicationOf(member.token)).toMatchObject({
      isAgent: true,
      canApply: false,
      application: { status: 'approved' },
    });
    expectError(
      await operator('POST', `/agent-applications/${id}/approve`, {}),
      409,
      ErrorCode.AGENT_APPLICATION_DECIDED,
    );
    expectError(
      await operator('POST', `/agent-applications/${id}/reject`, { reason: 'x' }),
      409,
      ErrorCode.AGENT_APPLICATION_DECIDED,
    );
    expectError(await post(member.token, '/wps/agent/application', form()), 409, ErrorCode.ALREADY_AGENT);
    const commission = client.okValue(await get(member.token, '/wps/agent/commission'));
    expect(commission.plan).toMatchObject({ name: 'Bronze 25%', rateBps: 2500, minActiveMembers: 3 });
    // A new member registers with the code: the agent's downline.
    const registered = await client.accounts.register({
      username: `d${Math.random().toString(36).slice(2, 9)}`,
      password: 'Wallet2468x',
      confirmPassword: 'Wallet2468x',
      affiliateCode: approved.affiliateCode,
    });
    expect(registered.statusCode, registered.body).toBe(200);
    expect(client.okValue(await get(member.token, '/wps/agent/commission')).current.downlineMembers).toBe(1);
    const audits = await t.app.db
      .select()
      .from(operatorAudit)
      .where(like(operatorAudit.target, `agent-application:${id}`));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.actor).toBe('test-operator');
  });

  it('rejects with a reason and a wait; the member applies again after it (at once without one)', async () => {
    const member = await client.newMember('ar');
    await applyOk(member.token);
    expectError(
      await operator('POST', `/agent-applications/${await pendingIdOf(member.username)}/reject`, {
        reason: '  ',
      }),
      400,
      ErrorCode.VALIDATION_FAILED,
    );
    const rejected = client.okValue(
      await operator('POST', `/agent-applications/${await pendingIdOf(member.username)}/reject`, {
        reason: 'Please give a channel we can check',
        waitDays: 3,
      }),
    );
    expect(rejected).toMatchObject({
      status: 'rejected',
      rejectReason: 'Please give a channel we can check',
    });
    const seen = await applicationOf(member.token);
    expect(seen).toMatchObject({
      isAgent: false,
      canApply: false,
      application: { status: 'rejected', rejectReason: 'Please give a channel we can check' },
    });
    const tooSoon = expectError(
      await post(member.token, '/wps/agent/application', form()),
      409,
      ErrorCode.AGENT_REAPPLY_TOO_SOON,
    );
    expect(tooSoon.value?.fields?.reapplyAfter).toBe(seen.application.reapplyAfter);
    offset = 3 * DAY + 1000;
    try {
      // The session idled out meanwhile: a new login.
      const { token } = await createAccountClient(t, {}, clock).loginOk(member.username, 'Wallet2468x');
      expect((await applicationOf(token)).canApply).toBe(true);
      expect((await applyOk(token)).application.status).toBe('pending');
    } finally {
      offset = 0;
    }
    // Without a wait: at once.
    const again = client.okValue(
      await operator('POST', `/agent-applications/${await pendingIdOf(member.username)}/reject`, {
        reason: 'No',
      }),
    );
    expect(again.reapplyAfter).toBeNull();
    expect((await applyOk(member.token)).application.status).toBe('pending');
    expectError(
      await operator('POST', '/agent-applications/999999/reject', { reason: 'x' }),
      404,
      ErrorCode.NOT_FOUND,
    );
    expectError(await operator('GET', '/agent-applications?status=maybe'), 400, ErrorCode.VALIDATION_FAILED);
  });

  it('validates plans, audits their writes and assigns them to agents only', async () => {
    const plans = client.okValue<{ planId: string; name: string; agents: number }[]>(
      await operator('GET', '/agent-plans'),
    );
    expect(plans.map((plan) => plan.name)).toEqual(['Bronze 25%', 'Silver 35%', 'Gold 45%']);
    for (const bad of [
      { name: 'X', rateBps: 10_001, minActiveMembers: 1 },
      { name: 'X', rateBps: -1, minActiveMembers: 1 },
      { name: 'X', rateBps: 1.5, minActiveMembers: 1 },
      { name: '', rateBps: 100, minActiveMembers: 1 },
      { name: '   ', rateBps: 100, minActiveMembers: 1 },
      { name: 'X', rateBps: 100, minActiveMembers: -1 },
      { name: 'X', rateBps: 100, minActiveMembers: 1, period: 'weekly' },
      { name: 'X', rateBps: 100 },
    ]) {
      const response = await operator('POST', '/agent-plans', bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expectError(
      await operator('POST', '/agent-plans', { name: 'bronze 25%', rateBps: 1, minActiveMembers: 0 }),
      409,
      ErrorCode.CONFLICT,
    );
    const created = client.okValue(
      await operator('POST', '/agent-plans', { name: 'Test 10%', rateBps: 1000, minActiveMembers: 1 }),
    );
    expect(created).toMatchObject({
      name: 'Test 10%',
      rateBps: 1000,
      minActiveMembers: 1,
      period: 'monthly',
      active: true,
      agents: 0,
    });
    const patched = client.okValue(
      await operator('PATCH', `/agent-plans/${created.planId}`, { rateBps: 1200 }),
    );
    expect(patched.rateBps).toBe(1200);
    expectError(
      await operator('PATCH', `/agent-plans/${created.planId}`, {}),
      400,
      ErrorCode.VALIDATION_FAILED,
    );
    expectError(await operator('PATCH', '/agent-plans/999999', { rateBps: 1 }), 404, ErrorCode.NOT_FOUND);
    expectError(
      await operator('PATCH', `/agent-plans/${created.planId}`, { name: 'Gold 45%' }),
      409,
      ErrorCode.CONFLICT,
    );
    const audits = await t.app.db
      .select()
      .from(operatorAudit)
      .where(like(operatorAudit.target, `agent-plan:${created.planId}`));
    expect(audits).toHaveLength(2);
    expectError(
      await operator('PUT', '/agents/demo/plan', { planId: created.planId }),
      400,
      ErrorCode.VALIDATION_FAILED,
    );
    expectError(
      await operator('PUT', '/agents/nobody123/plan', { planId: created.planId }),
      404,
      ErrorCode.NOT_FOUND,
    );
    expectError(await operator('PUT', '/agents/agent/plan', { planId: '999999' }), 404, ErrorCode.NOT_FOUND);
    // Another merchant's plan is not this merchant's.
    const other = client.okValue<{ planId: string }[]>(
      await operator('GET', '/agent-plans', undefined, 'DEMO2'),
    );
    expectError(
      await operator('PUT', '/agents/agent/plan', { planId: other[0]?.planId }),
      404,
      ErrorCode.NOT_FOUND,
    );
  });

  it('shows the seeded demo agent its plan and its downline last month and this month', async () => {
    const { token } = await client.accounts.loginOk('agent', 'Agent1234');
    const value = client.okValue(await get(token, '/wps/agent/commission'));
    expect(value.currency).toBe('VND');
    expect(value.plan).toEqual({ name: 'Bronze 25%', rateBps: 2500, minActiveMembers: 3, period: 'monthly' });
    expect(value.current).toMatchObject({
      period: periodOf(Date.now()),
      downlineMembers: 5,
      activeMembers: 3,
      turnover: 1_800_000,
      wins: 1_170_000,
      bonuses: 0,
      netRevenue: 630_000,
      commission: 157_500,
    });
    expect(value.past[0]).toMatchObject({
      period: periodOf(Date.now(), -1),
      status: 'unsettled',
      activeMembers: 4,
      turnover: 8_100_000,
      wins: 6_400_000,
      bonuses: 100_000,
      netRevenue: 1_600_000,
      commission: 400_000,
    });
    // The months before it, when the downline did nothing, are left out.
    expect(value.past).toHaveLength(1);
  });

  it('computes commission from the ledger on exact figures, never shows another agent, and settles a closed month once', async () => {
    const planId = client.okValue<{ planId: string }>(
      await operator('POST', '/agent-plans', { name: 'Exact 20%', rateBps: 2000, minActiveMembers: 2 }),
    ).planId;
    const first = await newAgent('ax', planId);
    const second = await newAgent('ay', planId);
    const wallet = createWalletService({ db: t.app.db });
    const register = async (code: string) => {
      const username = `d${Math.random().toString(36).slice(2, 9)}`;
      const response = await client.accounts.register({
        username,
        password: 'Wallet2468x',
        confirmPassword: 'Wallet2468x',
        affiliateCode: code,
      });
      expect(response.statusCode, response.body).toBe(200);
      const memberId = client.okValue<{ id: number }>(
        await get(response.json().value.token, '/wps/member/info'),
      ).id;
      return memberId;
    };
    const post_ = (kind: 'deposit' | 'bet' | 'win' | 'bonus', memberId: number, amount: number) => {
      const player = { kind: 'player_wallet', memberId } as const;
      const other = {
        kind: kind === 'deposit' ? 'payment_clearing' : kind === 'bonus' ? 'bonus' : 'house',
      } as const;
      const sign = kind === 'bet' ? -1 : 1;
      return wallet.ledger.post({
        merchantCode: 'DEMO',
        currency: 'VND',
        kind,
        idempotencyKey: `test:${crypto.randomUUID()}`,
        reference: `${kind}:test`,
        legs: [
          { account: player, amount: sign * amount },
          { account: other, amount: -sign * amount },
        ],
      });
    };
    const [a, b, c] = [await register(first.code), await register(first.code), await register(first.code)];
    await post_('deposit', a, 1_000_000);
    await post_('bet', a, 600_000);
    await post_('win', a, 250_000);
    await post_('deposit', b, 500_000);
    await post_('bonus', b, 50_000);
    await post_('bet', b, 300_001);
    await post_('deposit', c, 200_000); // c deposits and never bets: not active
    const other = await register(second.code);
    await post_('deposit', other, 900_000);
    await post_('bet', other, 900_000);

    const firstView = client.okValue(await get(first.token, '/wps/agent/commission'));
    // turnover 900,001 − wins 250,000 − bonuses 50,000 = 600,001; 20 % rounded down = 120,000.
    expect(firstView.current).toEqual({
      period: periodOf(Date.now()),
      downlineMembers: 3,
      activeMembers: 2,
      turnover: 900_001,
      wins: 250_000,
      bonuses: 50_000,
      netRevenue: 600_001,
      rateBps: 2000,
      minActiveMembers: 2,
      commission: 120_000,
    });
    const secondView = client.okValue(await get(second.token, '/wps/agent/commission'));
    // The second agent's one active member is below the minimum of 2: nothing so far.
    expect(secondView.current).toMatchObject({
      downlineMembers: 1,
      activeMembers: 1,
      turnover: 900_000,
      commission: 0,
    });

    const period = periodOf(Date.now());
    expectError(await operator('POST', `/agent-commission/${period}/settle`), 409, ErrorCode.PERIOD_OPEN);
    expectError(await operator('POST', '/agent-commission/2026-13/settle'), 400, ErrorCode.VALIDATION_FAILED);

    // A month later the period is closed: ten settles at once pay once.
    offset = 32 * DAY;
    try {
      // The sessions idled out meanwhile: new logins.
      first.token = (await createAccountClient(t, {}, clock).loginOk(first.username, 'Wallet2468x')).token;
      second.token = (await createAccountClient(t, {}, clock).loginOk(second.username, 'Wallet2468x')).token;
      const balanceBefore = client.okValue<{ sumBalance: number }>(
        await get(first.token, '/wps/wallet'),
      ).sumBalance;
      const settles = await Promise.all(
        Array.from({ length: 10 }, () => operator('POST', `/agent-commission/${period}/settle`)),
      );
      for (const response of settles) expect(response.statusCode, response.body).toBe(200);
      const written = settles.reduce((sum, r) => sum + (r.json().value.settled as number), 0);
      const statements = client.okValue<
        { username: string; status: string; commission: number; transactionId: string | null }[]
      >(await operator('GET', `/agent-commission/${period}`));
      expect(written).toBe(statements.length);
      const firstStatement = statements.find((s) => s.username === first.username);
      const secondStatement = statements.find((s) => s.username === second.username);
      expect(firstStatement).toMatchObject({ status: 'paid', commission: 120_000 });
      expect(firstStatement?.transactionId).toBeTruthy();
      expect(secondStatement).toMatchObject({ status: 'below_minimum', commission: 0, transactionId: null });
      const balanceAfter = client.okValue<{ sumBalance: number }>(
        await get(first.token, '/wps/wallet'),
      ).sumBalance;
      expect(balanceAfter - balanceBefore).toBe(120_000);
      // Again: nothing more.
      expect(client.okValue(await operator('POST', `/agent-commission/${period}/settle`)).settled).toBe(0);
      expect(client.okValue<{ sumBalance: number }>(await get(first.token, '/wps/wallet')).sumBalance).toBe(
        balanceAfter,
      );
      expect(await wallet.check()).toMatchObject({ ok: true });
      const past = client.okValue(await get(first.token, '/wps/agent/commission')).past[0];
      expect(past).toMatchObject({ period, status: 'paid', commission: 120_000 });
      expect(past.paidAt).toBeTruthy();
      const secondPast = client.okValue(await get(second.token, '/wps/agent/commission')).past[0];
      expect(secondPast).toMatchObject({ period, status: 'below_minimum', paidAt: null });
      const audits = await t.app.db
        .select()
        .from(operatorAudit)
        .where(like(operatorAudit.target, `agent-commission:${period}`));
      expect(audits.length).toBeGreaterThanOrEqual(1);
    } finally {
      offset = 0;
    }
  });

  it('runs the CLI commands through the operator API', async () => {
    const cli = (args: string[]) => operatorCli(url, args);
    const plans = await cli(['agent-plans', 'DEMO']);
    expect(plans.code, plans.err).toBe(0);
    expect(plans.out).toContain('Bronze 25%');
    const member = await client.newMember('ac');
    await applyOk(member.token);
    const pending = await cli(['agent-applications', 'DEMO', '--status', 'pending']);
    expect(pending.code, pending.err).toBe(0);
    expect(pending.out).toContain(member.username);
    const id = await pendingIdOf(member.username);
    expect((await cli(['agent-approve', 'DEMO', id])).code).toBe(0);
    expect(await sessionType(member.token)).toBe(1);
    expect((await cli(['agent-commission-settle', 'DEMO', periodOf(Date.now())])).code).not.toBe(0);
    expect((await cli(['agent-commission-settle', 'DEMO', 'May'])).code).toBe(2);
  });
});
