/** Members, their head icons, sessions and login attempts in the database. */
import { and, desc, eq, getTableColumns, gt, gte, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type OperatorActor, recordAudit } from '../../db/operator-audit';
import { uniqueViolationOf } from '../../db/unique-violation';
import type { SessionAlong } from '../../plugins/session';
import { memberAdminQueries } from './member-admin-repository';
import { loginAttempts, memberHeadIcons, members, sessions } from './tables';

export type MemberRow = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;
export type HeadIconRow = typeof memberHeadIcons.$inferSelect;

/** The member centre's changes; payeeName only while the member has none (set once). */
export interface ProfileChange {
  nickname?: string;
  email?: string;
  payeeName?: string;
}

export interface Mobile {
  countryDialingCode: string;
  mobileNum: string;
}

export const createAccountRepository = (db: Database) => {
  /**
   * The session lookup every signed-in call makes, prepared once: its SQL is not built again per
   * request, and on PostgreSQL each connection parses and plans it once (decision 0053). It reads
   * what the resolver checks and answers, not the whole rows. `along` adds another feature's
   * columns of the session's member to the same statement (SessionAlong, decision 0057): one such
   * statement is prepared per kind of along.
   */
  const liveSessionOf = <A extends Record<string, SQL>>(name: string, along: A) =>
    db
      .select({
        session: {
          merchantCode: sessions.merchantCode,
          method: sessions.method,
          maySkipOldPassword: sessions.maySkipOldPassword,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
          timeLimitEndsAt: sessions.timeLimitEndsAt,
        },
        member: {
          id: members.id,
          username: members.username,
          type: members.type,
          passwordHash: members.passwordHash,
          firstTimeLogin: members.firstTimeLogin,
          passwordChangedAt: members.passwordChangedAt,
        },
        along,
      })
      .from(sessions)
      .innerJoin(members, eq(members.id, sessions.memberId))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          isNull(sessions.revokedAt),
          eq(members.status, 'active'),
        ),
      )
      .prepare(name);
  const liveSession = liveSessionOf('account_live_session', {});
  const liveSessionsAlong = new Map<string, ReturnType<typeof liveSessionOf>>();

  return {
    ...memberAdminQueries(db),

    async findMemberById(id: number): Promise<MemberRow | null> {
      const [row] = await db.select().from(members).where(eq(members.id, id));
      return row ?? null;
    },

    async findMemberByUsername(merchantCode: string, username: string): Promise<MemberRow | null> {
      const [row] = await db
        .select()
        .from(members)
        .where(
          and(eq(members.merchantCode, merchantCode), sql`lower(${members.username}) = lower(${username})`),
        );
      return row ?? null;
    },

    async findMemberByMobile(merchantCode: string, mobile: Mobile): Promise<MemberRow | null> {
      const [row] = await db
        .select()
        .from(members)
        .where(
          and(
            eq(members.merchantCode, merchantCode),
            eq(members.countryDialingCode, mobile.countryDialingCode),
            eq(members.mobileNum, mobile.mobileNum),
          ),
        );
      return row ?? null;
    },

    async findMemberByEmail(merchantCode: string, email: string): Promise<MemberRow | null> {
      const [row] = await db
        .select()
        .from(members)
        .where(and(eq(members.merchantCode, merchantCode), sql`lower(${members.email}) = lower(${email})`));
      return row ?? null;
    },

    async findAgentByAffiliateCode(merchantCode: string, code: string): Promise<MemberRow | null> {
      const [row] = await db
        .select()
        .from(members)
        .where(
          and(
            eq(members.merchantCode, merchantCode),
            sql`upper(${members.affiliateCode}) = upper(${code})`,
            eq(members.status, 'active'),
          ),
        );
      return row ?? null;
    },

    /** The active real member (type 0) whose invite code this is, in any case, or null. */
    async findMemberByInviteCode(merchantCode: string, code: string): Promise<MemberRow | null> {
      const [row] = await db
        .select()
        .from(members)
        .where(
          and(
            eq(members.merchantCode, merchantCode),
            sql`upper(${members.inviteCode}) = upper(${code})`,
            eq(members.type, 0),
            eq(members.status, 'active'),
          ),
        );
      return row ?? null;
    },

    /**
     * Gives the member this invite code unless they have one; false when another member of the
     * merchant holds it (the caller draws another). The member's code is read back after.
     */
    async setInviteCode(memberId: number, code: string): Promise<boolean> {
      try {
        await db
          .update(members)
          .set({ inviteCode: code })
          .where(and(eq(members.id, memberId), isNull(members.inviteCode)));
        return true;
      } catch (error) {
        if (uniqueViolationOf(error) === 'members_invite_code_uq') return false;
        throw error;
      }
    },

    /** The members this member's invite code brought, newest first. */
    invitedBy(memberId: number): Promise<MemberRow[]> {
      return db
        .select()
        .from(members)
        .where(eq(members.recommendedBy, memberId))
        .orderBy(desc(members.createdAt), desc(members.id));
    },

    async usernamesOf(ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: members.id, username: members.username })
        .from(members)
        .where(inArray(members.id, [...new Set(ids)]));
      return new Map(rows.map((row) => [row.id, row.username]));
    },

    /** The members an agent's affiliate code brought, newest first. */
    downlineOf(agentId: number): Promise<MemberRow[]> {
      return db
        .select()
        .from(members)
        .where(eq(members.referrerId, agentId))
        .orderBy(desc(members.createdAt), desc(members.id));
    },

    /** Makes a real member an agent (type 1) with this affiliate code; false when the code is taken. */
    async makeAgent(memberId: number, affiliateCode: string): Promise<boolean> {
      try {
        await db.update(members).set({ type: 1, affiliateCode }).where(eq(members.id, memberId));
        return true;
      } catch (error) {
        if (uniqueViolationOf(error) === 'members_affiliate_code_uq') return false;
        throw error;
      }
    },

    async insertMember(member: NewMember): Promise<MemberRow> {
      const [row] = await db.insert(members).values(member).returning();
      return row as MemberRow;
    },

    async updateMember(id: number, change: Partial<NewMember>): Promise<void> {
      await db.update(members).set(change).where(eq(members.id, id));
    },

    /**
     * One statement, so that two requests cannot both set the payee name: false (nothing changed)
     * when a payee name is asked for and the member has one already.
     */
    async updateProfile(id: number, change: ProfileChange): Promise<boolean> {
      const { payeeName, ...columns } = change;
      const rows = await db
        .update(members)
        .set({
          ...columns,
          ...(payeeName === undefined
            ? {}
            : { profile: sql`${members.profile} || jsonb_build_object('payeeName', ${payeeName}::text)` }),
        })
        .where(
          and(
            eq(members.id, id),
            payeeName === undefined ? undefined : sql`coalesce(${members.profile}->>'payeeName', '') = ''`,
          ),
        )
        .returning({ id: members.id });
      return rows.length > 0;
    },

    /** The operator's change of a member's payee name, with its audit row, in one transaction. */
    async setPayeeNameByOperator(
      memberId: number,
      payeeName: string,
      audit: OperatorActor & { merchantCode: string },
    ): Promise<string> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ username: members.username, profile: members.profile })
          .from(members)
          .where(eq(members.id, memberId))
          .for('update');
        const previous = before?.profile.payeeName ?? '';
        await tx
          .update(members)
          .set({ profile: sql`${members.profile} || jsonb_build_object('payeeName', ${payeeName}::text)` })
          .where(eq(members.id, memberId));
        await recordAudit(tx, {
          ...audit,
          target: `member:${before?.username ?? memberId}:payeeName`,
          patch: { payeeName },
          before: { payeeName: previous },
          after: { payeeName },
        });
        return previous;
      });
    },

    async findHeadIcon(memberId: number): Promise<Omit<HeadIconRow, 'image'> | null> {
      const { image: _image, ...columns } = getTableColumns(memberHeadIcons);
      const [row] = await db
        .select(columns)
        .from(memberHeadIcons)
        .where(eq(memberHeadIcons.memberId, memberId));
      return row ?? null;
    },

    async findHeadIconImage(iconId: string) {
      const [row] = await db
        .select({ contentType: memberHeadIcons.contentType, image: memberHeadIcons.image })
        .from(memberHeadIcons)
        .where(eq(memberHeadIcons.iconId, iconId));
      return row?.contentType && row.image ? { contentType: row.contentType, image: row.image } : null;
    },

    /** The member's one head icon, replacing what was there (an upload's bytes go with it). */
    async saveHeadIcon(
      icon: Omit<typeof memberHeadIcons.$inferInsert, 'updatedAt'>,
      at: Date,
    ): Promise<void> {
      const row = {
        preset: null,
        iconId: null,
        contentType: null,
        image: null,
        width: null,
        height: null,
        ...icon,
        updatedAt: at,
      };
      await db
        .insert(memberHeadIcons)
        .values(row)
        .onConflictDoUpdate({ target: memberHeadIcons.memberId, set: row });
    },

    async insertSession(session: typeof sessions.$inferInsert): Promise<void> {
      await db.insert(sessions).values(session);
    },

    /** The session with its member, when neither is revoked or disabled. */
    async findLiveSession(tokenHash: string) {
      const [row] = await liveSession.execute({ tokenHash });
      return row ?? null;
    },

    /** findLiveSession, with `along`'s columns of the member read in the same statement. */
    async findLiveSessionAlong<T>(
      tokenHash: string,
      along: SessionAlong<T>,
      params: Record<string, unknown>,
    ) {
      let statement = liveSessionsAlong.get(along.name);
      if (!statement) {
        statement = liveSessionOf(
          `account_live_session_along_${along.name}`,
          along.columns({ merchantCode: sessions.merchantCode, memberId: sessions.memberId }),
        );
        liveSessionsAlong.set(along.name, statement);
      }
      const [row] = await statement.execute({ ...params, tokenHash });
      return row ? { ...row, along: row.along as T } : null;
    },

    async touchSession(tokenHash: string, at: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.tokenHash, tokenHash));
    },

    async updateSession(tokenHash: string, change: Partial<Pick<SessionRow, 'maySkipOldPassword'>>) {
      await db.update(sessions).set(change).where(eq(sessions.tokenHash, tokenHash));
    },

    async revokeSession(tokenHash: string, at: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
    },

    /** Every live session of the member except `keep` (the one making the change), if given. */
    async revokeMemberSessions(memberId: number, at: Date, keep?: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: at })
        .where(
          and(
            eq(sessions.memberId, memberId),
            isNull(sessions.revokedAt),
            ...(keep ? [ne(sessions.tokenHash, keep)] : []),
          ),
        );
    },

    /**
     * Ends the member's live sessions `minutes` after their login, where that comes before the end
     * they have (a session-time limit tightened: decision 0059).
     */
    async limitMemberSessions(memberId: number, minutes: number): Promise<void> {
      const end = sql`${sessions.createdAt} + make_interval(mins => ${minutes}::int)`;
      await db
        .update(sessions)
        .set({ timeLimitEndsAt: sql`least(coalesce(${sessions.timeLimitEndsAt}, ${end}), ${end})` })
        .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)));
    },

    /** Whether the member has a session not revoked, expired or ended by its time limit at `at`. */
    async hasLiveSession(memberId: number, at: Date): Promise<boolean> {
      const [row] = await db
        .select({ tokenHash: sessions.tokenHash })
        .from(sessions)
        .where(
          and(
            eq(sessions.memberId, memberId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, at),
            or(isNull(sessions.timeLimitEndsAt), gt(sessions.timeLimitEndsAt, at)),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async recordLoginAttempt(attempt: typeof loginAttempts.$inferInsert): Promise<void> {
      await db.insert(loginAttempts).values(attempt);
    },

    /**
     * The account's failures since its last success (and since `since`), from any client or, given
     * `ip`, from that client address only (its failures since its own last success there).
     */
    async failuresSinceLastSuccess(merchantCode: string, account: string, since: Date, ip?: string) {
      const ofAccount = (outcome: string, after: Date) =>
        and(
          eq(loginAttempts.merchantCode, merchantCode),
          eq(loginAttempts.account, account),
          eq(loginAttempts.outcome, outcome),
          gt(loginAttempts.createdAt, after),
          ip === undefined ? undefined : eq(loginAttempts.ip, ip),
        );
      const [lastSuccess] = await db
        .select({ at: loginAttempts.createdAt })
        .from(loginAttempts)
        .where(ofAccount('success', since))
        .orderBy(desc(loginAttempts.createdAt))
        .limit(1);
      const from = lastSuccess && lastSuccess.at > since ? lastSuccess.at : since;
      const [result] = await db
        .select({
          count: sql<number>`count(*)::int`,
          last: sql<Date | null>`max(${loginAttempts.createdAt})`.mapWith(loginAttempts.createdAt),
        })
        .from(loginAttempts)
        .where(ofAccount('failure', from));
      return { count: result?.count ?? 0, last: result?.last ?? null };
    },

    /** How many different names or numbers failed to log in from this IP since then. */
    async failedAccountsOfIpSince(ip: string, since: Date): Promise<number> {
      const [result] = await db
        .select({ count: sql<number>`count(distinct ${loginAttempts.account})::int` })
        .from(loginAttempts)
        .where(
          and(
            eq(loginAttempts.ip, ip),
            eq(loginAttempts.outcome, 'failure'),
            gt(loginAttempts.createdAt, since),
          ),
        );
      return result?.count ?? 0;
    },

    async loginAttemptsOf(merchantCode: string, account: string) {
      return db
        .select()
        .from(loginAttempts)
        .where(and(eq(loginAttempts.merchantCode, merchantCode), eq(loginAttempts.account, account)))
        .orderBy(desc(loginAttempts.id));
    },

    /** How many members joined the merchant since a time, per UTC day ('YYYY-MM-DD'): one grouped read. */
    async registrationsPerDay(merchantCode: string, since: Date) {
      const day = sql<string>`to_char(date_trunc('day', ${members.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
      const rows = await db
        .select({ day, count: sql<string>`count(*)` })
        .from(members)
        .where(and(eq(members.merchantCode, merchantCode), gte(members.createdAt, since)))
        .groupBy(day);
      return rows.map((row) => ({ day: row.day, count: Number(row.count) }));
    },
  };
};

export type AccountRepository = ReturnType<typeof createAccountRepository>;
