/**
 * Staff accounts and sessions in the database. The sign-in's counters and the TOTP step are
 * changed by conditional updates, so two sign-ins at once can neither both use one code nor lose a
 * failure; every change of an account by an operator appends its audit row in the same transaction.
 */
import { AUDIT_PLATFORM_MERCHANT, type AuditQuery } from '@app/contract';
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type OperatorActor, readAudit, recordAudit } from '../../db/operator-audit';
import { staffActorOf } from '../../plugins/operator-key';
import { staffAccounts, staffSessions } from './tables';

export type StaffAccountRow = typeof staffAccounts.$inferSelect;
export type StaffSessionRow = typeof staffSessions.$inferSelect;
/** What an operator may change of an account (the sign-in's own columns are the repository's). */
export type StaffAccountChange = Partial<
  Pick<StaffAccountRow, 'role' | 'disabled' | 'totpSecret' | 'totpPendingSecret' | 'lastTotpStep'>
>;

/** The audit target of an account. */
export const staffTargetOf = (username: string) => `staff:${username}`;
/** The audit's actor of an account locked by failed sign-ins: the one who tried is not known. */
export const STAFF_SIGN_IN_ATTEMPTS_ACTOR = 'staff-sign-in';

/** The audit document of an account: what an operator changes, without its hash or secrets. */
const auditDocumentOf = (row: StaffAccountRow) => ({
  username: row.username,
  role: row.role,
  disabled: row.disabled,
  totpEnrolled: row.totpSecret !== null,
});

export const createStaffRepository = (db: Database) => ({
  async find(username: string): Promise<StaffAccountRow | null> {
    const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.username, username));
    return row ?? null;
  },

  list: (): Promise<StaffAccountRow[]> =>
    db.select().from(staffAccounts).orderBy(asc(staffAccounts.username)),

  /** Inserts the account with its audit entry; null when the username is taken. */
  create: (
    values: Pick<StaffAccountRow, 'username' | 'passwordHash' | 'role' | 'createdAt'>,
    actor: OperatorActor,
  ): Promise<StaffAccountRow | null> =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(staffAccounts).values(values).onConflictDoNothing().returning();
      if (!row) return null;
      await recordAudit(tx, {
        merchantCode: AUDIT_PLATFORM_MERCHANT,
        ...actor,
        target: staffTargetOf(row.username),
        patch: { username: row.username, role: row.role },
        before: null,
        after: auditDocumentOf(row),
      });
      return row;
    }),

  /**
   * Changes an account under its lock: `change` computes the columns from the locked row (it may
   * throw to refuse). `endSessions` ends every session of the account in the same transaction.
   * Null when there is no such account.
   */
  patch: (
    username: string,
    change: (before: StaffAccountRow) => { values: StaffAccountChange; endSessions: boolean },
    patch: unknown,
    actor: OperatorActor,
  ): Promise<StaffAccountRow | null> =>
    db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(staffAccounts)
        .where(eq(staffAccounts.username, username))
        .for('update');
      if (!before) return null;
      const { values, endSessions } = change(before);
      const [after] = await tx
        .update(staffAccounts)
        .set(values)
        .where(eq(staffAccounts.username, username))
        .returning();
      if (!after) throw new Error('staff account update returned no row');
      if (endSessions) await tx.delete(staffSessions).where(eq(staffSessions.username, username));
      await recordAudit(tx, {
        merchantCode: AUDIT_PLATFORM_MERCHANT,
        ...actor,
        target: staffTargetOf(username),
        patch,
        before: auditDocumentOf(before),
        after: auditDocumentOf(after),
      });
      return after;
    }),

  /**
   * One more failed sign-in; the `failures`-th in a row locks the account until `lockUntil` and
   * starts the count again. The lock's end when this failure locked it, else null.
   */
  async recordFailure(
    username: string,
    failures: number,
    lockUntil: Date,
    clientIp: string,
  ): Promise<Date | null> {
    const locks = sql`${staffAccounts.failedAttempts} + 1 >= ${failures}`;
    return db.transaction(async (tx) => {
      const [row] = await tx
        .update(staffAccounts)
        .set({
          failedAttempts: sql`case when ${locks} then 0 else ${staffAccounts.failedAttempts} + 1 end`,
          lockedUntil: sql`case when ${locks} then ${lockUntil.toISOString()}::timestamptz else ${staffAccounts.lockedUntil} end`,
        })
        .where(eq(staffAccounts.username, username))
        .returning({ failedAttempts: staffAccounts.failedAttempts });
      // The count starts again at the failure that locks.
      if (row?.failedAttempts !== 0) return null;
      // Whoever tried is unknown: the trail names the attempts, and where they came from.
      await recordAudit(tx, {
        merchantCode: AUDIT_PLATFORM_MERCHANT,
        actor: STAFF_SIGN_IN_ATTEMPTS_ACTOR,
        clientIp,
        target: staffTargetOf(username),
        patch: { event: 'locked' },
        before: { lockedUntil: null },
        after: { lockedUntil: lockUntil.toISOString() },
      });
      return lockUntil;
    });
  },

  /** The secret offered for enrolment: the one offered before, or `secret` when there is none yet. */
  async pendingSecret(username: string, secret: string): Promise<string> {
    await db
      .update(staffAccounts)
      .set({ totpPendingSecret: secret })
      .where(
        and(
          eq(staffAccounts.username, username),
          isNull(staffAccounts.totpPendingSecret),
          isNull(staffAccounts.totpSecret),
        ),
      );
    const [row] = await db
      .select({ pending: staffAccounts.totpPendingSecret })
      .from(staffAccounts)
      .where(eq(staffAccounts.username, username));
    return row?.pending ?? secret;
  },

  /**
   * Uses a code's time step: for an enrolment (`enrolling`, the pending secret confirmed by it)
   * the pending secret becomes the account's. False when the step is not after the last one used
   * (a replay), or the enrolment changed meanwhile.
   */
  async useStep(username: string, step: number, enrolling: string | null): Promise<boolean> {
    const fresh = or(isNull(staffAccounts.lastTotpStep), lt(staffAccounts.lastTotpStep, step));
    const rows = await db
      .update(staffAccounts)
      .set(
        enrolling === null
          ? { lastTotpStep: step }
          : { lastTotpStep: step, totpSecret: enrolling, totpPendingSecret: null },
      )
      .where(
        and(
          eq(staffAccounts.username, username),
          fresh,
          enrolling === null
            ? sql`${staffAccounts.totpSecret} is not null`
            : and(isNull(staffAccounts.totpSecret), eq(staffAccounts.totpPendingSecret, enrolling)),
        ),
      )
      .returning({ username: staffAccounts.username });
    return rows.length > 0;
  },

  /** A full sign-in: the failures are forgotten and the time kept. */
  /**
   * A sign-in: its session, the account's failures forgotten and its last sign-in, and the audit
   * entry that names it, together.
   */
  async openSession(session: StaffSessionRow, lastLoginBefore: Date | null): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.insert(staffSessions).values(session);
      await tx
        .update(staffAccounts)
        .set({ failedAttempts: 0, lockedUntil: null, lastLoginAt: session.createdAt })
        .where(eq(staffAccounts.username, session.username));
      await recordAudit(tx, {
        merchantCode: AUDIT_PLATFORM_MERCHANT,
        actor: staffActorOf(session.username),
        clientIp: session.clientIp,
        target: staffTargetOf(session.username),
        patch: { event: 'signIn', userAgent: session.userAgent },
        before: { lastLoginAt: lastLoginBefore?.toISOString() ?? null },
        after: { lastLoginAt: session.createdAt.toISOString() },
      });
    });
  },

  /** A sign-out: the session ends, and the audit names it. */
  async closeSession(tokenHash: string, username: string, clientIp: string): Promise<void> {
    await db.transaction(async (tx) => {
      const ended = await tx
        .delete(staffSessions)
        .where(eq(staffSessions.tokenHash, tokenHash))
        .returning({ createdAt: staffSessions.createdAt });
      if (ended.length === 0) return;
      await recordAudit(tx, {
        merchantCode: AUDIT_PLATFORM_MERCHANT,
        actor: staffActorOf(username),
        clientIp,
        target: staffTargetOf(username),
        patch: { event: 'signOut' },
        before: { session: 'open' },
        after: null,
      });
    });
  },

  /** A session with its account's role and state; null when there is none. */
  async findSession(tokenHash: string) {
    const [row] = await db
      .select({
        session: staffSessions,
        role: staffAccounts.role,
        disabled: staffAccounts.disabled,
      })
      .from(staffSessions)
      .innerJoin(staffAccounts, eq(staffAccounts.username, staffSessions.username))
      .where(eq(staffSessions.tokenHash, tokenHash));
    return row ?? null;
  },

  async touchSession(tokenHash: string, at: Date): Promise<void> {
    await db.update(staffSessions).set({ lastSeenAt: at }).where(eq(staffSessions.tokenHash, tokenHash));
  },

  /** Ends the account's sessions last used before `idleSince` or started before `startedBefore`. */
  async deleteEndedSessions(
    username: string,
    { idleSince, startedBefore }: { idleSince: Date; startedBefore: Date },
  ): Promise<void> {
    await db
      .delete(staffSessions)
      .where(
        and(
          eq(staffSessions.username, username),
          or(lt(staffSessions.lastSeenAt, idleSince), lt(staffSessions.createdAt, startedBefore)),
        ),
      );
  },

  async deleteSession(tokenHash: string): Promise<void> {
    await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash));
  },

  /** The back office's view of the operator audit trail (db/operator-audit.ts). */
  audit: (query: AuditQuery) => readAudit(db, query),
});

export type StaffRepository = ReturnType<typeof createStaffRepository>;
