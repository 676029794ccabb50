/**
 * The wallet's reads of its tables besides the ledger's own (ledger.ts, the only writer of ledger
 * rows: decision 0011). Every function takes the caller's database or transaction first.
 */
import { and, asc, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type OperatorActor, recordAudit } from '../../db/operator-audit';
import { type PageRequest, pageWithTotal } from '../../db/page';
import { ledgerAccounts, ledgerPostings, ledgerTransactions, walletSettings } from './tables';

export const findWalletSettings = async (db: Database, merchantCode: string) => {
  const [row] = await db.select().from(walletSettings).where(eq(walletSettings.merchantCode, merchantCode));
  return row ?? null;
};

type WalletSettingsRow = typeof walletSettings.$inferSelect;
const settingsDocument = (row: WalletSettingsRow | null) =>
  row && {
    withdrawalMin: row.withdrawalMin,
    withdrawalMax: row.withdrawalMax,
    approvalThreshold: row.approvalThreshold,
  };

/** An admin's change of the merchant's wallet settings (created at the first), audited in its transaction. */
export const saveWalletSettings = (
  db: Database,
  merchantCode: string,
  values: Omit<WalletSettingsRow, 'merchantCode'>,
  actor: OperatorActor,
) =>
  db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(walletSettings)
      .where(eq(walletSettings.merchantCode, merchantCode))
      .for('update');
    const [after] = await tx
      .insert(walletSettings)
      .values({ merchantCode, ...values })
      .onConflictDoUpdate({ target: walletSettings.merchantCode, set: values })
      .returning();
    if (!after) throw new Error('wallet settings upsert returned no row');
    await recordAudit(tx, {
      merchantCode,
      ...actor,
      target: 'wallet-settings',
      patch: values,
      before: settingsDocument(before ?? null),
      after: settingsDocument(after),
    });
    return after;
  });

/** A member's wallet and withdrawal hold balances in a currency (0 for an account not opened yet). */
export const memberBalances = async (
  db: Database,
  member: { merchantCode: string; currency: string; memberId: number },
) => {
  const rows = await db
    .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.merchantCode, member.merchantCode),
        eq(ledgerAccounts.currency, member.currency),
        eq(ledgerAccounts.memberId, member.memberId),
        inArray(ledgerAccounts.kind, ['player_wallet', 'player_withdrawal_hold']),
      ),
    );
  const balanceOf = (kind: string) => rows.find((row) => row.kind === kind)?.balance ?? 0;
  return { wallet: balanceOf('player_wallet'), held: balanceOf('player_withdrawal_hold') };
};

/** One page of an account's postings, newest first, with their transactions' references, and how many there are. */
export const postingsPage = (
  db: Database,
  filter: { accountId: number; kinds?: readonly string[]; from?: Date; to?: Date },
  page: PageRequest,
) => {
  const where = and(
    eq(ledgerPostings.accountId, filter.accountId),
    filter.kinds ? inArray(ledgerPostings.kind, [...filter.kinds]) : undefined,
    filter.from === undefined ? undefined : gte(ledgerPostings.createdAt, filter.from),
    filter.to === undefined ? undefined : lt(ledgerPostings.createdAt, filter.to),
  );
  return pageWithTotal(
    db.select({ value: count() }).from(ledgerPostings).where(where),
    db
      .select({
        id: ledgerPostings.id,
        transactionId: ledgerPostings.transactionId,
        kind: ledgerPostings.kind,
        amount: ledgerPostings.amount,
        balanceAfter: ledgerPostings.balanceAfter,
        createdAt: ledgerPostings.createdAt,
        reference: ledgerTransactions.reference,
      })
      .from(ledgerPostings)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
      .where(where)
      .orderBy(desc(ledgerPostings.createdAt), desc(ledgerPostings.id))
      .$dynamic(),
    page,
  );
};

type PostingsFilter = { accountId: number; kinds: readonly string[]; from?: Date; to?: Date };

const postingsWhere = (filter: PostingsFilter) =>
  and(
    eq(ledgerPostings.accountId, filter.accountId),
    inArray(ledgerPostings.kind, [...filter.kinds]),
    filter.from === undefined ? undefined : gte(ledgerPostings.createdAt, filter.from),
    filter.to === undefined ? undefined : lt(ledgerPostings.createdAt, filter.to),
  );

/** The signed sum of an account's postings of these kinds in [from, to). */
export const postingsTotal = async (db: Database, filter: PostingsFilter): Promise<number> => {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${ledgerPostings.amount})` })
    .from(ledgerPostings)
    .where(postingsWhere(filter));
  return Number(row?.total ?? 0);
};

/** An account's postings of these kinds in [from, to), oldest first. */
export const postingsOf = (db: Database, filter: PostingsFilter) =>
  db
    .select({
      transactionId: ledgerPostings.transactionId,
      amount: ledgerPostings.amount,
      createdAt: ledgerPostings.createdAt,
    })
    .from(ledgerPostings)
    .where(postingsWhere(filter))
    .orderBy(asc(ledgerPostings.createdAt), asc(ledgerPostings.id));

/**
 * Per member of these, the signed sum of their wallet's postings of each kind in [from, to): one
 * grouped read for a downline's figures instead of a query per member and kind.
 */
export const walletTotalsByKind = async (
  db: Database,
  filter: { merchantCode: string; currency: string; memberIds: readonly number[]; from?: Date; to?: Date },
) => {
  if (filter.memberIds.length === 0) return [];
  const rows = await db
    .select({
      memberId: ledgerAccounts.memberId,
      kind: ledgerPostings.kind,
      total: sql<string>`sum(${ledgerPostings.amount})`,
    })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .where(
      and(
        eq(ledgerAccounts.merchantCode, filter.merchantCode),
        eq(ledgerAccounts.currency, filter.currency),
        eq(ledgerAccounts.kind, 'player_wallet'),
        inArray(ledgerAccounts.memberId, [...new Set(filter.memberIds)]),
        filter.from === undefined ? undefined : gte(ledgerPostings.createdAt, filter.from),
        filter.to === undefined ? undefined : lt(ledgerPostings.createdAt, filter.to),
      ),
    )
    .groupBy(ledgerAccounts.memberId, ledgerPostings.kind);
  return rows.map((row) => ({ memberId: row.memberId, kind: row.kind, total: Number(row.total) }));
};

/**
 * A merchant's players' postings since a time, per UTC day and kind: their signed sum, how many
 * transactions, and how many distinct members — one grouped read for the back office's dashboard.
 * Only the players' own accounts (wallet and withdrawal hold) count, so each movement is seen once
 * from the player's side.
 */
export const merchantDailyTotals = async (
  db: Database,
  filter: { merchantCode: string; currency: string; since: Date },
) => {
  const day = sql<string>`to_char(date_trunc('day', ${ledgerPostings.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      day,
      kind: ledgerPostings.kind,
      accountKind: ledgerAccounts.kind,
      total: sql<string>`sum(${ledgerPostings.amount})`,
      count: sql<string>`count(distinct ${ledgerPostings.transactionId})`,
    })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .where(
      and(
        eq(ledgerAccounts.merchantCode, filter.merchantCode),
        eq(ledgerAccounts.currency, filter.currency),
        inArray(ledgerAccounts.kind, ['player_wallet', 'player_withdrawal_hold']),
        gte(ledgerPostings.createdAt, filter.since),
      ),
    )
    .groupBy(day, ledgerPostings.kind, ledgerAccounts.kind);
  return rows.map((row) => ({
    day: row.day,
    kind: row.kind,
    accountKind: row.accountKind,
    total: Number(row.total),
    count: Number(row.count),
  }));
};

/**
 * The distinct members of a merchant with a bet since a time, per UTC day and (day null) over the
 * whole period: one read with ROLLUP.
 */
export const merchantDailyBettors = async (
  db: Database,
  filter: { merchantCode: string; currency: string; since: Date },
) => {
  const day = sql<
    string | null
  >`to_char(date_trunc('day', ${ledgerPostings.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, bettors: sql<string>`count(distinct ${ledgerAccounts.memberId})` })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .where(
      and(
        eq(ledgerAccounts.merchantCode, filter.merchantCode),
        eq(ledgerAccounts.currency, filter.currency),
        eq(ledgerAccounts.kind, 'player_wallet'),
        eq(ledgerPostings.kind, 'bet'),
        gte(ledgerPostings.createdAt, filter.since),
      ),
    )
    .groupBy(sql`rollup(${day})`);
  return rows.map((row) => ({ day: row.day, bettors: Number(row.bettors) }));
};
