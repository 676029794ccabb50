/** What the signed-in member sees of their own account (spec §7 Member info). */
import type { MemberInfoValue } from '@app/contract';
import type { SessionInfo } from '../../plugins/session';
import type { AccountRepository } from './repository';
import { requireMember } from './shared';

export const createMemberInfo = ({ repository }: { repository: AccountRepository }) => ({
  async memberInfo(session: SessionInfo): Promise<MemberInfoValue> {
    const member = await requireMember(repository, session.memberId);
    return {
      id: member.id,
      account: member.username,
      nickname: member.nickname,
      type: member.type,
      clubLabel: { labelName: member.vipLabel || '-' },
    };
  },
});
