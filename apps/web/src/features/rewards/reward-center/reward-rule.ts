/**
 * How a reward's amount is computed, as one translated line of its card (the kind's params): the
 * deposit's percentage and cap, the rebate's rate, the points' rate and value; a fixed amount shows
 * as the amount itself.
 */
import type {
  DepositRewardParams,
  FixedRewardParams,
  PointsRewardParams,
  RebateRewardParams,
  Reward,
} from '@app/contract';
import { BASIS_POINTS } from '@app/contract/client';
import type { TFunction } from '../../../i18n/i18n';

export function rewardRuleOf(reward: Reward, t: TFunction, money: (amount: number) => string): string {
  switch (reward.kind) {
    case 'welcome':
    case 'daily_check_in':
      return money((reward.params as FixedRewardParams).amount);
    case 'deposit': {
      const params = reward.params as DepositRewardParams;
      return t(params.firstDepositOnly ? 'reward_rule_first_deposit' : 'reward_rule_deposit', {
        percent: params.percent,
        max: money(params.maxAmount),
      });
    }
    case 'rebate':
      return t('reward_rule_rebate', {
        percent: ((reward.params as RebateRewardParams).basisPoints * 100) / BASIS_POINTS,
      });
    case 'points': {
      const params = reward.params as PointsRewardParams;
      return t('reward_rule_points', {
        turnover: money(params.turnoverPerPoint),
        value: money(params.pointValue),
      });
    }
  }
}
