/** Games and vendor types as the server answers them, for the games screens' tests. */
import type { Game, GameCategory, VendorTypesValue } from '@app/contract';

/** A game of vendor BGS numbered n (node id 1000 + n). */
export function gameOf(n: number, overrides: Partial<Game> = {}): Game {
  return {
    nodeId: String(1000 + n),
    gameId: `g${n}`,
    nodeName: `Game ${n}`,
    gameName: `Game ${n}`,
    displayName: `Game ${n}`,
    gameType: 'RNG',
    gameCode: `code${n}`,
    vassalage: 'BGS',
    vendorCode: 'BGS',
    vendorName: 'BGS Gaming',
    vendorLogoUrl: '/wps/art/vendor-marks/BGS.svg',
    showIcon: true,
    iconUrl: `/wps/art/games/${1000 + n}.svg`,
    mobileLargeIcon: `/wps/art/games/${1000 + n}.svg`,
    lottoMode: null,
    gameGroupId: null,
    gameClassify: null,
    supportPlay: true,
    isHot: true,
    isNew: false,
    ...overrides,
  };
}

export const vendorEntry = (code: string, name: string, gameType: GameCategory = 'RNG') => ({
  vassalage: code,
  vendorCode: code,
  displayName: name,
  gameType,
  gameId: '',
  nodeId: null,
  logoUrl: `/wps/art/vendors/${code}.svg`,
  vendorLevel: true,
  lottoMode: null,
  gameGroupId: null,
  gameCount: 30,
});
export const VENDOR_TYPES: VendorTypesValue = {
  content: [
    {
      gameCategory: 'RNG',
      vendorNames: ['BGS', 'PG'],
      vendors: [vendorEntry('BGS', 'BGS'), vendorEntry('PG', 'PG Soft')],
    },
    {
      gameCategory: 'SPORTS',
      vendorNames: ['BTI', 'IMES'],
      vendors: [vendorEntry('BTI', '123BET', 'SPORTS'), vendorEntry('IMES', 'IM E-sports', 'ESPORTS')],
    },
  ],
};
