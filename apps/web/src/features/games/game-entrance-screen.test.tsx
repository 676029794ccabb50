import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderWithProviders, signIn } from '../../test/render';
import { GameEntranceScreen } from './game-entrance-screen';
import { category, game, MAPPING } from './launch-rules.fixtures';

configure({ asyncUtilTimeout: 5_000 });

const CONTENT = [...MAPPING, category('REWARD', [])];
const HOT = [game('PG', 'RNG', { nodeId: '1', displayName: 'Hot Slot' })];
const SPORTS_HOT = [
  game('BTI', 'SPORTS', { nodeId: '2', displayName: 'Premier League' }),
  game('SABA', 'SPORTS', { nodeId: '3', displayName: 'Saba Soccer' }),
];

function Elsewhere() {
  const { pathname, search } = useLocation();
  return <p data-testid="elsewhere">{`${pathname}${search}`}</p>;
}

function renderEntrance(address = '/m/game') {
  const api = fakeApi({
    '/wps/game/vendor-types': { value: { content: CONTENT } },
    '/wps/game/hot': (call) => ({
      value: { list: call.query.get('gameType') === 'SPORTS' ? SPORTS_HOT : HOT },
    }),
    '/wps/game/favourites/ids': { value: [] },
    '/wps/game/list': {
      value: {
        games: [game('PG', 'RNG', { nodeId: '4', displayName: 'Brand New' })],
        pageNum: 1,
        totalPages: 1,
      },
    },
    '/wps/game/favourites': {
      value: {
        content: [game('PG', 'RNG', { nodeId: '5', displayName: 'Starred' })],
        pageNum: 1,
        totalPages: 1,
      },
    },
  });
  const router = createMemoryRouter(
    [
      { path: '/m/game', element: <GameEntranceScreen /> },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [address] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return { api, router };
}

const menu = async () => within(await screen.findByRole('navigation', { name: 'Game categories' }));
const menuNames = async () => (await menu()).getAllByText(/./).map((item) => item.textContent);
const elsewhere = async () => (await screen.findByTestId('elsewhere')).textContent;

describe('game entrance (spec §2 Game entrance, §4 Game category click)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists HOT first, then the server order with COCKFIGHT and ESPORTS right after SPORTS', async () => {
    renderEntrance();
    await (await menu()).findByText('Hot');
    expect(await menuNames()).toEqual([
      'Hot',
      'New games',
      'BGS',
      'BG',
      'Live casino',
      'Slots',
      'Sports',
      'Cockfight',
      'E-sports',
      'Lottery',
      'E-lottery',
      'Fishing',
      'Rewards',
    ]);
  });

  it('lists FAV after HOT with a session and shows the favourites', async () => {
    signIn(0);
    renderEntrance();
    await (await menu()).findByText('Hot');
    expect((await menuNames()).slice(0, 3)).toEqual(['Hot', 'Favourites', 'New games']);
    await userEvent.click((await menu()).getByText('Favourites'));
    expect(await screen.findByText('Starred')).toBeTruthy();
  });

  it('lists the new games (isNew=1) under NEW_GAME and the BG-classified slots under BG', async () => {
    const { api } = renderEntrance('/m/game?category=NEW_GAME');
    expect(await screen.findByText('Brand New')).toBeTruthy();
    expect(api.callsTo('/wps/game/list')[0]?.query.get('isNew')).toBe('1');
    await userEvent.click((await menu()).getByText('BG'));
    await waitFor(() => expect(api.callsTo('/wps/game/list')).toHaveLength(2));
    const bg = api.callsTo('/wps/game/list')[1]?.query;
    expect([bg?.get('gameClassify'), bg?.get('gameType')]).toEqual(['BG', 'RNG']);
  });

  it('opens on the HOT tab with the hot games', async () => {
    renderEntrance();
    expect(await screen.findByText('Hot Slot')).toBeTruthy();
  });

  it('opens a vendor tab with its vendors (BTI as 123BET), the vendor menu and the hot games of the category', async () => {
    const { router } = renderEntrance();
    await userEvent.click((await menu()).getByText('Sports'));
    await screen.findByText('Premier League');
    expect(router.state.location.search).toBe('?category=SPORTS');
    const tiles = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(tiles).toContain('123BET');
    expect(tiles).toContain('SABA');
    expect(tiles).not.toContain('IMES');
    expect(screen.queryByText('BTI')).toBeNull();

    // The vendor menu narrows the tiles and the hot games to one vendor.
    const vendorMenu = screen.getByRole('tablist');
    await userEvent.click(within(vendorMenu).getByText('SABA'));
    await waitFor(() => expect(screen.queryByText('Premier League')).toBeNull());
    expect(screen.getByText('Saba Soccer')).toBeTruthy();
  });

  it('opens the tab named by ?category=', async () => {
    renderEntrance('/m/game?category=FISH');
    expect(await screen.findByRole('button', { name: 'JDB' })).toBeTruthy();
  });

  it('launches the only vendor of a single-vendor category directly', async () => {
    signIn(0);
    renderEntrance();
    await userEvent.click((await menu()).getByText('E-sports'));
    expect(await elsewhere()).toBe(
      '/m/launchGame?gameCategory=ESPORTS&vendor=IMES&gameId=IMES-lobby&nodeId=900',
    );
  });

  it('sends a visitor who taps cockfight to login', async () => {
    renderEntrance();
    await userEvent.click((await menu()).getByText('Cockfight'));
    expect(await elsewhere()).toBe('/m/login');
  });

  it('launches DS88 when a member taps cockfight', async () => {
    signIn(0);
    renderEntrance();
    await userEvent.click((await menu()).getByText('Cockfight'));
    expect(await elsewhere()).toBe(
      '/m/launchGame?gameCategory=COCKFIGHT&vendor=DS88&gameId=DS88-lobby&nodeId=900',
    );
  });

  it('launches the first lottery vendor with playType trad, the prize-mode rule and code lobby', async () => {
    signIn(0);
    renderEntrance();
    await userEvent.click((await menu()).getByText('Lottery'));
    expect(await elsewhere()).toBe(
      '/m/launchGame?vendor=LOTT&gameId=LOTT-lobby&playType=trad&prize_mode=Elott&code=lobby',
    );
  });

  it('goes to the reward centre for REWARD', async () => {
    renderEntrance();
    await userEvent.click((await menu()).getByText('Rewards'));
    expect(await elsewhere()).toBe('/m/rewardCenter');
  });

  it('opens the game list of a vendor-level vendor', async () => {
    renderEntrance('/m/game?category=RNG');
    await userEvent.click(await screen.findByRole('button', { name: 'BGS' }));
    expect(await elsewhere()).toBe('/m/gameList?gameType=RNG&vassalage=BGS');
  });
});
