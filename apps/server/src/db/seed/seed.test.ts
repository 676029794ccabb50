/**
 * The demo seed: a complete catalogue for each brand (spec §3 categories, the vendors the issue
 * names, several hundred games, hot and new ones), announcements, live models and promotions — and seeding
 * again adds nothing.
 */
import { STAFF_PATHS, VendorCode } from '@app/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { members } from '../../features/account/tables';
import { agentsApplications } from '../../features/agents/tables';
import { announcements } from '../../features/announcements/tables';
import { approvals } from '../../features/approvals/tables';
import { chatConversations, chatMessages } from '../../features/chat/tables';
import { feedback } from '../../features/feedback/tables';
import {
  catalogueVendors,
  categoryVendors,
  gameCategories,
  games,
  liveModels,
} from '../../features/games/tables';
import { depositOrders } from '../../features/payments/tables';
import { promotions } from '../../features/promotions/tables';
import { merchants } from '../../features/system/tables';
import { vendors } from '../../features/vendor-wallet/tables';
import { checkLedger } from '../../features/wallet/invariants';
import { createLedger } from '../../features/wallet/ledger';
import { ledgerPostings, ledgerTransactions } from '../../features/wallet/tables';
import {
  memberBankCards,
  paymentPasswords,
  withdrawalEvents,
  withdrawals,
} from '../../features/withdrawals/tables';
import { DEMO_AGENT_APPLICATION } from './demo-agent-application';
import {
  DEMO_QUEUE_ADJUSTMENT,
  DEMO_QUEUE_BANK_TRANSFER,
  DEMO_QUEUE_MEMBER,
  DEMO_QUEUE_WITHDRAWAL,
} from './demo-money-queues';
import { DEMO_STAFF } from './demo-staff';
import { seedDemoData } from './seed';

describe('demo seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const countOf = async (table: PgTable) => (await t.app.db.select({ n: count() }).from(table))[0]?.n ?? 0;

  it('gives each brand several hundred games in every category, about a tenth hot and a tenth new', async () => {
    for (const merchantCode of ['DEMO', 'DEMO2']) {
      const [totals] = await t.app.db
        .select({
          all: count(),
          hot: sql<number>`count(*) filter (where ${games.isHot})`.mapWith(Number),
          fresh: sql<number>`count(*) filter (where ${games.isNew})`.mapWith(Number),
          bg: sql<number>`count(*) filter (where ${games.gameClassify} = 'BG')`.mapWith(Number),
        })
        .from(games)
        .where(eq(games.merchantCode, merchantCode));
      expect(totals?.all).toBeGreaterThanOrEqual(400);
      expect(totals?.hot).toBeGreaterThan((totals?.all ?? 0) * 0.08);
      expect(totals?.hot).toBeLessThan((totals?.all ?? 0) * 0.12);
      expect(totals?.fresh).toBeGreaterThan((totals?.all ?? 0) * 0.08);
      expect(totals?.bg).toBeGreaterThan(0);
      const categories = await t.app.db
        .selectDistinct({ category: games.category })
        .from(games)
        .where(eq(games.merchantCode, merchantCode));
      expect(categories.map((row) => row.category).sort()).toEqual(
        ['COCKFIGHT', 'ELOTT', 'ESPORTS', 'FISH', 'LIVE', 'LOTT', 'PVP', 'RNG', 'SPORTS'].sort(),
      );
    }
  });

  it('lists every named vendor, several per category, each registered for the seamless wallet', async () => {
    const mapping = await t.app.db
      .select({ category: categoryVendors.category, vendorCode: categoryVendors.vendorCode })
      .from(categoryVendors)
      .where(eq(categoryVendors.merchantCode, 'DEMO'));
    for (const category of new Set(mapping.map((row) => row.category))) {
      expect(mapping.filter((row) => row.category === category).length).toBeGreaterThanOrEqual(2);
    }
    const listed = new Set(mapping.map((row) => row.vendorCode));
    for (const code of Object.values(VendorCode)) expect(listed).toContain(code);
    const wallet = new Set(
      (await t.app.db.select({ code: vendors.vendorCode }).from(vendors)).map((v) => v.code),
    );
    for (const code of listed) expect(wallet).toContain(code);
  });

  it('seeds banners of every group, notices (some per language), agent notices, a pop-up and promotions; live models only for DEMO', async () => {
    const rows = await t.app.db
      .select({
        type: announcements.type,
        groupName: announcements.groupName,
        language: announcements.language,
      })
      .from(announcements)
      .where(eq(announcements.merchantCode, 'DEMO'));
    const groups = rows.filter((row) => row.type === 'B').map((row) => row.groupName);
    expect(new Set(groups)).toEqual(new Set(['m_home', 'm_live', 'm_newgame', 'm_reg']));
    expect(rows.filter((row) => row.type === 'PL').length).toBeGreaterThanOrEqual(4);
    expect(rows.filter((row) => row.type === 'PU')).toHaveLength(1);
    expect(rows.filter((row) => row.type === 'PR')).toHaveLength(2);
    // Agent notices, and notices written for the players of one language.
    expect(rows.filter((row) => row.type === 'A')).toHaveLength(2);
    expect(new Set(rows.flatMap((row) => (row.language ? [row.language] : [])))).toEqual(
      new Set(['vi', 'th', 'id', 'cn']),
    );
    const models = await t.app.db.select().from(liveModels);
    expect(models.length).toBeGreaterThanOrEqual(4);
    expect(models.every((model) => model.merchantCode === 'DEMO' && model.gameId !== null)).toBe(true);
  });

  it("gives the demo player a resolved chat, read on both sides, and a feedback with the operator's reply", async () => {
    const [player] = await t.app.db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.merchantCode, 'DEMO'), eq(members.username, 'demo')));
    if (!player) throw new Error('no demo player');
    const [conversation] = await t.app.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.memberId, player.id));
    const lines = await t.app.db
      .select({ id: chatMessages.id, sender: chatMessages.sender })
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, conversation?.id ?? 0))
      .orderBy(chatMessages.id);
    expect(lines.map((line) => line.sender)).toEqual(['member', 'staff', 'member', 'staff']);
    const lastId = lines.at(-1)?.id;
    expect(conversation).toMatchObject({ status: 'closed', memberReadId: lastId, staffReadId: lastId });
    const answered = await t.app.db.select().from(feedback).where(eq(feedback.memberId, player.id));
    expect(answered).toHaveLength(1);
    expect(answered[0]).toMatchObject({ status: 'replied', sender: 'demo', type: 1 });
    expect(answered[0]?.reply).toContain('your deposit arrived');
  });

  it('gives the back office one staff member per role, each asked to enrol an authenticator at the first sign-in', async () => {
    expect(DEMO_STAFF.map((staff) => staff.role)).toEqual([
      'admin',
      'finance',
      'support',
      'content',
      'viewer',
    ]);
    for (const { username, password } of DEMO_STAFF) {
      const answer = await t.app.inject({
        method: 'POST',
        url: STAFF_PATHS.login,
        payload: { username, password },
      });
      expect(answer.statusCode, username).toBe(200);
      expect(answer.json().value.step).toBe('enrol');
    }
  });

  it("fills the back office's queues: a withdrawal held through the ledger, a bank transfer, a four-eyes credit and an agent application waiting", async () => {
    const [member] = await t.app.db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.merchantCode, 'DEMO'), eq(members.username, DEMO_QUEUE_MEMBER.username)));
    if (!member) throw new Error('no queue member');
    const [withdrawal] = await t.app.db.select().from(withdrawals).where(eq(withdrawals.memberId, member.id));
    expect(withdrawal).toMatchObject({
      id: DEMO_QUEUE_WITHDRAWAL.id,
      status: 'submitted',
      amount: DEMO_QUEUE_WITHDRAWAL.amount,
    });
    const events = await t.app.db
      .select({ status: withdrawalEvents.status, actor: withdrawalEvents.actor })
      .from(withdrawalEvents)
      .where(eq(withdrawalEvents.withdrawalId, DEMO_QUEUE_WITHDRAWAL.id));
    expect(events).toEqual([{ status: 'submitted', actor: 'member' }]);
    const [hold] = await t.app.db
      .select({ kind: ledgerTransactions.kind })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, withdrawal?.holdTransactionId ?? 0));
    expect(hold?.kind).toBe('withdrawal_hold');
    expect(
      await createLedger(t.app.db).memberBalances('DEMO', member.id, DEMO_QUEUE_MEMBER.currency),
    ).toMatchObject({ wallet: 5_000_000, held: DEMO_QUEUE_WITHDRAWAL.amount });
    const orders = await t.app.db
      .select()
      .from(depositOrders)
      .where(and(eq(depositOrders.memberId, member.id), eq(depositOrders.status, 'pending')));
    expect(orders).toEqual([
      expect.objectContaining({
        id: DEMO_QUEUE_BANK_TRANSFER.orderId,
        channelId: 'VCB_TRANSFER',
        kind: 'bank_transfer',
        reference: DEMO_QUEUE_BANK_TRANSFER.reference,
        payerName: DEMO_QUEUE_BANK_TRANSFER.payerName,
      }),
    ]);
    const requests = await t.app.db
      .select()
      .from(approvals)
      .where(and(eq(approvals.merchantCode, 'DEMO'), eq(approvals.subject, DEMO_QUEUE_MEMBER.username)));
    expect(requests).toEqual([
      expect.objectContaining({
        kind: 'adjustment',
        status: 'pending',
        amount: DEMO_QUEUE_ADJUSTMENT.amount,
        requestedBy: 'staff:finance',
      }),
    ]);
    expect((await checkLedger(t.app.db)).violations).toEqual([]);
    // The support desk's applications tab has one to decide too: the same member asks to be an agent.
    const applications = await t.app.db
      .select()
      .from(agentsApplications)
      .where(eq(agentsApplications.memberId, member.id));
    expect(applications).toEqual([
      expect.objectContaining({ merchantCode: 'DEMO', status: 'pending', ...DEMO_AGENT_APPLICATION }),
    ]);
  });

  it('adds nothing when it runs again, and keeps an operator change', async () => {
    const tables = [
      games,
      catalogueVendors,
      gameCategories,
      categoryVendors,
      announcements,
      liveModels,
      vendors,
      promotions,
      chatConversations,
      chatMessages,
      feedback,
      members,
      paymentPasswords,
      memberBankCards,
      depositOrders,
      withdrawals,
      withdrawalEvents,
      ledgerTransactions,
      ledgerPostings,
      approvals,
      agentsApplications,
    ];
    const before = await Promise.all(tables.map(countOf));
    await t.app.db
      .update(games)
      .set({ sortOrder: 999 })
      .where(and(eq(games.merchantCode, 'DEMO'), eq(games.gameCode, 'pg-rng-001')));
    // An application the operator decided is not asked again.
    await t.app.db
      .update(agentsApplications)
      .set({ status: 'rejected', decidedAt: new Date() })
      .where(eq(agentsApplications.status, 'pending'));
    await seedDemoData(t.app.db);
    expect(await Promise.all(tables.map(countOf))).toEqual(before);
    const [changed] = await t.app.db
      .select({ sortOrder: games.sortOrder })
      .from(games)
      .where(and(eq(games.merchantCode, 'DEMO'), eq(games.gameCode, 'pg-rng-001')));
    expect(changed?.sortOrder).toBe(999);
  });

  it('gives a brand stored before an account setting existed that setting, and keeps what is stored', async () => {
    const rowOf = async (merchantCode: string) => {
      const [row] = await t.app.db
        .select({ config: merchants.config, updatedAt: merchants.updatedAt })
        .from(merchants)
        .where(eq(merchants.merchantCode, merchantCode));
      return row;
    };
    const accountOf = async (merchantCode: string) => (await rowOf(merchantCode))?.config.account;
    // DEMO as a database seeded before countryDialingCode, with an operator's change; DEMO2 with
    // the code switched off (null) by an operator.
    await t.app.db
      .update(merchants)
      .set({
        config: sql`jsonb_set(${merchants.config} #- '{account,countryDialingCode}', '{account,passwordExpiryDays}', '30')`,
      })
      .where(eq(merchants.merchantCode, 'DEMO'));
    await t.app.db
      .update(merchants)
      .set({ config: sql`jsonb_set(${merchants.config}, '{account,countryDialingCode}', 'null')` })
      .where(eq(merchants.merchantCode, 'DEMO2'));
    expect(await accountOf('DEMO')).not.toHaveProperty('countryDialingCode');
    const demo2Before = await rowOf('DEMO2');

    await seedDemoData(t.app.db);
    expect(await accountOf('DEMO')).toEqual({
      trialMerchantCode: 'DEMO_TRIAL',
      trialCredit: 2_000_000,
      passwordExpiryDays: 30,
      countryDialingCode: '84',
      sms: { expiredMinutes: 1 },
      oauth: {},
    });
    // Nothing was missing there: the row was not written at all.
    expect(await rowOf('DEMO2')).toEqual(demo2Before);
  });
});
