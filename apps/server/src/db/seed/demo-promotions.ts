/**
 * The demo promotions of each brand (issue 14), in English, Simplified Chinese and Vietnamese, in
 * every category: the welcome bonus home's first banner leads to, a reload bonus, the daily
 * check-in, the weekly rebate, VIP upgrade bonuses, refer-a-friend, the lottery happy hour, a
 * slots tournament, a Telegram giveaway, and one that has ended (so it must not show). Amounts are
 * VND. The reward-backed ones lead to the reward centre (a route: the rewards are another feature's,
 * and their ids are not known here); the deposit ones to the deposit page. Each has a seed key, so
 * the idempotent seed inserts it once and leaves an operator's later edits alone. Pictures are
 * drawn by the server from the title.
 */
import type { LocalizedValue, PromotionCategory, PromotionTexts } from '@app/contract';
import type { promotions } from '../../features/promotions/tables';
import { sanitizeRichText } from '../../lib/rich-text';

type PromotionRow = typeof promotions.$inferInsert;
type SeedLanguage = 'EN' | 'CN' | 'VI';

/** One language's copy: the content is built from it with the same headings and terms table. */
interface Copy {
  title: string;
  summary: string;
  intro: string;
  steps: string[];
  terms: [string, string][];
}

const HEADINGS: Record<
  SeedLanguage,
  { how: string; terms: string; rule: string; detail: string; fine: string }
> = {
  EN: {
    how: 'How to take part',
    terms: 'Terms',
    rule: 'Rule',
    detail: 'Detail',
    fine: 'One account per person, household and device. We may change or end this promotion at any time; abuse voids the bonus.',
  },
  CN: {
    how: '参与方式',
    terms: '活动条款',
    rule: '规则',
    detail: '说明',
    fine: '每人、每户、每台设备仅限一个账户。本平台保留随时修改或终止活动的权利；如有违规套利行为，奖金将被取消。',
  },
  VI: {
    how: 'Cách tham gia',
    terms: 'Điều khoản',
    rule: 'Quy định',
    detail: 'Chi tiết',
    fine: 'Mỗi người, mỗi hộ gia đình và mỗi thiết bị chỉ được một tài khoản. Chúng tôi có thể thay đổi hoặc kết thúc khuyến mãi bất cứ lúc nào; hành vi gian lận sẽ bị hủy thưởng.',
  },
};

const contentOf = (language: SeedLanguage, copy: Copy): string => {
  const h = HEADINGS[language];
  const steps = copy.steps.map((step) => `<li>${step}</li>`).join('');
  const rows = copy.terms
    .map(([rule, detail]) => `<tr><th scope="row">${rule}</th><td>${detail}</td></tr>`)
    .join('');
  return sanitizeRichText(
    `<p>${copy.intro}</p><h3>${h.how}</h3><ol>${steps}</ol><h3>${h.terms}</h3><table><thead><tr><th scope="col">${h.rule}</th><th scope="col">${h.detail}</th></tr></thead><tbody>${rows}</tbody></table><p><small>${h.fine}</small></p>`,
  );
};

const textsOf = (copies: Record<SeedLanguage, Copy>): LocalizedValue<PromotionTexts> => {
  const entry = (language: SeedLanguage): PromotionTexts => ({
    title: copies[language].title,
    summary: copies[language].summary,
    content: contentOf(language, copies[language]),
  });
  return { EN: entry('EN'), CN: entry('CN'), VI: entry('VI') };
};

interface PromotionSeed {
  seedKey: string;
  category: PromotionCategory;
  action:
    | { kind: 'route'; to: string }
    | { kind: 'url'; urlOf: (brand: Brand) => string }
    /** The claim of the brand's demo reward of this seed key (db/seed/demo-rewards.ts). */
    | { kind: 'claim'; rewardSeedKey: string };
  /** Days from the seeding day; endsInDays null: no end. */
  startedDaysAgo: number;
  endsInDays: number | null;
  copies: (brand: Brand) => Record<SeedLanguage, Copy>;
}

interface Brand {
  name: string;
  telegram: string;
}

const claimOf = (rewardSeedKey: string) => ({ kind: 'claim', rewardSeedKey }) as const;
const DEPOSIT = { kind: 'route', to: '/m/voucherCenter' } as const;

const DEMO_PROMOTIONS: readonly PromotionSeed[] = [
  {
    seedKey: 'promo-welcome',
    category: 'NEW_MEMBER',
    action: claimOf('reward-first-deposit'),
    startedDaysAgo: 30,
    endsInDays: null,
    copies: (brand) => ({
      EN: {
        title: 'Welcome bonus 100% up to 5,000,000 ₫',
        summary: 'Double your first deposit: we match it 100%, up to 5,000,000 ₫.',
        intro: `New to ${brand.name}? Your first deposit is matched 100% with a bonus of up to <strong>5,000,000 ₫</strong>.`,
        steps: [
          'Register and log in to your account.',
          'Make your first deposit of at least 100,000 ₫.',
          'Open the reward centre and claim your welcome bonus.',
        ],
        terms: [
          ['Minimum deposit', '100,000 ₫'],
          ['Bonus', '100% of the first deposit, up to 5,000,000 ₫'],
          ['Turnover', '10× the bonus before withdrawal'],
        ],
      },
      CN: {
        title: '新会员首存100%奖金，最高5,000,000 ₫',
        summary: '首次存款即享100%奖金，最高可得5,000,000 ₫。',
        intro: `欢迎加入${brand.name}！首次存款可获得100%等额奖金，最高<strong>5,000,000 ₫</strong>。`,
        steps: [
          '注册并登录您的账户。',
          '完成首次存款，金额不低于100,000 ₫。',
          '前往奖励中心领取新会员奖金。',
        ],
        terms: [
          ['最低存款', '100,000 ₫'],
          ['奖金', '首存金额的100%，最高5,000,000 ₫'],
          ['流水要求', '奖金的10倍流水后方可提款'],
        ],
      },
      VI: {
        title: 'Thưởng chào mừng 100% đến 5.000.000 ₫',
        summary: 'Nhân đôi lần nạp đầu: thưởng 100%, tối đa 5.000.000 ₫.',
        intro: `Chào mừng bạn đến với ${brand.name}! Lần nạp đầu tiên được thưởng 100%, tối đa <strong>5.000.000 ₫</strong>.`,
        steps: [
          'Đăng ký và đăng nhập tài khoản.',
          'Nạp tiền lần đầu tối thiểu 100.000 ₫.',
          'Vào Trung tâm thưởng và nhận thưởng chào mừng.',
        ],
        terms: [
          ['Nạp tối thiểu', '100.000 ₫'],
          ['Tiền thưởng', '100% lần nạp đầu, tối đa 5.000.000 ₫'],
          ['Doanh thu cược', '10 lần tiền thưởng trước khi rút'],
        ],
      },
    }),
  },
  {
    seedKey: 'promo-reload',
    category: 'DEPOSIT',
    action: DEPOSIT,
    startedDaysAgo: 10,
    endsInDays: 80,
    copies: () => ({
      EN: {
        title: 'Weekend reload: 20% on every deposit',
        summary: 'Every Saturday and Sunday, deposits of 200,000 ₫ or more get 20% extra, up to 1,000,000 ₫.',
        intro:
          'Top up at the weekend and play with more: a 20% reload bonus on each deposit, up to 1,000,000 ₫ a day.',
        steps: [
          'Deposit at least 200,000 ₫ on a Saturday or Sunday (GMT+7).',
          'The bonus is credited to your balance within 10 minutes.',
        ],
        terms: [
          ['Minimum deposit', '200,000 ₫'],
          ['Bonus', '20%, up to 1,000,000 ₫ per day'],
          ['Turnover', '8× deposit plus bonus'],
        ],
      },
      CN: {
        title: '周末续存：每笔存款加赠20%',
        summary: '每周六、周日单笔存款满200,000 ₫，加赠20%，每日最高1,000,000 ₫。',
        intro: '周末充值，畅玩更多：每笔存款加赠20%，每日最高1,000,000 ₫。',
        steps: ['于周六或周日（GMT+7）单笔存款不低于200,000 ₫。', '奖金将在10分钟内存入您的余额。'],
        terms: [
          ['最低存款', '200,000 ₫'],
          ['奖金', '20%，每日最高1,000,000 ₫'],
          ['流水要求', '（存款+奖金）的8倍'],
        ],
      },
      VI: {
        title: 'Nạp cuối tuần: thưởng 20% mỗi lần nạp',
        summary: 'Thứ Bảy và Chủ Nhật, mỗi lần nạp từ 200.000 ₫ được thưởng thêm 20%, tối đa 1.000.000 ₫.',
        intro: 'Nạp tiền cuối tuần để chơi nhiều hơn: thưởng 20% mỗi lần nạp, tối đa 1.000.000 ₫ mỗi ngày.',
        steps: [
          'Nạp tối thiểu 200.000 ₫ vào Thứ Bảy hoặc Chủ Nhật (GMT+7).',
          'Tiền thưởng được cộng vào số dư trong vòng 10 phút.',
        ],
        terms: [
          ['Nạp tối thiểu', '200.000 ₫'],
          ['Tiền thưởng', '20%, tối đa 1.000.000 ₫ mỗi ngày'],
          ['Doanh thu cược', '8 lần (tiền nạp + tiền thưởng)'],
        ],
      },
    }),
  },
  {
    seedKey: 'promo-daily-check-in',
    category: 'DAILY',
    action: claimOf('reward-daily-check-in'),
    startedDaysAgo: 20,
    endsInDays: null,
    copies: () => ({
      EN: {
        title: 'Daily check-in: free bonus every day',
        summary: 'Log in and check in every day for 5,000 ₫.',
        intro: 'Check in once a day in the reward centre: a new reward waits for you every day.',
        steps: [
          'Log in and open the reward centre.',
          'Claim the daily check-in once a day (a new day starts at 00:00 UTC).',
        ],
        terms: [
          ['Daily reward', '5,000 ₫'],
          ['Turnover', '1× the reward'],
        ],
      },
      CN: {
        title: '每日签到：天天领奖金',
        summary: '每天登录签到可得5,000 ₫。',
        intro: '每天在奖励中心签到一次，每天都有新的奖励等着您。',
        steps: ['登录并打开奖励中心。', '每天领取一次每日签到奖励（每日00:00 UTC重置）。'],
        terms: [
          ['每日奖励', '5,000 ₫'],
          ['流水要求', '奖励的1倍'],
        ],
      },
      VI: {
        title: 'Điểm danh mỗi ngày: nhận thưởng miễn phí',
        summary: 'Đăng nhập và điểm danh mỗi ngày nhận 5.000 ₫.',
        intro: 'Điểm danh một lần mỗi ngày tại Trung tâm thưởng: ngày nào cũng có thưởng mới.',
        steps: [
          'Đăng nhập và mở Trung tâm thưởng.',
          'Nhận thưởng điểm danh mỗi ngày một lần (ngày mới bắt đầu lúc 00:00 UTC).',
        ],
        terms: [
          ['Thưởng mỗi ngày', '5.000 ₫'],
          ['Doanh thu cược', '1 lần tiền thưởng'],
        ],
      },
    }),
  },
  {
    seedKey: 'promo-daily-rebate',
    category: 'REBATE',
    action: claimOf('reward-rebate'),
    startedDaysAgo: 45,
    endsInDays: null,
    copies: () => ({
      EN: {
        title: 'Daily rebate 0.5% on every bet',
        summary: 'Win or lose, get 0.5% of yesterday’s valid bets back every day, no limit.',
        intro: 'Every day we return 0.5% of your valid bets of the day before (00:00 to 24:00 UTC).',
        steps: ['Play any game today.', 'From 00:00 UTC tomorrow, claim your rebate in the reward centre.'],
        terms: [
          ['Rebate', '0.5% of valid bets'],
          ['Maximum', 'No limit'],
          ['Turnover', '1× the rebate'],
          ['Valid bets', 'Every bet placed; cancelled bets do not count'],
        ],
      },
      CN: {
        title: '每日返水0.5%',
        summary: '无论输赢，每天返还前一天有效投注的0.5%，上不封顶。',
        intro: '每天返还您前一天（UTC 00:00至24:00）有效投注额的0.5%。',
        steps: ['今天畅玩任意游戏。', '次日UTC 00:00起在奖励中心领取返水。'],
        terms: [
          ['返水比例', '有效投注的0.5%'],
          ['上限', '不设上限'],
          ['流水要求', '返水金额的1倍'],
          ['有效投注', '所有已下注单；取消的注单不计'],
        ],
      },
      VI: {
        title: 'Hoàn trả hằng ngày 0,5% mọi cược',
        summary: 'Thắng hay thua đều được hoàn 0,5% tiền cược hợp lệ của hôm qua, mỗi ngày, không giới hạn.',
        intro: 'Mỗi ngày, chúng tôi hoàn lại 0,5% tổng cược hợp lệ của ngày hôm trước (00:00 đến 24:00 UTC).',
        steps: [
          'Chơi bất kỳ trò chơi nào trong ngày.',
          'Từ 00:00 UTC ngày hôm sau, nhận hoàn trả tại Trung tâm thưởng.',
        ],
        terms: [
          ['Tỷ lệ hoàn trả', '0,5% tiền cược hợp lệ'],
          ['Tối đa', 'Không giới hạn'],
          ['Doanh thu cược', '1 lần tiền hoàn trả'],
          ['Cược hợp lệ', 'Mọi cược đã đặt; cược bị hủy không được tính'],
        ],
      },
    }),
  },
  {
    seedKey: 'promo-vip-upgrade',
    category: 'VIP',
    action: { kind: 'route', to: '/m/member/benefits' },
    startedDaysAgo: 60,
    endsInDays: null,
    copies: () => ({
      EN: {
        title: 'VIP upgrade bonuses up to 8,888,000 ₫',
        summary: 'Climb the VIP levels with your turnover and receive a one-time bonus at every new level.',
        intro:
          'Your turnover lifts your VIP level. Each level you reach for the first time pays a one-time bonus.',
        steps: [
          'Play: all valid bets count towards your VIP level.',
          'Reach a new level and the upgrade bonus appears in the reward centre.',
        ],
        terms: [
          ['VIP 1', '88,000 ₫'],
          ['VIP 3', '588,000 ₫'],
          ['VIP 5', '2,888,000 ₫'],
          ['VIP 8', '8,888,000 ₫'],
          ['Turnover', '1× the bonus'],
        ],
      },
      CN: {
        title: 'VIP晋级礼金，最高8,888,000 ₫',
        summary: '凭有效投注晋升VIP等级，每升一级即享一次性晋级礼金。',
        intro: '您的有效投注决定VIP等级，首次达到每个等级均可获得一次性晋级礼金。',
        steps: ['畅玩游戏：所有有效投注均计入VIP等级。', '晋升新等级后，晋级礼金将出现在奖励中心。'],
        terms: [
          ['VIP 1', '88,000 ₫'],
          ['VIP 3', '588,000 ₫'],
          ['VIP 5', '2,888,000 ₫'],
          ['VIP 8', '8,888,000 ₫'],
          ['流水要求', '礼金的1倍'],
        ],
      },
      VI: {
        title: 'Thưởng thăng cấp VIP đến 8.888.000 ₫',
        summary: 'Thăng cấp VIP theo doanh thu cược và nhận thưởng một lần ở mỗi cấp mới.',
        intro: 'Doanh thu cược quyết định cấp VIP của bạn. Mỗi cấp đạt được lần đầu sẽ có một khoản thưởng.',
        steps: [
          'Chơi game: mọi cược hợp lệ đều được tính vào cấp VIP.',
          'Khi lên cấp mới, thưởng thăng cấp sẽ xuất hiện trong Trung tâm thưởng.',
        ],
        terms: [
          ['VIP 1', '88.000 ₫'],
          ['VIP 3', '588.000 ₫'],
          ['VIP 5', '2.888.000 ₫'],
          ['VIP 8', '8.888.000 ₫'],
          ['Doanh thu cược', '1 lần tiền thưởng'],
        ],
      },
    }),
  },
  {
    seedKey: 'promo-refer-friend',
    category: 'OTHER',
    action: { kind: 'route', to: '/m/inviteFriends' },
    startedDaysAgo: 15,
    endsInDays: 120,
    copies: () => ({
      EN: {
        title: 'Refer a friend: 100,000 ₫ for both of you',
        summary: 'Share your invitation link; when your friend deposits 500,000 ₫, you each get 100,000 ₫.',
        intro:
          'Bring your friends along. Every friend who joins with your link and deposits earns you both a bonus.',
        steps: [
          'Open “Invite friends” and share your link or code.',
          'Your friend registers and deposits at least 500,000 ₫ within 14 days.',
          'You both receive 100,000 ₫.',
        ],
        terms: [
          ['Friend’s deposit', 'At least 500,000 ₫'],
          ['Bonus', '100,000 ₫ each'],
          ['Limit', '20 friends per month'],
        ],
      },
      CN: {
        title: '推荐好友：双方各得100,000 ₫',
        summary: '分享邀请链接，好友存款满500,000 ₫，双方各得100,000 ₫。',
        intro: '邀请好友一起玩。每位通过您的链接注册并存款的好友，都能为您们双方带来奖金。',
        steps: [
          '打开“邀请好友”，分享您的链接或邀请码。',
          '好友在14天内注册并存款不低于500,000 ₫。',
          '双方各获得100,000 ₫。',
        ],
        terms: [
          ['好友存款', '不低于500,000 ₫'],
          ['奖金', '双方各100,000 ₫'],
          ['上限', '每月20位好友'],
        ],
      },
      VI: {
        title: 'Giới thiệu bạn bè: cả hai nhận 100.000 ₫',
        summary: 'Chia sẻ liên kết mời; khi bạn bè nạp 500.000 ₫, mỗi người nhận 100.000 ₫.',
        intro:
          'Rủ bạn bè cùng chơi. Mỗi người bạn đăng ký qua liên kết của bạn và nạp tiền sẽ mang lại thưởng cho cả hai.',
        steps: [
          'Mở “Mời bạn bè” và chia sẻ liên kết hoặc mã mời.',
          'Bạn bè đăng ký và nạp tối thiểu 500.000 ₫ trong vòng 14 ngày.',
          'Cả hai nhận 100.000 ₫.',
        ],
        terms: [
          ['Bạn bè nạp', 'Tối thiểu 500.000 ₫'],
          ['Tiền thưởng', 'Mỗi người 100.000 ₫'],
          ['Giới hạn', '20 người bạn mỗi tháng'],
        ],
      },
    }),
  },
  {
    seedKey: 'promo-lottery-happy-hour',
    category: 'DAILY',
    action: { kind: 'route', to: '/m/lottery' },
    startedDaysAgo: 5,
    endsInDays: 30,
    copies: () => ({
      EN: {
        title: 'Lottery happy hour: 2× rebate 18:00–19:00',
        summary: 'Every evening from 18:00 to 19:00, lottery bets earn double rebate.',
        intro: 'Bet on any lottery between 18:00 and 19:00 (GMT+7) and your rebate on those bets is doubled.',
        steps: [
          'Open the lottery lobby between 18:00 and 19:00.',
          'Place your bets as usual; the double rebate is added automatically.',
        ],
        terms: [
          ['Hours', 'Daily 18:00–19:00 GMT+7'],
          ['Rebate', '1% instead of 0.5% on lottery bets'],
          ['Paid with', 'The weekly rebate'],
        ],
      },
      CN: {
        title: '彩票欢乐时光：18:00–19:00返水翻倍',
        summary: '每晚18:00至19:00，彩票投注享双倍返水。',
        intro: '每天18:00至19:00（GMT+7）投注任意彩票，该时段投注的返水翻倍。',
        steps: ['在18:00至19:00进入彩票大厅。', '照常投注，双倍返水自动计入。'],
        terms: [
          ['活动时间', '每日18:00–19:00 GMT+7'],
          ['返水', '彩票投注返水由0.5%提升至1%'],
          ['发放方式', '随每周返水一并发放'],
        ],
      },
      VI: {
        title: 'Giờ vàng xổ số: hoàn trả x2 từ 18:00–19:00',
        summary: 'Mỗi tối từ 18:00 đến 19:00, cược xổ số được hoàn trả gấp đôi.',
        intro:
          'Đặt cược bất kỳ xổ số nào từ 18:00 đến 19:00 (GMT+7), tiền hoàn trả của các cược đó được nhân đôi.',
        steps: [
          'Vào sảnh xổ số trong khung giờ 18:00–19:00.',
          'Đặt cược như bình thường; hoàn trả gấp đôi được cộng tự động.',
        ],
        terms: [
          ['Thời gian', 'Hằng ngày 18:00–19:00 GMT+7'],
          ['Hoàn trả', '1% thay vì 0,5% cho cược xổ số'],
          ['Chi trả', 'Cùng với hoàn trả hàng tuần'],
        ],
      },
    }),
  },
  {
    seedKey: 'promo-slots-tournament',
    category: 'OTHER',
    action: { kind: 'route', to: '/m/gameList?gameType=RNG' },
    startedDaysAgo: 3,
    endsInDays: 25,
    copies: () => ({
      EN: {
        title: 'Slots tournament: 200,000,000 ₫ prize pool',
        summary:
          'Spin any slot, climb the leaderboard and share a 200,000,000 ₫ prize pool among the top 100.',
        intro: 'Every spin of 10,000 ₫ or more earns points: the biggest win multiplier of each spin counts.',
        steps: [
          'Play any slot game with a bet of 10,000 ₫ or more.',
          'Check the leaderboard in the game list.',
          'Prizes are paid within 24 hours after the tournament ends.',
        ],
        terms: [
          ['1st place', '50,000,000 ₫'],
          ['2nd–10th', '5,000,000 ₫ each'],
          ['11th–100th', '1,000,000 ₫ each'],
          ['Minimum bet', '10,000 ₫ per spin'],
        ],
      },
      CN: {
        title: '电子锦标赛：奖池200,000,000 ₫',
        summary: '畅玩任意电子游戏，冲榜赢取奖金，前100名瓜分200,000,000 ₫奖池。',
        intro: '每次投注不低于10,000 ₫的旋转均可积分：按每次旋转的最高中奖倍数计算。',
        steps: [
          '以不低于10,000 ₫的投注畅玩任意电子游戏。',
          '在游戏列表中查看排行榜。',
          '比赛结束后24小时内发放奖金。',
        ],
        terms: [
          ['第1名', '50,000,000 ₫'],
          ['第2–10名', '每人5,000,000 ₫'],
          ['第11–100名', '每人1,000,000 ₫'],
          ['最低投注', '每次旋转10,000 ₫'],
        ],
      },
      VI: {
        title: 'Giải đấu nổ hũ: tổng thưởng 200.000.000 ₫',
        summary:
          'Quay bất kỳ game nổ hũ nào, leo bảng xếp hạng và chia tổng thưởng 200.000.000 ₫ cho top 100.',
        intro: 'Mỗi lượt quay từ 10.000 ₫ đều được tính điểm: hệ số thắng cao nhất của mỗi lượt quay.',
        steps: [
          'Chơi bất kỳ game nổ hũ nào với mức cược từ 10.000 ₫.',
          'Xem bảng xếp hạng trong danh sách trò chơi.',
          'Giải thưởng được trả trong vòng 24 giờ sau khi giải đấu kết thúc.',
        ],
        terms: [
          ['Hạng 1', '50.000.000 ₫'],
          ['Hạng 2–10', 'Mỗi người 5.000.000 ₫'],
          ['Hạng 11–100', 'Mỗi người 1.000.000 ₫'],
          ['Cược tối thiểu', '10.000 ₫ mỗi lượt quay'],
        ],
      },
    }),
  },
  {
    seedKey: 'promo-telegram',
    category: 'OTHER',
    action: { kind: 'url', urlOf: (brand) => brand.telegram },
    startedDaysAgo: 7,
    endsInDays: 60,
    copies: (brand) => ({
      EN: {
        title: 'Telegram giveaway every Friday',
        summary: `Join the ${brand.name} Telegram channel: 50 members win 200,000 ₫ every Friday.`,
        intro: 'Follow our Telegram channel for news, tips and a weekly giveaway.',
        steps: [
          'Join our Telegram channel.',
          'Reply to the Friday giveaway post with your username.',
          'Winners are announced at 21:00.',
        ],
        terms: [
          ['Winners', '50 every Friday'],
          ['Prize', '200,000 ₫ each'],
          ['Turnover', '1× the prize'],
        ],
      },
      CN: {
        title: 'Telegram每周五抽奖',
        summary: `加入${brand.name} Telegram频道：每周五抽出50位会员，每人200,000 ₫。`,
        intro: '关注我们的Telegram频道，获取最新消息、游戏技巧和每周抽奖。',
        steps: ['加入我们的Telegram频道。', '在周五抽奖帖下回复您的用户名。', '21:00公布中奖名单。'],
        terms: [
          ['中奖人数', '每周五50位'],
          ['奖品', '每人200,000 ₫'],
          ['流水要求', '奖金的1倍'],
        ],
      },
      VI: {
        title: 'Quà tặng Telegram mỗi thứ Sáu',
        summary: `Tham gia kênh Telegram của ${brand.name}: 50 thành viên nhận 200.000 ₫ mỗi thứ Sáu.`,
        intro: 'Theo dõi kênh Telegram để nhận tin tức, mẹo chơi và quà tặng hằng tuần.',
        steps: [
          'Tham gia kênh Telegram của chúng tôi.',
          'Trả lời bài đăng quà tặng thứ Sáu với tên đăng nhập của bạn.',
          'Công bố người thắng lúc 21:00.',
        ],
        terms: [
          ['Số người thắng', '50 người mỗi thứ Sáu'],
          ['Giải thưởng', 'Mỗi người 200.000 ₫'],
          ['Doanh thu cược', '1 lần tiền thưởng'],
        ],
      },
    }),
  },
  {
    seedKey: 'promo-lunar-new-year',
    category: 'DEPOSIT',
    action: DEPOSIT,
    startedDaysAgo: 40,
    endsInDays: -10,
    copies: () => ({
      EN: {
        title: 'Lunar New Year lucky money (ended)',
        summary: 'Lucky money on every deposit during the Tết holiday.',
        intro: 'This promotion has ended. Thank you for celebrating with us.',
        steps: ['Deposit during the Tết holiday.'],
        terms: [['Bonus', '8% of each deposit, up to 888,000 ₫']],
      },
      CN: {
        title: '春节红包（已结束）',
        summary: '春节期间每笔存款送红包。',
        intro: '本活动已结束，感谢您的参与。',
        steps: ['春节期间存款。'],
        terms: [['奖金', '每笔存款的8%，最高888,000 ₫']],
      },
      VI: {
        title: 'Lì xì Tết Nguyên Đán (đã kết thúc)',
        summary: 'Lì xì cho mỗi lần nạp trong dịp Tết.',
        intro: 'Khuyến mãi này đã kết thúc. Cảm ơn bạn đã cùng chúng tôi đón Tết.',
        steps: ['Nạp tiền trong dịp Tết.'],
        terms: [['Tiền thưởng', '8% mỗi lần nạp, tối đa 888.000 ₫']],
      },
    }),
  },
];

const DAY_MS = 86_400_000;

const targetOf = (action: PromotionSeed['action'], brand: Brand, rewardIds: ReadonlyMap<string, number>) => {
  if (action.kind === 'url') return action.urlOf(brand);
  if (action.kind === 'route') return action.to;
  const rewardId = rewardIds.get(action.rewardSeedKey);
  if (rewardId === undefined) throw new Error(`demo reward ${action.rewardSeedKey} is not seeded`);
  return String(rewardId);
};

/**
 * The rows of one brand; the periods count from `now` (the first seeding); a claim's reward id is
 * the id of the brand's reward of that seed key, seeded before.
 */
export const demoPromotionsOf = (
  merchantCode: string,
  brand: Brand,
  now: number,
  rewardIds: ReadonlyMap<string, number>,
): PromotionRow[] =>
  DEMO_PROMOTIONS.map(({ seedKey, category, action, startedDaysAgo, endsInDays, copies }, index) => ({
    merchantCode,
    seedKey,
    category,
    texts: textsOf(copies(brand)),
    actionKind: action.kind,
    actionTarget: targetOf(action, brand, rewardIds),
    startsAt: new Date(now - startedDaysAgo * DAY_MS),
    endsAt: endsInDays === null ? null : new Date(now + endsInDays * DAY_MS),
    sortOrder: index + 1,
  }));
