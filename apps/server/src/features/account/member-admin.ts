/**
 * The account's side of the back office's players (issue 21 point 3; decision 0066): the search,
 * a member's profile, sessions and sign-in attempts, staff notes, and the lock. A merchant's
 * members include its trial accounts, which live under its trial merchant code. The players'
 * operator routes add the wallet's balances and ledger and the VIP level.
 */
import {
  ErrorCode,
  type MemberLoginAttempt,
  type MemberNote,
  type MemberSession,
  type MemberStatus,
  type MemberSummary,
  type MembersQuery,
  type SiteConfig,
} from '@app/contract';
import type { OperatorActor } from '../../db/operator-audit';
import { operatorPage, operatorPageRequest } from '../../db/page';
import { accountSettingsOf } from '../../lib/site-config';
import { deviceOf } from '../../lib/user-agent';
import { ApiError } from '../../plugins/errors';
import type { AccountRepository, MemberRow } from './repository';

type PageQuery = { pageNo?: number; pageSize?: number };

/** The profile fields of the back office's player page (besides the summary). */
export interface MemberProfileView extends MemberSummary {
  email: string | null;
  referrer: string | null;
  recommendedBy: string | null;
  inviteCode: string | null;
  affiliateCode: string | null;
  registerMethod: string | null;
  registerDomain: string | null;
}

/** The merchant codes whose members are the merchant's: its own and its trial accounts'. */
const merchantCodesOf = (config: SiteConfig): string[] => [
  config.merchantCode,
  accountSettingsOf(config).trialMerchantCode,
];

/** The search text as digits (a mobile number, with or without '+' and its dialing code, or an id), or null. */
export const digitsOfMemberQuery = (query: string): string | null => {
  const compact = query.replace(/[\s-]/g, '');
  return /^\+?\d{1,24}$/.test(compact) ? compact.replace(/^\+/, '') : null;
};

export const memberSummaryOf = (row: MemberRow): MemberSummary => ({
  id: row.id,
  username: row.username,
  nickname: row.nickname,
  type: row.type,
  status: row.status,
  mobile: row.mobileNum ? `+${row.countryDialingCode ?? ''} ${row.mobileNum}` : null,
  merchantCode: row.merchantCode,
  createdAt: row.createdAt.toISOString(),
  lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
});

const noteOf = (row: { id: number; author: string; body: string; createdAt: Date }): MemberNote => ({
  id: row.id,
  author: row.author,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
});

export const createMemberAdmin = ({
  repository,
  now,
}: {
  repository: AccountRepository;
  now: () => number;
}) => ({
  /** The merchant's members the search matches, one page in the order asked (newest accounts first). */
  async searchMembers(config: SiteConfig, query: MembersQuery) {
    const page = operatorPageRequest(query);
    const text = query.query?.trim();
    const digits = text ? digitsOfMemberQuery(text) : null;
    const { total, rows } = await repository.searchMembers(
      {
        merchantCodes: merchantCodesOf(config),
        ...(text ? { usernamePrefix: text } : {}),
        ...(digits ? { digits } : {}),
        ...(query.status ? { status: query.status } : {}),
        ...(query.kind ? { kind: query.kind } : {}),
        sort: query.sort ?? 'createdAt',
        order: query.order ?? 'desc',
      },
      page,
    );
    return operatorPage(rows.map(memberSummaryOf), total, page);
  },

  /** The merchant's member (or trial account) of this username in any case; 404 NOT_FOUND when none. */
  async operatorMemberOf(config: SiteConfig, username: string): Promise<MemberRow> {
    for (const merchantCode of merchantCodesOf(config)) {
      const member = await repository.findMemberByUsername(merchantCode, username.trim());
      if (member) return member;
    }
    throw new ApiError(ErrorCode.NOT_FOUND, `No member ${username} in ${config.merchantCode}`);
  },

  /** What the player page shows of the member's account. */
  async memberProfile(member: MemberRow): Promise<MemberProfileView> {
    const related = [member.referrerId, member.recommendedBy].filter((id): id is number => id !== null);
    const usernames = await repository.usernamesOf(related);
    const usernameOf = (id: number | null) => (id === null ? null : (usernames.get(id) ?? null));
    return {
      ...memberSummaryOf(member),
      email: member.email,
      referrer: usernameOf(member.referrerId),
      recommendedBy: usernameOf(member.recommendedBy),
      inviteCode: member.inviteCode,
      affiliateCode: member.affiliateCode,
      registerMethod: member.profile.registerMethod ?? null,
      registerDomain: member.profile.domain ?? member.profile.registerUrl ?? null,
    };
  },

  /** The member's sessions, newest first; `live` while not revoked, expired or ended by a time limit. */
  async memberSessions(memberId: number, query: PageQuery) {
    const page = operatorPageRequest(query);
    const at = now();
    const { total, rows } = await repository.sessionsOfMember(memberId, page);
    const list: MemberSession[] = rows.map((row) => ({
      method: row.method,
      ip: row.ip,
      userAgent: row.userAgent,
      device: deviceOf(row.userAgent),
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      revokedAt: row.revokedAt?.toISOString() ?? null,
      live:
        row.revokedAt === null &&
        row.expiresAt.getTime() > at &&
        (row.timeLimitEndsAt === null || row.timeLimitEndsAt.getTime() > at),
    }));
    return operatorPage(list, total, page);
  },

  /** The sign-in attempts that named the member, newest first. */
  async memberLoginAttempts(memberId: number, query: PageQuery) {
    const page = operatorPageRequest(query);
    const { total, rows } = await repository.loginAttemptsOfMember(memberId, page);
    const list: MemberLoginAttempt[] = rows.map((row) => ({
      id: row.id,
      method: row.method,
      ip: row.ip,
      userAgent: row.userAgent,
      device: deviceOf(row.userAgent),
      outcome: row.outcome,
      createdAt: row.createdAt.toISOString(),
    }));
    return operatorPage(list, total, page);
  },

  async memberNotes(memberId: number, query: PageQuery) {
    const page = operatorPageRequest(query);
    const { total, rows } = await repository.notesOfMember(memberId, page);
    return operatorPage(rows.map(noteOf), total, page);
  },

  /** A staff note (plain text, trimmed; 400 when only blanks), its author the operator actor; audited. */
  async addMemberNote(config: SiteConfig, member: MemberRow, body: string, audit: OperatorActor) {
    const text = body.trim();
    if (text === '') {
      throw new ApiError(ErrorCode.VALIDATION_FAILED, 'The note is empty', {
        fields: { body: 'Write the note' },
      });
    }
    return noteOf(
      await repository.addMemberNote(member, text, { ...audit, merchantCode: config.merchantCode }),
    );
  },

  /**
   * Locks ('disabled': no sign-in, every session ended) or unlocks ('active') the member, with the
   * reason in the audit trail; nothing changes for a member already so.
   */
  async setMemberStatus(
    config: SiteConfig,
    member: MemberRow,
    status: MemberStatus,
    reason: string,
    audit: OperatorActor,
  ): Promise<MemberSummary> {
    const text = reason.trim();
    if (text === '') {
      throw new ApiError(ErrorCode.VALIDATION_FAILED, 'A reason is required', {
        fields: { reason: 'Give a reason' },
      });
    }
    const after = await repository.setMemberStatus(
      member.id,
      status,
      text,
      { ...audit, merchantCode: config.merchantCode },
      new Date(now()),
    );
    if (!after) throw new ApiError(ErrorCode.NOT_FOUND, `No member ${member.username}`);
    return memberSummaryOf(after);
  },
});
