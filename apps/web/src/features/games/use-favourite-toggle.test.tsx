import type { FavouritesValue } from '@app/contract';
import { type InfiniteData, QueryClient } from '@tanstack/react-query';
import { act, configure, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers';
import { fakeApi } from '../../test/fake-api';
import { renderWithProviders, signIn } from '../../test/render';
import { toast } from '../../ui/toast';
import { GameGrid } from './game-grid';
import { gameOf, VENDOR_TYPES } from './game-list.fixtures';
import { GameListScreen } from './game-list-screen';
import { gamesKeys, useToggleFavourite } from './queries';

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

const GAME = gameOf(1);

function renderGrid() {
  const onLaunch = vi.fn();
  renderWithProviders(<GameGrid games={[GAME]} onLaunch={onLaunch} />);
  return onLaunch;
}

describe('favourite toggle (spec §4 Favourite toggle)', () => {
  beforeEach(() => vi.clearAllMocks());
  afterEach(() => vi.unstubAllGlobals());

  it('without a session shows the login message for 2 s and calls nothing', async () => {
    const api = fakeApi({});
    renderGrid();
    await userEvent.click(screen.getByRole('button', { name: 'Add to favourites' }));
    expect(toast.info).toHaveBeenCalledExactlyOnceWith('Please log in', 2_000);
    expect(toast.loading).not.toHaveBeenCalled();
    expect(api.calls.filter((call) => call.path.startsWith('/wps/game/favourites'))).toHaveLength(0);
  });

  it('adds with a loading message, then shows the saved message for 1 s and the star pressed', async () => {
    signIn(0);
    const api = fakeApi({
      '/wps/game/favourites/ids': { value: [] },
      'POST /wps/game/favourites': { value: [GAME.nodeId] },
    });
    renderGrid();
    const star = await screen.findByRole('button', { name: 'Add to favourites' });
    expect(star.getAttribute('aria-pressed')).toBe('false');

    await userEvent.click(star);
    expect(toast.loading).toHaveBeenCalledWith('Please wait…', 10_000);
    const pressed = await screen.findByRole('button', { name: 'Remove from favourites' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(toast.info).toHaveBeenCalledWith('Changes saved', 1_000));
    expect(api.callsTo('/wps/game/favourites')[0]?.body).toEqual({ nodeId: GAME.nodeId, vendor: 'BGS' });
  });

  it('on failure only hides the loader', async () => {
    signIn(0);
    fakeApi({
      '/wps/game/favourites/ids': { value: [] },
      'POST /wps/game/favourites': { status: 500, errorCode: 'INTERNAL' },
    });
    renderGrid();
    await userEvent.click(await screen.findByRole('button', { name: 'Add to favourites' }));
    await waitFor(() => expect(toast.clear).toHaveBeenCalled());
    expect(toast.info).not.toHaveBeenCalled();
    expect(toast.fail).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Add to favourites' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });

  it('removing a favourite under the fav filter takes it off that list', async () => {
    signIn(0);
    let favourites = [gameOf(1), gameOf(2)];
    const api = fakeApi({
      '/wps/game/vendor-types': { value: VENDOR_TYPES },
      '/wps/game/favourites/ids': () => ({ value: favourites.map((game) => game.nodeId) }),
      'GET /wps/game/favourites': () => ({ value: { content: favourites, pageNum: 1, totalPages: 1 } }),
      'DELETE /wps/game/favourites/1001': () => {
        favourites = favourites.filter((game) => game.nodeId !== '1001');
        return { value: favourites.map((game) => game.nodeId) };
      },
    });
    const router = createMemoryRouter([{ path: '/m/gameList', Component: GameListScreen }], {
      initialEntries: ['/m/gameList?type=fav'],
    });
    renderWithProviders(<RouterProvider router={router} />);
    await screen.findByText('Game 1');
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Remove from favourites' })).toHaveLength(2),
    );

    await userEvent.click(
      screen.getAllByRole('button', { name: 'Remove from favourites' })[0] as HTMLElement,
    );
    await waitFor(() => expect(screen.queryByText('Game 1')).toBeNull());
    expect(screen.getByText('Game 2')).toBeTruthy();
    expect(api.callsTo('/wps/game/favourites/1001')[0]?.method).toBe('DELETE');
  });

  it('drops the removed game from the cached favourites lists by nodeId at once', async () => {
    const session = signIn(0);
    fakeApi({ 'DELETE /wps/game/favourites/1001': { value: ['1002'] } });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const key = gamesKeys.favouritesPage(session.token, 'EN', 15);
    queryClient.setQueryData<InfiniteData<FavouritesValue, number>>(key, {
      pages: [{ content: [gameOf(1), gameOf(2)], pageNum: 1, totalPages: 2 }],
      pageParams: [1],
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Providers queryClient={queryClient}>{children}</Providers>
    );
    const { result } = renderHook(() => useToggleFavourite(), { wrapper });

    await act(() => result.current.mutateAsync({ game: gameOf(1), favourite: false }));
    const data = queryClient.getQueryData<InfiniteData<FavouritesValue, number>>(key);
    expect(data?.pages[0]?.content.map((game) => game.nodeId)).toEqual(['1002']);
    expect(queryClient.getQueryData(gamesKeys.favouriteIds(session.token))).toEqual(['1002']);
  });
});
