/**
 * Invite friends: the member's stable invite code; a registration through the link records who
 * invited (an unknown code refuses it with 'Referrer link error' and stores nothing); a friend
 * qualifies only with the minimum deposited within the window; each side's bonus paid once under
 * ten parallel claims (the ledger check clean); the monthly cap; a member never sees or claims
 * another member's friends; agents, trial accounts and visitors refused; REFERRAL off refused;
 * the operator API and CLI with their audit.
 */
import { ErrorCode, type ReferralsValue, type TrialValue } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTestConfig } from '../../../test/account-client';
import { operatorCli } from '../../../test/operator-cli';
import { createTestApp, operatorHeaders, type TestApp } from '../../../test/test-app';
import { createWalletClient } from '../../../test/wallet-client';
import { demoReferralRulesOf } from '../../db/seed/demo-referrals';
import { operatorAudit } from '../../db/tables';
import { members } from '../account/tables';
import { createWalletService } from '../wallet/service';

const DAY_MS = 86_400_000;
const RULES_URL = '/wps/operator/merchants/DEMO/referrals/rules';
const { merchantCode: _m, ...SEEDED_RULES } = demoReferralRulesOf('DEMO');

describe('invite friends', () => {
  let t: TestApp;
  let client: ReturnType<typeof createWalletClient>;

  beforeAll(async () => {
    t = await createTestApp(accountTestConfig());
    client = createWalletClient(t);
  });
  afterAll(() => t?.close());

  const overview = async (token: string) =>
    client.okValue<ReferralsValue>(await client.member(token).get('/wps/referrals'));
  const claimFriend = (token: string, friendId: string, key?: string) =>
    client
      .member(token)
      .post(`/wps/referrals/friends/${friendId}/claim`, {}, key ? { 'idempotency-key': key } : {});
  const claimOwn = (token: string, key?: string) =>
    client.member(token).post('/wps/referrals/own/claim', {}, key ? { 'idempotency-key': key } : {});
  const balance = async (token: string) =>
    client.okValue<{ sumBalance: number }>(await client.member(token).get('/wps/wallet')).sumBalance;
  const memberIdOf = async (token: string) =>
    client.okValue<{ id: number }>(await client.member(token).get('/wps/member/info')).id;
  const registerWith = (fields: Record<string, unknown>) => {
    const username = `f${Math.random().toString(36).slice(2, 10)}`;
    return {
      username,
      response: client.accounts.register({
        username,
        password: 'Wallet2468x',
        confirmPassword: 'Wallet2468x',
        ...fields,
      }),
    };
  };
  /** A friend registered through `code`'s link, with their session and id. */
  const friendOf = async (code: string) => {
    const { username, response } = registerWith({ recommenderId: code });
    const answer = await response;
    expect(answer.statusCode, answer.body).toBe(200);
    const token = answer.json().value.token as string;
    return { username, token, id: await memberIdOf(token) };
  };
  const deposit = (memberId: number, amount: number) =>
    createWalletService({ db: t.app.db }).ledger.post({
      merchantCode: 'DEMO',
      currency: 'VND',
      kind: 'deposit',
      idempotencyKey: `test-deposit-${crypto.randomUUID()}`,
      reference: 'deposit:test',
      legs: [
        { account: { kind: 'payment_clearing' }, amount: -amount },
        { account: { kind: 'player_wallet', memberId }, amount },
      ],
    });
  const putRules = (body: object, actor = 'tester') =>
    t.app.inject({
      method: 'PUT',
      url: RULES_URL,
      headers: { ...operatorHeaders, 'operator-actor': actor },
      payload: body,
    });
  const switchReferral = (on: boolean) =>
    t.app.inject({
      method: 'PATCH',
      url: '/wps/operator/merchants/DEMO/config',
      headers: operatorHeaders,
      payload: { whitelabel: { REFERRAL: on } },
    });

  it('gives a member one stable invite code and the seeded rules in their language', async () => {
    const member = await client.newMember('ri');
    const first = await overview(member.token);
    expect(first.code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect((await overview(member.token)).code).toBe(first.code);
    expect(first.rules).toMatchObject({
      referrerBonus: 100_000,
      friendBonus: 100_000,
      minDeposit: 500_000,
      windowDays: 14,
      monthlyCap: 20,
      turnoverMultiplier: 1,
    });
    expect(first).toMatchObject({ friends: [], earned: 0, invitedBy: null, claimedThisMonth: 0 });
    const chinese = await client.accounts.request('GET', '/wps/referrals', undefined, {
      token: member.token,
      headers: { language: 'CN' },
    });
    expect(chinese.json().value.rules.title).toBe('推荐好友：双方各得100,000 ₫');
    const thai = await client.accounts.request('GET', '/wps/referrals', undefined, {
      token: member.token,
      headers: { language: 'TH' },
    });
    expect(thai.json().value.rules.title).toBe(SEEDED_RULES.texts.EN.title);
  });

  it('records the referrer of a registration through the link, in any case, with the field hidden', async () => {
    const member = await client.newMember('rr');
    const { code } = await overview(member.token);
    const friend = await friendOf(code.toLowerCase());
    const [row] = await t.app.db.select().from(members).where(eq(members.id, friend.id));
    expect(row?.recommendedBy).toBe(await memberIdOf(member.token));
    const seen = await overview(member.token);
    expect(seen.friends).toHaveLength(1);
    expect(seen.friends[0]).toMatchObject({
      friendId: String(friend.id),
      username: `${friend.username.slice(0, 2)}***${friend.username.slice(-2)}`,
      state: 'waiting',
      deposited: 0,
      amount: 100_000,
    });
    expect((await overview(friend.token)).invitedBy).toMatchObject({
      username: `${member.username.slice(0, 2)}***${member.username.slice(-2)}`,
      state: 'waiting',
      amount: 100_000,
    });
  });

  it("refuses a registration with an unknown code ('Referrer link error') and stores nothing", async () => {
    for (const code of ['ZZZZ9999', 'AG1001']) {
      const { username, response } = registerWith({ recommenderId: code });
      const answer = await response;
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        errorCode: ErrorCode.REFERRER_LINK_ERROR,
        message: 'Referrer link error',
        value: { fields: { recommenderId: 'Referrer link error' } },
      });
      const stored = await t.app.db.select().from(members).where(eq(members.username, username));
      expect(stored).toEqual([]);
    }
  });

  it('qualifies a friend only with the minimum deposited within the window', async () => {
    const member = await client.newMember('rq');
    const { code } = await overview(member.token);
    const friend = await friendOf(code);
    await deposit(friend.id, 499_999);
    expect((await overview(member.token)).friends[0]).toMatchObject({ state: 'waiting', deposited: 499_999 });
    const early = await claimFriend(member.token, String(friend.id));
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      errorCode: ErrorCode.REFERRAL_NOT_CLAIMABLE,
      value: { reason: 'waiting' },
    });
    await deposit(friend.id, 1);
    expect((await overview(member.token)).friends[0]).toMatchObject({ state: 'qualified', reason: null });

    // A friend who joined 20 days ago: today's deposit is outside their 14-day window.
    const late = await friendOf(code);
    await t.app.db
      .update(members)
      .set({ createdAt: new Date(Date.now() - 20 * DAY_MS) })
      .where(eq(members.id, late.id));
    await deposit(late.id, 900_000);
    const row = (await overview(member.token)).friends.find((entry) => entry.friendId === String(late.id));
    expect(row).toMatchObject({ state: 'expired', deposited: 0, reason: 'expired' });
    expect((await claimOwn(late.token)).json()).toMatchObject({ value: { reason: 'expired' } });
  });

  it('pays each side once under ten parallel claims, and the ledger check stays clean', async () => {
    const member = await client.newMember('rp');
    const { code } = await overview(member.token);
    const friend = await friendOf(code);
    await deposit(friend.id, 500_000);
    const before = await balance(member.token);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        claimFriend(member.token, String(friend.id), `double-tap-${index % 2}`),
      ),
    );
    expect(
      answers.map((answer) => answer.statusCode).filter((status) => status !== 200 && status !== 409),
    ).toEqual([]);
    const paid = answers.find((answer) => answer.statusCode === 200);
    expect(paid?.json().value.claim).toMatchObject({
      side: 'referrer',
      amount: 100_000,
      turnoverRequired: 100_000,
    });
    expect(await balance(member.token)).toBe(before + 100_000);
    const retryKey = answers.indexOf(paid as (typeof answers)[number]) % 2;
    expect((await claimFriend(member.token, String(friend.id), `double-tap-${retryKey}`)).statusCode).toBe(
      200,
    );
    expect((await claimFriend(member.token, String(friend.id), 'other-key-1')).json()).toMatchObject({
      errorCode: ErrorCode.REFERRAL_NOT_CLAIMABLE,
      value: { reason: 'claimed' },
    });
    expect(await balance(member.token)).toBe(before + 100_000);

    const friendBefore = await balance(friend.token);
    const own = await Promise.all(Array.from({ length: 10 }, () => claimOwn(friend.token)));
    expect(own.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(await balance(friend.token)).toBe(friendBefore + 100_000);

    const seen = await overview(member.token);
    expect(seen.friends[0]).toMatchObject({ state: 'claimed', amount: 100_000 });
    expect(seen).toMatchObject({ earned: 100_000, claimedThisMonth: 1 });
    expect((await overview(friend.token)).invitedBy).toMatchObject({ state: 'claimed' });
    expect(await createWalletService({ db: t.app.db }).check()).toMatchObject({ ok: true, violations: [] });
    // The bonus's wagering (1×) stacks with the rewards' in what a withdrawal waits for.
    const claims = await client.member(member.token).get('/wps/rewards/claims');
    expect(client.okValue(claims).outstandingTurnover).toBe(100_000);
  });

  it('stops the referrer at the monthly cap', async () => {
    expect((await putRules({ ...SEEDED_RULES, monthlyCap: 2 })).statusCode).toBe(200);
    try {
      const member = await client.newMember('rc');
      const { code } = await overview(member.token);
      const friends = [await friendOf(code), await friendOf(code), await friendOf(code)];
      for (const friend of friends) await deposit(friend.id, 600_000);
      const answers = await Promise.all(
        friends.map((friend) => claimFriend(member.token, String(friend.id))),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)?.json()).toMatchObject({
        value: { reason: 'monthly_cap' },
      });
      const seen = await overview(member.token);
      expect(seen.claimedThisMonth).toBe(2);
      expect(seen.friends.filter((friend) => friend.reason === 'monthly_cap')).toHaveLength(1);
      // The friend's own bonus is not capped.
      expect((await claimOwn(friends[2]?.token ?? '')).statusCode).toBe(200);
    } finally {
      expect((await putRules(SEEDED_RULES)).statusCode).toBe(200);
    }
  });

  it("never shows or pays a member another member's friends", async () => {
    const alice = await client.newMember('ra');
    const bob = await client.newMember('rb');
    const friend = await friendOf((await overview(alice.token)).code);
    await deposit(friend.id, 500_000);
    expect((await overview(bob.token)).friends).toEqual([]);
    const stolen = await claimFriend(bob.token, String(friend.id));
    expect(stolen.statusCode).toBe(404);
    expect((await overview(alice.token)).friends[0]).toMatchObject({ state: 'qualified' });
    expect((await claimOwn(bob.token)).json()).toMatchObject({ value: { reason: 'not_invited' } });
  });

  it('refuses visitors, trial accounts, agents, and everyone while REFERRAL is off', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/wps/referrals' })).statusCode).toBe(401);
    const trial = client.okValue<TrialValue>(await client.accounts.request('POST', '/wps/session/trial'));
    for (const response of [
      await client.member(trial.token).get('/wps/referrals'),
      await claimOwn(trial.token),
      await claimFriend(trial.token, '1'),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().errorCode).toBe(ErrorCode.FREE_REJECT);
    }
    const agent = await client.accounts.loginOk('agent', 'Agent1234');
    for (const response of [
      await client.member(agent.token).get('/wps/referrals'),
      await claimOwn(agent.token),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().errorCode).toBe(ErrorCode.REFERRAL_AGENT);
    }
    const member = await client.newMember('rx');
    expect((await switchReferral(false)).statusCode).toBe(200);
    try {
      const off = await client.member(member.token).get('/wps/referrals');
      expect(off.statusCode).toBe(403);
      expect(off.json().errorCode).toBe(ErrorCode.REFERRAL_UNAVAILABLE);
    } finally {
      expect((await switchReferral(true)).statusCode).toBe(200);
    }
    expect((await putRules({ ...SEEDED_RULES, enabled: false })).statusCode).toBe(200);
    try {
      expect((await client.member(member.token).get('/wps/referrals')).json().errorCode).toBe(
        ErrorCode.REFERRAL_UNAVAILABLE,
      );
    } finally {
      expect((await putRules(SEEDED_RULES)).statusCode).toBe(200);
    }
    expect((await client.member(member.token).get('/wps/referrals')).statusCode).toBe(200);
  });

  it('reads, validates and replaces the rules through the operator API and CLI, audited', async () => {
    const read = await t.app.inject({ method: 'GET', url: RULES_URL, headers: operatorHeaders });
    expect(client.okValue(read)).toMatchObject({ referrerBonus: 100_000, enabled: true });
    for (const bad of [
      { ...SEEDED_RULES, referrerBonus: -1 },
      { ...SEEDED_RULES, windowDays: 0 },
      { ...SEEDED_RULES, minDeposit: 1.5 },
      { ...SEEDED_RULES, texts: { CN: { title: 'x', description: '' } } },
      { ...SEEDED_RULES, extra: 1 },
    ]) {
      expect((await putRules(bad)).statusCode).toBe(400);
    }
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/wps/operator/merchants/NOPE/referrals/rules',
          headers: operatorHeaders,
        })
      ).statusCode,
    ).toBe(404);
    expect((await putRules({ ...SEEDED_RULES, friendBonus: 50_000 }, 'carol')).statusCode).toBe(200);
    const audit = await t.app.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.target, 'referral-rules'));
    expect(audit.some((entry) => entry.actor === 'carol')).toBe(true);

    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const cli = (args: string[]) => operatorCli(url, args);
    const set = await cli(['referral-rules-set', 'DEMO', JSON.stringify(SEEDED_RULES)]);
    expect(set.code, set.err).toBe(0);
    expect(JSON.parse(set.out).friendBonus).toBe(100_000);
    const shown = await cli(['referral-rules', 'DEMO']);
    expect(shown.code).toBe(0);
    expect(JSON.parse(shown.out).minDeposit).toBe(500_000);
    expect((await cli(['referral-rules-set', 'DEMO', 'not json'])).code).toBe(2);
  });
});
