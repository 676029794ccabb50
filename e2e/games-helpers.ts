// The games tests' side doors and page models (issue 5): what a test reads back through the API as
// the site does (the catalogue, a member's favourites and recent games, the announcements), the
// calls a screen makes, and where home, the game list, the entrance and the game frame show what a
// player sees.
import {
  ANNOUNCEMENTS_PATHS,
  type AnnouncementsValue,
  type Banner,
  type FavouritesValue,
  GAMES_PATHS,
  type Game,
  type GameCategoryEntry,
  type GameListQuery,
  type GameListValue,
  HEADER,
  HOUSE_SLOTS_VENDOR_CODE,
  type HotGamesValue,
  type RecentGamesValue,
  type SiteConfig,
  SLOT_GAME_CODES,
  SYSTEM_PATHS,
} from '@app/contract';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, APIResponse, Locator, Page, Request } from '@playwright/test';
import { logIn } from './accounts';
import { test as base, en, expect } from './fixtures';
import type { RegisteredMember } from './wallet-helpers';

async function answerOf<T>(response: APIResponse): Promise<T> {
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).value as T;
}

const queryOf = (query: object): Record<string, string> =>
  Object.fromEntries(Object.entries(query).map(([name, value]) => [name, String(value)]));

/** The catalogue calls as the site makes them; with a member's token, the member's own ones too. */
export class GamesApi {
  constructor(
    private readonly request: APIRequestContext,
    private readonly token?: string,
  ) {}

  private get headers(): Record<string, string> {
    return this.token ? { [HEADER.authorization]: this.token } : {};
  }

  async list(query: GameListQuery): Promise<GameListValue> {
    return answerOf(await this.request.get(GAMES_PATHS.list, { params: queryOf(query) }));
  }

  async hot(): Promise<Game[]> {
    return (await answerOf<HotGamesValue>(await this.request.get(GAMES_PATHS.hot))).list;
  }

  /** The merchant's categories in the server's order, each with its vendors (spec §3 vendor mapping). */
  async vendorTypes(): Promise<GameCategoryEntry[]> {
    const value = await answerOf<{ content: GameCategoryEntry[] }>(
      await this.request.get(GAMES_PATHS.vendorTypes),
    );
    return value.content;
  }

  /** The member's favourite node ids, as the server stored them. */
  async favouriteIds(): Promise<string[]> {
    return answerOf(await this.request.get(GAMES_PATHS.favouriteIds, { headers: this.headers }));
  }

  async favourites(): Promise<Game[]> {
    const value = await answerOf<FavouritesValue>(
      await this.request.get(GAMES_PATHS.favourites, { headers: this.headers, params: { pageSize: 100 } }),
    );
    return value.content;
  }

  /** The member's recently launched games, newest first. */
  async recent(): Promise<Game[]> {
    const value = await answerOf<RecentGamesValue>(
      await this.request.get(GAMES_PATHS.recent, { headers: this.headers, params: { pageSize: 100 } }),
    );
    return value.list;
  }

  /** The player notices of the home ticker and the banners, as home asks for them. */
  async announcements(): Promise<AnnouncementsValue> {
    return answerOf(await this.request.get(ANNOUNCEMENTS_PATHS.list, { params: { types: 'B,PL' } }));
  }

  async siteConfig(): Promise<SiteConfig> {
    return answerOf(await this.request.get(SYSTEM_PATHS.config));
  }

  /** The banners home's carousel shows, in order: m_home and m_live, live ones only with the live-model feature. */
  async homeBanners(): Promise<Banner[]> {
    const [{ banners }, config] = await Promise.all([this.announcements(), this.siteConfig()]);
    return banners.filter(
      (banner) =>
        banner.groupName === 'm_home' || (banner.groupName === 'm_live' && config.features.liveModel),
    );
  }
}

/** Whether a request is a call to `path` (its pathname, whatever the query). */
export const isCallTo = (request: Request, path: string) => new URL(request.url()).pathname === path;

/**
 * Every request the page makes from now on to one of `paths`, as their query parameters (a live
 * list: it grows while the test goes on).
 */
export function recordCalls(page: Page, ...paths: string[]): URLSearchParams[] {
  const calls: URLSearchParams[] = [];
  page.on('request', (request) => {
    if (paths.some((path) => isCallTo(request, path))) calls.push(new URL(request.url()).searchParams);
  });
  return calls;
}

/** Logs a registered member in on /m/login, as a player does, and lands at home. */
export async function loggedIn(page: Page, member: RegisteredMember) {
  await logIn(page, member.username, member.password);
  await expect(page).toHaveURL(/\/m\/home$/);
}

/** A text as a literal part of a regular expression. */
export const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Exactly this text (a game name, a label), as a pattern for accessible names. */
export const exactly = (text: string) => new RegExp(`^${escaped(text)}$`);

/** A translated text with its {{placeholders}} standing for anything, as a pattern. */
export const templatePattern = (template: string) =>
  new RegExp(`^${escaped(template).replace(/\\\{\\\{\w+\\\}\\\}/g, '.+?')}$`);

// ---- game cards -------------------------------------------------------------------------------

/** The favourite star of a card, whichever state it is in. */
const starOf = (scope: Locator | Page) =>
  scope.getByRole('button', {
    name: new RegExp(`^(${escaped(en('add_favourite'))}|${escaped(en('remove_favourite'))})$`),
  });

/** Every game card within `scope` (placeholders have no star, so they are not cards). */
export const gameCards = (scope: Locator) =>
  scope.getByRole('listitem').filter({ has: starOf(scope.page()) });

/** The card of one game by its shown name. */
export const gameCard = (scope: Locator, name: string) =>
  gameCards(scope).filter({ has: scope.page().getByText(name, { exact: true }) });

/** A card's favourite star by what a tap does: add while the game is not a favourite, remove once it is. */
export const starOfCard = (card: Locator, action: 'add' | 'remove') =>
  card.getByRole('button', { name: en(`${action}_favourite`), exact: true });

/** The name a card shows: the game's name in the request's language, else its own name. */
export const shownName = (game: Game) => game.displayName || game.gameName;

/** Taps the card's game itself (not its star). */
export const launchFromCard = (card: Locator, game: Game) =>
  card.getByRole('button', { name: shownName(game) }).click();

// ---- home -------------------------------------------------------------------------------------

export const homeModel = (page: Page) => ({
  /** A game section of home by its title (HOT, NEW_GAME, BGS, BG) or 'my collection'. */
  section: (titleKey: string) => page.getByRole('region', { name: en(titleKey), exact: true }),
  myCollection: page.getByRole('region', { name: en('my_collection'), exact: true }),
  /** An entry of the game menu (section tabs, the server's categories and PROMO) by its label. */
  menuEntry: (labelKey: string) =>
    page
      .getByRole('navigation', { name: en('game_menu_label') })
      .getByRole('button', { name: en(labelKey), exact: true }),
  carousel: page.getByRole('region', { name: en('banners'), exact: true }),
  /** The notice ticker: a button named by the announcement title(s) it scrolls. */
  ticker: page.getByRole('button', { name: new RegExp(`^${escaped(en('title_announcement'))}: `) }),
  quickNav: page.getByRole('navigation', { name: en('quick_nav_label') }),
  balance: page.getByRole('region', { name: en('balance'), exact: true }),
  jackpot: page.getByRole('region', { name: en('jackpot'), exact: true }).getByTestId('jackpot-amount'),
  socials: page.getByRole('region', { name: en('footer_follow_us'), exact: true }),
  appDownload: page.getByRole('region', { name: en('download_app'), exact: true }),
});

// ---- game list --------------------------------------------------------------------------------

export const gameListModel = (page: Page) => ({
  search: page.getByRole('searchbox'),
  /** A filter tab; the filter tabs come before the vendor tabs, which have an 'All' of their own. */
  filter: (labelKey: 'filter_hot' | 'filter_recent' | 'filter_favourite' | 'filter_all') =>
    page.getByRole('tab', { name: en(labelKey), exact: true }).first(),
  /** A vendor tab by the vendor's shown name. */
  vendorTab: (name: string) => page.getByRole('tab', { name, exact: true }),
  results: page.getByRole('main'),
});

// ---- entrance and the game frame ---------------------------------------------------------------

export const entranceModel = (page: Page) => ({
  /** A category of the vertical menu (antd-mobile SideBar items) by its label. */
  category: (category: string) =>
    page
      .getByRole('navigation', { name: en('game_menu_label') })
      .getByText(en(`game_category_${category}`), { exact: true }),
  /** The open tab's content, named after its category. */
  tab: (category: string) => page.getByRole('region', { name: en(`game_category_${category}`), exact: true }),
  /** A vendor tile (its shown name). */
  vendorTile: (name: string) => page.getByRole('button', { name, exact: true }),
});

/** The full-screen game of /m/launchGame: the frame, the page inside it, and the close control. */
export const gameFrameModel = (page: Page) => {
  const frame = page.locator('iframe');
  const inside = frame.contentFrame();
  return {
    frame,
    close: page.getByRole('button', { name: en('close'), exact: true }),
    /** The honest page of an unconnected vendor, inside the frame. */
    notConnected: {
      title: inside.getByRole('heading', { level: 1 }),
      text: inside
        .getByRole('paragraph')
        .filter({ hasText: en('game_not_connected_text').split('{{')[0] ?? '' }),
      balance: inside.getByRole('region', { name: en('balance'), exact: true }).getByTestId('balance-amount'),
      back: inside.getByRole('button', { name: en('back'), exact: true }),
    },
  };
};

/** The house slots of the catalogue, as the slots list shows them. */
export async function houseSlots(api: GamesApi): Promise<Game[]> {
  const { games } = await api.list({ gameType: 'RNG', vassalage: HOUSE_SLOTS_VENDOR_CODE, pageSize: 25 });
  const slots = games.filter((game) => (SLOT_GAME_CODES as readonly string[]).includes(game.gameId));
  expect(slots.length, 'the seeded catalogue lists the house slots under RNG').toBeGreaterThanOrEqual(2);
  return slots;
}

/** Opens the slots list of the house and launches one of its slots into the game frame: the frame's page. */
export async function launchHouseSlot(page: Page, game: Game) {
  await page.goto(`/m/gameList?gameType=RNG&vassalage=${HOUSE_SLOTS_VENDOR_CODE}`);
  const launched = page.waitForResponse((response) => isCallTo(response.request(), GAMES_PATHS.launch));
  await launchFromCard(gameCard(gameListModel(page).results, shownName(game)), game);
  expect((await launched).status()).toBe(200);
  await expect(page).toHaveURL(/\/m\/launchGame\?/);
  return page.locator('iframe').contentFrame();
}

/** The texts of the honest page for a game and its vendor. */
export const notConnectedTexts = (gameName: string, vendorName: string) => ({
  title: en('game_not_connected_title').replace('{{game}}', gameName),
  text: en('game_not_connected_text').replace('{{vendor}}', vendorName),
});

// ---- fixtures ---------------------------------------------------------------------------------

/** An operator's wallet calls, to give a test's member a balance the game page must show. */
export { test } from './wallet-helpers';

/**
 * Serious and critical axe violations of the page as it is now, one line each. An axe scan of a
 * long page (home: about 8 s alone here) takes several times that beside the other worker, so the
 * test that runs one gets Playwright's triple time.
 */
export async function severeAxeViolations(page: Page): Promise<string[]> {
  base.slow();
  // A screen fades in (300 ms, layout.css page-fade): measured mid-fade its texts' colours are
  // still blended with the background and fail contrast that the shown screen passes. Wait for
  // every animation that ends (spinners and marquees never do).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
