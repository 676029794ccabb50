import { describe, expect, it } from 'vitest';
import {
  closePathOf,
  gameListPathOf,
  launchCallOf,
  launchDecisionOf,
  launchScreenPathOf,
} from './launch-rules';
import { category, game, MAPPING, vendorEntry } from './launch-rules.fixtures';

const WITH_SESSION = true;
const GUEST = false;
const withoutElott = MAPPING.filter((entry) => entry.gameCategory !== 'ELOTT');

describe('game launch by vendor (spec §4)', () => {
  it('sends a visitor who taps a game to login, whatever the vendor', () => {
    for (const vendor of ['PG', 'TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT', 'EVO']) {
      expect(launchDecisionOf(game(vendor, 'RNG'), GUEST, MAPPING), vendor).toEqual({ kind: 'login' });
    }
    expect(launchDecisionOf(vendorEntry('EVO', 'LIVE'), GUEST, MAPPING)).toEqual({ kind: 'login' });
  });

  it('opens the game list of a vendor-level vendor with gameType and vassalage (no login needed to browse)', () => {
    const bgs = vendorEntry('BGS', 'RNG', { vendorLevel: true });
    const expected = { kind: 'gameList', gameType: 'RNG', vassalage: 'BGS' };
    expect(launchDecisionOf(bgs, WITH_SESSION, MAPPING)).toEqual(expected);
    expect(launchDecisionOf(bgs, GUEST, MAPPING)).toEqual(expected);
  });

  it('uses the lottery launcher for TCG_LOTTO_VN with the e-lottery prize mode when ELOTT lists it', () => {
    const tcg = game('TCG_LOTTO_VN', 'LOTT', { gameId: 'VN1', gameGroupId: 'G7', gameCode: 'HN' });
    expect(launchDecisionOf(tcg, WITH_SESSION, MAPPING)).toEqual({
      kind: 'launch',
      query: {
        vendor: 'TCG_LOTTO_VN',
        gameId: 'VN1',
        gameGroupId: 'G7',
        playType: 'trad',
        prize_mode: 'Elott',
        code: 'HN',
      },
    });
  });

  it('uses the lottery mode when the mapping has no ELOTT entry for TCG_LOTTO_VN or LOTT', () => {
    const onlyElott = [...withoutElott, category('ELOTT', [vendorEntry('ELOTT', 'ELOTT')])];
    for (const mapping of [withoutElott, onlyElott]) {
      const decision = launchDecisionOf(game('TCG_LOTTO_VN', 'LOTT'), WITH_SESSION, mapping);
      expect(decision.kind === 'launch' && decision.query.prize_mode).toBe('Lott');
    }
    const lottInElott = [...withoutElott, category('ELOTT', [vendorEntry('LOTT', 'ELOTT')])];
    const decision = launchDecisionOf(game('TCG_LOTTO_VN', 'LOTT'), WITH_SESSION, lottInElott);
    expect(decision.kind === 'launch' && decision.query.prize_mode).toBe('Elott');
  });

  it('plays TCG_SEA with prize mode SEA, whatever the mapping', () => {
    for (const mapping of [MAPPING, withoutElott]) {
      const decision = launchDecisionOf(vendorEntry('TCG_SEA', 'LOTT'), WITH_SESSION, mapping);
      expect(decision).toEqual({
        kind: 'launch',
        query: {
          vendor: 'TCG_SEA',
          gameId: 'TCG_SEA-lobby',
          playType: 'trad',
          prize_mode: 'SEA',
          code: 'lobby',
        },
      });
    }
  });

  it("takes the lottery launcher's playType from the lotto mode: ent for Entertainment, else trad", () => {
    const ent = launchDecisionOf(
      game('TCG_SEA', 'LOTT', { lottoMode: 'Entertainment' }),
      WITH_SESSION,
      MAPPING,
    );
    expect(ent.kind === 'launch' && ent.query.playType).toBe('ent');
    const trad = launchDecisionOf(game('TCG_SEA', 'LOTT', { lottoMode: 'Tradition' }), WITH_SESSION, MAPPING);
    expect(trad.kind === 'launch' && trad.query.playType).toBe('trad');
  });

  it('sends LOTT and ELOTT to /m/launchGame with playType trad, the prize-mode rule and code lobby', () => {
    for (const vendor of ['LOTT', 'ELOTT']) {
      const target = game(vendor, vendor === 'LOTT' ? 'LOTT' : 'ELOTT', {
        gameId: 'L9',
        gameCode: 'ignored',
        lottoMode: 'Entertainment',
      });
      expect(launchDecisionOf(target, WITH_SESSION, MAPPING), vendor).toEqual({
        kind: 'launch',
        query: { vendor, gameId: 'L9', playType: 'trad', prize_mode: 'Elott', code: 'lobby' },
      });
      const decision = launchDecisionOf(target, WITH_SESSION, withoutElott);
      expect(decision.kind === 'launch' && decision.query.prize_mode, vendor).toBe('Lott');
    }
  });

  it('launches every other game generically with category, vendor, gameId, nodeId and supportFreePlay', () => {
    const slot = game('PG', 'RNG', { gameId: 'g-7', nodeId: '7', supportPlay: false });
    expect(launchDecisionOf(slot, WITH_SESSION, MAPPING)).toEqual({
      kind: 'launch',
      query: { gameCategory: 'RNG', vendor: 'PG', gameId: 'g-7', nodeId: '7', supportFreePlay: 'false' },
    });
  });

  it("launches a vendor with a lobby game generically with the lobby's ids", () => {
    expect(launchDecisionOf(vendorEntry('IMES', 'ESPORTS'), WITH_SESSION, MAPPING)).toEqual({
      kind: 'launch',
      query: { gameCategory: 'ESPORTS', vendor: 'IMES', gameId: 'IMES-lobby', nodeId: '900' },
    });
  });
});

describe('addresses of the launch', () => {
  it('builds the game list address of a vendor-level vendor', () => {
    expect(gameListPathOf('RNG', 'BGS')).toBe('/m/gameList?gameType=RNG&vassalage=BGS');
  });

  it('builds /m/launchGame without empty fields, with pageBack=1 when asked', () => {
    const query = { vendor: 'PG', gameId: 'g 7', nodeId: undefined, gameCategory: 'RNG' };
    expect(launchScreenPathOf(query, false)).toBe('/m/launchGame?vendor=PG&gameId=g+7&gameCategory=RNG');
    expect(launchScreenPathOf(query, true)).toBe(
      '/m/launchGame?vendor=PG&gameId=g+7&gameCategory=RNG&pageBack=1',
    );
  });

  it('closes to /m/home with pageBack, else to /m/game (spec §2 Lottery launch screen)', () => {
    expect(closePathOf(true)).toBe('/m/home');
    expect(closePathOf(false)).toBe('/m/game');
  });
});

describe('the call of /m/launchGame', () => {
  it('calls the lottery launcher for TCG_LOTTO_VN, TCG_SEA, LOTT and ELOTT, with the theme as css', () => {
    for (const vendor of ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT']) {
      const params = new URLSearchParams({
        vendor,
        gameId: 'L9',
        playType: 'trad',
        prize_mode: 'Elott',
        code: 'lobby',
      });
      expect(launchCallOf(params, 'dark'), vendor).toEqual({
        api: 'lottery',
        query: { vendor, gameId: 'L9', playType: 'trad', prize_mode: 'Elott', code: 'lobby', css: 'dark' },
      });
    }
  });

  it('calls the generic launch for other vendors, supportFreePlay as a boolean', () => {
    const params = new URLSearchParams({
      vendor: 'PG',
      gameCategory: 'RNG',
      gameId: 'g-7',
      nodeId: '7',
      supportFreePlay: 'true',
      pageBack: '1',
    });
    expect(launchCallOf(params, 'light')).toEqual({
      api: 'generic',
      query: { vendor: 'PG', gameCategory: 'RNG', gameId: 'g-7', nodeId: '7', supportFreePlay: true },
    });
  });

  it('round-trips every decision through the address', () => {
    const decision = launchDecisionOf(game('PG', 'RNG'), WITH_SESSION, MAPPING);
    if (decision.kind !== 'launch') throw new Error('expected a launch');
    const address = new URL(launchScreenPathOf(decision.query, true), 'http://localhost');
    expect(launchCallOf(address.searchParams, 'dark')).toEqual({
      api: 'generic',
      query: { vendor: 'PG', gameCategory: 'RNG', gameId: 'g-101', nodeId: '101', supportFreePlay: true },
    });
  });

  it('has no call without a vendor', () => {
    expect(launchCallOf(new URLSearchParams({ gameId: '1' }), 'dark')).toBeNull();
  });
});
