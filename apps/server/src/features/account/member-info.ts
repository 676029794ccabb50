/** What the signed-in member sees of their own account (spec §7 Member info). */
import type { LanguageCode, MemberInfoValue, SiteConfig } from '@app/contract';
import type { SessionInfo } from '../../plugins/session';
import type { VipService } from '../vip/service';
import type { AccountRepository } from './repository';
import { requireMember } from './shared';

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
    const [member, label] = await Promise.all([
      requireMember(repository, session.memberId),
      vip.labelOf(config, session, language),
    ]);
    return {
      id: member.id,
      account: member.username,
      nickname: member.nickname,
      type: member.type,
      clubLabel: { labelName: label ?? '-' },
    };
  },
});
