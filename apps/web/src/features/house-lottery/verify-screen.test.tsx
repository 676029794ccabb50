import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { drawnRound } from './lottery.fixtures';
import { LotteryVerifyScreen } from './verify-screen';

configure({ asyncUtilTimeout: 5_000 });

function renderVerify(address = '/m/lottery/verify?game=FAST1') {
  const router = createMemoryRouter([{ path: '/m/lottery/verify', element: <LotteryVerifyScreen /> }], {
    initialEntries: [address],
  });
  renderWithProviders(<RouterProvider router={router} />);
}

/** A digit of the seed changed after the commit was published. */
const tampered = (seed: string) => `${seed.slice(0, -1)}${seed.endsWith('0') ? '1' : '0'}`;

describe('the verify page (issue 13 point 2)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('recomputes every revealed round in the browser: ✓ when it holds, ✗ for a changed seed', async () => {
    const honest = drawnRound(999);
    const changed = drawnRound(998);
    fakeApi({
      '/wps/house/lottery/FAST1/rounds': {
        value: { list: [honest, { ...changed, seed: tampered(changed.seed) }], totalPages: 1, pageNum: 1 },
      },
    });
    renderVerify();
    const [first, second] = await screen.findAllByTestId('verified-round');
    expect(within(first as HTMLElement).getByText('Round 999')).toBeTruthy();
    expect(within(first as HTMLElement).getByText('✓ Verified')).toBeTruthy();
    expect(within(first as HTMLElement).getByText(honest.seed)).toBeTruthy();
    expect(within(first as HTMLElement).getByText(honest.commit)).toBeTruthy();
    expect(within(second as HTMLElement).getByText(/^✗ Mismatch/)).toBeTruthy();
  });

  it('flags a number that the seed does not draw', async () => {
    const round = drawnRound(997);
    fakeApi({
      '/wps/house/lottery/FAST1/rounds': {
        value: { list: [{ ...round, number: (round.number + 1) % 10 }], totalPages: 1, pageNum: 1 },
      },
    });
    renderVerify();
    expect(await screen.findByText(`✗ Mismatch (recomputed: ${round.number})`)).toBeTruthy();
  });

  it('explains the commit-reveal and the offline script, and switches games', async () => {
    const api = fakeApi({
      '/wps/house/lottery/FAST1/rounds': { value: { list: [], totalPages: 0, pageNum: 1 } },
      '/wps/house/lottery/FAST3/rounds': {
        value: { list: [drawnRound(5, 'FAST3')], totalPages: 1, pageNum: 1 },
      },
    });
    renderVerify();
    expect(screen.getByRole('heading', { name: 'How every draw can be checked' })).toBeTruthy();
    expect(screen.getByText(`node scripts/verify-draws.mjs ${window.location.origin} FAST1`)).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: '3 min' }));
    expect(await screen.findByText('✓ Verified')).toBeTruthy();
    expect(api.callsTo('/wps/house/lottery/FAST3/rounds')).toHaveLength(1);
  });
});
