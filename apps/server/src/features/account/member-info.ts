/** What the signed-in member sees of their own account (spec §7 Member info). */
import {
  ACCOUNT_PATHS,
  type LanguageCode,
  type MemberInfoValue,
  presetAvatarUrl,
  type SiteConfig,
} from '@app/contract';
import { ART_VERSION } from '../../lib/art';
import type { SessionInfo } from '../../plugins/session';
import type { VipService } from '../vip/service';
import type { AccountRepository, HeadIconRow } from './repository';
import { requireMember } from './shared';

/** The address of a member's head icon: the upload's own, or the preset's drawing; null for none. */
export const headIconUrlOf = (icon: Pick<HeadIconRow, 'iconId' | 'preset'> | null): string | null => {
  if (icon?.iconId) return ACCOUNT_PATHS.headIconImage.replace(':iconId', icon.iconId);
  if (icon?.preset) return `${presetAvatarUrl(icon.preset)}?v=${ART_VERSION}`;
  return null;
};

export const createMemberInfo = ({
  repository,
  vip,
}: {
  repository: AccountRepository;
  vip: Pick<VipService, 'labelOf'>;
}) => ({
  /** The VIP label is the level the member's turnover reached ('-' without VIP levels: spec §3). */
  async memberInfo(
    session: SessionInfo,
    config: SiteConfig,
    language: LanguageCode,
  ): Promise<MemberInfoValue> {
    const [member, headIcon, label] = await Promise.all([
      requireMember(repository, session.memberId),
      repository.findHeadIcon(session.memberId),
      vip.labelOf(config, session, language),
    ]);
    return {
      id: member.id,
      account: member.username,
      nickname: member.nickname,
      type: member.type,
      clubLabel: { labelName: label ?? '-' },
      headIconUrl: headIconUrlOf(headIcon),
      email: member.email ?? '',
      payeeName: member.profile.payeeName ?? '',
    };
  },
});
