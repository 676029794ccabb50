/**
 * VIP levels (issue 14): the member's progress by lifetime turnover, the label of member info,
 * the merchant's VIP switch, the operator's validated and audited writes, and the CLI commands.
 */
import { ErrorCode, type VipLevelBody, type VipValue } from '@app/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTestConfig } from '../../../test/account-client';
import { operatorCli } from '../../../test/operator-cli';
import { createTestApp, operatorHeaders, type TestApp } from '../../../test/test-app';
import { createWalletClient } from '../../../test/wallet-client';
import { operatorAudit } from '../../db/tables';

const LEVEL_7: VipLevelBody = {
  name: { EN: 'VIP7', VI: 'VIP7' },
  turnoverThreshold: 50_000_000_000,
  upgradeBonus: 88_888_000,
  weeklyRebateBasisPoints: 150,
  dailyWithdrawalLimit: 10_000_000_000,
  dailyWithdrawals: 50,
  benefits: [{ title: { EN: 'Private jet' }, detail: { EN: 'Once a year', VI: 'Mỗi năm một lần' } }],
};

describe('vip', () => {
  let t: TestApp;
  let client: ReturnType<typeof createWalletClient>;
  let url: string;

  beforeAll(async () => {
    t = await createTestApp(accountTestConfig());
    client = createWalletClient(t);
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t?.close());

  const vipOf = async (token: string, language?: string) =>
    client.okValue<VipValue>(
      await client.accounts.request('GET', '/wps/vip', undefined, {
        token,
        ...(language ? { headers: { language } } : {}),
      }),
    );
  const labelOf = async (token: string) =>
    client.okValue(await client.member(token).get('/wps/member/info')).clubLabel.labelName as string;
  const operator = (method: 'GET' | 'PUT' | 'DELETE' | 'PATCH', path: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/wps/operator/merchants/${path}`,
      headers: { ...operatorHeaders, 'operator-actor': 'vip-test' },
      ...(payload ? { payload } : {}),
    });
  const lastAudit = async (target: string) => {
    const [row] = await t.app.db
      .select()
      .from(operatorAudit)
      .where(and(eq(operatorAudit.merchantCode, 'DEMO'), eq(operatorAudit.target, target)))
      .orderBy(desc(operatorAudit.id))
      .limit(1);
    return row;
  };
  const cli = (args: string[]) => operatorCli(url, args);

  it('answers the seeded ladder in the request’s language and the demo member at VIP0', async () => {
    const { token } = await client.accounts.loginOk('demo', 'Demo1234');
    const vip = await vipOf(token);
    expect(vip.levels.map((level) => level.turnoverThreshold)).toEqual([
      0, 5_000_000, 50_000_000, 200_000_000, 1_000_000_000, 5_000_000_000, 20_000_000_000,
    ]);
    expect(vip).toMatchObject({
      currency: 'VND',
      decimals: 0,
      progress: { level: 0, turnover: 0, nextLevel: 1, remaining: 5_000_000, percent: 0 },
    });
    expect(vip.levels[2]?.benefits[1]?.title).toBe('Birthday gift');
    expect((await vipOf(token, 'CN')).levels[2]?.benefits[1]?.title).toBe('生日礼金');
    expect((await vipOf(token, 'VI')).levels[2]?.benefits[1]?.title).toBe('Quà sinh nhật');
    // No Thai text: the English one.
    expect((await vipOf(token, 'TH')).levels[2]?.benefits[1]?.title).toBe('Birthday gift');
    expect(await labelOf(token)).toBe('VIP0');
    expect((await t.app.inject({ method: 'GET', url: '/wps/vip' })).statusCode).toBe(401);
  });

  it('places turnover exactly at a threshold on that level, and a rolled-back bet counts nothing', async () => {
    const player = await client.newMember('vip');
    await client.adjust(player.username, 10_000_000);
    const secret = await client.vendorSecret();
    const playerToken = await client.playerToken(player.username);
    const bet = async (transactionId: string, amount: number) => {
      const response = await client.vendorCall(
        'debit',
        { playerToken, transactionId, roundId: transactionId, gameCode: 'g', amount },
        secret,
      );
      expect(response.statusCode, response.body).toBe(200);
    };

    await bet('vip-1', 4_999_999);
    expect((await vipOf(player.token)).progress).toEqual({
      level: 0,
      turnover: 4_999_999,
      nextLevel: 1,
      remaining: 1,
      percent: 99,
    });
    expect(await labelOf(player.token)).toBe('VIP0');

    await bet('vip-2', 1_000_000);
    const rollback = await client.vendorCall(
      'rollback',
      {
        playerToken,
        transactionId: 'vip-3',
        refTransactionId: 'vip-2',
        roundId: 'vip-2',
        gameCode: 'g',
        amount: 1_000_000,
      },
      secret,
    );
    expect(rollback.statusCode, rollback.body).toBe(200);
    expect((await vipOf(player.token)).progress.turnover).toBe(4_999_999);

    await bet('vip-4', 1);
    expect((await vipOf(player.token)).progress).toEqual({
      level: 1,
      turnover: 5_000_000,
      nextLevel: 2,
      remaining: 45_000_000,
      percent: 0,
    });
    expect(await labelOf(player.token)).toBe('VIP1');
  });

  it('answers VIP_DISABLED and no label while the merchant offers no VIP benefits', async () => {
    const { token } = await client.accounts.loginOk('demo', 'Demo1234');
    const switchVip = async (vipBenefits: boolean) =>
      expect((await operator('PATCH', 'DEMO/config', { features: { vipBenefits } })).statusCode).toBe(200);
    await switchVip(false);
    try {
      const response = await client.member(token).get('/wps/vip');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        errorCode: ErrorCode.VIP_DISABLED,
        message: 'Please contact customer service',
      });
      expect(await labelOf(token)).toBe('-');
    } finally {
      await switchVip(true);
    }
    expect(await labelOf(token)).toBe('VIP0');
  });

  it('lets the operator add, replace and remove a level, validated and audited', async () => {
    const listed = client.okValue(await operator('GET', 'DEMO/vip-levels'));
    expect(listed).toHaveLength(7);
    expect(listed[3]).toMatchObject({ level: 3, name: { EN: 'VIP3', CN: 'VIP3', VI: 'VIP3' } });

    const created = client.okValue(await operator('PUT', 'DEMO/vip-levels/7', LEVEL_7));
    expect(created).toMatchObject({ level: 7, name: LEVEL_7.name, turnoverThreshold: 50_000_000_000 });
    expect(await lastAudit('vip-level:7')).toMatchObject({
      actor: 'vip-test',
      before: null,
      after: expect.objectContaining({ level: 7, turnoverThreshold: 50_000_000_000 }),
    });

    const replaced = client.okValue(
      await operator('PUT', 'DEMO/vip-levels/7', { ...LEVEL_7, turnoverThreshold: 40_000_000_000 }),
    );
    expect(replaced.turnoverThreshold).toBe(40_000_000_000);
    expect(await lastAudit('vip-level:7')).toMatchObject({
      before: expect.objectContaining({ turnoverThreshold: 50_000_000_000 }),
      after: expect.objectContaining({ turnoverThreshold: 40_000_000_000 }),
    });

    const refusals: [string, object][] = [
      // Not above VIP6's 20,000,000,000.
      ['DEMO/vip-levels/7', { ...LEVEL_7, turnoverThreshold: 20_000_000_000 }],
      // Not below VIP2's 50,000,000.
      ['DEMO/vip-levels/1', { ...LEVEL_7, turnoverThreshold: 60_000_000 }],
      ['DEMO/vip-levels/0', { ...LEVEL_7, turnoverThreshold: 1 }],
      ['DEMO/vip-levels/21', LEVEL_7],
      ['DEMO/vip-levels/7', { ...LEVEL_7, name: { EN: 'V'.repeat(25) } }],
      ['DEMO/vip-levels/7', { ...LEVEL_7, name: { VI: 'VIP7' } }],
      ['DEMO/vip-levels/7', { ...LEVEL_7, name: { EN: 'VIP7', XX: 'VIP7' } }],
      ['DEMO/vip-levels/7', { ...LEVEL_7, weeklyRebateBasisPoints: 10_001 }],
      ['DEMO/vip-levels/7', { ...LEVEL_7, benefits: Array(13).fill(LEVEL_7.benefits[0]) }],
    ];
    for (const [path, body] of refusals) {
      const response = await operator('PUT', path, body);
      expect(response.statusCode, `${path} ${JSON.stringify(body).slice(0, 80)}`).toBe(400);
      expect(response.json().errorCode).toBe(ErrorCode.VALIDATION_FAILED);
    }
    const rising = await operator('PUT', 'DEMO/vip-levels/7', { ...LEVEL_7, turnoverThreshold: 1 });
    expect(rising.json().value.fields.turnoverThreshold).toMatch(/higher turnover/);
    expect((await operator('PUT', 'NOPE/vip-levels/7', LEVEL_7)).statusCode).toBe(404);
    expect(client.okValue(await operator('GET', 'DEMO/vip-levels')).at(-1).turnoverThreshold).toBe(
      40_000_000_000,
    );

    expect((await operator('DELETE', 'DEMO/vip-levels/0')).statusCode).toBe(400);
    expect(client.okValue(await operator('DELETE', 'DEMO/vip-levels/7'))).toBeNull();
    expect(await lastAudit('vip-level:7')).toMatchObject({
      after: null,
      before: expect.objectContaining({ level: 7 }),
    });
    expect((await operator('DELETE', 'DEMO/vip-levels/7')).statusCode).toBe(404);
    expect(client.okValue(await operator('GET', 'DEMO/vip-levels'))).toHaveLength(7);
    expect(
      (await t.app.inject({ method: 'GET', url: '/wps/operator/merchants/DEMO/vip-levels' })).statusCode,
    ).toBe(401);
  });

  it('lists, sets and removes levels from the CLI', async () => {
    const listed = await cli(['vip-levels', 'DEMO']);
    expect(listed.code, listed.err).toBe(0);
    expect(JSON.parse(listed.out)).toHaveLength(7);

    const set = await cli(['vip-level-set', 'DEMO', '7', JSON.stringify(LEVEL_7)]);
    expect(set.code, set.err).toBe(0);
    expect(JSON.parse(set.out)).toMatchObject({ level: 7, name: { EN: 'VIP7' } });
    expect(await lastAudit('vip-level:7')).toMatchObject({ actor: expect.stringMatching(/^cli:/) });

    const refused = await cli([
      'vip-level-set',
      'DEMO',
      '8',
      JSON.stringify({ ...LEVEL_7, turnoverThreshold: 5 }),
    ]);
    expect(refused).toMatchObject({
      code: 1,
      err: expect.stringMatching(/^VALIDATION_FAILED[\s\S]*higher turnover/),
    });
    expect((await cli(['vip-level-set', 'DEMO', '8', '{nope'])).code).toBe(2);
    expect((await cli(['vip-level-remove', 'DEMO', '0'])).code).toBe(2);
    expect((await cli(['vip-level-remove', 'DEMO', 'x'])).code).toBe(2);

    const removed = await cli(['vip-level-remove', 'DEMO', '7']);
    expect(removed.code, removed.err).toBe(0);
    expect((await cli(['vip-level-remove', 'DEMO', '7'])).code).toBe(1);
  });
});
