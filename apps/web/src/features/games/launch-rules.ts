/**
 * Spec §4 "Game launch by vendor" as pure functions: what a tap on a game or a vendor does, and how
 * /m/launchGame turns its query back into the launch call. One module decides for home, the game
 * list, the entrance and the lottery screens (decision 0015), so the rule is tested once here.
 */
import type { Game, GameCategoryEntry, LaunchQuery, LotteryLaunchQuery, VendorEntry } from '@app/contract';
import {
  DEFAULT_GAME_CODE,
  GAME_CATEGORIES,
  LAUNCH_SCREEN_VENDORS,
  LOTTERY_LAUNCHER_VENDORS,
  LOTTERY_PRIZE_MODES,
  PLAY_TYPES,
  playTypeOf,
  prizeModeOf,
} from '@app/contract/client';
import { HOME_PATH } from '../../app/layout-rules';

export const LAUNCH_GAME_PATH = '/m/launchGame';
export const GAME_LIST_PATH = '/m/gameList';
/** Where the game frame closes to without pageBack (spec §2 Lottery launch screen). */
export const GAME_CENTRE_PATH = '/m/game';

/** A game (spec §3 Game) or a vendor entry of the vendor mapping: both can be tapped. */
export type LaunchTarget = Game | VendorEntry;

/**
 * The query of /m/launchGame (spec §2 route table plus the generic launch's fields). Only the
 * fields of the chosen launch are set (empty ones stay out of the address); pageBack is added by
 * the caller.
 */
export interface LaunchScreenQuery {
  vendor: string;
  gameId?: string;
  nodeId?: string;
  gameCategory?: string;
  gameGroupId?: string;
  playType?: string;
  prize_mode?: string;
  code?: string;
  supportFreePlay?: string;
}

export type LaunchDecision =
  | { kind: 'login' }
  | { kind: 'gameList'; gameType: string; vassalage: string }
  | { kind: 'launch'; query: LaunchScreenQuery };

const isVendorEntry = (target: LaunchTarget): target is VendorEntry => 'vendorLevel' in target;

/** Vendors whose game opens through the lottery launcher call (LOTT and ELOTT included). */
export const isLotteryVendor = (vendor: string): boolean =>
  LOTTERY_LAUNCHER_VENDORS.includes(vendor) || LAUNCH_SCREEN_VENDORS.includes(vendor);

/**
 * Spec §4: a vendor-level vendor opens its game list (browsing, which a visitor may do, spec §6);
 * any launch without a session goes to login; TCG_LOTTO_VN and TCG_SEA use the lottery launcher
 * (prize mode SEA for TCG_SEA); LOTT and ELOTT use playType trad, the prize-mode rule and code
 * lobby; every other vendor the generic launch with category, vendor, gameId, nodeId and
 * supportFreePlay.
 */
export function launchDecisionOf(
  target: LaunchTarget,
  hasSession: boolean,
  mapping: readonly GameCategoryEntry[],
): LaunchDecision {
  const vendor = target.vassalage || target.vendorCode;
  if (isVendorEntry(target) && target.vendorLevel) {
    return { kind: 'gameList', gameType: target.gameType, vassalage: vendor };
  }
  if (!hasSession) return { kind: 'login' };

  if (isLotteryVendor(vendor)) {
    // TCG_LOTTO_VN and TCG_SEA open the game's own play type and code; LOTT and ELOTT always the
    // traditional lobby. prizeModeOf answers SEA for TCG_SEA itself.
    const viaLauncher = LOTTERY_LAUNCHER_VENDORS.includes(vendor);
    const gameCode = viaLauncher && !isVendorEntry(target) ? target.gameCode : undefined;
    return {
      kind: 'launch',
      query: {
        vendor,
        gameId: target.gameId,
        gameGroupId: target.gameGroupId ?? undefined,
        playType: viaLauncher ? playTypeOf(target.lottoMode) : 'trad',
        prize_mode: prizeModeOf(vendor, mapping),
        code: gameCode || DEFAULT_GAME_CODE,
      },
    };
  }
  return {
    kind: 'launch',
    query: {
      gameCategory: target.gameType,
      vendor,
      gameId: target.gameId,
      nodeId: target.nodeId ?? undefined,
      supportFreePlay: isVendorEntry(target) ? undefined : String(target.supportPlay),
    },
  };
}

/** The address of the game list of a vendor-level vendor. */
export const gameListPathOf = (gameType: string, vassalage: string): string =>
  `${GAME_LIST_PATH}?${new URLSearchParams({ gameType, vassalage })}`;

/** The address of the full-screen game; taps from home pass pageBack so close returns home. */
export function launchScreenPathOf(query: LaunchScreenQuery, pageBack: boolean): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  if (pageBack) params.set('pageBack', '1');
  return `${LAUNCH_GAME_PATH}?${params}`;
}

/** Spec §2: close goes to /m/home when pageBack is present, otherwise /m/game. */
export const closePathOf = (pageBack: boolean): string => (pageBack ? HOME_PATH : GAME_CENTRE_PATH);

export const hasPageBack = (params: URLSearchParams): boolean => params.has('pageBack');

/** What the "not connected" page inside the frame sends its parent to close the game. */
export const GAME_CLOSE_MESSAGE = { type: 'game:close' } as const;
export const isGameCloseMessage = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === GAME_CLOSE_MESSAGE.type;

/** The call /m/launchGame makes for its query: the lottery launcher or the generic launch. */
export type LaunchCall =
  | { api: 'lottery'; query: LotteryLaunchQuery }
  | { api: 'generic'; query: LaunchQuery };

/** A value of the address when it is one of the allowed ones (a hand-edited address may hold anything). */
const oneOf = <T extends string>(allowed: readonly T[], value: string | undefined): T | undefined =>
  allowed.find((candidate) => candidate === value);

/**
 * Reads the /m/launchGame query back into its call; null when it names no vendor (a hand-typed
 * address). `css` is the site's theme, passed to the lottery game as the spec's css parameter.
 */
export function launchCallOf(params: URLSearchParams, css: string): LaunchCall | null {
  const vendor = params.get('vendor');
  if (!vendor) return null;
  const value = (name: string) => params.get(name) || undefined;
  if (isLotteryVendor(vendor)) {
    return {
      api: 'lottery',
      query: {
        vendor,
        gameId: value('gameId'),
        gameGroupId: value('gameGroupId'),
        playType: oneOf(PLAY_TYPES, value('playType')),
        prize_mode: oneOf(LOTTERY_PRIZE_MODES, value('prize_mode')),
        code: value('code'),
        css,
      },
    };
  }
  const supportFreePlay = value('supportFreePlay');
  return {
    api: 'generic',
    query: {
      vendor,
      gameCategory: oneOf(GAME_CATEGORIES, value('gameCategory')),
      gameId: value('gameId'),
      nodeId: value('nodeId'),
      supportFreePlay: supportFreePlay === undefined ? undefined : supportFreePlay === 'true',
    },
  };
}
