/**
 * The demo announcements of each brand: home, live, new-game and registration banners, the player
 * notices of the home ticker and /m/notice (for every language, and some only for the players of one
 * language, written in it: the table's language column), agent notices (type A, agents only), a
 * pop-up and two promotions. Each has a seed key, so the
 * idempotent seed inserts it once and leaves an operator's later edits alone. Banner images are
 * generated (the banner art call draws the title); content is plain, safe HTML.
 */

import type { announcements } from '../../features/announcements/tables';
import { BANNER_HEIGHT, BANNER_WIDTH } from '../../lib/art';

type AnnouncementRow = typeof announcements.$inferInsert;

interface AnnouncementSeed extends Omit<AnnouncementRow, 'merchantCode' | 'seedKey' | 'target'> {
  seedKey: string;
  /** A site path, an outside address, or for a GAME banner the game to launch (vendor, game code). */
  target?: string | { vendorCode: string; gameCode: string };
}

const banner = (
  seedKey: string,
  groupName: string,
  title: string,
  sortOrder: number,
  action: AnnouncementRow['action'] = 'NONE',
  target?: AnnouncementSeed['target'],
): AnnouncementSeed => ({
  seedKey,
  type: 'B',
  groupName,
  title,
  action,
  target,
  sortOrder,
  imageWidth: BANNER_WIDTH,
  imageHeight: BANNER_HEIGHT,
});

const notice = (
  seedKey: string,
  type: 'PL' | 'PU' | 'PR' | 'A',
  title: string,
  content: string,
  sortOrder: number,
  /** Lower-case language code: only that language's players see it; absent: every language. */
  language?: string,
): AnnouncementSeed => ({ seedKey, type, title, content, sortOrder, language: language ?? null });

/** The brand's name and Telegram channel appear in its banners and welcome notices. */
interface Brand {
  name: string;
  telegram: string;
}

const demoAnnouncements = (brand: Brand): readonly AnnouncementSeed[] => [
  banner('banner-welcome', 'm_home', 'Welcome bonus 100% up to 5,000,000 ₫', 1, 'ROUTE', '/m/activity'),
  banner('banner-deposit', 'm_home', 'Instant deposits, 24/7', 2, 'ROUTE', '/m/voucherCenter'),
  banner('banner-game', 'm_home', 'Play Golden Dragon now', 3, 'GAME', {
    vendorCode: 'JILI',
    gameCode: 'jili-rng-001',
  }),
  banner('banner-telegram', 'm_home', 'Join our Telegram channel', 4, 'URL', brand.telegram),
  banner('banner-live-1', 'm_live', 'Live dealers tonight', 1, 'ROUTE', '/m/game'),
  banner('banner-live-2', 'm_live', 'Meet our live hosts', 2),
  banner('banner-newgame', 'm_newgame', 'New games every week', 1, 'ROUTE', '/m/gameList?type=hot'),
  banner('banner-register', 'm_reg', 'Register in one minute', 1),
  notice(
    'notice-maintenance',
    'PL',
    'Scheduled maintenance on Sunday 02:00–04:00',
    '<p>Our systems will be upgraded on Sunday from 02:00 to 04:00 (GMT+7). Games and deposits are unavailable during this time. Thank you for your patience.</p>',
    1,
  ),
  notice(
    'notice-deposit-channels',
    'PL',
    'New bank transfer channel: Vietcombank',
    '<p>You can now deposit by bank transfer to Vietcombank. Open <b>Deposit</b> and choose the transfer channel; credits arrive after review.</p>',
    2,
  ),
  notice(
    'notice-security',
    'PL',
    'Keep your account safe',
    '<p>We never ask for your password or SMS codes. Set a payment password for withdrawals and change your login password regularly.</p>',
    3,
  ),
  notice(
    'notice-lottery',
    'PL',
    'Vietnam North results are drawn daily at 18:15',
    '<p>The Vietnam North lottery closes at 18:10 and draws at 18:15 every day. Results appear in the lottery lobby.</p>',
    4,
  ),
  notice(
    'notice-responsible',
    'PL',
    'Play responsibly',
    '<p>Set yourself limits and take breaks. Players must be 18 or older.</p>',
    5,
  ),
  notice(
    'notice-vi-tet',
    'PL',
    'Lịch nạp tiền dịp Tết Nguyên Đán',
    '<p>Trong kỳ nghỉ Tết, các kênh chuyển khoản ngân hàng vẫn hoạt động 24/7. Lệnh nạp qua <b>Vietcombank</b> và <b>Techcombank</b> có thể được duyệt chậm hơn thường lệ từ 15 đến 30 phút.</p><p>Chúc quý khách một năm mới an khang, thịnh vượng!</p>',
    6,
    'vi',
  ),
  notice(
    'notice-vi-support',
    'PL',
    'Hỗ trợ khách hàng bằng tiếng Việt 24/7',
    '<p>Đội ngũ chăm sóc khách hàng nói tiếng Việt luôn sẵn sàng qua Live chat và Telegram. Vui lòng không chia sẻ mật khẩu hoặc mã SMS cho bất kỳ ai.</p>',
    7,
    'vi',
  ),
  notice(
    'notice-th-songkran',
    'PL',
    'ตารางบริการช่วงเทศกาลสงกรานต์',
    '<p>ช่วงเทศกาลสงกรานต์ ระบบฝากและถอนเงินเปิดให้บริการตามปกติตลอด 24 ชั่วโมง การถอนเงินผ่านธนาคารอาจใช้เวลานานขึ้นเล็กน้อย</p>',
    6,
    'th',
  ),
  notice(
    'notice-id-bank',
    'PL',
    'Saluran deposit baru: BCA dan Mandiri',
    '<p>Kini Anda dapat melakukan deposit melalui transfer bank BCA dan Mandiri. Buka menu <b>Deposit</b> dan pilih saluran transfer; saldo masuk setelah diverifikasi.</p>',
    6,
    'id',
  ),
  notice(
    'notice-cn-security',
    'PL',
    '账户安全提醒',
    '<p>我们绝不会向您索取登录密码或短信验证码。请设置资金密码，并定期更换登录密码。</p>',
    6,
    'cn',
  ),
  notice(
    'agent-commission',
    'A',
    'Agent commission for October is paid',
    '<p>Commission for October has been credited to every agent wallet. Open the agent centre to see each downline’s turnover and the rate applied.</p><table><thead><tr><th scope="col">Active downlines</th><th scope="col">Rate</th></tr></thead><tbody><tr><td>5–19</td><td>30%</td></tr><tr><td>20–49</td><td>35%</td></tr><tr><td>50+</td><td>40%</td></tr></tbody></table>',
    1,
  ),
  notice(
    'agent-links',
    'A',
    'New affiliate links for your downlines',
    '<p>Each agent now has two affiliate links: one for the website and one for the app download page. Registrations through either link join your downline automatically.</p>',
    2,
  ),
  notice(
    'popup-welcome',
    'PU',
    `Welcome to ${brand.name}`,
    '<p>New members receive a 100% welcome bonus on their first deposit. See <b>Promotions</b> for the terms.</p>',
    1,
  ),
  notice(
    'promo-welcome',
    'PR',
    'Welcome bonus 100%',
    '<p>Deposit at least 100,000 ₫ and receive a 100% bonus up to 5,000,000 ₫. Wagering 15× the bonus.</p>',
    1,
  ),
  notice(
    'promo-cashback',
    'PR',
    'Daily cashback up to 1.2%',
    '<p>Every day we return up to 1.2% of your valid bets on slots and fishing games, credited at 12:00.</p>',
    2,
  ),
];

/**
 * How many days before the first seeding each notice was published (its date on /m/notice), so the
 * demo's notices read as a history rather than one moment. Unlisted rows are published at seeding.
 */
const PUBLISHED_DAYS_AGO: Readonly<Record<string, number>> = {
  'notice-maintenance': 1,
  'notice-deposit-channels': 4,
  'notice-security': 9,
  'notice-lottery': 16,
  'notice-responsible': 30,
  'notice-vi-tet': 2,
  'notice-vi-support': 12,
  'notice-th-songkran': 3,
  'notice-id-bank': 5,
  'notice-cn-security': 8,
  'agent-commission': 2,
  'agent-links': 11,
  'promo-welcome': 20,
  'promo-cashback': 6,
};
const DAY_MS = 86_400_000;

/**
 * The rows for one merchant; gameIdOf resolves a GAME banner's game to its node id (a banner whose
 * game is missing is left out rather than pointing at nothing).
 */
export const demoAnnouncementsOf = (
  merchantCode: string,
  brand: Brand,
  gameIdOf: (vendorCode: string, gameCode: string) => number | undefined,
): AnnouncementRow[] =>
  demoAnnouncements(brand).flatMap(({ target, ...row }) => {
    const daysAgo = PUBLISHED_DAYS_AGO[row.seedKey];
    const published = daysAgo === undefined ? undefined : new Date(Date.now() - daysAgo * DAY_MS);
    const seed = published ? { ...row, startsAt: published, createdAt: published } : row;
    if (typeof target === 'object') {
      const nodeId = gameIdOf(target.vendorCode, target.gameCode);
      return nodeId === undefined ? [] : [{ ...seed, merchantCode, target: String(nodeId) }];
    }
    return [{ ...seed, merchantCode, target: target ?? '' }];
  });
