/**
 * The demo brands' VIP ladder (issue 14): VIP0..VIP6 on lifetime turnover in VND, with what each
 * level promises in figures (upgrade bonus, weekly rebate, daily withdrawals) and in words, in
 * English, Simplified Chinese and Vietnamese. Inserted once per level: an operator's change stays.
 */
import type { VipLevelBody } from '@app/contract';
import type { vipLevels } from '../../features/vip/tables';

type Texts = VipLevelBody['name'];
type Benefit = VipLevelBody['benefits'][number];

const benefit = (title: Texts, detail: Texts): Benefit => ({ title, detail });

/** '1,888,000' / '1.888.000': the amount as each language writes it in a sentence. */
const dong = (amount: number): Texts => ({
  EN: `${amount.toLocaleString('en-US')} ₫`,
  CN: `${amount.toLocaleString('en-US')} 越南盾`,
  VI: `${amount.toLocaleString('vi-VN')} ₫`,
});

const standardPromotions = benefit(
  { EN: 'All standard promotions', CN: '全部常规优惠', VI: 'Mọi khuyến mãi thường' },
  {
    EN: 'Daily check-in rewards, deposit bonuses and every promotion open to members.',
    CN: '每日签到奖励、存款红利及所有会员可参加的优惠活动。',
    VI: 'Thưởng điểm danh hằng ngày, thưởng nạp tiền và mọi khuyến mãi dành cho thành viên.',
  },
);

const birthdayGift = (amount: number): Benefit => {
  const gift = dong(amount);
  return benefit(
    { EN: 'Birthday gift', CN: '生日礼金', VI: 'Quà sinh nhật' },
    {
      EN: `${gift.EN} credited to your wallet on your birthday.`,
      CN: `生日当天自动发放 ${gift.CN} 至您的钱包。`,
      VI: `${gift.VI} được cộng vào ví vào ngày sinh nhật của bạn.`,
    },
  );
};

const fasterWithdrawals = (minutes: number): Benefit =>
  benefit(
    { EN: 'Priority withdrawals', CN: '优先出款', VI: 'Rút tiền ưu tiên' },
    {
      EN: `Your withdrawals are reviewed first, usually within ${minutes} minutes.`,
      CN: `您的提款优先审核，通常在 ${minutes} 分钟内完成。`,
      VI: `Lệnh rút tiền của bạn được duyệt trước, thường trong vòng ${minutes} phút.`,
    },
  );

const accountManager = benefit(
  { EN: 'Dedicated account manager', CN: '专属客户经理', VI: 'Quản lý tài khoản riêng' },
  {
    EN: 'A personal manager answers you around the clock on Telegram and Zalo.',
    CN: '专属经理通过 Telegram 和 Zalo 全天候为您服务。',
    VI: 'Quản lý riêng hỗ trợ bạn 24/7 qua Telegram và Zalo.',
  },
);

const exclusiveEvents = benefit(
  { EN: 'Exclusive events', CN: '尊享活动', VI: 'Sự kiện độc quyền' },
  {
    EN: 'Invitations to VIP trips, live shows and the year-end gala.',
    CN: '受邀参加 VIP 旅行、现场演出及年终盛典。',
    VI: 'Lời mời tham gia du lịch VIP, chương trình trực tiếp và đêm gala cuối năm.',
  },
);

const label = (level: number): Texts => ({ EN: `VIP${level}`, CN: `VIP${level}`, VI: `VIP${level}` });

/** The ladder, level by level: thresholds and figures in VND (0 decimals). */
export const DEMO_VIP_LEVELS: readonly (VipLevelBody & { level: number })[] = [
  {
    level: 0,
    name: label(0),
    turnoverThreshold: 0,
    upgradeBonus: 0,
    weeklyRebateBasisPoints: 30,
    dailyWithdrawalLimit: 100_000_000,
    dailyWithdrawals: 5,
    benefits: [standardPromotions],
  },
  {
    level: 1,
    name: label(1),
    turnoverThreshold: 5_000_000,
    upgradeBonus: 58_000,
    weeklyRebateBasisPoints: 40,
    dailyWithdrawalLimit: 200_000_000,
    dailyWithdrawals: 5,
    benefits: [standardPromotions],
  },
  {
    level: 2,
    name: label(2),
    turnoverThreshold: 50_000_000,
    upgradeBonus: 188_000,
    weeklyRebateBasisPoints: 50,
    dailyWithdrawalLimit: 300_000_000,
    dailyWithdrawals: 8,
    benefits: [standardPromotions, birthdayGift(288_000)],
  },
  {
    level: 3,
    name: label(3),
    turnoverThreshold: 200_000_000,
    upgradeBonus: 588_000,
    weeklyRebateBasisPoints: 60,
    dailyWithdrawalLimit: 500_000_000,
    dailyWithdrawals: 10,
    benefits: [standardPromotions, birthdayGift(888_000), fasterWithdrawals(15)],
  },
  {
    level: 4,
    name: label(4),
    turnoverThreshold: 1_000_000_000,
    upgradeBonus: 1_888_000,
    weeklyRebateBasisPoints: 80,
    dailyWithdrawalLimit: 1_000_000_000,
    dailyWithdrawals: 15,
    benefits: [standardPromotions, birthdayGift(1_888_000), fasterWithdrawals(15), accountManager],
  },
  {
    level: 5,
    name: label(5),
    turnoverThreshold: 5_000_000_000,
    upgradeBonus: 8_888_000,
    weeklyRebateBasisPoints: 100,
    dailyWithdrawalLimit: 2_000_000_000,
    dailyWithdrawals: 20,
    benefits: [standardPromotions, birthdayGift(5_888_000), fasterWithdrawals(5), accountManager],
  },
  {
    level: 6,
    name: label(6),
    turnoverThreshold: 20_000_000_000,
    upgradeBonus: 28_888_000,
    weeklyRebateBasisPoints: 120,
    dailyWithdrawalLimit: 5_000_000_000,
    dailyWithdrawals: 30,
    benefits: [
      standardPromotions,
      birthdayGift(18_888_000),
      fasterWithdrawals(5),
      accountManager,
      exclusiveEvents,
    ],
  },
];

export const demoVipLevelsOf = (merchantCode: string): (typeof vipLevels.$inferInsert)[] =>
  DEMO_VIP_LEVELS.map(({ name, ...level }) => ({
    merchantCode,
    texts: name,
    ...level,
    seedKey: `demo-vip-${level.level}`,
  }));
