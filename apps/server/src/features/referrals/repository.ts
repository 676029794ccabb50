/**
 * Invite friends' queries: the programme rules (the operator's replacement audited in its
 * transaction) and the bonuses paid. A claim row is written by its ledger movement's `alongside`,
 * so those functions take the caller's database or transaction.
 */
import { and, asc, count, eq, gte } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type OperatorActor, recordAudit } from '../../db/operator-audit';
import { referralClaims, referralRules } from './tables';

export type RulesRow = typeof referralRules.$inferSelect;
export type NewRules = Omit<typeof referralRules.$inferInsert, 'merchantCode' | 'updatedAt'>;
export type ReferralClaimRow = typeof referralClaims.$inferSelect;

const documentOf = ({ merchantCode: _merchantCode, updatedAt: _updatedAt, ...rest }: RulesRow) => rest;

export const rulesOf = async (db: Database, merchantCode: string): Promise<RulesRow | null> =>
  (await db.select().from(referralRules).where(eq(referralRules.merchantCode, merchantCode)))[0] ?? null;

/** Replaces the merchant's rules (or makes them) and records the change, in one transaction. */
export const putRules = (db: Database, merchantCode: string, rules: NewRules, actor: OperatorActor) =>
  db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(referralRules)
      .where(eq(referralRules.merchantCode, merchantCode))
      .for('update');
    const values = { ...rules, merchantCode, updatedAt: new Date() };
    const [after] = await tx
      .insert(referralRules)
      .values(values)
      .onConflictDoUpdate({ target: referralRules.merchantCode, set: values })
      .returning();
    if (!after) throw new Error('referral rules upsert returned no row');
    await recordAudit(tx, {
      merchantCode,
      ...actor,
      target: 'referral-rules',
      patch: rules,
      before: before ? documentOf(before) : null,
      after: documentOf(after),
    });
    return after;
  });

/** Every bonus paid to the member (both sides), oldest first. */
export const claimsOfMember = (db: Database, memberId: number) =>
  db
    .select()
    .from(referralClaims)
    .where(eq(referralClaims.memberId, memberId))
    .orderBy(asc(referralClaims.createdAt), asc(referralClaims.id));

export const findClaim = async (db: Database, friendId: number, side: 'referrer' | 'friend') =>
  (
    await db
      .select()
      .from(referralClaims)
      .where(and(eq(referralClaims.friendId, friendId), eq(referralClaims.side, side)))
  )[0] ?? null;

/** How many referrer bonuses the member was paid since `from` (the monthly cap). */
export const referrerClaimsSince = async (db: Database, memberId: number, from: Date): Promise<number> => {
  const [row] = await db
    .select({ value: count() })
    .from(referralClaims)
    .where(
      and(
        eq(referralClaims.memberId, memberId),
        eq(referralClaims.side, 'referrer'),
        gte(referralClaims.createdAt, from),
      ),
    );
  return row?.value ?? 0;
};

export const insertClaim = async (db: Database, claim: typeof referralClaims.$inferInsert) => {
  await db.insert(referralClaims).values(claim);
};
