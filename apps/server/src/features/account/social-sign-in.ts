/**
 * The account's side of a social sign-in (docs/decisions/0009, 0028): which member an external
 * identity signs in as, and that member's session. The identity link itself is oauth's.
 */
import type { SessionValue } from '@app/contract';
import type { SignInClient } from '../../lib/user-agent';
import type { ResolvedMerchant } from '../../plugins/merchant';
import type { AccountRepository, MemberRow } from './repository';
import type { Sessions } from './sessions';
import { freeUsername } from './shared';
import type { SignInAdmission } from './sign-in';

export const createSocialSignIn = ({
  repository,
  sessions,
  admission,
  now,
}: {
  repository: AccountRepository;
  sessions: Sessions;
  admission: SignInAdmission;
  now: () => number;
}) => ({
  /**
   * The member an external identity signs in as: the one linked to it before, if
   * it still exists; else the one with the provider's verified e-mail; else a new real member
   * (type 0) with a free `s` + 9 digits username, no password, and the e-mail if no one has it.
   */
  async memberForExternalIdentity(
    merchantCode: string,
    identity: { linkedMemberId: number | null; verifiedEmail: string | null; nickname: string },
  ): Promise<MemberRow> {
    const { linkedMemberId, verifiedEmail, nickname } = identity;
    if (linkedMemberId !== null) {
      const member = await repository.findMemberById(linkedMemberId);
      if (member) return member;
    }
    const member = verifiedEmail ? await repository.findMemberByEmail(merchantCode, verifiedEmail) : null;
    if (member) return member;
    const username = await freeUsername(repository, merchantCode, 's');
    const emailFree = verifiedEmail && !(await repository.findMemberByEmail(merchantCode, verifiedEmail));
    return repository.insertMember({
      merchantCode,
      username,
      email: emailFree ? verifiedEmail : null,
      nickname,
      type: 0,
      passwordHash: null,
      createdAt: new Date(now()),
      passwordChangedAt: new Date(now()),
    });
  },

  /**
   * A session for a member who proved who they are elsewhere (social sign-in): the successful
   * attempt is recorded like a login's. Null when the member is gone or not active;
   * PLAYER_BLOCKED during a time-out or self-exclusion.
   */
  async externalSignIn(
    merchant: ResolvedMerchant,
    memberId: number,
    method: 'oauth',
    client: SignInClient,
  ): Promise<SessionValue | null> {
    const member = await repository.findMemberById(memberId);
    if (member?.status !== 'active') return null;
    const { sessionMinutes } = await admission(member.id);
    await repository.recordLoginAttempt({
      merchantCode: member.merchantCode,
      account: member.username.toLowerCase(),
      ip: client.ip,
      userAgent: client.userAgent,
      method,
      outcome: 'success',
      memberId: member.id,
      createdAt: new Date(now()),
    });
    return sessions.create(member, merchant, method, client, sessionMinutes);
  },
});
