/**
 * The demo game catalogue: the categories a brand shows, in the server's order, the vendors each
 * lists, and several hundred games with deterministic names (word lists combined), about one in
 * ten hot and one in ten new. Nothing here is random: every start and every brand produce the same
 * catalogue, so the idempotent seed inserts each row once.
 *
 * Connected are the house's games: the lottery lobbies it plays (HOUSE_LOTTERY_VENDOR_CODES, decision
 * 0033), whose launch address is the site's lottery frame, and its own slots (HOUSE, decision 0034),
 * the site's game page. No other seeded vendor has a game server (launchUrl stays null): a launch
 * answers the site's honest "not connected yet" page. Both addresses are same origin: the frame's
 * CSP allows 'self' already (decision 0023).
 */
import { type GameCategory, HOUSE_SLOTS_VENDOR_CODE } from '@app/contract';
import { GAME_FRAME_TEMPLATE, LOTTERY_FRAME_TEMPLATE } from '../../features/games/service';
import type { catalogueVendors, categoryVendors, gameCategories, games } from '../../features/games/tables';

export const DEMO_CATALOGUE_MERCHANTS = ['DEMO', 'DEMO2'] as const;

/**
 * The categories as rows, in the order the server answers them. ESPORTS and COCKFIGHT are not rows:
 * their vendors (IMES, DS88) are listed under SPORTS and the site splits them out (spec §4).
 */
export const DEMO_CATEGORIES: readonly GameCategory[] = [
  'LOTT',
  'ELOTT',
  'LIVE',
  'RNG',
  'FISH',
  'SPORTS',
  'PVP',
  // Link categories: the reward centre and the promotions, listed after the games.
  'REWARD',
  'PROMO',
];

type NameStyle =
  | 'lottery'
  | 'elottery'
  | 'live'
  | 'slot'
  | 'fish'
  | 'sport'
  | 'esport'
  | 'cockfight'
  | 'card';

interface Listing {
  /** The category row the vendor is listed under. */
  listedUnder: GameCategory;
  /** The category of its games (ESPORTS and COCKFIGHT games are listed under SPORTS). */
  gameType: GameCategory;
  /** Games besides the lobby. */
  games: number;
  style: NameStyle;
  /**
   * Games with a code and name of their own (the house's slots), instead of generated ones: their
   * code is the game id the vendor knows them by; they are new (not hot: the first hot game stays an
   * unconnected vendor's, whose honest page e2e/games.spec.ts opens), and take no generated name.
   */
  named?: readonly { code: string; name: string }[];
}

interface VendorSeed {
  code: string;
  name: string;
  /** Tapping the vendor opens its game list (slots, fishing, cards) instead of a lobby. */
  vendorLevel: boolean;
  listings: readonly Listing[];
  /** Slots of BG carry gameClassify 'BG' (the home section BG). */
  classify?: string;
  /** The address a launch opens (`{token}`, `{gameId}` ...: games/service.ts); none: the honest page. */
  launchUrl?: string;
}

const listing = (
  listedUnder: GameCategory,
  games: number,
  style: NameStyle,
  gameType = listedUnder,
): Listing => ({
  listedUnder,
  gameType,
  games,
  style,
});

/** In listing order within each category. */
export const DEMO_VENDORS: readonly VendorSeed[] = [
  {
    code: 'LOTT',
    name: 'Lucky Lottery',
    vendorLevel: false,
    listings: [listing('LOTT', 16, 'lottery')],
    launchUrl: LOTTERY_FRAME_TEMPLATE,
  },
  {
    code: 'TCG_LOTTO_VN',
    name: 'TCG Lotto VN',
    vendorLevel: false,
    listings: [listing('LOTT', 14, 'lottery'), listing('ELOTT', 8, 'elottery')],
    launchUrl: LOTTERY_FRAME_TEMPLATE,
  },
  {
    code: 'TCG_SEA',
    name: 'TCG SEA Lottery',
    vendorLevel: false,
    listings: [listing('LOTT', 10, 'lottery')],
  },
  {
    code: 'ELOTT',
    name: 'Lucky E-Lottery',
    vendorLevel: false,
    listings: [listing('ELOTT', 12, 'elottery')],
    launchUrl: LOTTERY_FRAME_TEMPLATE,
  },
  { code: 'EVO', name: 'Evolution', vendorLevel: false, listings: [listing('LIVE', 14, 'live')] },
  { code: 'SEXY', name: 'AE Sexy', vendorLevel: false, listings: [listing('LIVE', 10, 'live')] },
  { code: 'WM', name: 'WM Live', vendorLevel: false, listings: [listing('LIVE', 10, 'live')] },
  { code: 'DG', name: 'Dream Gaming', vendorLevel: false, listings: [listing('LIVE', 8, 'live')] },
  {
    code: HOUSE_SLOTS_VENDOR_CODE,
    name: 'House Originals',
    vendorLevel: true,
    listings: [
      {
        ...listing('RNG', 2, 'slot'),
        named: [
          { code: 'LUCKY7', name: 'Lucky 7' },
          { code: 'JADE5', name: 'Jade Fortune' },
        ],
      },
    ],
    launchUrl: GAME_FRAME_TEMPLATE,
  },
  {
    code: 'JILI',
    name: 'JILI',
    vendorLevel: true,
    listings: [listing('RNG', 60, 'slot'), listing('FISH', 8, 'fish'), listing('PVP', 10, 'card')],
  },
  { code: 'PG', name: 'PG Soft', vendorLevel: true, listings: [listing('RNG', 60, 'slot')] },
  { code: 'PP', name: 'Pragmatic Play', vendorLevel: true, listings: [listing('RNG', 50, 'slot')] },
  { code: 'BGS', name: 'BGS', vendorLevel: true, listings: [listing('RNG', 36, 'slot')] },
  {
    code: 'BG',
    name: 'BG Gaming',
    vendorLevel: true,
    listings: [listing('RNG', 30, 'slot')],
    classify: 'BG',
  },
  {
    code: 'CQ9',
    name: 'CQ9 Gaming',
    vendorLevel: true,
    listings: [listing('RNG', 40, 'slot'), listing('FISH', 7, 'fish')],
  },
  {
    code: 'JDB',
    name: 'JDB Gaming',
    vendorLevel: true,
    listings: [listing('RNG', 36, 'slot'), listing('FISH', 7, 'fish')],
  },
  { code: 'BTI', name: 'BTI Sports', vendorLevel: false, listings: [listing('SPORTS', 3, 'sport')] },
  { code: 'SABA', name: 'SABA Sports', vendorLevel: false, listings: [listing('SPORTS', 3, 'sport')] },
  {
    code: 'IMES',
    name: 'IM E-Sports',
    vendorLevel: false,
    listings: [listing('SPORTS', 4, 'esport', 'ESPORTS')],
  },
  {
    code: 'DS88',
    name: 'DS88 Cockfight',
    vendorLevel: false,
    listings: [listing('SPORTS', 2, 'cockfight', 'COCKFIGHT')],
  },
  { code: 'KY', name: 'Kaiyuan Poker', vendorLevel: true, listings: [listing('PVP', 14, 'card')] },
  { code: 'V8', name: 'V8 Poker', vendorLevel: true, listings: [listing('PVP', 12, 'card')] },
];

// ---- names ------------------------------------------------------------------------------------

const SLOT_FIRST = [
  'Golden',
  'Lucky',
  'Mega',
  'Wild',
  'Royal',
  'Fortune',
  'Dragon',
  'Jade',
  'Mystic',
  'Crystal',
  'Blazing',
  'Super',
  'Ancient',
  'Magic',
  'Diamond',
  'Treasure',
  'Thunder',
  'Cosmic',
  'Sweet',
  'Neon',
];
const SLOT_SECOND = [
  'Dragon',
  'Fortune',
  'Phoenix',
  'Tiger',
  'Koi',
  'Panda',
  'Empire',
  'Gems',
  'Pharaoh',
  'Wolf',
  'Buffalo',
  'Bonanza',
  'Wheel',
  'Queen',
  'Temple',
  'Festival',
  'Riches',
  'Lotus',
  'Candy',
  'Sevens',
  'Monkey',
  'Island',
  'Carnival',
  'Jewels',
  'Samurai',
  'Ninja',
  'Safari',
  'Rooster',
  'Pearl',
  'Galaxy',
];
const SLOT_SUFFIX = ['', '', '', 'Deluxe', '', 'Megaways', '', 'Hold & Win', '', '', 'Rising', ''];

const LIVE_TABLES = [
  'Baccarat',
  'Speed Baccarat',
  'Dragon Tiger',
  'Roulette',
  'Sic Bo',
  'Blackjack',
  'Fan Tan',
  'Xoc Dia',
  'Bull Bull',
  'Lightning Roulette',
  'Three Card Poker',
  'Squeeze Baccarat',
  'Texas Hold’em Bonus',
  'Casino War',
];
const TABLE_LETTERS = ['A', 'B', 'C', 'D'];

const FISH_NAMES = [
  'Ocean King',
  'Fishing Legend',
  'Mega Fishing',
  'Dragon Fishing',
  'Happy Fishing',
  'Jackpot Fishing',
  'Bombing Fishing',
  'Deep Sea Hunter',
  'Royal Fishing',
  'Golden Shark',
];
const CARD_NAMES = [
  'Tien Len',
  'Phom',
  'Mau Binh',
  'Texas Hold’em',
  'Sam Loc',
  'Xi To',
  'Bau Cua',
  'Blackjack 21',
  'Rummy',
  'Teen Patti',
  'Andar Bahar',
  'Dragon vs Tiger',
  'Niu Niu',
  'Sic Bo Duel',
];

/** Lottery games: English and Vietnamese names, a group, and the lotto mode. */
const LOTTERY_GAMES: readonly {
  en: string;
  vi: string;
  group: string;
  mode: 'Tradition' | 'Entertainment';
}[] = [
  { en: 'Vietnam North', vi: 'Miền Bắc', group: 'VN_NORTH', mode: 'Tradition' },
  { en: 'Vietnam North 45s', vi: 'Miền Bắc 45 giây', group: 'VN_NORTH', mode: 'Entertainment' },
  { en: 'Vietnam South', vi: 'Miền Nam', group: 'VN_SOUTH', mode: 'Tradition' },
  { en: 'Vietnam Central', vi: 'Miền Trung', group: 'VN_CENTRAL', mode: 'Tradition' },
  { en: 'Ho Chi Minh City', vi: 'TP. Hồ Chí Minh', group: 'VN_SOUTH', mode: 'Tradition' },
  { en: 'Ha Noi VIP 75s', vi: 'Hà Nội VIP 75 giây', group: 'VN_NORTH', mode: 'Entertainment' },
  { en: 'Keno 1 min', vi: 'Keno 1 phút', group: 'KENO', mode: 'Entertainment' },
  { en: 'Keno 3 min', vi: 'Keno 3 phút', group: 'KENO', mode: 'Entertainment' },
  { en: 'Keno 5 min', vi: 'Keno 5 phút', group: 'KENO', mode: 'Entertainment' },
  { en: 'Lucky 5D 1 min', vi: '5D May mắn 1 phút', group: '5D', mode: 'Entertainment' },
  { en: 'Lucky 5D 5 min', vi: '5D May mắn 5 phút', group: '5D', mode: 'Entertainment' },
  { en: 'Speed 3D', vi: '3D Tốc độ', group: '3D', mode: 'Entertainment' },
  { en: 'Mega 6/45', vi: 'Mega 6/45', group: 'VIETLOTT', mode: 'Tradition' },
  { en: 'Power 6/55', vi: 'Power 6/55', group: 'VIETLOTT', mode: 'Tradition' },
  { en: 'Thai Lottery', vi: 'Xổ số Thái Lan', group: 'SEA', mode: 'Tradition' },
  { en: 'Laos Lottery', vi: 'Xổ số Lào', group: 'SEA', mode: 'Tradition' },
  { en: 'Malaysia 4D', vi: '4D Malaysia', group: 'SEA', mode: 'Tradition' },
  { en: 'Singapore 4D', vi: '4D Singapore', group: 'SEA', mode: 'Tradition' },
];
const ELOTTERY_GAMES: readonly { en: string; vi: string; group: string }[] = [
  { en: 'Fast 3 1 min', vi: 'Nhanh 3 1 phút', group: 'K3' },
  { en: 'Fast 3 3 min', vi: 'Nhanh 3 3 phút', group: 'K3' },
  { en: 'PK10 Racing', vi: 'Đua xe PK10', group: 'PK10' },
  { en: 'Lucky Airship', vi: 'Phi thuyền may mắn', group: 'PK10' },
  { en: 'Happy 11 of 5', vi: '11 chọn 5', group: '11X5' },
  { en: 'Speed Keno', vi: 'Keno Tốc độ', group: 'KENO' },
  { en: 'Color Ball 1 min', vi: 'Bóng màu 1 phút', group: 'COLOR' },
  { en: 'Lucky 28', vi: 'May mắn 28', group: 'PC28' },
  { en: 'Dice Sum 45s', vi: 'Tổng xúc xắc 45 giây', group: 'K3' },
  { en: 'Wingo 30s', vi: 'Wingo 30 giây', group: 'COLOR' },
  { en: 'Ladder Game', vi: 'Trò chơi bậc thang', group: 'LADDER' },
  { en: 'Lucky Powerball', vi: 'Powerball may mắn', group: 'POWERBALL' },
];
const SPORT_GAMES = ['Football', 'Basketball', 'Virtual Football', 'Tennis', 'Volleyball'];
const ESPORT_GAMES = ['League of Legends', 'Dota 2', 'Counter-Strike 2', 'Arena of Valor', 'Mobile Legends'];
const COCKFIGHT_GAMES = ['Cockfight Arena', 'Cockfight Live Philippines', 'Cockfight Cambodia'];

/** Names a lobby of a vendor listed in several categories ('TCG Lotto VN E-Lottery Lobby'). */
const LOBBY_NAMES: Partial<Record<GameCategory, string>> = { LOTT: 'Lottery', ELOTT: 'E-Lottery' };

/** A running counter per name style, so that two vendors of one style get different names. */
const nameOf = (
  style: NameStyle,
  n: number,
): { name: string; vi?: string; group?: string; mode?: string } => {
  switch (style) {
    case 'slot': {
      // A distinct first/second pair for each of the first 20 × 30 slots of the catalogue.
      const row = n % SLOT_FIRST.length;
      const first = SLOT_FIRST[row] ?? '';
      const second = SLOT_SECOND[(Math.floor(n / SLOT_FIRST.length) + 7 * row) % SLOT_SECOND.length] ?? '';
      const suffix = SLOT_SUFFIX[Math.floor(n / 7) % SLOT_SUFFIX.length] ?? '';
      const base = first === second ? `${first} Riches` : `${first} ${second}`;
      return { name: suffix ? `${base} ${suffix}` : base };
    }
    case 'live': {
      const table = LIVE_TABLES[n % LIVE_TABLES.length] ?? '';
      return { name: `${table} ${TABLE_LETTERS[Math.floor(n / LIVE_TABLES.length) % TABLE_LETTERS.length]}` };
    }
    case 'fish':
      return { name: FISH_NAMES[n % FISH_NAMES.length] ?? '' };
    case 'card':
      return { name: CARD_NAMES[n % CARD_NAMES.length] ?? '' };
    case 'lottery': {
      const game = LOTTERY_GAMES[n % LOTTERY_GAMES.length];
      return { name: game?.en ?? '', vi: game?.vi, group: game?.group, mode: game?.mode };
    }
    case 'elottery': {
      const game = ELOTTERY_GAMES[n % ELOTTERY_GAMES.length];
      return { name: game?.en ?? '', vi: game?.vi, group: game?.group, mode: 'Entertainment' };
    }
    case 'sport':
      return { name: SPORT_GAMES[n % SPORT_GAMES.length] ?? '' };
    case 'esport':
      return { name: ESPORT_GAMES[n % ESPORT_GAMES.length] ?? '' };
    case 'cockfight':
      return { name: COCKFIGHT_GAMES[n % COCKFIGHT_GAMES.length] ?? '' };
  }
};

/** The gameCode of a vendor's lobby game in one category ('lott-lobby' ...). */
export const lobbyGameCodeOf = (category: string) => `${category.toLowerCase()}-lobby`;

type GameSeed = typeof games.$inferInsert;

/** Every game of the demo catalogue for one merchant (lobby games included). */
export const demoGamesOf = (merchantCode: string): GameSeed[] => {
  const counters = new Map<NameStyle, number>();
  const rows: GameSeed[] = [];
  let serial = 0;
  for (const vendor of DEMO_VENDORS) {
    for (const { gameType, games: count, style, named } of vendor.listings) {
      if (!vendor.vendorLevel) {
        const code = lobbyGameCodeOf(gameType);
        rows.push({
          merchantCode,
          vendorCode: vendor.code,
          gameCode: code,
          gameId: code,
          category: gameType,
          name:
            vendor.listings.length > 1
              ? `${vendor.name} ${LOBBY_NAMES[gameType] ?? gameType} Lobby`
              : `${vendor.name} Lobby`,
          lottoMode: style === 'lottery' ? 'Tradition' : style === 'elottery' ? 'Entertainment' : null,
          sortOrder: 0,
        });
      }
      for (const [index, game] of (named ?? []).entries()) {
        rows.push({
          merchantCode,
          vendorCode: vendor.code,
          gameCode: game.code,
          gameId: game.code,
          category: gameType,
          name: game.name,
          // Real money only: the house has no free-play mode.
          supportPlay: false,
          isNew: true,
          sortOrder: index + 1,
        });
      }
      for (let index = named?.length ?? 0; index < count; index += 1) {
        const n = counters.get(style) ?? 0;
        counters.set(style, n + 1);
        serial += 1;
        const { name, vi, group, mode } = nameOf(style, n);
        const gameCode = `${vendor.code.toLowerCase()}-${gameType.toLowerCase()}-${String(index + 1).padStart(3, '0')}`;
        rows.push({
          merchantCode,
          vendorCode: vendor.code,
          gameCode,
          gameId: gameCode,
          category: gameType,
          name,
          localizedNames: vi ? { vi } : {},
          gameClassify: vendor.classify ?? null,
          lottoMode: mode ?? null,
          gameGroupId: group ?? null,
          // Slots, fishing and cards have a free-play mode; tables, sports and draws do not.
          supportPlay: style === 'slot' || style === 'fish' || style === 'card',
          // Deterministic spread: about one game in ten is hot, another one in ten new.
          isHot: serial % 10 === 3,
          isNew: serial % 10 === 7,
          sortOrder: index + 1,
        });
      }
    }
  }
  return rows;
};

export const demoCatalogueVendorsOf = (merchantCode: string): (typeof catalogueVendors.$inferInsert)[] =>
  DEMO_VENDORS.map((vendor, index) => ({
    merchantCode,
    vendorCode: vendor.code,
    name: vendor.name,
    vendorLevel: vendor.vendorLevel,
    launchUrl: vendor.launchUrl ?? null,
    sortOrder: index + 1,
  }));

export const demoCategoriesOf = (merchantCode: string): (typeof gameCategories.$inferInsert)[] =>
  DEMO_CATEGORIES.map((category, index) => ({ merchantCode, category, sortOrder: index + 1 }));

/**
 * The vendor mapping rows; lobbyGameIdOf finds the node id of a lobby game (vendor-level vendors
 * have none).
 */
export const demoCategoryVendorsOf = (
  merchantCode: string,
  lobbyGameIdOf: (vendorCode: string, gameCode: string) => number | undefined,
): (typeof categoryVendors.$inferInsert)[] =>
  DEMO_VENDORS.flatMap((vendor, index) =>
    vendor.listings.map(({ listedUnder, gameType }) => ({
      merchantCode,
      category: listedUnder,
      vendorCode: vendor.code,
      sortOrder: index + 1,
      lobbyGameId: vendor.vendorLevel
        ? null
        : (lobbyGameIdOf(vendor.code, lobbyGameCodeOf(gameType)) ?? null),
    })),
  );

/** Live hosts of the live-model feature (DEMO has it on), each at one live table. */
export const DEMO_LIVE_MODELS: readonly {
  merchantCode: string;
  name: string;
  streaming: boolean;
  game: { vendorCode: string; gameCode: string };
}[] = [
  {
    merchantCode: 'DEMO',
    name: 'Linh',
    streaming: true,
    game: { vendorCode: 'EVO', gameCode: 'evo-live-001' },
  },
  {
    merchantCode: 'DEMO',
    name: 'Mai',
    streaming: true,
    game: { vendorCode: 'SEXY', gameCode: 'sexy-live-001' },
  },
  {
    merchantCode: 'DEMO',
    name: 'Hana',
    streaming: false,
    game: { vendorCode: 'EVO', gameCode: 'evo-live-004' },
  },
  {
    merchantCode: 'DEMO',
    name: 'Ploy',
    streaming: true,
    game: { vendorCode: 'WM', gameCode: 'wm-live-002' },
  },
  {
    merchantCode: 'DEMO',
    name: 'Thu',
    streaming: false,
    game: { vendorCode: 'DG', gameCode: 'dg-live-001' },
  },
];
