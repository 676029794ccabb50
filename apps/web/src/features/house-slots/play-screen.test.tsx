import type { SlotGameValue, SlotSpin } from '@app/contract';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Call, fakeApi, type Reply } from '../../test/fake-api';
import { renderWithProviders, signIn } from '../../test/render';
import { PlayScreen } from './play-screen';

configure({ asyncUtilTimeout: 5_000 });

const WALLET = {
  sumBalance: 100_000,
  currency: 'VND',
  currencySymbol: '₫',
  decimals: 0,
  withdrawable: 100_000,
  held: 0,
  withdrawalMin: 100_000,
  withdrawalMax: 500_000_000,
};

const GAME: SlotGameValue = {
  code: 'LUCKY7',
  reels: 3,
  rows: 3,
  symbols: [
    { id: 'seven', pays: [0, 0, 50] },
    { id: 'cherry', pays: [0, 0, 5] },
    { id: 'bell', pays: [0, 0, 10] },
    { id: 'wild', pays: [0, 0, 100], wild: true },
  ],
  paylines: [
    [1, 1, 1],
    [0, 0, 0],
    [2, 2, 2],
  ],
  betLevels: [3_000, 15_000, 30_000],
  rtpPercent: 96.1,
  currency: 'VND',
  decimals: 0,
};

const spinOf = (bet: number, grid: string[][], wins: SlotSpin['wins']): SlotSpin => ({
  spinId: `spin-${Math.random()}`,
  gameCode: 'LUCKY7',
  bet,
  grid,
  wins,
  totalWin: wins.reduce((sum, win) => sum + win.amount, 0),
  createdAt: '2026-11-26T04:00:00.000Z',
});

const WINNING_GRID = [
  ['cherry', 'seven', 'bell'],
  ['bell', 'seven', 'cherry'],
  ['cherry', 'wild', 'bell'],
];
const LOSING_GRID = [
  ['cherry', 'seven', 'bell'],
  ['bell', 'cherry', 'seven'],
  ['seven', 'bell', 'cherry'],
];

const SLOT = '/wps/house/slots/LUCKY7';
const SPINS = '/wps/house/slots/LUCKY7/spins';

function renderAt(address: string) {
  const router = createMemoryRouter(
    [
      { path: '/m/play/:vendor/:gameId', element: <PlayScreen /> },
      { path: '/m/home', element: <p>home page</p> },
      { path: '/m/game', element: <p>game centre</p> },
      { path: '/m/voucherCenter', element: <p>deposit page</p> },
    ],
    { initialEntries: [address] },
  );
  renderWithProviders(<RouterProvider router={router} />);
}

function playSlot(spin: Reply | ((call: Call) => Reply), routes: Record<string, Reply> = {}) {
  signIn(0);
  const api = fakeApi({
    '/wps/wallet': { value: WALLET },
    [`GET ${SLOT}`]: { value: GAME },
    [`POST ${SPINS}`]: spin,
    ...routes,
  });
  renderAt('/m/play/HOUSE/LUCKY7?token=player-1&gameName=Lucky%207');
  return api;
}

const cellNames = () =>
  screen.getAllByTestId('slot-cell').map((cell) => within(cell).getByRole('img').getAttribute('aria-label'));

describe('the house slot page (decision 0036)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('draws the game from its answer: reels × rows, bet levels in the wallet format, the balance', async () => {
    const api = playSlot({ value: null });
    expect(await screen.findByRole('heading', { name: 'Lucky 7' })).toBeTruthy();
    expect(screen.getAllByTestId('slot-cell')).toHaveLength(9);
    expect(screen.getByRole('figure', { name: 'Reels' })).toBeTruthy();
    for (const level of ['3,000', '15,000', '30,000']) expect(screen.getByText(level)).toBeTruthy();
    expect((await screen.findByTestId('balance-amount')).textContent).toBe('100,000');
    expect(api.callsTo(SLOT)[0]?.headers['x-player-token']).toBe('player-1');
  });

  it('a spin sends the chosen bet with the player token and an Idempotency-Key, then shows the win, the line wins and the new balance', async () => {
    const api = playSlot((call) => {
      const bet = (call.body as { bet: number }).bet;
      return {
        value: {
          spin: spinOf(bet, WINNING_GRID, [{ line: 0, symbol: 'seven', count: 3, amount: 250_000 }]),
          balance: WALLET.sumBalance - bet + 250_000,
        },
      };
    });
    await userEvent.click(await screen.findByText('15,000'));
    await userEvent.click(screen.getByRole('button', { name: 'Spin' }));
    expect(await screen.findByText('Win 250,000')).toBeTruthy();
    expect(screen.getByText('Line 1: 3 × Seven')).toBeTruthy();
    expect(cellNames()).toEqual(WINNING_GRID.flat().map((id) => id.charAt(0).toUpperCase() + id.slice(1)));
    expect(document.querySelectorAll('.slot-cell--win')).toHaveLength(3);
    expect((await screen.findByTestId('balance-amount')).textContent).toBe('335,000');

    const [spin] = api.callsTo(SPINS);
    expect(spin?.body).toEqual({ bet: 15_000 });
    expect(spin?.headers['x-player-token']).toBe('player-1');
    expect(spin?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);

    // Keyboard: Enter on the page spins again, with a new key.
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => expect(api.callsTo(SPINS)).toHaveLength(2));
    expect(api.callsTo(SPINS)[1]?.headers['idempotency-key']).not.toBe(spin?.headers['idempotency-key']);
  });

  it('a losing spin says so and takes only the bet', async () => {
    playSlot({ value: { spin: spinOf(3_000, LOSING_GRID, []), balance: 97_000 } });
    await userEvent.click(await screen.findByRole('button', { name: 'Spin' }));
    expect(await screen.findByText('No win this time')).toBeTruthy();
    expect(document.querySelectorAll('.slot-cell--win')).toHaveLength(0);
    expect((await screen.findByTestId('balance-amount')).textContent).toBe('97,000');
  });

  it('too little balance stops the spin and offers the deposit page', async () => {
    playSlot({ status: 400, errorCode: 'INSUFFICIENT_BALANCE' });
    await userEvent.click(await screen.findByRole('button', { name: 'Spin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Insufficient balance' });
    expect(within(dialog).getByText(/Your balance is too low for this bet/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText('deposit page')).toBeTruthy();
  });

  it('a gone player token ends the game session: play stops and leads back', async () => {
    playSlot({ status: 401, errorCode: 'PLAYER_TOKEN_INVALID' });
    await userEvent.click(await screen.findByRole('button', { name: 'Spin' }));
    expect(await screen.findByRole('heading', { name: 'Play has stopped' })).toBeTruthy();
    expect(screen.getByText('This game session has ended. Please open the game again.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Spin' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('game centre')).toBeTruthy();
  });

  it('a session gone before the game loads (401) says the game session has ended', async () => {
    playSlot({ value: null }, { [`GET ${SLOT}`]: { status: 401, errorCode: 'UNAUTHORIZED' } });
    expect(await screen.findByRole('heading', { name: 'Play has stopped' })).toBeTruthy();
    expect(screen.getByText('This game session has ended. Please open the game again.')).toBeTruthy();
  });

  it('a limit stops play with its message', async () => {
    playSlot({ status: 403, errorCode: 'PLAY_STOPPED' });
    await userEvent.click(await screen.findByRole('button', { name: 'Spin' }));
    expect(await screen.findByText('Play is stopped by a limit on your account.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Spin' })).toBeNull();
  });

  it('a player-protection limit names itself (value.reason: the daily loss limit)', async () => {
    playSlot({ status: 403, errorCode: 'PLAY_STOPPED', value: { reason: 'lossDay' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Spin' }));
    expect(await screen.findByText('This stake would pass your daily loss limit.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Spin' })).toBeNull();
  });

  it('opens the spin history and the paytable with the published RTP', async () => {
    playSlot(
      { value: null },
      {
        [`GET ${SPINS}`]: {
          value: { list: [spinOf(3_000, LOSING_GRID, [])], totalPages: 1, pageNum: 1, total: 1 },
        },
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Spin history' }));
    expect(await screen.findByText('Stake 3,000')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Paytable and rules' }));
    expect(await screen.findByText('Return to player (RTP): 96.1 %')).toBeTruthy();
    expect(screen.getByText('3: ×50')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Payline 3' })).toBeTruthy();
  });

  it("shows the not-connected page for another vendor's game and for a slot the house does not serve", async () => {
    signIn(0);
    fakeApi({
      '/wps/wallet': { value: WALLET },
      [`GET ${SLOT}`]: { status: 404, errorCode: 'GAME_NOT_FOUND' },
    });
    renderAt('/m/play/PG/LUCKY7?token=t&gameName=Lucky%20Dragon');
    expect(await screen.findByRole('heading', { name: 'Lucky Dragon is not available yet' })).toBeTruthy();

    renderAt('/m/play/HOUSE/LUCKY7?token=t&gameName=Lucky%207');
    expect(await screen.findByRole('heading', { name: 'Lucky 7 is not available yet' })).toBeTruthy();
  });
});
