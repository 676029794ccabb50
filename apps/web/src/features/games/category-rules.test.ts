import { describe, expect, it } from 'vitest';
import { categoryClickOf, entranceCategories, splitSports, tabContentOf } from './category-rules';
import { category, MAPPING, vendorEntry } from './launch-rules.fixtures';

const names = (list: { gameCategory: string }[]) => list.map((entry) => entry.gameCategory);
const vendorsOf = (list: ReturnType<typeof splitSports>, name: string) =>
  list.find((entry) => entry.gameCategory === name)?.vendors.map((vendor) => vendor.vassalage);

describe('SPORTS split (spec §4)', () => {
  it('splits SPORTS into sports, cockfight and e-sports, inserted right after SPORTS', () => {
    const split = splitSports(MAPPING);
    expect(names(split)).toEqual(['LIVE', 'RNG', 'SPORTS', 'COCKFIGHT', 'ESPORTS', 'LOTT', 'ELOTT', 'FISH']);
    expect(vendorsOf(split, 'SPORTS')).toEqual(['BTI', 'SABA']);
    expect(vendorsOf(split, 'COCKFIGHT')).toEqual(['DS88']);
    expect(vendorsOf(split, 'ESPORTS')).toEqual(['IMES']);
  });

  it('shows BTI as 123BET in the vendor names', () => {
    const sports = splitSports(MAPPING).find((entry) => entry.gameCategory === 'SPORTS');
    expect(sports?.vendorNames).toEqual(['123BET', 'SABA']);
  });

  it('adds no empty group and leaves a list without SPORTS as it is', () => {
    const onlySports = [category('SPORTS', [vendorEntry('BTI', 'SPORTS'), vendorEntry('IMES', 'ESPORTS')])];
    expect(names(splitSports(onlySports))).toEqual(['SPORTS', 'ESPORTS']);
    const noSports = MAPPING.filter((entry) => entry.gameCategory !== 'SPORTS');
    expect(splitSports(noSports)).toEqual(noSports);
  });

  it('merges a group the server also lists on its own at the sports position, not twice', () => {
    const content = [
      category('ESPORTS', [vendorEntry('TF', 'ESPORTS')]),
      ...MAPPING.filter((entry) => entry.gameCategory === 'SPORTS'),
    ];
    const split = splitSports(content);
    expect(names(split)).toEqual(['SPORTS', 'COCKFIGHT', 'ESPORTS']);
    expect(vendorsOf(split, 'ESPORTS')).toEqual(['IMES', 'TF']);
  });
});

describe('entrance menu (spec §2 Game entrance)', () => {
  it('puts HOT first, the game-list tabs after it, then the server order after the split', () => {
    expect(names(entranceCategories(MAPPING, false))).toEqual([
      'HOT',
      'NEW_GAME',
      'BGS',
      'BG',
      'LIVE',
      'RNG',
      'SPORTS',
      'COCKFIGHT',
      'ESPORTS',
      'LOTT',
      'ELOTT',
      'FISH',
    ]);
  });

  it('keeps the server position of a game-list tab it lists, HOT always first, FAV only with a session', () => {
    const content = [category('LIVE', []), category('FAV', []), category('BG', []), category('HOT', [])];
    expect(names(entranceCategories(content, true))).toEqual(['HOT', 'NEW_GAME', 'BGS', 'LIVE', 'FAV', 'BG']);
    expect(names(entranceCategories(content, false))).toEqual(['HOT', 'NEW_GAME', 'BGS', 'LIVE', 'BG']);
    expect(names(entranceCategories([], true))).toEqual(['HOT', 'FAV', 'NEW_GAME', 'BGS', 'BG']);
  });

  it('shows game lists, vendors with hot games or vendors per tab', () => {
    for (const tab of ['HOT', 'FAV', 'NEW_GAME', 'BGS', 'BG']) expect(tabContentOf(tab), tab).toBe('games');
    for (const tab of ['FISH', 'LIVE', 'RNG', 'PVP', 'SPORTS']) {
      expect(tabContentOf(tab), tab).toBe('vendorsWithHotGames');
    }
    for (const tab of ['LOTT', 'ELOTT', 'ESPORTS', 'COCKFIGHT', 'LIVESTREAM'])
      expect(tabContentOf(tab), tab).toBe('vendors');
  });
});

describe('game category click (spec §4)', () => {
  const split = splitSports(MAPPING);
  const entry = (name: string) => {
    const found = split.find((candidate) => candidate.gameCategory === name);
    if (!found) throw new Error(name);
    return found;
  };

  it('goes to the reward centre for REWARD and to promotions for PROMO', () => {
    expect(categoryClickOf(category('REWARD', []), false)).toEqual({
      kind: 'navigate',
      to: '/m/rewardCenter',
    });
    expect(categoryClickOf(category('PROMO', []), true)).toEqual({ kind: 'navigate', to: '/m/activity' });
  });

  it('launches the first vendor of a lottery category', () => {
    expect(categoryClickOf(entry('LOTT'), true)).toEqual({
      kind: 'launchVendor',
      vendor: entry('LOTT').vendors[0],
    });
    expect(categoryClickOf(entry('ELOTT'), false)).toEqual({
      kind: 'launchVendor',
      vendor: entry('ELOTT').vendors[0],
    });
  });

  it('launches DS88 for cockfight, and sends a visitor to login', () => {
    const ds88 = entry('COCKFIGHT').vendors[0];
    expect(categoryClickOf(entry('COCKFIGHT'), true)).toEqual({ kind: 'launchVendor', vendor: ds88 });
    expect(categoryClickOf(entry('COCKFIGHT'), false)).toEqual({ kind: 'login' });
    const withOther = category('COCKFIGHT', [
      vendorEntry('SV388', 'COCKFIGHT'),
      vendorEntry('DS88', 'COCKFIGHT'),
    ]);
    expect(categoryClickOf(withOther, true)).toEqual({ kind: 'launchVendor', vendor: withOther.vendors[1] });
  });

  it('launches the only vendor of a single-vendor category directly', () => {
    expect(categoryClickOf(entry('ESPORTS'), true)).toEqual({
      kind: 'launchVendor',
      vendor: entry('ESPORTS').vendors[0],
    });
  });

  it('opens the tab otherwise', () => {
    for (const name of ['LIVE', 'RNG', 'SPORTS', 'FISH'])
      expect(categoryClickOf(entry(name), true), name).toEqual({ kind: 'openTab' });
    for (const name of ['HOT', 'NEW_GAME', 'BGS', 'BG'] as const) {
      expect(categoryClickOf(category(name, []), false), name).toEqual({ kind: 'openTab' });
    }
    expect(categoryClickOf(category('FAV', []), true)).toEqual({ kind: 'openTab' });
  });

  it('answers a visitor tapping FAV with the login message', () => {
    expect(categoryClickOf(category('FAV', []), false)).toEqual({ kind: 'loginMessage' });
  });
});
