/**
 * The demo announcements of each brand: home, live, new-game and registration banners, the player
 * notices of the home ticker and /m/notice, a pop-up and two promotions. Each has a seed key, so the
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
  type: 'PL' | 'PU' | 'PR',
  title: string,
  content: string,
  sortOrder: number,
): AnnouncementSeed => ({ seedKey, type, title, content, sortOrder });

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
 * The rows for one merchant; gameIdOf resolves a GAME banner's game to its node id (a banner whose
 * game is missing is left out rather than pointing at nothing).
 */
export const demoAnnouncementsOf = (
  merchantCode: string,
  brand: Brand,
  gameIdOf: (vendorCode: string, gameCode: string) => number | undefined,
): AnnouncementRow[] =>
  demoAnnouncements(brand).flatMap(({ target, ...seed }) => {
    if (typeof target === 'object') {
      const nodeId = gameIdOf(target.vendorCode, target.gameCode);
      return nodeId === undefined ? [] : [{ ...seed, merchantCode, target: String(nodeId) }];
    }
    return [{ ...seed, merchantCode, target: target ?? '' }];
  });
