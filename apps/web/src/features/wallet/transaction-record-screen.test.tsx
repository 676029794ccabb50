import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '../../routes';
import { fakeApi, SITE_CONFIG } from '../../test/fake-api';
import { renderWithProviders, signIn } from '../../test/render';

configure({ asyncUtilTimeout: 5_000 });

const WALLET = {
  sumBalance: 300_000,
  currency: 'VND',
  currencySymbol: '₫',
  decimals: 0,
  withdrawable: 300_000,
  held: 0,
  withdrawalMin: 100_000,
  withdrawalMax: 500_000_000,
};
const DEPOSIT = {
  id: 11,
  type: 'deposit',
  kind: 'deposit',
  amount: 100_000,
  balanceAfter: 300_000,
  status: 'completed',
  reference: 'order',
  time: '2025-03-15T10:00:00.000Z',
};
const HOLD = {
  ...DEPOSIT,
  id: 12,
  type: 'withdrawal',
  kind: 'withdrawal_hold',
  amount: -50_000,
  status: 'reviewing',
};

describe('/m/transaction/record', () => {
  beforeAll(() => import('./transaction-record-screen'), 30_000);
  afterEach(() => vi.unstubAllGlobals());

  it('shows signed rows, and sends the chosen type and range as the query', async () => {
    signIn(0);
    const api = fakeApi({
      '/wps/system/config': { value: SITE_CONFIG },
      '/wps/wallet': { value: WALLET },
      '/wps/transaction/records': (call) => ({
        value: {
          list: call.query.get('type') === 'deposit' ? [DEPOSIT] : [HOLD, DEPOSIT],
          totalPages: 1,
          pageNum: 1,
        },
      }),
    });
    const router = createMemoryRouter(routes, { initialEntries: ['/m/transaction/record'] });
    renderWithProviders(<RouterProvider router={router} />);

    await screen.findByText('Withdrawal held');
    screen.getByText('-50,000');
    screen.getByText('+100,000');
    screen.getByText('Reviewing', { exact: false });
    const [first] = api.callsTo('/wps/transaction/records');
    expect(first?.query.get('type')).toBeNull();
    expect(first?.query.get('pageNo')).toBe('1');
    expect(first?.query.get('pageSize')).toBe('25');
    const sevenDays = Number(first?.query.get('to')) - Number(first?.query.get('from'));
    expect(Math.round(sevenDays / 86_400_000)).toBe(7);

    await userEvent.click(screen.getByRole('tab', { name: 'Deposits' }));
    await userEvent.click(screen.getByText('Today'));
    await waitFor(() => {
      const last = api.callsTo('/wps/transaction/records').at(-1);
      expect(last?.query.get('type')).toBe('deposit');
      expect(Math.round((Number(last?.query.get('to')) - Number(last?.query.get('from'))) / 86_400_000)).toBe(
        1,
      );
    });
    await waitFor(() => expect(screen.queryByText('Withdrawal held')).toBeNull());
  });

  it('says so when there is nothing', async () => {
    signIn(0);
    fakeApi({
      '/wps/system/config': { value: SITE_CONFIG },
      '/wps/wallet': { value: WALLET },
      '/wps/transaction/records': { value: { list: [], totalPages: 0, pageNum: 1 } },
    });
    const router = createMemoryRouter(routes, { initialEntries: ['/m/transaction/record'] });
    renderWithProviders(<RouterProvider router={router} />);
    await screen.findByText('No records');
  });
});
