import { describe, expect, it } from 'vitest';
import { gamesViewOf, searchOfGamesView } from './games-view';

describe('the games view in the address', () => {
  it('reads the filters, the order and the page, leaving what it cannot read at its default', () => {
    const view = gamesViewOf(
      new URLSearchParams(
        'gameName=%20Dragon%20&vendorCode=PG&gameType=RNG&isHot=true&enabled=maybe&sort=name&order=desc&pageNo=3&pageSize=33',
      ),
    );
    expect(view).toEqual({
      gameName: 'Dragon',
      vendorCode: 'PG',
      gameType: 'RNG',
      isHot: 'true',
      sort: 'name',
      order: 'desc',
      pageNo: 3,
      pageSize: 20,
    });
    expect(gamesViewOf(new URLSearchParams('gameType=NOPE&sort=id&pageNo=-1'))).toEqual({
      sort: 'sortOrder',
      order: 'asc',
      pageNo: 1,
      pageSize: 20,
    });
  });

  it('writes only what differs from the defaults, with the merchant', () => {
    const view = gamesViewOf(new URLSearchParams('isNew=false&pageSize=50'));
    expect(searchOfGamesView('DEMO', view).toString()).toBe('merchant=DEMO&isNew=false&pageSize=50');
    expect(gamesViewOf(searchOfGamesView('DEMO', view))).toEqual(view);
  });
});
