/**
 * What other features may know of members (decision 0029): the usernames their operator lists
 * show, the member a username names, the number an SMS to a member goes to. They ask the account
 * service (which spreads this in) instead of reading the members table, which is the account's.
 */
import type { MobileNumber } from '../sms/service';
import type { AccountRepository } from './repository';

/** What an agent may see of a member its affiliate code brought (never a password or a number). */
export interface DownlineMember {
  memberId: number;
  username: string;
  nickname: string;
  type: number;
  status: 'active' | 'disabled';
  joinedAt: Date;
  lastLoginAt: Date | null;
}

/** Who a member is to the agent features: their type, merchant and the agent who brought them. */
export interface MemberStanding {
  memberId: number;
  merchantCode: string;
  username: string;
  type: number;
  status: 'active' | 'disabled';
  affiliateCode: string | null;
  referrerId: number | null;
  /** The member whose invite code brought this one (decision 0046). */
  recommendedBy: number | null;
  joinedAt: Date;
}

/** A friend a member's invite code brought: what the referral programme shows and computes from. */
export interface InvitedFriend {
  memberId: number;
  username: string;
  joinedAt: Date;
}

/** Invite codes: 8 characters of A-Z and 2-9 without the confusable I, L, O, 0 and 1. */
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_LENGTH = 8;
const drawInviteCode = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(INVITE_CODE_LENGTH));
  return Array.from(bytes, (byte) => INVITE_CODE_ALPHABET[byte % INVITE_CODE_ALPHABET.length]).join('');
};

export const memberDirectory = (repository: AccountRepository) => ({
  /** The usernames of these members by id; an id of no member is left out. */
  usernamesOf: (memberIds: readonly number[]): Promise<Map<number, string>> =>
    repository.usernamesOf(memberIds),

  /** The member of this username (in any case) in the merchant, or null. */
  async memberIdOf(merchantCode: string, username: string): Promise<number | null> {
    return (await repository.findMemberByUsername(merchantCode, username))?.id ?? null;
  },

  /** When the member's account was made, or null for no such member (the inbox's messages to all). */
  async joinedAtOf(memberId: number): Promise<Date | null> {
    return (await repository.findMemberById(memberId))?.createdAt ?? null;
  },

  /** The mobile number on the member's account, or null when there is none. */
  async mobileOf(memberId: number): Promise<MobileNumber | null> {
    const member = await repository.findMemberById(memberId);
    return member?.mobileNum && member.countryDialingCode
      ? { countryDialingCode: member.countryDialingCode, mobileNum: member.mobileNum }
      : null;
  },

  /** The members this agent's affiliate code brought, newest first. */
  async downlineOf(agentId: number): Promise<DownlineMember[]> {
    return (await repository.downlineOf(agentId)).map((row) => ({
      memberId: row.id,
      username: row.username,
      nickname: row.nickname,
      type: row.type,
      status: row.status,
      joinedAt: row.createdAt,
      lastLoginAt: row.lastLoginAt,
    }));
  },

  /** The member's type, merchant, affiliate code and referrer, or null for no such member. */
  async standingOf(memberId: number): Promise<MemberStanding | null> {
    const row = await repository.findMemberById(memberId);
    return row
      ? {
          memberId: row.id,
          merchantCode: row.merchantCode,
          username: row.username,
          type: row.type,
          status: row.status,
          affiliateCode: row.affiliateCode,
          referrerId: row.referrerId,
          recommendedBy: row.recommendedBy,
          joinedAt: row.createdAt,
        }
      : null;
  },

  /**
   * The member's invite code, made on first need (decision 0046): stable, unique in the merchant in
   * any case. Null for no such member or one who is not a real member (type 0): agents invite with
   * their affiliate code, trial accounts not at all.
   */
  async inviteCodeOf(memberId: number): Promise<string | null> {
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const row = await repository.findMemberById(memberId);
      if (row?.type !== 0) return null;
      if (row.inviteCode) return row.inviteCode;
      // Two first calls racing: the update only fills an empty code, and the row is read again.
      await repository.setInviteCode(memberId, drawInviteCode());
    }
    throw new Error(`no free invite code for member ${memberId}`);
  },

  /** The active real member of the merchant whose invite code this is (any case), or null. */
  async memberIdOfInviteCode(merchantCode: string, code: string): Promise<number | null> {
    return (await repository.findMemberByInviteCode(merchantCode, code.trim()))?.id ?? null;
  },

  /** The members this member's invite code brought, newest first. */
  async friendsOf(memberId: number): Promise<InvitedFriend[]> {
    return (await repository.invitedBy(memberId)).map((row) => ({
      memberId: row.id,
      username: row.username,
      joinedAt: row.createdAt,
    }));
  },

  /**
   * Makes a member an agent (type 1, spec §3) with this affiliate code, unique in the merchant in
   * any case; false when another member holds it. The caller (agent applications) audits it.
   */
  makeAgent: (memberId: number, affiliateCode: string): Promise<boolean> =>
    repository.makeAgent(memberId, affiliateCode),

  /** The back office's dashboard: members who joined the merchant since a time, per UTC day ('YYYY-MM-DD'). */
  registrationsPerDay: (merchantCode: string, since: Date): Promise<{ day: string; count: number }[]> =>
    repository.registrationsPerDay(merchantCode, since),
});
