/**
 * Idempotent demo seed, run at every start in demo mode only (DEMO_MODE, docs/decisions/0019): it
 * inserts what is missing and never changes a value that exists, so an operator's change survives
 * restarts.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, like, sql } from 'drizzle-orm';
import { members } from '../../features/account/tables';
import { agentContracts } from '../../features/agent-contracts/tables';
import { agentsPlanAssignments, agentsPlans } from '../../features/agents/tables';
import { announcements } from '../../features/announcements/tables';
import { chatConversations, chatMessages } from '../../features/chat/tables';
import { feedback } from '../../features/feedback/tables';
import {
  catalogueVendors,
  categoryVendors,
  gameCategories,
  games,
  liveModels,
} from '../../features/games/tables';
import { helpItems } from '../../features/help/tables';
import { inboxMessages } from '../../features/inbox/tables';
import { depositOrders, paymentChannels } from '../../features/payments/tables';
import {
  playerLimits,
  playerProtectionHistory,
  playerRealityChecks,
} from '../../features/player-protection/tables';
import { promotions } from '../../features/promotions/tables';
import { referralRules } from '../../features/referrals/tables';
import { rewards } from '../../features/rewards/tables';
import { staffAccounts } from '../../features/staff/tables';
import { merchants } from '../../features/system/tables';
import { vendors } from '../../features/vendor-wallet/tables';
import { vipLevels } from '../../features/vip/tables';
import { createLedger } from '../../features/wallet/ledger';
import { ledgerTransactions, walletSettings } from '../../features/wallet/tables';
import { passwordHasher } from '../../lib/password-hasher';
import type { Database } from '../database';
import { seedDemoAgentApplication } from './demo-agent-application';
import { demoAgentContractsOf } from './demo-agent-contracts';
import {
  DEMO_DOWNLINE_AGENT,
  DEMO_DOWNLINE_MEMBERS,
  DEMO_DOWNLINE_MOVEMENTS,
  demoDownlineJoinedAt,
  demoDownlinePeriodOf,
  demoDownlineTimeOf,
} from './demo-agent-downline';
import { DEMO_AGENT_PLAN_OF_AGENT, demoAgentPlansOf } from './demo-agent-plans';
import { seedDemoAgentQuotas } from './demo-agent-quotas';
import { demoAnnouncementsOf } from './demo-announcements';
import {
  DEMO_CATALOGUE_MERCHANTS,
  DEMO_LIVE_MODELS,
  DEMO_VENDORS,
  demoCatalogueVendorsOf,
  demoCategoriesOf,
  demoCategoryVendorsOf,
  demoGamesOf,
} from './demo-catalogue';
import { demoHelpItemsOf, demoHelpSectionsOf } from './demo-help';
import { demoInboxOf } from './demo-inbox';
import { DEMO_MEMBERS } from './demo-members';
import { DEMO_MERCHANTS } from './demo-merchants';
import { seedDemoMoneyQueues } from './demo-money-queues';
import { DEMO_PROTECTED_MEMBER, demoPlayerProtectionOf } from './demo-player-protection';
import { demoPromotionsOf } from './demo-promotions';
import { demoReferralRulesOf } from './demo-referrals';
import { demoRewardsOf } from './demo-rewards';
import { DEMO_STAFF } from './demo-staff';
import {
  DEMO_CHAT,
  DEMO_SUPPORT_AGENT,
  demoChatStartOf,
  demoChatTimeOf,
  demoFeedbackOf,
} from './demo-support';
import { demoVipLevelsOf } from './demo-vip';
import {
  DEMO_OPENING_DEPOSIT,
  DEMO_VENDOR,
  DEMO_WALLET_MERCHANTS,
  demoChannelsOf,
  demoWalletSettingsOf,
} from './demo-wallet';
import { findDemoMember } from './find-demo-member';

export const seedDemoData = async (db: Database): Promise<void> => {
  await db
    .insert(merchants)
    .values(
      DEMO_MERCHANTS.map(({ config: { merchantCode, ...config }, access }) => ({
        merchantCode,
        config,
        access,
      })),
    )
    .onConflictDoNothing({ target: merchants.merchantCode });
  await fillMissingAccountSettings(db);
  await seedDemoMembers(db);
  await seedDemoPlayerProtection(db);
  await seedDemoWallet(db);
  // After the wallet: the channels and withdrawal limits of DEMO.
  await seedDemoMoneyQueues(db);
  await seedDemoCatalogue(db);
  await seedDemoPromotions(db);
  await seedDemoInbox(db);
  await seedDemoAgentContracts(db);
  await seedDemoHelp(db);
  await seedDemoSupport(db);
  await seedDemoAgentQuotas(db);
  await seedDemoAgents(db);
  // After the money queues: their member is the applicant.
  await seedDemoAgentApplication(db);
  await seedDemoStaff(db);
  for (const { config } of DEMO_MERCHANTS) {
    await db.insert(vipLevels).values(demoVipLevelsOf(config.merchantCode)).onConflictDoNothing();
  }
};

/** The promotions of each demo brand; their periods count from the first seeding. */
const seedDemoPromotions = async (db: Database): Promise<void> => {
  for (const { config } of DEMO_MERCHANTS) {
    if (!(DEMO_CATALOGUE_MERCHANTS as readonly string[]).includes(config.merchantCode)) continue;
    const brand = { name: config.name, telegram: config.paths.telegram ?? `https://${config.mainDomain}` };
    const seededRewards = await db
      .select({ id: rewards.id, seedKey: rewards.seedKey })
      .from(rewards)
      .where(eq(rewards.merchantCode, config.merchantCode));
    const rewardIds = new Map(seededRewards.flatMap(({ id, seedKey }) => (seedKey ? [[seedKey, id]] : [])));
    await db
      .insert(promotions)
      .values(demoPromotionsOf(config.merchantCode, brand, Date.now(), rewardIds))
      .onConflictDoNothing();
  }
};

/** The demo inbox messages of each brand with demo accounts (after them: a message to all shows to members older than it). */
/**
 * The demo agent's contracts (decision 0049): two offers waiting and an accepted hourly salary,
 * each once (seed key); a contract of its kind that is live already (the operator's) is left alone.
 */
const seedDemoAgentContracts = async (db: Database): Promise<void> => {
  const agent = await findDemoMember(db, 'DEMO', 'agent');
  if (!agent) return;
  for (const row of demoAgentContractsOf('DEMO', agent.id, Date.now())) {
    await db.insert(agentContracts).values(row).onConflictDoNothing();
  }
};

const seedDemoInbox = async (db: Database): Promise<void> => {
  for (const { config } of DEMO_MERCHANTS) {
    const accounts = await db
      .select({ id: members.id, username: members.username, nickname: members.nickname })
      .from(members)
      .where(
        and(
          eq(members.merchantCode, config.merchantCode),
          inArray(
            sql`lower(${members.username})`,
            DEMO_MEMBERS.map(({ username }) => username),
          ),
        ),
      );
    if (accounts.length === 0) continue;
    const byUsername = new Map(accounts.map((account) => [account.username.toLowerCase(), account]));
    await db
      .insert(inboxMessages)
      .values(
        demoInboxOf(config.merchantCode, config.name, Date.now(), (username) => byUsername.get(username)),
      )
      .onConflictDoNothing();
  }
};

/**
 * The help centre of each demo brand that has none yet: its sections, then their items under the
 * sections' ids. Only when it has none, since the operator may remove what the seed wrote.
 */
const seedDemoHelp = async (db: Database): Promise<void> => {
  for (const { config } of DEMO_MERCHANTS) {
    if (!(DEMO_CATALOGUE_MERCHANTS as readonly string[]).includes(config.merchantCode)) continue;
    const [existing] = await db
      .select({ id: helpItems.id })
      .from(helpItems)
      .where(eq(helpItems.merchantCode, config.merchantCode))
      .limit(1);
    if (existing) continue;
    await db.insert(helpItems).values(demoHelpSectionsOf(config.merchantCode)).onConflictDoNothing();
    const sections = await db
      .select({ id: helpItems.id, seedKey: helpItems.seedKey })
      .from(helpItems)
      .where(and(eq(helpItems.merchantCode, config.merchantCode), isNull(helpItems.parentId)));
    const sectionIds = new Map(sections.flatMap(({ id, seedKey }) => (seedKey ? [[seedKey, id]] : [])));
    await db
      .insert(helpItems)
      .values(demoHelpItemsOf(config.merchantCode, { name: config.name }, sectionIds))
      .onConflictDoNothing();
  }
};

/**
 * The demo merchants a database holds: a database that once ran in demo mode keeps them (and the
 * demo accounts with their published passwords) when it runs without it, which the server warns of.
 */
export const demoMerchantsIn = async (db: Database): Promise<string[]> => {
  const codes = DEMO_MERCHANTS.map(({ config }) => config.merchantCode);
  const rows = await db
    .select({ code: merchants.merchantCode })
    .from(merchants)
    .where(inArray(merchants.merchantCode, codes));
  return rows.map((row) => row.code);
};

/**
 * Account settings added after a database was seeded (countryDialingCode) reach its demo brands:
 * each key their stored account lacks comes from the seed, each key it has stays, an operator's
 * value or null included (jsonb `||`: the right side wins). One statement per brand, so a
 * concurrent operator change is not lost, and no write at all when nothing is missing.
 */
const fillMissingAccountSettings = async (db: Database): Promise<void> => {
  for (const { config } of DEMO_MERCHANTS) {
    if (!config.account) continue;
    // Parenthesised: -> and || share one precedence and group from the left.
    const stored = sql`(${merchants.config} -> 'account')`;
    const filled = sql`(${JSON.stringify(config.account)}::jsonb || ${stored})`;
    await db
      .update(merchants)
      .set({ config: sql`jsonb_set(${merchants.config}, '{account}', ${filled})`, updatedAt: new Date() })
      .where(and(eq(merchants.merchantCode, config.merchantCode), sql`${stored} <> ${filled}`));
  }
};

/**
 * The catalogue, live models and announcements of each demo brand, in a few batch inserts. Every
 * catalogue vendor is also a seamless-wallet vendor (a launch issues it a player token), with a
 * secret of its own generated here.
 */
const seedDemoCatalogue = async (db: Database): Promise<void> => {
  await db
    .insert(vendors)
    .values(
      DEMO_VENDORS.map(({ code, name }) => ({
        vendorCode: code,
        name,
        secret: randomBytes(32).toString('base64url'),
      })),
    )
    .onConflictDoNothing();
  for (const merchantCode of DEMO_CATALOGUE_MERCHANTS) {
    await db.insert(catalogueVendors).values(demoCatalogueVendorsOf(merchantCode)).onConflictDoNothing();
    await db.insert(gameCategories).values(demoCategoriesOf(merchantCode)).onConflictDoNothing();
    await db.insert(games).values(demoGamesOf(merchantCode)).onConflictDoNothing();
    const ids = new Map(
      (
        await db
          .select({ id: games.id, vendorCode: games.vendorCode, gameCode: games.gameCode })
          .from(games)
          .where(eq(games.merchantCode, merchantCode))
      ).map((game) => [`${game.vendorCode}/${game.gameCode}`, game.id]),
    );
    const gameIdOf = (vendorCode: string, gameCode: string) => ids.get(`${vendorCode}/${gameCode}`);
    await db
      .insert(categoryVendors)
      .values(demoCategoryVendorsOf(merchantCode, gameIdOf))
      .onConflictDoNothing();
    const models = DEMO_LIVE_MODELS.filter((model) => model.merchantCode === merchantCode);
    if (models.length > 0) {
      await db
        .insert(liveModels)
        .values(
          models.map(({ name, streaming, game }, index) => ({
            merchantCode,
            name,
            streaming,
            gameId: gameIdOf(game.vendorCode, game.gameCode) ?? null,
            sortOrder: index + 1,
          })),
        )
        .onConflictDoNothing();
    }
    const brand = DEMO_MERCHANTS.find(({ config }) => config.merchantCode === merchantCode)?.config;
    if (!brand) continue;
    await db
      .insert(announcements)
      .values(
        demoAnnouncementsOf(
          merchantCode,
          { name: brand.name, telegram: brand.paths.telegram ?? `https://${brand.mainDomain}` },
          gameIdOf,
        ),
      )
      .onConflictDoNothing();
  }
};

const seedDemoWallet = async (db: Database): Promise<void> => {
  for (const merchantCode of DEMO_WALLET_MERCHANTS) {
    await db.insert(paymentChannels).values(demoChannelsOf(merchantCode)).onConflictDoNothing();
    await db.insert(walletSettings).values(demoWalletSettingsOf(merchantCode)).onConflictDoNothing();
    // The reward centre's demo rewards pay in the same VND wallets.
    await db.insert(rewards).values(demoRewardsOf(merchantCode)).onConflictDoNothing();
    // Invite friends' programme, as the seeded "Refer a friend" promotion describes it.
    await db.insert(referralRules).values(demoReferralRulesOf(merchantCode)).onConflictDoNothing();
  }
  await db
    .insert(vendors)
    .values({ ...DEMO_VENDOR, secret: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const { orderId, channelId, merchantCode, username, currency, amount, idempotencyKey } =
    DEMO_OPENING_DEPOSIT;
  const member = await findDemoMember(db, merchantCode, username);
  if (!member) return;
  // The same key every start: the ledger answers the first deposit and moves nothing again.
  const { transactionId } = await createLedger(db).post({
    merchantCode,
    currency,
    kind: 'deposit',
    idempotencyKey,
    reference: 'deposit:opening balance',
    legs: [
      { account: { kind: 'payment_clearing' }, amount: -amount },
      { account: { kind: 'player_wallet', memberId: member.id }, amount },
    ],
  });
  // Outside the ledger's transaction, so that a database seeded before the order was recorded gets it too.
  await db
    .insert(depositOrders)
    .values({
      id: orderId,
      merchantCode,
      memberId: member.id,
      channelId,
      kind: 'sandbox',
      amount,
      currency,
      status: 'completed',
      ledgerTransactionId: transactionId,
      completedAt: new Date(),
    })
    .onConflictDoNothing();
};

/** Inserts a demo account only when its username is free, and hashes only then (argon2 is slow by design). */
const seedDemoMembers = async (db: Database): Promise<void> => {
  for (const { username, password, member } of DEMO_MEMBERS) {
    const existing = await findDemoMember(db, member.merchantCode, username);
    if (existing) continue;
    await db
      .insert(members)
      .values({ ...member, username, passwordHash: await passwordHasher.hash(password) })
      .onConflictDoNothing();
  }
};

/** The back office's demo staff, one per role; an account that exists is left as it is. */
const seedDemoStaff = async (db: Database): Promise<void> => {
  const existing = new Set(
    (await db.select({ username: staffAccounts.username }).from(staffAccounts)).map((row) => row.username),
  );
  for (const { username, password, role } of DEMO_STAFF) {
    if (existing.has(username)) continue;
    await db
      .insert(staffAccounts)
      .values({ username, role, passwordHash: await passwordHasher.hash(password) })
      .onConflictDoNothing();
  }
};

/** The careful member's limit, reality check and their history, once: while the member has no limit row. */
const seedDemoPlayerProtection = async (db: Database): Promise<void> => {
  const member = await findDemoMember(db, 'DEMO', DEMO_PROTECTED_MEMBER);
  if (!member) return;
  const [existing] = await db
    .select({ memberId: playerLimits.memberId })
    .from(playerLimits)
    .where(eq(playerLimits.memberId, member.id))
    .limit(1);
  if (existing) return;
  const demo = demoPlayerProtectionOf({ merchantCode: 'DEMO', memberId: member.id }, Date.now());
  await db.transaction(async (tx) => {
    await tx.insert(playerLimits).values(demo.limits);
    await tx.insert(playerRealityChecks).values(demo.realityCheck).onConflictDoNothing();
    await tx.insert(playerProtectionHistory).values(demo.history);
  });
};

/**
 * The demo player's support history (demo-support.ts), each part only while the player has none:
 * a conversation is one per member, and what the operator or the player later adds must not be
 * joined by a second copy at the next start.
 */
const seedDemoSupport = async (db: Database): Promise<void> => {
  const now = Date.now();
  for (const { config } of DEMO_MERCHANTS) {
    const [player] = await db
      .select({ id: members.id, username: members.username })
      .from(members)
      .where(and(eq(members.merchantCode, config.merchantCode), sql`lower(${members.username}) = 'demo'`));
    if (!player) continue;
    await db.transaction(async (tx) => {
      const start = demoChatStartOf(now);
      const [conversation] = await tx
        .insert(chatConversations)
        .values({
          merchantCode: config.merchantCode,
          memberId: player.id,
          username: player.username,
          status: 'closed',
          createdAt: start,
        })
        .onConflictDoNothing()
        .returning({ id: chatConversations.id });
      if (!conversation) return;
      const lines = await tx
        .insert(chatMessages)
        .values(
          DEMO_CHAT.map((line) => ({
            conversationId: conversation.id,
            sender: line.sender,
            staffName: line.sender === 'staff' ? DEMO_SUPPORT_AGENT : null,
            text: line.text,
            createdAt: demoChatTimeOf(start, line),
          })),
        )
        .returning({ id: chatMessages.id, createdAt: chatMessages.createdAt });
      const last = lines.reduce((latest, line) => (line.id > latest.id ? line : latest));
      // Read on both sides: the resolved conversation owes no one a badge.
      await tx
        .update(chatConversations)
        .set({
          memberReadId: last.id,
          staffReadId: last.id,
          lastMessageId: last.id,
          updatedAt: last.createdAt,
        })
        .where(eq(chatConversations.id, conversation.id));
    });
    const [earlier] = await db
      .select({ id: feedback.id })
      .from(feedback)
      .where(eq(feedback.memberId, player.id))
      .limit(1);
    if (!earlier) {
      await db.insert(feedback).values({
        merchantCode: config.merchantCode,
        memberId: player.id,
        sender: player.username,
        ...demoFeedbackOf(now),
      });
    }
  }
};

/**
 * The agent plans of each demo wallet brand, the demo agent's plan, and its downline
 * (demo-agent-downline.ts): the members, then their month's movements through the ledger. A past
 * month whose activity was seeded as "this month" is not seeded again as "last month".
 */
const seedDemoAgents = async (db: Database): Promise<void> => {
  for (const merchantCode of DEMO_WALLET_MERCHANTS) {
    await db.insert(agentsPlans).values(demoAgentPlansOf(merchantCode)).onConflictDoNothing();
  }
  const { merchantCode, username } = DEMO_DOWNLINE_AGENT;
  const agent = await findDemoMember(db, merchantCode, username);
  if (!agent) return;
  const [plan] = await db
    .select({ id: agentsPlans.id })
    .from(agentsPlans)
    .where(
      and(eq(agentsPlans.merchantCode, merchantCode), eq(agentsPlans.seedKey, DEMO_AGENT_PLAN_OF_AGENT)),
    );
  if (plan) {
    await db
      .insert(agentsPlanAssignments)
      .values({ memberId: agent.id, merchantCode, planId: plan.id })
      .onConflictDoNothing();
  }
  const now = Date.now();
  const ids = new Map<string, number>();
  for (const downline of DEMO_DOWNLINE_MEMBERS) {
    const existing = await findDemoMember(db, merchantCode, downline.username);
    if (existing) {
      ids.set(downline.username, existing.id);
      continue;
    }
    const [row] = await db
      .insert(members)
      .values({
        merchantCode,
        username: downline.username,
        nickname: downline.nickname,
        type: 0,
        referrerId: agent.id,
        passwordHash: await passwordHasher.hash(downline.password),
        createdAt: demoDownlineJoinedAt(downline, now),
      })
      .onConflictDoNothing()
      .returning({ id: members.id });
    if (row) ids.set(downline.username, row.id);
  }
  const lastPeriod = demoDownlinePeriodOf('last', now);
  const [seededAsThisMonth] = await db
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.merchantCode, merchantCode),
        like(ledgerTransactions.idempotencyKey, `seed:downline:${lastPeriod}:this:%`),
      ),
    )
    .limit(1);
  const ledger = createLedger(db);
  for (const [index, movement] of DEMO_DOWNLINE_MOVEMENTS.entries()) {
    if (movement.month === 'last' && seededAsThisMonth) continue;
    const memberId = ids.get(movement.username);
    if (memberId === undefined) continue;
    const wallet = { kind: 'player_wallet', memberId } as const;
    const other = {
      kind: movement.kind === 'deposit' ? 'payment_clearing' : movement.kind === 'bonus' ? 'bonus' : 'house',
    } as const;
    const toPlayer = movement.kind !== 'bet';
    const period = demoDownlinePeriodOf(movement.month, now);
    await ledger.post({
      merchantCode,
      currency: 'VND',
      kind: movement.kind,
      idempotencyKey: `seed:downline:${period}:${movement.month}:${index}`,
      reference: `${movement.kind}:demo downline`,
      at: demoDownlineTimeOf(movement, index, now),
      legs: [
        { account: wallet, amount: toPlayer ? movement.amount : -movement.amount },
        { account: other, amount: toPlayer ? -movement.amount : movement.amount },
      ],
    });
  }
};
