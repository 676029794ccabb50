import type { LotteryOrder } from '@app/contract';
import { IDEMPOTENCY_KEY_HEADER, PLAYER_TOKEN_HEADER } from '@app/contract/client';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Call, fakeApi, type Reply } from '../../test/fake-api';
import { renderWithProviders, signIn } from '../../test/render';
import { HouseLotteryScreen } from './house-lottery-screen';
import { LOBBY, orderOf, stateAt, WALLET } from './lottery.fixtures';

configure({ asyncUtilTimeout: 5_000 });

const FRAME =
  '/m/lotto-h5/TCG_LOTTO_VN/trad/games/lobby?token=pt-1&merchant=demo&vendorName=TCG&gameName=Lotto';

function renderFrame(address = FRAME) {
  const router = createMemoryRouter(
    [
      { path: '/m/lotto-h5/:mui/:playType/games/:gameId', element: <HouseLotteryScreen /> },
      { path: '/m/game', element: <p>game centre</p> },
      { path: '/m/lottery/verify', element: <p>verify page</p> },
    ],
    { initialEntries: [address] },
  );
  renderWithProviders(<RouterProvider router={router} />);
}

/** The lottery's answers, with the member's orders kept as the server would keep them. */
function lotteryApi(closesInMs = 42_000, orders: LotteryOrder[] = []) {
  let balance = WALLET.sumBalance;
  return fakeApi({
    '/wps/wallet': () => ({ value: { ...WALLET, sumBalance: balance } }),
    '/wps/house/lottery': { value: LOBBY },
    '/wps/house/lottery/FAST1': () => ({ value: stateAt(closesInMs) }),
    '/wps/house/lottery/FAST3': () => ({ value: { ...stateAt(closesInMs), game: LOBBY.games[1] } }),
    '/wps/house/lottery/FAST5': () => ({ value: { ...stateAt(closesInMs), game: LOBBY.games[2] } }),
    'GET /wps/house/lottery/FAST1/orders': () => ({ value: { list: orders, totalPages: 1, pageNum: 1 } }),
    'POST /wps/house/lottery/FAST1/orders': (call: Call) => {
      const body = call.body as { roundNo: number; lines: { kind: 'size'; pick: 'big'; stake: number }[] };
      const stake = body.lines.reduce((sum, line) => sum + line.stake, 0);
      const order = orderOf({
        roundNo: body.roundNo,
        lines: body.lines.map((line) => ({ ...line, payout: null })),
        stake,
      });
      orders.unshift(order);
      balance -= stake;
      return { value: { order, balance } };
    },
    'POST /wps/house/lottery/orders/11111111-2222-4333-8444-555555555555/cancel': () => {
      const order = orders[0] as LotteryOrder;
      orders[0] = { ...order, status: 'cancelled' };
      balance += order.stake;
      return { value: { order: orders[0], balance } };
    },
  });
}

describe('the house fast lottery in the lotto-h5 frame (issue 13 point 1)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks the house with the player token and shows the 1, 3 and 5 minute games, the round and its countdowns', async () => {
    signIn(0);
    const api = lotteryApi();
    renderFrame();
    expect(await screen.findByRole('tab', { name: '1 min' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '3 min' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '5 min' })).toBeTruthy();
    expect(await screen.findByText('Round 1000')).toBeTruthy();
    expect(screen.getByText(/^Betting closes in 0:4[12]$/)).toBeTruthy();
    expect(screen.getByText(/^Draw in 0:4[67]$/)).toBeTruthy();
    expect(api.callsTo('/wps/house/lottery')[0]?.headers[PLAYER_TOKEN_HEADER]).toBe('pt-1');
    // The last results, with the link to the verify page.
    expect(screen.getByText('Round 999')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Verify the draws' }).getAttribute('href')).toBe(
      '/m/lottery/verify?game=FAST1',
    );
  });

  it('shows the commitment short and whole on demand', async () => {
    signIn(0);
    lotteryApi();
    renderFrame();
    const show = await screen.findByRole('button', { name: 'Show all' });
    const commit = stateAt(0).current.commit;
    expect(screen.queryByText(commit)).toBeNull();
    await userEvent.click(show);
    expect(screen.getByText(commit)).toBeTruthy();
  });

  it('places a slip for the open round with an Idempotency-Key; it appears in the orders and the balance drops', async () => {
    signIn(0);
    const api = lotteryApi();
    renderFrame();
    await userEvent.click(await screen.findByRole('button', { name: 'Big, pays 196 per 100' }));
    await userEvent.click(screen.getByRole('button', { name: '7, pays 900 per 100' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to slip' }));
    expect(screen.getByText('Total 2,000')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }));

    const order = await screen.findByTestId('lottery-order');
    expect(within(order).getByText('Open')).toBeTruthy();
    expect(within(order).getByText('Big 1,000 · 7 1,000')).toBeTruthy();
    const [placed] = api.callsTo('/wps/house/lottery/FAST1/orders').filter((call) => call.method === 'POST');
    expect(placed?.body).toEqual({
      roundNo: 1000,
      lines: [
        { kind: 'size', pick: 'big', stake: 1_000 },
        { kind: 'number', pick: '7', stake: 1_000 },
      ],
    });
    expect(placed?.headers[IDEMPOTENCY_KEY_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
    expect(placed?.headers[PLAYER_TOKEN_HEADER]).toBe('pt-1');
    expect((await screen.findByTestId('balance-amount')).textContent).toBe('498,000');
  });

  it('cancels an open order before the close, after a confirm', async () => {
    signIn(0);
    const api = lotteryApi(42_000, [orderOf()]);
    renderFrame();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel bet' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/The stake of 1,000 comes back/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Cancelled')).toBeTruthy();
    expect(api.callsTo('/wps/house/lottery/orders/11111111-2222-4333-8444-555555555555/cancel')).toHaveLength(
      1,
    );
    expect(screen.queryByRole('button', { name: 'Cancel bet' })).toBeNull();
  });

  it('between the close and the draw the slip waits: drawing, nothing to pick or place', async () => {
    signIn(0);
    lotteryApi(-1_000, [orderOf({ closesAt: new Date(Date.now() - 1_000).toISOString() })]);
    renderFrame();
    expect((await screen.findAllByText('Drawing…')).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Big, pays 196 per 100' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Drawing…' })).toHaveProperty('disabled', true);
    // The order can no longer be cancelled.
    await screen.findByTestId('lottery-order');
    expect(screen.queryByRole('button', { name: 'Cancel bet' })).toBeNull();
  });

  it('shows a won order with its payout', async () => {
    signIn(0);
    lotteryApi(42_000, [orderOf({ status: 'won', payout: 1_960, number: 7 })]);
    renderFrame();
    const order = await screen.findByTestId('lottery-order');
    expect(within(order).getByText('Won')).toBeTruthy();
    expect(within(order).getByText('Paid 1,960')).toBeTruthy();
  });

  it('keeps the honest not-connected page for a vendor the house does not serve', async () => {
    signIn(0);
    fakeApi({
      '/wps/wallet': { value: WALLET },
      '/wps/house/lottery': { status: 404, errorCode: 'GAME_NOT_FOUND' },
    });
    renderFrame('/m/lotto-h5/TCG_SEA/trad/games/SEA1?token=pt-1&merchant=demo');
    expect(await screen.findByRole('heading', { name: 'SEA1 is not available yet' })).toBeTruthy();
  });

  it('ends the game session when the player token is gone, with a way back', async () => {
    signIn(0);
    fakeApi({
      '/wps/wallet': { value: WALLET },
      '/wps/house/lottery': { status: 401, errorCode: 'PLAYER_TOKEN_INVALID' },
    });
    renderFrame();
    expect(await screen.findByText('Play has stopped')).toBeTruthy();
    expect(screen.getByText('This game session has ended. Please open the game again.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByText('game centre');
  });

  /** Picks Odd and places the slip, which the server refuses with this answer. */
  async function placeRefusedSlip(refusal: Reply) {
    signIn(0);
    lotteryApi();
    renderFrame();
    await userEvent.click(await screen.findByRole('button', { name: 'Odd, pays 196 per 100' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to slip' }));
    fakeApi({
      '/wps/wallet': { value: WALLET },
      '/wps/house/lottery': { value: LOBBY },
      '/wps/house/lottery/FAST1': { value: stateAt(42_000) },
      'GET /wps/house/lottery/FAST1/orders': { value: { list: [], totalPages: 1, pageNum: 1 } },
      'POST /wps/house/lottery/FAST1/orders': refusal,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }));
  }

  it('translates a refused slip (betting closed)', async () => {
    await placeRefusedSlip({ status: 409, errorCode: 'BETTING_CLOSED' });
    expect(await screen.findByText('Betting for this round has closed.')).toBeTruthy();
  });

  it('a player-protection limit stops the game with its reason (issue 19)', async () => {
    await placeRefusedSlip({ status: 403, errorCode: 'PLAY_STOPPED', value: { reason: 'sessionMinutes' } });
    expect(await screen.findByRole('heading', { name: 'Play has stopped' })).toBeTruthy();
    expect(screen.getByText('Your session time limit is reached.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Place bet' })).toBeNull();
  });
});
