/**
 * The reward centre's queries: reward definitions (the operator's writes audited in the same
 * transaction) and claims. The claim row is written by the ledger movement's `alongside`, so its
 * functions take the caller's database or transaction.
 */
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { auditedRows, type OperatorActor } from '../../db/operator-audit';
import { type PageRequest, pageWithTotal } from '../../db/page';
import { rewardClaims, rewards } from './tables';

export type RewardRow = typeof rewards.$inferSelect;
export type NewReward = Omit<typeof rewards.$inferInsert, 'id' | 'createdAt' | 'merchantCode'>;
export type ClaimRow = typeof rewardClaims.$inferSelect;

/** What the audit keeps of a reward: everything but its id and creation time. */
const audited = auditedRows({
  table: rewards,
  kind: 'reward',
  documentOf: ({ id: _id, createdAt: _createdAt, ...rest }: RewardRow) => rest,
});

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

export const createReward = (db: Database, merchantCode: string, reward: NewReward, audit: OperatorActor) =>
  audited.create(db, merchantCode, reward, audit);

export const patchReward = (
  db: Database,
  merchantCode: string,
  id: number,
  change: (before: RewardRow) => Partial<NewReward>,
  patch: object,
  audit: OperatorActor,
) => audited.patch(db, merchantCode, id, change, patch, audit);

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
