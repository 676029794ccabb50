import type { QueryClient } from '@tanstack/react-query';
import { act, configure, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/providers';
import { type Call, fakeApi } from '../../test/fake-api';
import { renderWithProviders, signIn } from '../../test/render';
import { toast } from '../../ui/toast';
import { gameOf, VENDOR_TYPES } from './game-list.fixtures';
import { gameListDataPrefetches, gameListOf } from './game-list-data';
import { GameListScreen, useDebouncedSearch } from './game-list-screen';

vi.mock('../../ui/toast', () => ({
  toast: {
    info: vi.fn(),
    success: vi.fn(),
    fail: vi.fn(),
    offline: vi.fn(),
    loading: vi.fn(),
    clear: vi.fn(),
  },
}));

configure({ asyncUtilTimeout: 5_000 });

/** The game list as the server pages it: `pages` pages of 3 games each, named by page. */
function pagedList(pages: number) {
  return (call: Call) => {
    const pageNo = Number(call.query.get('pageNo'));
    const name = call.query.get('gameName');
    const games = [1, 2, 3].map((i) =>
      gameOf(pageNo * 10 + i, {
        displayName: `${name ?? call.query.get('vassalage') ?? 'Game'} p${pageNo} #${i}`,
      }),
    );
    return { value: { games, pageNum: pageNo, totalPages: pages } };
  };
}

function renderList(search: string, queryClient?: QueryClient) {
  const router = createMemoryRouter(
    [
      { path: '/m/gameList', Component: GameListScreen },
      { path: '/m/login', element: <p>login screen</p> },
    ],
    { initialEntries: [`/m/gameList${search}`] },
  );
  renderWithProviders(<RouterProvider router={router} />, queryClient);
  return router;
}
const listCalls = (calls: Call[]) => calls.filter((call) => call.path === '/wps/game/list');

describe('/m/gameList (spec §2 Game list screen, §4 Game list)', () => {
  beforeEach(() => vi.clearAllMocks());

  it('shows the list and vendor tabs asked for as the app started, without asking again', async () => {
    const api = fakeApi({
      '/wps/game/vendor-types': { value: VENDOR_TYPES },
      '/wps/game/list': pagedList(1),
    });
    const queryClient = createQueryClient();
    const search = new URLSearchParams('type=hot');
    await Promise.all(
      gameListDataPrefetches(queryClient, { language: 'EN', search }).map((prefetch) => prefetch()),
    );
    expect(listCalls(api.calls).map((call) => call.query.get('isHot'))).toEqual(['1']);
    renderList('?type=hot', queryClient);
    expect(await screen.findByText('Game p1 #1')).toBeTruthy();
    expect(listCalls(api.calls)).toHaveLength(1);
    expect(api.calls.filter((call) => call.path === '/wps/game/vendor-types')).toHaveLength(1);
  });

  it('asks for no catalogue list as the app starts on a member list', () => {
    expect(gameListOf(new URLSearchParams('type=fav')).catalogue).toBe(false);
    expect(gameListOf(new URLSearchParams('type=fav&gameName=dragon')).catalogueFilters).toMatchObject({
      gameName: 'dragon',
      pageSize: 9,
    });
    expect(
      gameListDataPrefetches(createQueryClient(), {
        language: 'EN',
        search: new URLSearchParams('type=fav'),
      }),
    ).toHaveLength(1);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('appends later pages while pageNum is below totalPages, then asks no more', async () => {
    const api = fakeApi({
      '/wps/game/vendor-types': { value: VENDOR_TYPES },
      '/wps/game/list': pagedList(3),
    });
    // jsdom lays nothing out; with a layout parent the infinite scroll's end is always in reach.
    vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockReturnValue(document.body);
    renderList('?gameType=RNG');

    await screen.findByText('Game p3 #3');
    expect(screen.getByText('Game p1 #1')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Game p\d #\d/ })).toHaveLength(9);
    const pages = listCalls(api.calls).map((call) => call.query.get('pageNo'));
    expect(pages).toEqual(['1', '2', '3']);
    const first = listCalls(api.calls)[0];
    expect(first?.query.get('pageSize')).toBe('25');
    expect(first?.query.get('gameType')).toBe('RNG');
    expect(first?.query.get('platform')).toBe('html5');
  });

  it('searches once, 300 ms after the typing stops, 9 games a page', async () => {
    const api = fakeApi({
      '/wps/game/vendor-types': { value: VENDOR_TYPES },
      '/wps/game/list': pagedList(1),
    });
    renderList('?gameType=RNG');
    await screen.findByText('Game p1 #1');

    await userEvent.type(screen.getByPlaceholderText('Search games'), 'Mega');
    expect(listCalls(api.calls).filter((call) => call.query.has('gameName'))).toHaveLength(0);
    await screen.findByText('Mega p1 #1');

    const searches = listCalls(api.calls).filter((call) => call.query.has('gameName'));
    expect(searches).toHaveLength(1);
    expect(searches[0]?.query.get('gameName')).toBe('Mega');
    expect(searches[0]?.query.get('pageSize')).toBe('9');
    expect(searches[0]?.query.get('gameType')).toBe('RNG');
  });

  it('a vendor tab starts the list again at page 1 and clears the search', async () => {
    const api = fakeApi({
      '/wps/game/vendor-types': { value: VENDOR_TYPES },
      '/wps/game/list': pagedList(2),
    });
    vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockReturnValue(document.body);
    const router = renderList('?gameType=RNG');
    // Only the vendors of this game type: the SPORTS ones are not tabs here.
    await screen.findByRole('tab', { name: 'PG Soft' });
    expect(screen.queryByRole('tab', { name: '123BET' })).toBeNull();

    const box = screen.getByPlaceholderText('Search games');
    await userEvent.type(box, 'Mega');
    await screen.findByText('Mega p2 #1');
    const before = listCalls(api.calls).length;

    await userEvent.click(screen.getByRole('tab', { name: 'PG Soft' }));
    await screen.findByText('PG p1 #1');
    expect((box as HTMLInputElement).value).toBe('');
    const after = listCalls(api.calls).slice(before);
    expect(after[0]?.query.get('pageNo')).toBe('1');
    expect(after[0]?.query.get('vassalage')).toBe('PG');
    expect(after.every((call) => !call.query.has('gameName'))).toBe(true);
    expect(router.state.location.search).toBe('?gameType=RNG&vassalage=PG');
    // Straight from the search to the vendor's pages (then its page 2 by scrolling): nothing between.
    expect(after.map((call) => [call.query.get('vassalage'), call.query.get('pageNo')])).toEqual([
      ['PG', '1'],
      ['PG', '2'],
    ]);
  });

  it('recent and favourite need a session: a guest gets the login message for 2 s', async () => {
    const api = fakeApi({
      '/wps/game/vendor-types': { value: VENDOR_TYPES },
      '/wps/game/list': pagedList(1),
    });
    renderList('?type=hot');
    await screen.findByText('Game p1 #1');
    expect(listCalls(api.calls)[0]?.query.get('isHot')).toBe('1');

    await userEvent.click(screen.getByRole('tab', { name: 'Favourites' }));
    expect(toast.info).toHaveBeenCalledWith('Please log in', 2_000);
    expect(screen.getByRole('tab', { name: 'Hot' }).getAttribute('aria-selected')).toBe('true');
    expect(api.callsTo('/wps/game/favourites')).toHaveLength(0);
  });

  it('shows the member favourites under the fav filter, 25 a page', async () => {
    signIn(0);
    const api = fakeApi({
      '/wps/game/vendor-types': { value: VENDOR_TYPES },
      '/wps/game/favourites/ids': { value: ['1001'] },
      'GET /wps/game/favourites': { value: { content: [gameOf(1)], pageNum: 1, totalPages: 1 } },
    });
    renderList('?type=fav');
    await screen.findByRole('button', { name: /Game 1/ });
    expect(api.callsTo('/wps/game/favourites')[0]?.query.get('pageSize')).toBe('25');
    const star = await screen.findByRole('button', { name: 'Remove from favourites' });
    expect(star.getAttribute('aria-pressed')).toBe('true');
  });

  it('says so when nothing is found', async () => {
    fakeApi({
      '/wps/game/vendor-types': { value: VENDOR_TYPES },
      '/wps/game/list': { value: { games: [], pageNum: 1, totalPages: 0 } },
    });
    renderList('?gameType=RNG');
    expect(await screen.findByText('No data')).toBeTruthy();
  });
});

describe('useDebouncedSearch', () => {
  afterEach(() => vi.useRealTimers());

  it('settles the term only 300 ms after the last change', () => {
    vi.useFakeTimers();
    const settle = vi.fn();
    const { result } = renderHook(() => useDebouncedSearch('', 300, settle));
    act(() => result.current.change('M'));
    act(() => vi.advanceTimersByTime(200));
    act(() => result.current.change('Me '));
    act(() => vi.advanceTimersByTime(299));
    expect(result.current.text).toBe('Me ');
    expect(settle).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(settle).toHaveBeenCalledTimes(1);
    expect(settle).toHaveBeenCalledWith('Me');
  });

  it('clear empties the box and drops a pending search', () => {
    vi.useFakeTimers();
    const settle = vi.fn();
    const { result } = renderHook(() => useDebouncedSearch('Mega', 300, settle));
    expect(result.current.text).toBe('Mega');
    act(() => result.current.change('Mega 2'));
    act(() => result.current.clear());
    act(() => vi.advanceTimersByTime(1_000));
    expect(settle).not.toHaveBeenCalled();
    expect(result.current.text).toBe('');
  });
});
