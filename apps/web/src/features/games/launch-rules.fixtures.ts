/** Test data of the launch and category rules: games, vendor entries and a vendor mapping. */
import type { Game, GameCategory, GameCategoryEntry, VendorEntry } from '@app/contract';

export function vendorEntry(
  vendorCode: string,
  gameType: GameCategory,
  extra: Partial<VendorEntry> = {},
): VendorEntry {
  return {
    vassalage: vendorCode,
    vendorCode,
    displayName: vendorCode,
    gameType,
    gameId: `${vendorCode}-lobby`,
    nodeId: '900',
    logoUrl: `/wps/art/vendors/${vendorCode}.svg`,
    vendorLevel: false,
    lottoMode: null,
    gameGroupId: null,
    gameCount: 3,
    ...extra,
  };
}

export function game(vendorCode: string, gameType: GameCategory, extra: Partial<Game> = {}): Game {
  return {
    nodeId: '101',
    gameId: 'g-101',
    nodeName: 'Lucky Dragon',
    gameName: 'Lucky Dragon',
    displayName: 'Lucky Dragon',
    gameType,
    gameCode: 'LD1',
    vassalage: vendorCode,
    vendorCode,
    vendorName: vendorCode,
    vendorLogoUrl: `/wps/art/vendor-marks/${vendorCode}.svg`,
    showIcon: true,
    iconUrl: '/wps/art/games/101.svg',
    mobileLargeIcon: '/wps/art/games/101.svg',
    lottoMode: null,
    gameGroupId: null,
    gameClassify: null,
    supportPlay: true,
    isHot: false,
    isNew: false,
    ...extra,
  };
}

export const category = (gameCategory: GameCategory, vendors: VendorEntry[]): GameCategoryEntry => ({
  gameCategory,
  vendorNames: vendors.map((vendor) => vendor.displayName),
  vendors,
});

/** The seeded shape of shared design: SPORTS holds IMES (ESPORTS) and DS88 (COCKFIGHT). */
export const MAPPING: GameCategoryEntry[] = [
  category('LIVE', [vendorEntry('EVO', 'LIVE'), vendorEntry('SEXY', 'LIVE')]),
  category('RNG', [
    vendorEntry('BGS', 'RNG', { vendorLevel: true, gameId: '', nodeId: null }),
    vendorEntry('PG', 'RNG', { vendorLevel: true, gameId: '', nodeId: null }),
  ]),
  category('SPORTS', [
    vendorEntry('BTI', 'SPORTS', { displayName: '123BET' }),
    vendorEntry('SABA', 'SPORTS'),
    vendorEntry('IMES', 'ESPORTS'),
    vendorEntry('DS88', 'COCKFIGHT'),
  ]),
  category('LOTT', [
    vendorEntry('LOTT', 'LOTT'),
    vendorEntry('TCG_LOTTO_VN', 'LOTT'),
    vendorEntry('TCG_SEA', 'LOTT'),
  ]),
  category('ELOTT', [vendorEntry('ELOTT', 'ELOTT'), vendorEntry('TCG_LOTTO_VN', 'ELOTT')]),
  category('FISH', [
    vendorEntry('JDB', 'FISH', { vendorLevel: true }),
    vendorEntry('KA', 'FISH', { vendorLevel: true }),
  ]),
];
