/**
 * The demo reward centre of each brand (VND, no minor digits): a welcome bonus, a first-deposit
 * bonus, a daily check-in, the daily rebate (MANPLAYREB3) and points for turnover (PTSYS3), with
 * texts in English, Simplified Chinese and Vietnamese. Each has a seed key, so the idempotent seed
 * inserts it once and leaves an operator's later edits alone. The demo member (one deposit of
 * 2,500,000 ₫) finds the welcome, first-deposit and check-in rewards claimable on a fresh database.
 */
import type { rewards } from '../../features/rewards/tables';

type RewardRow = typeof rewards.$inferInsert;

const demoRewards: readonly Omit<RewardRow, 'merchantCode'>[] = [
  {
    seedKey: 'reward-welcome',
    kind: 'welcome',
    texts: {
      EN: {
        title: 'Welcome bonus',
        description: 'A gift of 18,000 ₫ for joining us. Wager it once to withdraw.',
      },
      CN: { title: '新人礼金', description: '注册即送 18,000 ₫，完成 1 倍流水即可提现。' },
      VI: {
        title: 'Thưởng chào mừng',
        description: 'Tặng 18.000 ₫ khi gia nhập. Cược đủ 1 vòng để rút tiền.',
      },
    },
    params: { amount: 18_000 },
    turnoverMultiplier: 1,
    sortOrder: 1,
  },
  {
    seedKey: 'reward-first-deposit',
    kind: 'deposit',
    texts: {
      EN: {
        title: 'First deposit bonus 100%',
        description: 'Your first deposit doubled, up to 5,000,000 ₫. Wager the bonus 10 times to withdraw.',
      },
      CN: {
        title: '首存 100% 奖金',
        description: '首次存款翻倍，最高 5,000,000 ₫。奖金完成 10 倍流水即可提现。',
      },
      VI: {
        title: 'Thưởng nạp đầu 100%',
        description: 'Nhân đôi lần nạp đầu tiên, tối đa 5.000.000 ₫. Cược tiền thưởng 10 vòng để rút.',
      },
    },
    params: { percent: 100, maxAmount: 5_000_000, minDeposit: 100_000, firstDepositOnly: true },
    turnoverMultiplier: 10,
    sortOrder: 2,
  },
  {
    seedKey: 'reward-daily-check-in',
    kind: 'daily_check_in',
    texts: {
      EN: {
        title: 'Daily check-in',
        description: 'Check in every day for 5,000 ₫. A new one each day from 00:00 UTC.',
      },
      CN: { title: '每日签到', description: '每天签到领取 5,000 ₫，每日 00:00 (UTC) 刷新。' },
      VI: {
        title: 'Điểm danh hằng ngày',
        description: 'Điểm danh mỗi ngày nhận 5.000 ₫. Làm mới lúc 00:00 (UTC).',
      },
    },
    params: { amount: 5_000 },
    turnoverMultiplier: 1,
    sortOrder: 3,
  },
  {
    seedKey: 'reward-rebate',
    kind: 'rebate',
    texts: {
      EN: {
        title: 'Daily rebate 0.5%',
        description: "0.5% of yesterday's turnover back in your wallet, every day.",
      },
      CN: { title: '每日返水 0.5%', description: '每天返还昨日有效投注额的 0.5%。' },
      VI: {
        title: 'Hoàn trả hằng ngày 0,5%',
        description: 'Hoàn 0,5% tổng cược của ngày hôm qua vào ví, mỗi ngày.',
      },
    },
    params: { basisPoints: 50 },
    turnoverMultiplier: 1,
    sortOrder: 4,
  },
  {
    seedKey: 'reward-points',
    kind: 'points',
    texts: {
      EN: {
        title: 'Loyalty points',
        description: 'One point for every 10,000 ₫ wagered; each point is worth 100 ₫.',
      },
      CN: { title: '积分兑换', description: '每投注 10,000 ₫ 获得 1 积分，每积分可兑换 100 ₫。' },
      VI: {
        title: 'Điểm thưởng',
        description: 'Mỗi 10.000 ₫ tiền cược được 1 điểm; mỗi điểm đổi được 100 ₫.',
      },
    },
    params: { turnoverPerPoint: 10_000, pointValue: 100 },
    turnoverMultiplier: 0,
    sortOrder: 5,
  },
];

export const demoRewardsOf = (merchantCode: string): RewardRow[] =>
  demoRewards.map((reward) => ({ ...reward, merchantCode }));
