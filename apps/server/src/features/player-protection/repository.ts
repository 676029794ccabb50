/**
 * Player protection's queries (tables.ts). A member's writes take the member's lock first, so two
 * changes of one member never start from the same old state; each writes its history rows (and an
 * operator's its audit row) in the same transaction.
 */
import type { PlayerBlockKind, PlayerLimitName, RealityCheckMinutes } from '@app/contract';
import { and, count, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type OperatorActor, recordAudit } from '../../db/operator-audit';
import { type PageRequest, pageWithTotal } from '../../db/page';
import { type LimitChange, NO_LIMIT, type StoredLimit } from './rules';
import { playerBlocks, playerLimits, playerProtectionHistory, playerRealityChecks } from './tables';

export type BlockRow = typeof playerBlocks.$inferSelect;
export type HistoryRow = typeof playerProtectionHistory.$inferSelect;
type NewHistory = Omit<typeof playerProtectionHistory.$inferInsert, 'id'>;

/** Whose protection: the member's id and merchant (the history and blocks keep the merchant). */
export interface ProtectedMember {
  merchantCode: string;
  memberId: number;
}

/** An operator's block: who placed it and why, for the audit row written with it. */
export interface OperatorBlock extends OperatorActor {
  username: string;
  reason: string;
}

/** Serializes the writes of one member's player protection until the transaction ends. */
const lockMember = (tx: Database, memberId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`player_protection:${memberId}`}))`);

const blockInForce = async (db: Database, memberId: number, at: Date): Promise<BlockRow | null> => {
  const [row] = await db
    .select()
    .from(playerBlocks)
    .where(
      and(eq(playerBlocks.memberId, memberId), lte(playerBlocks.startsAt, at), gt(playerBlocks.endsAt, at)),
    )
    .orderBy(desc(playerBlocks.endsAt))
    .limit(1);
  return row ?? null;
};

type LimitRow = Pick<typeof playerLimits.$inferSelect, 'limit' | 'value' | 'pendingValue' | 'pendingAt'>;
const limitsByName = (rows: readonly LimitRow[]): Map<PlayerLimitName, StoredLimit> =>
  new Map(
    rows.map(({ limit, value, pendingValue, pendingAt }) => [limit, { value, pendingValue, pendingAt }]),
  );

/** What every stake asks (decision 0059): the member's limits and the block in force, if any. */
export interface StakeCheck {
  limits: Map<PlayerLimitName, StoredLimit>;
  blockKind: PlayerBlockKind | null;
}

/**
 * The stake check's two reads in one prepared statement (issue 18: every debit runs it, and as two
 * statements they were two round trips and two commits): the limit rows, then the block's kind as
 * one more row in the limit's column, told apart by `row`. The limits' select comes first, as
 * drizzle maps every row with the first select's columns.
 */
const stakeCheckStatement = (db: Database) =>
  db
    .select({
      row: sql<'limit' | 'block'>`'limit'`,
      limit: playerLimits.limit,
      value: playerLimits.value,
      pendingValue: playerLimits.pendingValue,
      pendingAt: playerLimits.pendingAt,
    })
    .from(playerLimits)
    .where(eq(playerLimits.memberId, sql.placeholder('memberId')))
    .unionAll(
      db
        .select({
          row: sql<'limit' | 'block'>`'block'`,
          limit: sql<PlayerLimitName>`${playerBlocks.kind}`,
          value: sql<number | null>`null`,
          pendingValue: sql<number | null>`null`,
          pendingAt: sql<Date | null>`null`,
        })
        .from(playerBlocks)
        .where(
          and(
            eq(playerBlocks.memberId, sql.placeholder('memberId')),
            lte(playerBlocks.startsAt, sql.placeholder('at')),
            gt(playerBlocks.endsAt, sql.placeholder('at')),
          ),
        )
        .orderBy(desc(playerBlocks.endsAt))
        .limit(1),
    )
    .prepare('player_protection_stake_check');

export const createPlayerProtectionRepository = (db: Database) => {
  const stakeCheck = stakeCheckStatement(db);
  return {
    /** The member's stored limits by name (a limit never set is absent). */
    async limitsOf(memberId: number): Promise<Map<PlayerLimitName, StoredLimit>> {
      return limitsByName(await db.select().from(playerLimits).where(eq(playerLimits.memberId, memberId)));
    },

    /** The member's limits and the kind of the block in force at `at` (the one that ends last), in one read. */
    async stakeCheckOf(memberId: number, at: Date): Promise<StakeCheck> {
      const rows = await stakeCheck.execute({ memberId, at });
      const block = rows.find((row) => row.row === 'block');
      return {
        limits: limitsByName(rows.filter((row) => row.row === 'limit')),
        blockKind: block ? (block.limit as string as PlayerBlockKind) : null,
      };
    },

    /** The member's reality-check row: undefined when they never chose. */
    async realityCheckOf(memberId: number): Promise<{ minutes: RealityCheckMinutes | null } | undefined> {
      const [row] = await db
        .select({ minutes: playerRealityChecks.minutes })
        .from(playerRealityChecks)
        .where(eq(playerRealityChecks.memberId, memberId));
      return row;
    },

    /** The time-out or self-exclusion in force at `at` that ends last, or null. */
    blockInForce: (memberId: number, at: Date) => blockInForce(db, memberId, at),

    /**
     * One limit changed: `change` computes it from the limit as stored (under the member's lock);
     * its history events are written with it. Answers the change.
     */
    setLimit: (
      member: ProtectedMember,
      limit: PlayerLimitName,
      change: (stored: StoredLimit) => LimitChange,
      at: Date,
    ): Promise<LimitChange> =>
      db.transaction(async (tx) => {
        await lockMember(tx, member.memberId);
        const [row] = await tx
          .select()
          .from(playerLimits)
          .where(and(eq(playerLimits.memberId, member.memberId), eq(playerLimits.limit, limit)));
        const changed = change(row ?? NO_LIMIT);
        const values = { ...changed.after, updatedAt: at };
        await tx
          .insert(playerLimits)
          .values({ memberId: member.memberId, limit, ...values })
          .onConflictDoUpdate({ target: [playerLimits.memberId, playerLimits.limit], set: values });
        if (changed.events.length > 0) {
          await tx.insert(playerProtectionHistory).values(
            changed.events.map(
              (entry): NewHistory => ({
                merchantCode: member.merchantCode,
                memberId: member.memberId,
                event: entry.event,
                limit,
                fromValue: entry.from,
                toValue: entry.to,
                effectiveAt: entry.effectiveAt,
                changedBy: 'member',
                at,
              }),
            ),
          );
        }
        return changed;
      }),

    /** The member's reality-check interval, with its history row (from the one before). */
    setRealityCheck: (
      member: ProtectedMember,
      minutes: RealityCheckMinutes | null,
      before: RealityCheckMinutes | null,
      at: Date,
    ) =>
      db.transaction(async (tx) => {
        await lockMember(tx, member.memberId);
        await tx
          .insert(playerRealityChecks)
          .values({ memberId: member.memberId, minutes, updatedAt: at })
          .onConflictDoUpdate({ target: playerRealityChecks.memberId, set: { minutes, updatedAt: at } });
        await tx.insert(playerProtectionHistory).values({
          ...member,
          event: 'realityCheckSet',
          limit: null,
          fromValue: before,
          toValue: minutes,
          effectiveAt: at,
          changedBy: 'member',
          at,
        });
      }),

    /**
     * A block from `at` to `endsAt`, with its history row (and the operator's audit row). `check`
     * sees the block in force under the member's lock and throws to refuse.
     */
    placeBlock: (
      member: ProtectedMember,
      block: { kind: PlayerBlockKind; endsAt: Date },
      at: Date,
      check: (inForce: BlockRow | null) => void,
      operator?: OperatorBlock,
    ): Promise<BlockRow> =>
      db.transaction(async (tx) => {
        await lockMember(tx, member.memberId);
        check(await blockInForce(tx, member.memberId, at));
        const placedBy = operator?.actor ?? 'member';
        const [row] = await tx
          .insert(playerBlocks)
          .values({
            ...member,
            kind: block.kind,
            startsAt: at,
            endsAt: block.endsAt,
            placedBy,
            reason: operator?.reason ?? null,
          })
          .returning();
        if (!row) throw new Error('player block insert returned no row');
        await tx.insert(playerProtectionHistory).values({
          ...member,
          event: block.kind,
          limit: null,
          fromValue: null,
          toValue: null,
          effectiveAt: block.endsAt,
          changedBy: placedBy,
          at,
        });
        if (operator) {
          await recordAudit(tx, {
            merchantCode: member.merchantCode,
            actor: operator.actor,
            clientIp: operator.clientIp,
            target: `player-protection:${operator.username}:block`,
            patch: { kind: block.kind, reason: operator.reason },
            before: null,
            after: { kind: row.kind, from: row.startsAt.toISOString(), until: row.endsAt.toISOString() },
          });
        }
        return row;
      }),

    /** One page of the member's history, newest first, and how many entries there are. */
    historyPage: (memberId: number, page: PageRequest) =>
      pageWithTotal(
        db
          .select({ value: count() })
          .from(playerProtectionHistory)
          .where(eq(playerProtectionHistory.memberId, memberId)),
        db
          .select()
          .from(playerProtectionHistory)
          .where(eq(playerProtectionHistory.memberId, memberId))
          .orderBy(desc(playerProtectionHistory.id))
          .$dynamic(),
        page,
      ),

    /** The operator's read of a member's player protection, in the operator audit. */
    recordOperatorRead: (merchantCode: string, username: string, actor: OperatorActor) =>
      recordAudit(db, {
        merchantCode,
        ...actor,
        target: `player-protection:${username}`,
        patch: { read: true },
        before: null,
        after: null,
      }),
  };
};

export type PlayerProtectionRepository = ReturnType<typeof createPlayerProtectionRepository>;
