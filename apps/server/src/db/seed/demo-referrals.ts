/**
 * The demo REFERRAL programme of each VND brand, matching the seeded "Refer a friend" promotion
 * (demo-promotions.ts): you and your friend each get 100,000 ₫ when the friend deposits at least
 * 500,000 ₫ within 14 days of registering; at most 20 friends per month; each bonus wagered once.
 * One row per merchant: the idempotent seed inserts it once and leaves an operator's later rules alone.
 */
import type { referralRules } from '../../features/referrals/tables';

type RulesRow = typeof referralRules.$inferInsert;

export const demoReferralRulesOf = (merchantCode: string): RulesRow => ({
  merchantCode,
  enabled: true,
  referrerBonus: 100_000,
  friendBonus: 100_000,
  minDeposit: 500_000,
  windowDays: 14,
  monthlyCap: 20,
  turnoverMultiplier: 1,
  texts: {
    EN: {
      title: 'Refer a friend: 100,000 ₫ for both of you',
      description:
        'Share your link or code. When a friend who registered with it deposits at least 500,000 ₫ within 14 days, you each claim 100,000 ₫ (up to 20 friends a month). Each bonus is wagered once before a withdrawal.',
    },
    CN: {
      title: '推荐好友：双方各得100,000 ₫',
      description:
        '分享您的链接或邀请码。好友通过它注册并在14天内累计存款不低于500,000 ₫，双方即可各领取100,000 ₫（每月最多20位好友）。每笔奖金需流水一倍后方可提款。',
    },
    VI: {
      title: 'Giới thiệu bạn bè: cả hai nhận 100.000 ₫',
      description:
        'Chia sẻ liên kết hoặc mã mời. Khi bạn bè đăng ký qua đó và nạp tối thiểu 500.000 ₫ trong vòng 14 ngày, mỗi người nhận 100.000 ₫ (tối đa 20 người bạn mỗi tháng). Mỗi khoản thưởng cần cược một vòng trước khi rút.',
    },
  },
});
