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
  held: 200_000,
  withdrawalMin: 100_000,
  withdrawalMax: 500_000_000,
};
const CARD = {
  id: 7,
  bankName: 'Demo Bank',
  accountNumber: '**** 6789',
  holderName: 'Demo Player',
  createdAt: '2025-03-15T10:00:00.000Z',
};
const NO_WITHDRAWALS = { value: { list: [], totalPages: 0, pageNum: 1 } };

function renderWithdraw() {
  const router = createMemoryRouter(routes, { initialEntries: ['/m/withdraw'] });
  renderWithProviders(<RouterProvider router={router} />);
}

describe('/m/withdraw', () => {
  beforeAll(
    () =>
      Promise.all([
        import('./withdraw-screen'),
        import('../../app/body-sealing'),
        import('../../ui/antd-imperative'),
      ]),
    30_000,
  );
  afterEach(() => vi.unstubAllGlobals());

  it("refuses a trial account with the spec's message", async () => {
    signIn(4);
    const api = fakeApi({ '/wps/system/config': { value: SITE_CONFIG } });
    renderWithdraw();
    await screen.findByText('Please login an actual account to use this function');
    expect(api.callsTo('/wps/member/bank-cards')).toHaveLength(0);
  });

  it('asks for a payment password first, sent encrypted', async () => {
    signIn(0);
    const api = fakeApi({
      '/wps/system/config': { value: SITE_CONFIG },
      '/wps/wallet': { value: WALLET },
      'GET /wps/member/bank-cards': { value: { paymentPasswordSet: false, cards: [] } },
      'POST /wps/member/payment-password': { value: null },
      '/wps/transaction/withdrawals': NO_WITHDRAWALS,
    });
    renderWithdraw();
    await userEvent.type(await screen.findByLabelText(/^Payment password/), '123456');
    await userEvent.type(screen.getByLabelText(/Confirm payment password/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.callsTo('/wps/member/payment-password')).toHaveLength(1));
    const [call] = api.callsTo('/wps/member/payment-password');
    expect(call?.encrypted).toBe(true);
    expect(call?.body).toEqual({ paymentPassword: '123456' });
  });

  it('shows withdrawable and held, keeps the amount within what is withdrawable, retries with the same key', async () => {
    signIn(0);
    let attempts = 0;
    const api = fakeApi({
      '/wps/system/config': { value: SITE_CONFIG },
      '/wps/wallet': { value: WALLET },
      'GET /wps/member/bank-cards': { value: { paymentPasswordSet: true, cards: [CARD] } },
      '/wps/transaction/withdrawals': NO_WITHDRAWALS,
      'POST /wps/transaction/withdraw': () => {
        attempts += 1;
        if (attempts === 1) return { status: 503, errorCode: 'MAINTENANCE' };
        return {
          value: {
            id: '00000000-0000-4000-8000-000000000001',
            amount: 150_000,
            currency: 'VND',
            status: 'submitted',
            bankCard: CARD,
            createdAt: '2025-03-15T10:00:00.000Z',
            timeline: [{ status: 'submitted', at: '2025-03-15T10:00:00.000Z', note: null }],
          },
        };
      },
    });
    renderWithdraw();
    await screen.findByText('On hold');
    screen.getByText('₫ 200,000');
    const amount = screen.getByLabelText('Amount');
    await userEvent.type(amount, '300001');
    await userEvent.type(screen.getByLabelText(/Payment password/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await screen.findByText('You can withdraw at most ₫ 300,000');

    await userEvent.clear(amount);
    await userEvent.type(amount, '150000');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(attempts).toBe(1));
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(attempts).toBe(2));

    const [first, retry] = api.callsTo('/wps/transaction/withdraw');
    expect(first?.encrypted).toBe(true);
    expect(first?.body).toEqual({ amount: 150_000, bankCardId: 7, paymentPassword: '123456' });
    expect(retry?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
  });
});
