import { act, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preferences } from '../../lib/storage';
import { fakeApi } from '../../test/fake-api';
import { renderWithProviders, signIn } from '../../test/render';
import { BALANCE_MASK, BalanceWidget } from './balance-widget';

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

function renderWidget() {
  const router = createMemoryRouter([{ path: '*', element: <BalanceWidget /> }], {
    initialEntries: ['/m/home'],
  });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}
const amount = () => screen.getByTestId('balance-amount');

describe('home balance widget (spec §2 Home, §4 Balance)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the currency symbol and the total with 0 decimals', async () => {
    signIn(0);
    fakeApi({
      '/wps/wallet': {
        value: { ...WALLET, sumBalance: 123_456, currency: 'USD', decimals: 2, currencySymbol: '$' },
      },
    });
    renderWidget();
    await waitFor(() => expect(amount().textContent).toBe('1,234'));
    expect(amount().textContent).toBe('1,234');
    expect(screen.getByText('$').textContent).toBe('$');
  });

  it('spins and masks the amount with asterisks while refreshing', async () => {
    signIn(0);
    let release: () => void = () => {};
    let calls = 0;
    const answered = vi.fn(async () => {
      calls += 1;
      if (calls > 1) await new Promise<void>((resolve) => (release = resolve));
      return Response.json({
        success: true,
        value: { ...WALLET, sumBalance: calls > 1 ? 2_000_000 : WALLET.sumBalance },
      });
    });
    vi.stubGlobal('fetch', answered);
    renderWidget();
    await waitFor(() => expect(amount().textContent).toBe('1,234,567'));

    const refresh = screen.getByRole('button', { name: 'Refresh balance' });
    await userEvent.click(refresh);
    await waitFor(() => expect(amount().textContent).toBe(BALANCE_MASK));
    expect(refresh.getAttribute('aria-busy')).toBe('true');
    expect(refresh.classList.contains('balance-widget__refresh--spinning')).toBe(true);

    await act(async () => release());
    await waitFor(() => expect(amount().textContent).toBe('2,000,000'));
    expect(refresh.getAttribute('aria-busy')).toBe('false');
    expect(refresh.classList.contains('balance-widget__refresh--spinning')).toBe(false);
  });

  it('hides the balance and remembers the choice', async () => {
    signIn(0);
    fakeApi({ '/wps/wallet': { value: WALLET } });
    renderWidget();
    await waitFor(() => expect(amount().textContent).toBe('1,234,567'));

    await userEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(amount().textContent).toBe(BALANCE_MASK);
    expect(preferences.hideBalance.read()).toBe(true);
    expect(screen.getByRole('button', { name: 'Show balance' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('starts hidden when the player hid it before', async () => {
    preferences.hideBalance.write(true);
    signIn(0);
    fakeApi({ '/wps/wallet': { value: WALLET } });
    renderWidget();
    await userEvent.click(await screen.findByRole('button', { name: 'Show balance' }));
    expect(amount().textContent).toBe('1,234,567');
    expect(preferences.hideBalance.read()).toBe(false);
  });

  it('asks a visitor to log in instead', async () => {
    const api = fakeApi({});
    const router = renderWidget();
    screen.getByText('Log in to see your balance');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(router.state.location.pathname).toBe('/m/login');
    expect(api.callsTo('/wps/wallet')).toHaveLength(0);
  });
});
