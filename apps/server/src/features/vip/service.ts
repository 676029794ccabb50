/**
 * VIP levels and benefits (issue 14, spec §2 /m/member/benefits, §3 clubLabel): the merchant's
 * ladder, the member's place on it by lifetime turnover (the wallet's ledger: bets less
 * rollbacks), the label member info shows, and the operator's writes (validated, audited).
 */
import {
  currencyDecimals,
  ErrorCode,
  type LanguageCode,
  type LocalizedValue,
  localizedIn,
  type OperatorVipLevel,
  type SiteConfig,
  VIP_FIELD_MESSAGES,
  VIP_LIMITS,
  VIP_MESSAGES,
  type VipLevel,
  type VipLevelBody,
  type VipValue,
  vipLadderProblems,
  vipStandingOf,
} from '@app/contract';
import type { OperatorActor } from '../../db/operator-audit';
import { ApiError } from '../../plugins/errors';
import type { WalletService } from '../wallet/service';
import type { VipLevelRow, VipRepository } from './repository';

export type VipService = ReturnType<typeof createVipService>;

const invalid = (fields: Record<string, string>) =>
  new ApiError(ErrorCode.VALIDATION_FAILED, 'Please correct the highlighted fields', { fields });

const operatorLevelOf = ({
  texts,
  merchantCode,
  seedKey,
  updatedAt,
  ...row
}: VipLevelRow): OperatorVipLevel => ({
  ...row,
  name: texts,
  updatedAt: updatedAt.toISOString(),
});

const levelIn =
  (language: LanguageCode) =>
  ({ texts, merchantCode, seedKey, updatedAt, benefits, ...row }: VipLevelRow): VipLevel => ({
    ...row,
    name: localizedIn(texts, language),
    benefits: benefits.map(({ title, detail }) => ({
      title: localizedIn(title, language),
      detail: localizedIn(detail, language),
    })),
  });

export const createVipService = ({
  repository,
  wallet,
}: {
  repository: VipRepository;
  wallet: Pick<WalletService, 'turnover'>;
}) => {
  /** The member's lifetime turnover and where it stands on the merchant's ladder. */
  const standingOf = async (config: SiteConfig, merchantCode: string, memberId: number) => {
    const [ladder, turnover] = await Promise.all([
      repository.levels(config.merchantCode),
      wallet.turnover(merchantCode, config.currency, memberId),
    ]);
    return { ladder, turnover, ...vipStandingOf(ladder, turnover) };
  };

  /**
   * The member's VIP level's name in every language the operator wrote it in (the back office
   * shows its own): null when the merchant offers no VIP benefits or the member has no level.
   */
  const levelNamesOf = async (
    config: SiteConfig,
    member: { merchantCode: string; memberId: number },
  ): Promise<LocalizedValue<string> | null> => {
    if (!config.features.vipBenefits) return null;
    const { current } = await standingOf(config, member.merchantCode, member.memberId);
    return current ? current.texts : null;
  };

  return {
    /**
     * GET /wps/vip: the ladder in the request's language and the member's progress. A merchant
     * without VIP benefits (site config features.vipBenefits) answers VIP_DISABLED, the spec's
     * contact_service (§2 Footer menu).
     */
    async view(
      config: SiteConfig,
      member: { merchantCode: string; memberId: number },
      language: LanguageCode,
    ): Promise<VipValue> {
      if (!config.features.vipBenefits) throw new ApiError(ErrorCode.VIP_DISABLED, VIP_MESSAGES.VIP_DISABLED);
      const { ladder, turnover, current, next, remaining, percent } = await standingOf(
        config,
        member.merchantCode,
        member.memberId,
      );
      return {
        currency: config.currency,
        currencySymbol: config.currencySymbol,
        decimals: currencyDecimals(config.currency),
        levels: ladder.map(levelIn(language)),
        progress: {
          level: current?.level ?? null,
          turnover,
          nextLevel: next?.level ?? null,
          remaining,
          percent,
        },
      };
    },

    /**
     * The member's VIP label (spec §3 clubLabel.labelName) in the language: null when the merchant
     * offers no VIP benefits or has no levels.
     */
    async labelOf(
      config: SiteConfig,
      member: { merchantCode: string; memberId: number },
      language: LanguageCode,
    ): Promise<string | null> {
      const names = await levelNamesOf(config, member);
      return names ? localizedIn(names, language) : null;
    },

    levelNamesOf,

    // ---- operator ----------------------------------------------------------------------------

    async levels(merchantCode: string): Promise<OperatorVipLevel[]> {
      return (await repository.levels(merchantCode)).map(operatorLevelOf);
    },

    /** Creates or replaces a level; the ladder it makes must hold (vipLadderProblems). */
    async put(
      merchantCode: string,
      level: number,
      body: VipLevelBody,
      audit: OperatorActor,
    ): Promise<OperatorVipLevel> {
      if (level > VIP_LIMITS.maxLevel) throw invalid({ level: `At most ${VIP_LIMITS.maxLevel}` });
      const row = await repository.put(merchantCode, level, body, audit, (ladder) => {
        const problems = vipLadderProblems(ladder);
        if (problems) throw invalid(problems);
      });
      return operatorLevelOf(row);
    },

    /** Removes a level above 0 (level 0 is the ladder's base). */
    async remove(merchantCode: string, level: number, audit: OperatorActor): Promise<void> {
      if (level === 0) throw invalid({ level: VIP_FIELD_MESSAGES.levelZeroKept });
      if (!(await repository.remove(merchantCode, level, audit))) {
        throw new ApiError(ErrorCode.NOT_FOUND, `No VIP level ${level} in ${merchantCode}`);
      }
    },
  };
};
