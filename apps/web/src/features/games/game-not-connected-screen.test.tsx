import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderWithProviders, signIn } from '../../test/render';
import { GameNotConnectedScreen } from './game-not-connected-screen';

configure({ asyncUtilTimeout: 5_000 });

const WALLET = {
  sumBalance: 1_234_567,
  currency: 'VND',
  currencySymbol: '₫',
  decimals: 0,
  withdrawable: 1_234_567,
  held: 0,
  withdrawalMin: 100_000,
  withdrawalMax: 500_000_000,
};

function renderAt(address: string) {
  const router = createMemoryRouter(
    [
      { path: '/m/play/:vendor/:gameId', element: <GameNotConnectedScreen /> },
      { path: '/m/lotto-h5/:mui/:playType/games/:gameId', element: <GameNotConnectedScreen /> },
      { path: '/m/home', element: <p>home page</p> },
      { path: '/m/game', element: <p>game centre</p> },
    ],
    { initialEntries: [address] },
  );
  renderWithProviders(<RouterProvider router={router} />);
}

describe('the page of an unconnected game (decision 0015)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('says the provider is not connected, names vendor and game and shows the balance', async () => {
    signIn(0);
    fakeApi({ '/wps/wallet': { value: WALLET } });
    renderAt('/m/play/BTI/g-7?token=t1&merchant=demo&vendorName=BTI&gameName=Premier%20League');
    expect(await screen.findByRole('heading', { name: 'Premier League is not available yet' })).toBeTruthy();
    expect(screen.getByText(/The game provider 123BET is not connected to this site yet/)).toBeTruthy();
    expect((await screen.findByTestId('balance-amount')).textContent).toBe('1,234,567');
  });

  it('names the lottery launcher page by its mui and game id when the query has no names', async () => {
    signIn(0);
    fakeApi({ '/wps/wallet': { value: WALLET } });
    renderAt('/m/lotto-h5/TCG_SEA/trad/games/SEA1?token=t1&merchant=demo&css=dark&prize_mode=SEA');
    expect(await screen.findByRole('heading', { name: 'SEA1 is not available yet' })).toBeTruthy();
    expect(screen.getByText(/The game provider TCG_SEA is not connected/)).toBeTruthy();
  });

  it('inside the game frame, asks the parent (same origin) to close', async () => {
    signIn(0);
    fakeApi({ '/wps/wallet': { value: WALLET } });
    const postMessage = vi.fn();
    vi.spyOn(window, 'parent', 'get').mockReturnValue({ postMessage } as unknown as Window);
    renderAt('/m/play/PG/g-7?gameName=Lucky%20Dragon');
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(postMessage).toHaveBeenCalledWith({ type: 'game:close' }, window.location.origin);
    expect(screen.queryByText('game centre')).toBeNull();
  });

  it('opened on its own, goes to /m/game, or /m/home with pageBack', async () => {
    signIn(0);
    fakeApi({ '/wps/wallet': { value: WALLET } });
    renderAt('/m/play/PG/g-7?gameName=Lucky%20Dragon');
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await screen.findByText('game centre');

    renderAt('/m/play/PG/g-7?gameName=Lucky%20Dragon&pageBack=1');
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await screen.findByText('home page');
  });
});
