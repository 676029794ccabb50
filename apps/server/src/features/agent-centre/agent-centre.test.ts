/**
 * The agent centre: every call refuses visitors (401) and members who are not agents (403
 * NOT_AGENT); two agents never see each other's downline, KPI, links or transfers, and one cannot
 * transfer to the other's members; the KPI's figures are exact from the ledger movements made here;
 * the downline's search, sort and paging; transfers: limits, the day's quota (exactly the quota
 * passes, one more fails), payment password, balance, idempotent replay and ten parallel calls with
 * one key; the operator's limits (audited, validated) and the CLI; the ledger stays clean.
 */
import { ErrorCode } from '@app/contract';
import { eq, like } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTestConfig } from '../../../test/account-client';
import { operatorCli } from '../../../test/operator-cli';
import { createTestApp, operatorHeaders, type TestApp } from '../../../test/test-app';
import { createWalletClient } from '../../../test/wallet-client';
import { operatorAudit } from '../../db/tables';
import { members } from '../account/tables';
import { createWalletService } from '../wallet/service';

const PAYMENT_PASSWORD = '246810';

describe('agent centre', () => {
  let t: TestApp;
  let url: string;
  let client: ReturnType<typeof createWalletClient>;
  let wallet: ReturnType<typeof createWalletService>;

  interface Agent {
    username: string;
    token: string;
    memberId: number;
    code: string;
  }
  let agentA: Agent;
  let agentB: Agent;
  let a1: { username: string; token: string };
  let a2: { username: string; token: string };
  let b1: { username: string; token: string };

  const expectError = (response: LightMyRequestResponse, status: number, errorCode: string) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ success: false, errorCode });
  };
  const get = (token: string | undefined, path: string) =>
    client.accounts.request('GET', path, undefined, token ? { token } : {});
  const transfer = (token: string, body: object, key = crypto.randomUUID()) =>
    client.member(token).encrypted('/wps/agent/transfers', body, { 'idempotency-key': key });
  const operator = (method: 'GET' | 'PUT', path: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/wps/operator/merchants/DEMO/agent-quotas${path}`,
      headers: { ...operatorHeaders, 'operator-actor': 'test-operator' },
      ...(payload ? { payload } : {}),
    });
  const memberIdOf = async (username: string) => {
    const [row] = await t.app.db.select().from(members).where(eq(members.username, username));
    if (!row) throw new Error(`no member ${username}`);
    return row.id;
  };
  const balanceOf = async (token: string) =>
    client.okValue<{ sumBalance: number }>(await get(token, '/wps/wallet')).sumBalance;

  /** A fresh member made an agent with its own code, logged in again as one. */
  const newAgent = async (prefix: string, code: string): Promise<Agent> => {
    const member = await client.newMember(prefix);
    const memberId = await memberIdOf(member.username);
    await t.app.db.update(members).set({ type: 1, affiliateCode: code }).where(eq(members.id, memberId));
    const { token } = await client.accounts.loginOk(member.username, 'Wallet2468x');
    return { username: member.username, token, memberId, code };
  };
  const registerWith = async (code: string, prefix: string) => {
    const username = `${prefix}${Math.random().toString(36).slice(2, 10)}`.slice(0, 16);
    const response = await client.accounts.register({
      username,
      password: 'Wallet2468x',
      confirmPassword: 'Wallet2468x',
      affiliateCode: code,
    });
    expect(response.statusCode, response.body).toBe(200);
    return { username, token: response.json().value.token as string };
  };

  beforeAll(async () => {
    t = await createTestApp(accountTestConfig());
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    client = createWalletClient(t);
    wallet = createWalletService({ db: t.app.db });
    agentA = await newAgent('aca', `ACA${Date.now() % 100000}`);
    agentB = await newAgent('acb', `ACB${Date.now() % 100000}`);
    a1 = await registerWith(agentA.code, 'a1');
    a2 = await registerWith(agentA.code.toLowerCase(), 'a2');
    b1 = await registerWith(agentB.code, 'b1');
  });
  afterAll(() => t?.close());

  const CALLS = [
    ['GET', '/wps/agent/kpi?period=today'],
    ['GET', '/wps/agent/downline'],
    ['GET', '/wps/agent/links'],
    ['GET', '/wps/agent/quota'],
    ['GET', '/wps/agent/transfers'],
    ['POST', '/wps/agent/transfers'],
  ] as const;

  it('refuses visitors (401) and members who are not agents (403 NOT_AGENT) on every call', async () => {
    const player = await client.newMember('acp');
    for (const [method, path] of CALLS) {
      const body =
        method === 'POST'
          ? { username: a1.username, amount: 10_000, paymentPassword: PAYMENT_PASSWORD }
          : undefined;
      const send = (token?: string) =>
        body
          ? client.accounts.encrypted('POST', path, body, token ? { token } : {})
          : client.accounts.request(method, path, undefined, token ? { token } : {});
      expectError(await send(), 401, ErrorCode.UNAUTHORIZED);
      expectError(await send(player.token), 403, ErrorCode.NOT_AGENT);
      // A member of the agent's downline is no agent either.
      expectError(await send(a1.token), 403, ErrorCode.NOT_AGENT);
    }
  });

  it("computes KPI A exactly from the downline's ledger movements, and B (yesterday) empty", async () => {
    const [id1, id2, idB1] = await Promise.all([
      memberIdOf(a1.username),
      memberIdOf(a2.username),
      memberIdOf(b1.username),
    ]);
    const move = (
      kind: 'deposit' | 'bet' | 'win' | 'bonus' | 'withdrawal_hold',
      memberId: number,
      amount: number,
    ) => {
      const player = { kind: 'player_wallet', memberId } as const;
      const other =
        kind === 'deposit'
          ? ({ kind: 'payment_clearing' } as const)
          : kind === 'bonus'
            ? ({ kind: 'bonus' } as const)
            : kind === 'withdrawal_hold'
              ? ({ kind: 'player_withdrawal_hold', memberId } as const)
              : ({ kind: 'house' } as const);
      const sign = kind === 'bet' || kind === 'withdrawal_hold' ? -1 : 1;
      return wallet.ledger.post({
        merchantCode: 'DEMO',
        currency: 'VND',
        kind,
        idempotencyKey: `kpi-${crypto.randomUUID()}`,
        reference: `kpi-test:${kind}`,
        legs: [
          { account: player, amount: sign * amount },
          { account: other, amount: -sign * amount },
        ],
      });
    };
    await move('deposit', id1, 500_000);
    await move('bet', id1, 200_000);
    await move('win', id1, 50_000);
    await move('bonus', id1, 10_000);
    await move('withdrawal_hold', id1, 100_000);
    await move('deposit', id2, 300_000);
    await move('deposit', idB1, 70_000);
    await move('bet', idB1, 70_000);

    const kpi = client.okValue(await get(agentA.token, '/wps/agent/kpi?period=today'));
    expect(kpi.current.figures).toEqual({
      registrations: 2,
      firstDepositors: 2,
      activeMembers: 1,
      deposits: 800_000,
      withdrawals: 100_000,
      turnover: 200_000,
      wins: 50_000,
      bonuses: 10_000,
      netRevenue: 140_000,
    });
    expect(kpi.previous.figures).toMatchObject({ registrations: 0, deposits: 0, turnover: 0, netRevenue: 0 });
    expect(Date.parse(kpi.current.from) - Date.parse(kpi.previous.from)).toBe(86_400_000);
    expect(kpi.currency).toBe('VND');

    // A deposit again is no first deposit; last month holds nothing of today.
    await move('deposit', id2, 1_000);
    const again = client.okValue(await get(agentA.token, '/wps/agent/kpi?period=thisMonth'));
    expect(again.current.figures).toMatchObject({ firstDepositors: 2, deposits: 801_000 });
    const lastMonth = client.okValue(await get(agentA.token, '/wps/agent/kpi?period=lastMonth'));
    expect(lastMonth.current.figures).toMatchObject({ registrations: 0, deposits: 0 });

    // Agent B sees only their own member's figures.
    const kpiB = client.okValue(await get(agentB.token, '/wps/agent/kpi?period=thisWeek'));
    expect(kpiB.current.figures).toMatchObject({
      registrations: 1,
      firstDepositors: 1,
      activeMembers: 1,
      deposits: 70_000,
      turnover: 70_000,
      netRevenue: 70_000,
    });
    expectError(await get(agentA.token, '/wps/agent/kpi?period=decade'), 400, ErrorCode.VALIDATION_FAILED);
  });

  it('lists only the agent’s own downline with figures, searched, sorted and paged by 25', async () => {
    const page = client.okValue(await get(agentA.token, '/wps/agent/downline?period=today&sort=deposits'));
    expect(page.total).toBe(2);
    expect(page.list.map((m: { username: string }) => m.username)).toEqual([a1.username, a2.username]);
    expect(page.list[0]).toMatchObject({
      status: 'active',
      type: 0,
      deposits: 500_000,
      turnover: 200_000,
      wins: 50_000,
      net: 140_000,
    });
    const ascending = client.okValue(
      await get(agentA.token, '/wps/agent/downline?period=today&sort=deposits&order=asc'),
    );
    expect(ascending.list.map((m: { username: string }) => m.username)).toEqual([a2.username, a1.username]);
    const searched = client.okValue(
      await get(agentA.token, `/wps/agent/downline?username=${a2.username.toUpperCase()}`),
    );
    expect(searched.list.map((m: { username: string }) => m.username)).toEqual([a2.username]);
    const pageB = client.okValue(await get(agentB.token, '/wps/agent/downline'));
    expect(pageB.list.map((m: { username: string }) => m.username)).toEqual([b1.username]);
    const crossSearch = client.okValue(
      await get(agentB.token, `/wps/agent/downline?username=${a1.username}`),
    );
    expect(crossSearch.total).toBe(0);

    // Paging: a third agent with 27 members.
    const agentC = await newAgent('acc', `ACC${Date.now() % 100000}`);
    await t.app.db.insert(members).values(
      Array.from({ length: 27 }, (_, index) => ({
        merchantCode: 'DEMO',
        username: `cpage${String(index).padStart(2, '0')}${agentC.memberId}`,
        referrerId: agentC.memberId,
      })),
    );
    const first = client.okValue(await get(agentC.token, '/wps/agent/downline?sort=username'));
    const second = client.okValue(await get(agentC.token, '/wps/agent/downline?sort=username&pageNo=2'));
    expect([first.list.length, second.list.length, first.totalPages, second.pageNum, first.total]).toEqual([
      25, 2, 2, 2, 27,
    ]);
    expect(second.list[1].username).toBe(`cpage26${agentC.memberId}`);
  });

  it("answers each agent's own code and a registration link per domain of the merchant", async () => {
    const links = client.okValue(await get(agentA.token, '/wps/agent/links'));
    expect(links.affiliateCode).toBe(agentA.code);
    expect(links.registrations).toBe(2);
    expect(links.links.length).toBeGreaterThan(0);
    for (const link of links.links) {
      expect(link.url).toBe(`https://${link.domain}/m/register?affiliateCode=${agentA.code}`);
    }
    const linksB = client.okValue(await get(agentB.token, '/wps/agent/links'));
    expect(linksB).toMatchObject({ affiliateCode: agentB.code, registrations: 1 });
    expect(JSON.stringify(linksB)).not.toContain(agentA.code);
  });

  describe('transfers', () => {
    beforeAll(async () => {
      await client.adjust(agentA.username, 5_000_000);
      client.okValue(
        await client
          .member(agentA.token)
          .encrypted('/wps/member/payment-password', { paymentPassword: PAYMENT_PASSWORD }),
      );
      client.okValue(
        await operator('PUT', `/agents/${agentA.username}`, {
          minPerTransfer: 10_000,
          maxPerTransfer: 1_000_000,
          dailyQuota: 1_500_000,
        }),
      );
    });
    const body = (username: string, amount: number, paymentPassword = PAYMENT_PASSWORD) => ({
      username,
      amount,
      paymentPassword,
    });

    it('never moves money to anyone outside the agent’s downline', async () => {
      const before = await balanceOf(agentA.token);
      expectError(await transfer(agentA.token, body(b1.username, 10_000)), 404, ErrorCode.NOT_FOUND);
      expectError(await transfer(agentA.token, body('nosuchmember1', 10_000)), 404, ErrorCode.NOT_FOUND);
      expectError(await transfer(agentA.token, body(agentB.username, 10_000)), 404, ErrorCode.NOT_FOUND);
      expectError(await transfer(agentA.token, body(agentA.username, 10_000)), 404, ErrorCode.NOT_FOUND);
      // B has no payment password and no money; B's call for A's member is "no such member" first.
      expectError(await transfer(agentB.token, body(a1.username, 10_000)), 404, ErrorCode.NOT_FOUND);
      expect(await balanceOf(agentA.token)).toBe(before);
      expect(await balanceOf(b1.token)).toBe(0);
    });

    it('refuses amounts outside the limits, a wrong or missing payment password and a short balance', async () => {
      expectError(
        await transfer(agentA.token, body(a1.username, 1_000_001)),
        400,
        ErrorCode.AMOUNT_OUT_OF_RANGE,
      );
      expectError(await transfer(agentA.token, body(a1.username, 9_999)), 400, ErrorCode.AMOUNT_OUT_OF_RANGE);
      expectError(await transfer(agentA.token, body(a1.username, 0)), 400, ErrorCode.VALIDATION_FAILED);
      expectError(
        await transfer(agentA.token, body(a1.username, 10_000, '999999')),
        400,
        ErrorCode.PAYMENT_PASSWORD_WRONG,
      );
      expectError(
        await transfer(agentB.token, body(b1.username, 10_000)),
        400,
        ErrorCode.PAYMENT_PASSWORD_REQUIRED,
      );
      client.okValue(
        await client
          .member(agentB.token)
          .encrypted('/wps/member/payment-password', { paymentPassword: PAYMENT_PASSWORD }),
      );
      expectError(
        await transfer(agentB.token, body(b1.username, 10_000)),
        409,
        ErrorCode.INSUFFICIENT_BALANCE,
      );
      expect(client.okValue(await get(agentB.token, '/wps/agent/transfers')).list).toEqual([]);
    });

    it('moves money once for ten parallel calls with one key and answers a replay with the first result', async () => {
      const key = crypto.randomUUID();
      const before = await balanceOf(agentA.token);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => transfer(agentA.token, body(a1.username, 100_000), key)),
      );
      const values = answers.map((answer) => client.okValue(answer));
      expect(new Set(values.map((value) => value.transferId)).size).toBe(1);
      expect(values.filter((value) => !value.replayed)).toHaveLength(1);
      expect(await balanceOf(agentA.token)).toBe(before - 100_000);
      const replay = client.okValue(await transfer(agentA.token, body(a1.username, 100_000), key));
      expect(replay).toMatchObject({ transferId: values[0].transferId, replayed: true, amount: 100_000 });
      expect(await balanceOf(agentA.token)).toBe(before - 100_000);
      // The same key for another transfer is a conflict.
      expectError(
        await transfer(agentA.token, body(a2.username, 100_000), key),
        409,
        ErrorCode.IDEMPOTENCY_CONFLICT,
      );
    });

    it("passes exactly the day's quota and refuses one đồng more", async () => {
      const quota = client.okValue(await get(agentA.token, '/wps/agent/quota'));
      expect(quota).toMatchObject({
        minPerTransfer: 10_000,
        maxPerTransfer: 1_000_000,
        dailyQuota: 1_500_000,
        usedToday: 100_000,
        remainingToday: 1_400_000,
      });
      client.okValue(await transfer(agentA.token, body(a2.username, 1_000_000)));
      const last = client.okValue(await transfer(agentA.token, body(a1.username, 400_000)));
      expect(last.remainingToday).toBe(0);
      const before = await balanceOf(agentA.token);
      expectError(
        await transfer(agentA.token, body(a1.username, 10_000)),
        409,
        ErrorCode.AGENT_QUOTA_EXCEEDED,
      );
      expect(await balanceOf(agentA.token)).toBe(before);
      expect(client.okValue(await get(agentA.token, '/wps/agent/quota'))).toMatchObject({
        usedToday: 1_500_000,
        remainingToday: 0,
      });
      // Raised by the operator: the next transfer passes.
      client.okValue(
        await operator('PUT', `/agents/${agentA.username}`, {
          minPerTransfer: 10_000,
          maxPerTransfer: 1_000_000,
          dailyQuota: 1_510_000,
        }),
      );
      client.okValue(await transfer(agentA.token, body(a1.username, 10_000)));
    });

    it('shows the member the money, the agent their own history only, and keeps the ledger clean', async () => {
      // a1 had 500,000 − 200,000 + 50,000 + 10,000 − 100,000 of the KPI test, then 100,000 + 400,000 + 10,000.
      expect(await balanceOf(a1.token)).toBe(260_000 + 510_000);
      const history = client.okValue(await get(agentA.token, '/wps/agent/transfers'));
      expect(
        history.list.map((row: { username: string; amount: number }) => [row.username, row.amount]),
      ).toEqual([
        [a1.username, 10_000],
        [a1.username, 400_000],
        [a2.username, 1_000_000],
        [a1.username, 100_000],
      ]);
      expect(client.okValue(await get(agentB.token, '/wps/agent/transfers')).list).toEqual([]);
      const records = client.okValue(await get(a1.token, '/wps/transaction/records?recordType=transfer'));
      expect(JSON.stringify(records)).toContain('transfer');
      expect(await wallet.check()).toMatchObject({ ok: true, violations: [] });
    });
  });

  describe('operator limits', () => {
    it('lists and sets the default and an agent’s limits, audited; refuses bad ones and non-agents', async () => {
      const quotas = client.okValue(await operator('GET', ''));
      expect(quotas.default).toEqual({
        minPerTransfer: 10_000,
        maxPerTransfer: 20_000_000,
        dailyQuota: 100_000_000,
      });
      expect(quotas.agents.map((agent: { username: string }) => agent.username)).toContain(agentA.username);
      expectError(
        await operator('PUT', '/default', { minPerTransfer: 5, maxPerTransfer: 4, dailyQuota: 10 }),
        400,
        ErrorCode.VALIDATION_FAILED,
      );
      expectError(
        await operator('PUT', '/default', { minPerTransfer: 0, maxPerTransfer: 4, dailyQuota: 10 }),
        400,
        ErrorCode.VALIDATION_FAILED,
      );
      expectError(
        await operator('PUT', `/agents/${a1.username}`, {
          minPerTransfer: 1,
          maxPerTransfer: 4,
          dailyQuota: 10,
        }),
        404,
        ErrorCode.NOT_FOUND,
      );
      const set = client.okValue(
        await operator('PUT', `/agents/${agentB.username}`, {
          minPerTransfer: 1_000,
          maxPerTransfer: 2_000,
          dailyQuota: 3_000,
        }),
      );
      expect(set.agents).toContainEqual({
        username: agentB.username,
        minPerTransfer: 1_000,
        maxPerTransfer: 2_000,
        dailyQuota: 3_000,
      });
      const audit = await t.app.db
        .select()
        .from(operatorAudit)
        .where(like(operatorAudit.target, 'agent-quota:%'));
      expect(
        audit.some((row) => row.target === `agent-quota:${agentB.memberId}` && row.actor === 'test-operator'),
      ).toBe(true);
      expect(client.okValue(await get(agentB.token, '/wps/agent/quota'))).toMatchObject({
        maxPerTransfer: 2_000,
        dailyQuota: 3_000,
      });
    });

    it('has the CLI commands agent-quota and agent-quota-set', async () => {
      const cli = (args: string[]) => operatorCli(url, args);
      const set = await cli(['agent-quota-set', 'DEMO', 'default', '20000', '30000000', '150000000']);
      expect(set.code, set.err).toBe(0);
      const list = await cli(['agent-quota', 'DEMO']);
      expect(list.out).toContain('(default)\tmin 20000\tmax 30000000\tdaily 150000000');
      expect(list.out).toContain(agentB.username);
      expect((await cli(['agent-quota-set', 'DEMO', 'default', '1', 'x', '3'])).code).toBe(2);
    });
  });
});
