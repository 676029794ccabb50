/**
 * Agent contracts: the contract check's flags per role and switch (visitor 401, trial, member,
 * excluded types 41/42, AGENTPOLICY3 off, the seeded agent); each kind's contract, accept and
 * decline of one's own offer only (two agents); the operator's offer with its tiers validated
 * (nothing stored on bad input), one live contract per kind, withdraw and end, audited; settlement
 * at the tiers' boundaries, once under ten parallel settles, the ledger clean; the CLI.
 */
import {
  type AgentContract,
  type AgentContractValue,
  type ContractCheckValue,
  type ContractSettlement,
  ErrorCode,
  type OperatorContract,
  type TrialValue,
} from '@app/contract';
import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTestConfig } from '../../../test/account-client';
import { operatorCli } from '../../../test/operator-cli';
import { createTestApp, operatorHeaders, type TestApp } from '../../../test/test-app';
import { createWalletClient } from '../../../test/wallet-client';
import { operatorAudit } from '../../db/tables';
import { members } from '../account/tables';
import { createWalletService } from '../wallet/service';
import { agentContracts } from './tables';

const DAY_MS = 86_400_000;
const PASSWORD = 'Wallet2468x';
const NO_FLAGS = { dailysalreqtype: false, divtypecompperiodreq: false, contracthoursalreq: false };

describe('agent contracts', () => {
  let t: TestApp;
  let url: string;
  let client: ReturnType<typeof createWalletClient>;
  /** The app's clock runs this far ahead of the real one: a test moves it past a period's end. */
  let offset = 0;

  beforeAll(async () => {
    t = await createTestApp(accountTestConfig(), { clock: () => Date.now() + offset });
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    client = createWalletClient(t);
  });
  afterAll(() => t?.close());

  const expectError = (response: LightMyRequestResponse, status: number, errorCode: string) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ success: false, errorCode });
    return response.json() as { message: string; value?: { fields?: Record<string, string> } };
  };
  const get = (token: string | undefined, path: string) =>
    client.accounts.request('GET', path, undefined, token ? { token } : {});
  const post = (token: string, path: string) => client.accounts.request('POST', path, {}, { token });
  const flags = async (token: string) =>
    client.okValue<ContractCheckValue>(await get(token, '/wps/agent/contracts/check'));
  const contractOf = async (token: string, kind: string) =>
    client.okValue<AgentContractValue>(await get(token, `/wps/agent/contracts/${kind}`)).contract;
  const operator = (method: 'GET' | 'POST' | 'PATCH', path: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/wps/operator/merchants/DEMO${path}`,
      headers: { ...operatorHeaders, 'operator-actor': 'test-operator' },
      ...(payload ? { payload } : {}),
    });
  const offer = (body: object) => operator('POST', '/agent-contracts', body);
  const offerOk = async (body: object) => client.okValue<OperatorContract>(await offer(body));
  const settle = (kind: string, period: string) =>
    operator('POST', '/agent-contracts/settle', { kind, period });
  const contractRows = async () => (await t.app.db.select().from(agentContracts)).length;

  /** A fresh member of this type (a member, an agent, an excluded type), logged in after the change. */
  const memberOfType = async (type: number, prefix = 'ac') => {
    const { username } = await client.newMember(prefix);
    await t.app.db.update(members).set({ type }).where(eq(members.username, username));
    const [row] = await t.app.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.username, username));
    const { token } = await client.accounts.loginOk(username, PASSWORD);
    return { username, token, id: row?.id as number };
  };
  /** A downline member of the agent (registered with its code: its referrer is the agent). */
  const downlineOf = async (agentId: number) => {
    const member = await client.newMember('dl');
    await t.app.db.update(members).set({ referrerId: agentId }).where(eq(members.username, member.username));
    return member;
  };
  const vendorCall = async (username: string, action: 'debit' | 'credit', amount: number) => {
    const secret = await client.vendorSecret();
    const playerToken = await client.playerToken(username);
    const transactionId = `${action}-${crypto.randomUUID()}`;
    const response = await client.vendorCall(
      action,
      { playerToken, transactionId, roundId: transactionId, gameCode: 'g', amount },
      secret,
    );
    expect(response.statusCode, response.body).toBe(200);
  };
  const bet = async (username: string, amount: number) => {
    await client.adjust(username, amount);
    await vendorCall(username, 'debit', amount);
  };
  const dailyTiers = [
    { minTurnover: 1_000, minActiveMembers: 2, amount: 500 },
    { minTurnover: 3_000, minActiveMembers: 3, amount: 900 },
  ];

  describe('the contract check', () => {
    it('answers the seeded agent the waiting offers: daily salary and dividend, not the accepted hourly one', async () => {
      const { token } = await client.accounts.loginOk('agent', 'Agent1234');
      expect(await flags(token)).toEqual({
        dailysalreqtype: true,
        divtypecompperiodreq: true,
        contracthoursalreq: false,
      });
      expect((await contractOf(token, 'hourly_salary'))?.status).toBe('accepted');
      expect((await contractOf(token, 'daily_salary'))?.tiers).toHaveLength(3);
    });

    it('refuses a visitor (401) and answers all false to a trial account, a member and the excluded types', async () => {
      expectError(await get(undefined, '/wps/agent/contracts/check'), 401, ErrorCode.UNAUTHORIZED);
      const trial = client.okValue<TrialValue>(await client.accounts.request('POST', '/wps/session/trial'));
      expect(await flags(trial.token)).toEqual(NO_FLAGS);
      const member = await memberOfType(0);
      expect(await flags(member.token)).toEqual(NO_FLAGS);
      for (const type of [41, 42]) {
        const excluded = await memberOfType(type, `x${type}`);
        // An offer cannot be made to them; one written straight into the table still prompts nothing.
        expectError(
          await offer({ username: excluded.username, kind: 'daily_salary', tiers: dailyTiers }),
          400,
          ErrorCode.VALIDATION_FAILED,
        );
        await t.app.db.insert(agentContracts).values({
          merchantCode: 'DEMO',
          memberId: excluded.id,
          kind: 'daily_salary',
          tiers: dailyTiers,
          offeredAt: new Date(),
          offeredBy: 'test',
        });
        expect(await flags(excluded.token)).toEqual(NO_FLAGS);
      }
    });

    it('answers all false with AGENTPOLICY3 off, and the offers again once it is on', async () => {
      const { token } = await client.accounts.loginOk('agent', 'Agent1234');
      client.okValue(await operator('PATCH', '/config', { whitelabel: { AGENTPOLICY3: false } }));
      try {
        expect(await flags(token)).toEqual(NO_FLAGS);
      } finally {
        client.okValue(await operator('PATCH', '/config', { whitelabel: { AGENTPOLICY3: true } }));
      }
      expect((await flags(token)).dailysalreqtype).toBe(true);
    });
  });

  describe('answering an offer', () => {
    it('lets an agent accept or decline only their own offer; another agent sees none of it', async () => {
      const anna = await memberOfType(1, 'anna');
      const bert = await memberOfType(1, 'bert');
      const offered = await offerOk({ username: anna.username, kind: 'daily_salary', tiers: dailyTiers });
      expect(offered).toMatchObject({
        username: anna.username,
        status: 'offered',
        offeredBy: 'test-operator',
      });
      expect(await flags(anna.token)).toMatchObject({ dailysalreqtype: true });
      expect(await flags(bert.token)).toEqual(NO_FLAGS);
      expect(await contractOf(bert.token, 'daily_salary')).toBeNull();

      const acceptPath = `/wps/agent/contracts/${offered.contractId}/accept`;
      const declinePath = `/wps/agent/contracts/${offered.contractId}/decline`;
      expectError(await post(bert.token, acceptPath), 404, ErrorCode.NOT_FOUND);
      expectError(await post(bert.token, declinePath), 404, ErrorCode.NOT_FOUND);
      expect((await contractOf(anna.token, 'daily_salary'))?.status).toBe('offered');

      const accepted = client.okValue<AgentContract>(await post(anna.token, acceptPath));
      expect(accepted.status).toBe('accepted');
      // Again: the same answer; declining it now is refused.
      expect(client.okValue<AgentContract>(await post(anna.token, acceptPath))).toEqual(accepted);
      expectError(await post(anna.token, declinePath), 409, ErrorCode.CONTRACT_NOT_OFFERED);
      expect(await flags(anna.token)).toEqual(NO_FLAGS);
      expect(await contractOf(anna.token, 'daily_salary')).toEqual(accepted);
    });

    it('declines once, refuses accepting a declined or withdrawn offer, and refuses non-agents (403 NOT_AGENT)', async () => {
      const agent = await memberOfType(1, 'cleo');
      const first = await offerOk({
        username: agent.username,
        kind: 'hourly_salary',
        tiers: [{ minTurnover: 100, amount: 10 }],
      });
      const declined = client.okValue<AgentContract>(
        await post(agent.token, `/wps/agent/contracts/${first.contractId}/decline`),
      );
      expect(declined.status).toBe('declined');
      expect(
        client.okValue(await post(agent.token, `/wps/agent/contracts/${first.contractId}/decline`)),
      ).toEqual(declined);
      expectError(
        await post(agent.token, `/wps/agent/contracts/${first.contractId}/accept`),
        409,
        ErrorCode.CONTRACT_NOT_OFFERED,
      );
      expect(await contractOf(agent.token, 'hourly_salary')).toBeNull();

      const second = await offerOk({
        username: agent.username,
        kind: 'hourly_salary',
        tiers: [{ minTurnover: 100, amount: 10 }],
      });
      client.okValue(await operator('POST', `/agent-contracts/${second.contractId}/withdraw`));
      expectError(
        await post(agent.token, `/wps/agent/contracts/${second.contractId}/accept`),
        409,
        ErrorCode.CONTRACT_NOT_OFFERED,
      );

      const member = await memberOfType(0);
      expectError(await get(member.token, '/wps/agent/contracts/daily_salary'), 403, ErrorCode.NOT_AGENT);
      expectError(
        await post(member.token, `/wps/agent/contracts/${second.contractId}/accept`),
        403,
        ErrorCode.NOT_AGENT,
      );
      const trial = client.okValue<TrialValue>(await client.accounts.request('POST', '/wps/session/trial'));
      expectError(await get(trial.token, '/wps/agent/contracts/dividend'), 403, ErrorCode.NOT_AGENT);
      expectError(await get(undefined, '/wps/agent/contracts/dividend'), 401, ErrorCode.UNAUTHORIZED);
    });
  });

  describe('the operator', () => {
    it('validates the tiers and the agent, storing nothing on bad input', async () => {
      const agent = await memberOfType(1, 'dora');
      const member = await memberOfType(0);
      const before = await contractRows();
      const bad: [object, number][] = [
        // Not ascending: the second threshold is not above the first.
        [{ username: agent.username, kind: 'daily_salary', tiers: [dailyTiers[1], dailyTiers[0]] }, 400],
        // Pays less for more.
        [
          {
            username: agent.username,
            kind: 'hourly_salary',
            tiers: [
              { minTurnover: 100, amount: 50 },
              { minTurnover: 200, amount: 40 },
            ],
          },
          400,
        ],
        // Fewer active members than the tier below.
        [
          {
            username: agent.username,
            kind: 'dividend',
            tiers: [
              { minNetLoss: 100, minActiveMembers: 5, rateBp: 100 },
              { minNetLoss: 200, minActiveMembers: 4, rateBp: 200 },
            ],
          },
          400,
        ],
        // A dividend of no loss; a rate above 50 %; an amount of 0; a fraction; the wrong tier shape; no tiers.
        [
          {
            username: agent.username,
            kind: 'dividend',
            tiers: [{ minNetLoss: 0, minActiveMembers: 1, rateBp: 100 }],
          },
          400,
        ],
        [
          {
            username: agent.username,
            kind: 'dividend',
            tiers: [{ minNetLoss: 1, minActiveMembers: 1, rateBp: 5001 }],
          },
          400,
        ],
        [{ username: agent.username, kind: 'hourly_salary', tiers: [{ minTurnover: 1, amount: 0 }] }, 400],
        [{ username: agent.username, kind: 'hourly_salary', tiers: [{ minTurnover: 1.5, amount: 10 }] }, 400],
        [{ username: agent.username, kind: 'hourly_salary', tiers: [{ minNetLoss: 1, rateBp: 10 }] }, 400],
        [{ username: agent.username, kind: 'daily_salary', tiers: [] }, 400],
        // Not an agent; no such member.
        [{ username: member.username, kind: 'daily_salary', tiers: dailyTiers }, 400],
        [{ username: 'nobody-here', kind: 'daily_salary', tiers: dailyTiers }, 404],
      ];
      for (const [body, status] of bad) {
        const response = await offer(body);
        expect(response.statusCode, `${JSON.stringify(body)} ${response.body}`).toBe(status);
      }
      expect(await contractRows()).toBe(before);
    });

    it('keeps one live contract per agent and kind; withdraw and end are audited', async () => {
      const agent = await memberOfType(1, 'emil');
      const first = await offerOk({ username: agent.username, kind: 'daily_salary', tiers: dailyTiers });
      expectError(
        await offer({ username: agent.username, kind: 'daily_salary', tiers: dailyTiers }),
        409,
        ErrorCode.CONFLICT,
      );
      // Another kind is fine.
      await offerOk({
        username: agent.username,
        kind: 'hourly_salary',
        tiers: [{ minTurnover: 1, amount: 1 }],
      });
      expectError(
        await operator('POST', `/agent-contracts/${first.contractId}/end`),
        409,
        ErrorCode.ILLEGAL_TRANSITION,
      );
      const withdrawn = client.okValue<OperatorContract>(
        await operator('POST', `/agent-contracts/${first.contractId}/withdraw`),
      );
      expect(withdrawn.status).toBe('withdrawn');
      const again = await offerOk({ username: agent.username, kind: 'daily_salary', tiers: dailyTiers });
      client.okValue(await post(agent.token, `/wps/agent/contracts/${again.contractId}/accept`));
      const ended = client.okValue<OperatorContract>(
        await operator('POST', `/agent-contracts/${again.contractId}/end`),
      );
      expect(ended.status).toBe('ended');
      expect(await contractOf(agent.token, 'daily_salary')).toBeNull();
      expectError(await operator('POST', '/agent-contracts/999999/withdraw'), 404, ErrorCode.NOT_FOUND);

      const listed = client.okValue<OperatorContract[]>(
        await operator('GET', `/agent-contracts?username=${agent.username}&kind=daily_salary`),
      );
      expect(listed.map((contract) => contract.status)).toEqual(['ended', 'withdrawn']);
      const audit = await t.app.db
        .select()
        .from(operatorAudit)
        .where(eq(operatorAudit.target, `agent-contract:${again.contractId}`))
        // In the order written (PostgreSQL returns an unordered select in any order).
        .orderBy(asc(operatorAudit.id));
      expect(audit.map((row) => (row.after as { status: string }).status)).toEqual(['offered', 'ended']);
    });
  });

  describe('settlement', () => {
    it('pays the highest tier met (exactly the threshold qualifies, one less does not), once under ten parallel settles', async () => {
      const day = new Date(Date.now()).toISOString().slice(0, 10);
      // Agent "just below": turnover 2,999 with 3 active members → the first tier (500).
      const below = await memberOfType(1, 'below');
      // Agent "exactly": turnover 3,000 with 3 active members → the second tier (900).
      const exactly = await memberOfType(1, 'exact');
      // Agent "none": turnover 999 → no tier, nothing paid.
      const none = await memberOfType(1, 'none');
      for (const agent of [below, exactly, none]) {
        const offered = await offerOk({ username: agent.username, kind: 'daily_salary', tiers: dailyTiers });
        client.okValue(await post(agent.token, `/wps/agent/contracts/${offered.contractId}/accept`));
      }
      for (const [agent, bets] of [
        [below, [1_000, 1_000, 999]],
        [exactly, [1_000, 1_000, 1_000]],
        [none, [999]],
      ] as const) {
        for (const amount of bets) await bet((await downlineOf(agent.id)).username, amount);
      }
      // A downline member of another agent plays too: it counts for no one here.
      await bet((await downlineOf((await memberOfType(1, 'other')).id)).username, 50_000);

      // Today is not over.
      const open = expectError(await settle('daily_salary', day), 400, ErrorCode.VALIDATION_FAILED);
      expect(open.value?.fields?.period).toMatch(/not over/);
      expectError(await settle('daily_salary', '2026-11-1H'), 400, ErrorCode.VALIDATION_FAILED);
      expectError(await settle('daily_salary', '2026-02-30'), 400, ErrorCode.VALIDATION_FAILED);

      offset = DAY_MS;
      try {
        const answers = await Promise.all(Array.from({ length: 10 }, () => settle('daily_salary', day)));
        for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
        const settlement = answers[0]?.json().value as ContractSettlement;
        const byAgent = new Map(settlement.payouts.map((payout) => [payout.username, payout]));
        expect(byAgent.get(below.username)).toMatchObject({
          turnover: 2_999,
          activeMembers: 3,
          tier: 0,
          amount: 500,
        });
        expect(byAgent.get(exactly.username)).toMatchObject({ turnover: 3_000, tier: 1, amount: 900 });
        expect(byAgent.get(none.username)).toMatchObject({
          turnover: 999,
          activeMembers: 1,
          tier: null,
          amount: 0,
        });
        // Every one of the ten answers names the same payouts.
        for (const answer of answers) {
          const payouts = (answer.json().value as ContractSettlement).payouts.filter((payout) =>
            [below.username, exactly.username, none.username].includes(payout.username),
          );
          expect(payouts.map((payout) => payout.amount).sort()).toEqual([0, 500, 900]);
        }

        const again = client.okValue<ContractSettlement>(await settle('daily_salary', day));
        expect(again.payouts.every((payout) => payout.replayed)).toBe(true);
        // Paid once: one commission record each, the balance is the pay.
        for (const [agent, amount] of [
          [below, 500],
          [exactly, 900],
          [none, 0],
        ] as const) {
          // Back to today's clock: the morning's sessions idled out a day later.
          offset = 0;
          const { token } = await client.accounts.loginOk(agent.username, PASSWORD);
          const records = client.okValue<{ list: { amount: number }[] }>(
            await get(token, '/wps/transaction/records?type=commission'),
          );
          expect(records.list.map((record) => record.amount)).toEqual(amount ? [amount] : []);
          const contract = await contractOf(token, 'daily_salary');
          expect(contract?.payouts).toEqual([expect.objectContaining({ period: day, amount })]);
        }
        const wallet = createWalletService({ db: t.app.db });
        expect(await wallet.check()).toMatchObject({ ok: true, violations: [] });
        const audits = await t.app.db
          .select()
          .from(operatorAudit)
          .where(eq(operatorAudit.target, `agent-contract-settlement:daily_salary:${day}`));
        expect(audits.length).toBeGreaterThanOrEqual(1);
      } finally {
        offset = 0;
      }
    });

    it('pays a dividend as a share of the net loss (turnover − wins − bonuses) of the half-month', async () => {
      const agent = await memberOfType(1, 'divi');
      const offered = await offerOk({
        username: agent.username,
        kind: 'dividend',
        tiers: [
          { minNetLoss: 5_000, minActiveMembers: 1, rateBp: 1_000 },
          { minNetLoss: 8_000, minActiveMembers: 2, rateBp: 2_000 },
        ],
      });
      client.okValue(await post(agent.token, `/wps/agent/contracts/${offered.contractId}/accept`));
      const player = await downlineOf(agent.id);
      await bet(player.username, 10_000);
      await vendorCall(player.username, 'credit', 2_000);
      const today = new Date();
      const half = today.getUTCDate() <= 15 ? '1H' : '2H';
      const period = `${today.toISOString().slice(0, 7)}-${half}`;
      offset = 17 * DAY_MS;
      try {
        const settlement = client.okValue<ContractSettlement>(await settle('dividend', period));
        // Net loss 8,000 meets the second tier's loss but not its 2 active members: 10 % of 8,000.
        expect(settlement.payouts.find((payout) => payout.username === agent.username)).toMatchObject({
          turnover: 10_000,
          netLoss: 8_000,
          activeMembers: 1,
          tier: 0,
          amount: 800,
        });
      } finally {
        offset = 0;
      }
    });
  });

  describe('the CLI', () => {
    const cli = (...args: string[]) => operatorCli(url, args);

    it('offers, lists, withdraws and settles', async () => {
      const agent = await memberOfType(1, 'cli');
      const offered = await cli(
        'contract-offer',
        'DEMO',
        agent.username,
        'hourly_salary',
        '[{"minTurnover":100,"amount":10}]',
      );
      expect(offered.code, offered.err).toBe(0);
      const { contractId } = JSON.parse(offered.out) as OperatorContract;
      const listed = await cli('contracts', 'DEMO', 'hourly_salary');
      expect(listed.out).toContain(`${contractId}\t${agent.username}\thourly_salary\toffered`);
      expect((await cli('contract-withdraw', 'DEMO', contractId)).code).toBe(0);
      const settled = await cli('contract-settle', 'DEMO', 'hourly_salary', '2026-01-01T00');
      expect(settled.code, settled.err).toBe(0);
      expect((await cli('contract-settle', 'DEMO', 'weekly', '2026-01-01')).code).toBe(2);
    });
  });
});
