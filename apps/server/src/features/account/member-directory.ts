/**
 * What other features may know of members (decision 0029): the usernames their operator lists
 * show, the member a username names, the number an SMS to a member goes to. They ask the account
 * service (which spreads this in) instead of reading the members table, which is the account's.
 */
import type { MobileNumber } from '../sms/service';
import type { AccountRepository } from './repository';

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
});
