/** What the signed-in member sees of their own account (spec §7 Member info). */
import { ACCOUNT_PATHS, type MemberInfoValue, presetAvatarUrl } from '@app/contract';
import { ART_VERSION } from '../../lib/art';
import type { SessionInfo } from '../../plugins/session';
import type { AccountRepository, HeadIconRow } from './repository';
import { requireMember } from './shared';

/** The address of a member's head icon: the upload's own, or the preset's drawing; null for none. */
export const headIconUrlOf = (icon: Pick<HeadIconRow, 'iconId' | 'preset'> | null): string | null => {
  if (icon?.iconId) return ACCOUNT_PATHS.headIconImage.replace(':iconId', icon.iconId);
  if (icon?.preset) return `${presetAvatarUrl(icon.preset)}?v=${ART_VERSION}`;
  return null;
};

export const createMemberInfo = ({ repository }: { repository: AccountRepository }) => ({
  async memberInfo(session: SessionInfo): Promise<MemberInfoValue> {
    const member = await requireMember(repository, session.memberId);
    const headIcon = await repository.findHeadIcon(member.id);
    return {
      id: member.id,
      account: member.username,
      nickname: member.nickname,
      type: member.type,
      clubLabel: { labelName: member.vipLabel || '-' },
      headIconUrl: headIconUrlOf(headIcon),
      email: member.email ?? '',
      payeeName: member.profile.payeeName ?? '',
    };
  },
});
