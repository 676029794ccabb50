/**
 * The reward centre's queries: reward definitions (the operator's writes audited in the same
 * transaction) and claims. The claim row is written by the ledger movement's `alongside`, so its
 * functions take the caller's database or transaction.
 */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type PageRequest, pageWithTotal } from '../../db/page';
import { operatorAudit } from '../../db/tables';
import { rewardClaims, rewards } from './tables';

export type RewardRow = typeof rewards.$inferSelect;
export type NewReward = Omit<typeof rewards.$inferInsert, 'id' | 'createdAt' | 'merchantCode'>;
export type ClaimRow = typeof rewardClaims.$inferSelect;
export interface Audit {
  actor: string;
  clientIp: string;
}

/** What the audit keeps of a reward: everything but its id and creation time. */
const audited = ({ id: _id, createdAt: _createdAt, ...rest }: RewardRow) => rest;

export const merchantRewards = (db: Database, merchantCode: string) =>
  db
    .select()
    .from(rewards)
    .where(eq(rewards.merchantCode, merchantCode))
    .orderBy(asc(rewards.sortOrder), asc(rewards.id));

export const findReward = async (db: Database, merchantCode: string, id: number) =>
  (
    await db
      .select()
      .from(rewards)
      .where(and(eq(rewards.merchantCode, merchantCode), eq(rewards.id, id)))
  )[0] ?? null;

export const createReward = (db: Database, merchantCode: string, reward: NewReward, audit: Audit) =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .insert(rewards)
      .values({ ...reward, merchantCode })
      .returning();
    if (!row) throw new Error('reward insert returned nothing');
    await tx.insert(operatorAudit).values({
      merchantCode,
      ...audit,
      target: `reward:${row.id}`,
      patch: reward,
      before: sql`'null'::jsonb`,
      after: audited(row),
    });
    return row;
  });

export const patchReward = (
  db: Database,
  merchantCode: string,
  id: number,
  change: (before: RewardRow) => Partial<NewReward>,
  patch: object,
  audit: Audit,
) =>
  db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(rewards)
      .where(and(eq(rewards.merchantCode, merchantCode), eq(rewards.id, id)))
      .for('update');
    if (!before) return null;
    const [after] = await tx.update(rewards).set(change(before)).where(eq(rewards.id, id)).returning();
    if (!after) throw new Error(`reward ${id} vanished under its lock`);
    await tx.insert(operatorAudit).values({
      merchantCode,
      ...audit,
      target: `reward:${id}`,
      patch,
      before: audited(before),
      after: audited(after),
    });
    return after;
  });

/** Every claim of the member, oldest first (what the states and the wagering are computed from). */
export const memberClaims = (db: Database, memberId: number) =>
  db
    .select()
    .from(rewardClaims)
    .where(eq(rewardClaims.memberId, memberId))
    .orderBy(asc(rewardClaims.createdAt), asc(rewardClaims.id));

export const memberClaimsPage = (db: Database, memberId: number, page: PageRequest) =>
  pageWithTotal(
    db.select({ value: count() }).from(rewardClaims).where(eq(rewardClaims.memberId, memberId)),
    db
      .select()
      .from(rewardClaims)
      .where(eq(rewardClaims.memberId, memberId))
      .orderBy(desc(rewardClaims.createdAt), desc(rewardClaims.id))
      .$dynamic(),
    page,
  );

export const insertClaim = async (db: Database, claim: typeof rewardClaims.$inferInsert) => {
  await db.insert(rewardClaims).values(claim);
};

export const findClaim = async (db: Database, rewardId: number, memberId: number, periodKey: string) =>
  (
    await db
      .select()
      .from(rewardClaims)
      .where(
        and(
          eq(rewardClaims.rewardId, rewardId),
          eq(rewardClaims.memberId, memberId),
          eq(rewardClaims.periodKey, periodKey),
        ),
      )
  )[0] ?? null;
