/**
 * The back office's reads and changes of members (member-admin.ts): the search, a member's
 * sessions and sign-in attempts, staff notes, and the lock, each change with its audit row in the
 * same transaction. Spread into the account's repository.
 */
import type { MemberKind, MemberSortField, MemberStatus, SortOrder } from '@app/contract';
import { MEMBER_KIND_TYPES } from '@app/contract';
import { and, asc, count, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { prefixPattern } from '../../db/like-pattern';
import { type OperatorActor, recordAudit } from '../../db/operator-audit';
import { type PageRequest, pageWithTotal } from '../../db/page';
import { loginAttempts, memberNotes, members, sessions } from './tables';

export interface MemberSearch {
  /** The brand's merchant code and its trial merchant code. */
  merchantCodes: readonly string[];
  /** A username's beginning, in any case. */
  usernamePrefix?: string;
  /** Digits: a mobile number with or without its dialing code, or a member id. */
  digits?: string;
  status?: MemberStatus;
  kind?: MemberKind;
  sort: MemberSortField;
  order: SortOrder;
}

/** Where the digits match the member's number (with or without its dialing code, or a leading 0) or id. */
const digitsMatch = (digits: string): SQL | undefined => {
  const withoutZero = digits.replace(/^0/, '');
  const id = Number(digits);
  return or(
    eq(members.mobileNum, withoutZero),
    sql`${members.countryDialingCode} || ${members.mobileNum} = ${digits}`,
    Number.isSafeInteger(id) ? eq(members.id, id) : undefined,
  );
};

export const memberAdminQueries = (db: Database) => ({
  /** One page of the members the search matches, in its order (ties: the newer account first). */
  searchMembers(search: MemberSearch, page: PageRequest) {
    const where = and(
      inArray(members.merchantCode, [...search.merchantCodes]),
      search.usernamePrefix === undefined && search.digits === undefined
        ? undefined
        : or(
            search.usernamePrefix === undefined
              ? undefined
              : sql`lower(${members.username}) like ${prefixPattern(search.usernamePrefix.toLowerCase())}`,
            search.digits === undefined ? undefined : digitsMatch(search.digits),
          ),
      search.status === undefined ? undefined : eq(members.status, search.status),
      search.kind === undefined ? undefined : inArray(members.type, [...MEMBER_KIND_TYPES[search.kind]]),
    );
    const column = search.sort === 'lastLoginAt' ? members.lastLoginAt : members.createdAt;
    const direction = search.order === 'asc' ? asc : desc;
    return pageWithTotal(
      db.select({ value: count() }).from(members).where(where),
      db
        .select()
        .from(members)
        .where(where)
        // Members who never signed in come last whichever way the list is ordered.
        .orderBy(sql`${direction(column)} nulls last`, desc(members.id))
        .$dynamic(),
      page,
    );
  },

  /** The member's sessions, newest first. */
  sessionsOfMember(memberId: number, page: PageRequest) {
    const where = eq(sessions.memberId, memberId);
    return pageWithTotal(
      db.select({ value: count() }).from(sessions).where(where),
      db.select().from(sessions).where(where).orderBy(desc(sessions.createdAt)).$dynamic(),
      page,
    );
  },

  /** The sign-in attempts that named the member, newest first. */
  loginAttemptsOfMember(memberId: number, page: PageRequest) {
    const where = eq(loginAttempts.memberId, memberId);
    return pageWithTotal(
      db.select({ value: count() }).from(loginAttempts).where(where),
      db.select().from(loginAttempts).where(where).orderBy(desc(loginAttempts.id)).$dynamic(),
      page,
    );
  },

  notesOfMember(memberId: number, page: PageRequest) {
    const where = eq(memberNotes.memberId, memberId);
    return pageWithTotal(
      db.select({ value: count() }).from(memberNotes).where(where),
      db
        .select()
        .from(memberNotes)
        .where(where)
        .orderBy(desc(memberNotes.createdAt), desc(memberNotes.id))
        .$dynamic(),
      page,
    );
  },

  /** A staff note on the member and its audit row (target member:<username>:note), in one transaction. */
  addMemberNote(
    member: { id: number; username: string; merchantCode: string },
    body: string,
    audit: OperatorActor & { merchantCode: string },
  ) {
    return db.transaction(async (tx) => {
      const [note] = await tx
        .insert(memberNotes)
        .values({ merchantCode: member.merchantCode, memberId: member.id, author: audit.actor, body })
        .returning();
      if (!note) throw new Error('member note insert returned no row');
      await recordAudit(tx, {
        ...audit,
        target: `member:${member.username}:note`,
        patch: { body },
        before: null,
        after: { id: note.id, author: note.author, body },
      });
      return note;
    });
  },

  /**
   * Sets the member's status under its row lock; a lock also ends every live session of theirs.
   * Audited (target member:<username>:status, the reason in the patch) when the status changes;
   * a member already in that status is left as is. Null for no such member.
   */
  setMemberStatus(
    memberId: number,
    status: MemberStatus,
    reason: string,
    audit: OperatorActor & { merchantCode: string },
    at: Date,
  ) {
    return db.transaction(async (tx) => {
      const [before] = await tx.select().from(members).where(eq(members.id, memberId)).for('update');
      if (!before) return null;
      if (before.status === status) return before;
      const [after] = await tx.update(members).set({ status }).where(eq(members.id, memberId)).returning();
      if (!after) throw new Error('member status update returned no row');
      if (status === 'disabled') {
        await tx
          .update(sessions)
          .set({ revokedAt: at })
          .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)));
      }
      await recordAudit(tx, {
        ...audit,
        target: `member:${before.username}:status`,
        patch: { status, reason },
        before: { status: before.status },
        after: { status: after.status },
      });
      return after;
    });
  },
});
