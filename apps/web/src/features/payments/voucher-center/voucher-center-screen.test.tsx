import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { outsidePage } from '../../../lib/outside-page';
import { routes } from '../../../routes';
import { fakeApi, SITE_CONFIG } from '../../../test/fake-api';
import { renderWithProviders, signIn } from '../../../test/render';

configure({ asyncUtilTimeout: 5_000 });

const WALLET = {
  sumBalance: 1_000_000,
  currency: 'VND',
  currencySymbol: '₫',
  decimals: 0,
  withdrawable: 1_000_000,
  held: 0,
  withdrawalMin: 100_000,
  withdrawalMax: 500_000_000,
};
const CHANNELS = [
  { id: 'sandbox', name: 'Sandbox gateway', kind: 'sandbox', min: 50_000, max: 50_000_000 },
  {
    id: 'bank',
    name: 'Bank transfer',
    kind: 'bank_transfer',
    min: 100_000,
    max: 100_000_000,
    payee: { bankName: 'Demo Bank', accountName: 'Demo Merchant', accountNumber: '0123456789' },
  },
];
const ORDER_ID = '00000000-0000-4000-8000-00000000000a';
const configWith = (depFunc: string) => ({
  value: { ...SITE_CONFIG, templates: { mem_cen: '0', dep_func: depFunc, parameters: { appIcon: '' } } },
});

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

describe('/m/voucherCenter', () => {
  beforeAll(
    () => Promise.all([import('./voucher-center-screen'), import('../../../ui/antd-imperative')]),
    30_000,
  );
  afterEach(() => vi.unstubAllGlobals());

  it('sends a visitor to login and back', async () => {
    fakeApi({ '/wps/system/config': configWith('0') });
    const router = renderAt('/m/voucherCenter');
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/m/voucherCenter')}`);
  });

  it("refuses a trial account with the spec's message and shows no form", async () => {
    signIn(4);
    const api = fakeApi({ '/wps/system/config': configWith('0'), '/wps/wallet': { value: WALLET } });
    renderAt('/m/voucherCenter');
    await screen.findByText('Please login an actual account to use this function');
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
    expect(api.callsTo('/wps/deposit/channels')).toHaveLength(0);
  });

  it('lists the channels (base template) and sends one Idempotency-Key for every retry of an attempt', async () => {
    signIn(0);
    const open = vi.spyOn(outsidePage, 'open').mockImplementation(() => {});
    let attempts = 0;
    const api = fakeApi({
      '/wps/system/config': configWith('0'),
      '/wps/wallet': { value: WALLET },
      '/wps/deposit/channels': { value: CHANNELS },
      'GET /wps/deposit/orders': { value: [] },
      'POST /wps/deposit/orders': () => {
        attempts += 1;
        // The first answer is lost on the way back (the server may well have made the order).
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return { value: { orderId: ORDER_ID, paymentUrl: `/sandbox-gateway/pay/${ORDER_ID}` } };
      },
    });
    renderAt('/m/voucherCenter');
    await screen.findByText('Sandbox gateway');
    expect(document.querySelector('[data-template="base"] .channel-list')).not.toBeNull();

    await userEvent.type(screen.getByLabelText('Amount'), '10000');
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await screen.findByText('The minimum is ₫ 50,000');
    expect(api.callsTo('/wps/deposit/orders').filter((call) => call.method === 'POST')).toHaveLength(0);

    await userEvent.click(screen.getByText('100,000'));
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(attempts).toBe(1));
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(`/sandbox-gateway/pay/${ORDER_ID}`));

    const posts = api.callsTo('/wps/deposit/orders').filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[0]?.body).toEqual({ channelId: 'sandbox', amount: 100_000 });
    expect(posts[0]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts[1]?.headers['idempotency-key']).toBe(posts[0]?.headers['idempotency-key']);
  });

  it('says under the amount what the deposit limit leaves when a deposit is above it (issue 19)', async () => {
    signIn(0);
    const open = vi.spyOn(outsidePage, 'open').mockImplementation(() => {});
    fakeApi({
      '/wps/system/config': configWith('0'),
      '/wps/wallet': { value: WALLET },
      '/wps/deposit/channels': { value: CHANNELS },
      'GET /wps/deposit/orders': { value: [] },
      'POST /wps/deposit/orders': {
        status: 409,
        errorCode: 'DEPOSIT_LIMIT_EXCEEDED',
        value: { reason: 'depositWeek', fields: { amount: '700000' } },
      },
    });
    renderAt('/m/voucherCenter');
    await screen.findByText('Sandbox gateway');
    await userEvent.type(screen.getByLabelText('Amount'), '1000000');
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await screen.findByText('Weekly deposit limit: ₫ 700,000 left for now.');
    expect(open).not.toHaveBeenCalled();
  });

  it("shows the channels as tiles in the 'new' template (dep_func '1')", async () => {
    signIn(0);
    fakeApi({
      '/wps/system/config': configWith('1'),
      '/wps/wallet': { value: WALLET },
      '/wps/deposit/channels': { value: CHANNELS },
      'GET /wps/deposit/orders': { value: [] },
    });
    renderAt('/m/voucherCenter');
    await screen.findByText('Sandbox gateway');
    expect(document.querySelector('[data-template="new"] .channel-tiles')).not.toBeNull();
    expect(document.querySelector('.channel-list')).toBeNull();
  });

  it('shows the manual transfer account and reports a transfer as pending', async () => {
    signIn(0);
    const api = fakeApi({
      '/wps/system/config': configWith('0'),
      '/wps/wallet': { value: WALLET },
      '/wps/deposit/channels': { value: CHANNELS },
      'GET /wps/deposit/orders': { value: [] },
      'POST /wps/deposit/manual': (call) => ({
        value: {
          orderId: ORDER_ID,
          channelId: 'bank',
          kind: 'bank_transfer',
          amount: (call.body as { amount: number }).amount,
          currency: 'VND',
          status: 'pending',
          reason: null,
          reference: 'REF-1',
          createdAt: '2025-03-15T10:00:00.000Z',
          completedAt: null,
        },
      }),
    });
    renderAt('/m/voucherCenter');
    await userEvent.click(await screen.findByRole('button', { name: 'Bank transfer' }));
    await screen.findByText('0123456789');
    await userEvent.type(screen.getByLabelText('Amount'), '200000');
    await userEvent.type(screen.getByLabelText(/Transfer reference/), 'REF-1');
    await userEvent.type(screen.getByLabelText(/Payer name/), 'Demo Player');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Pending');
    const [report] = api.callsTo('/wps/deposit/manual');
    expect(report?.body).toEqual({
      channelId: 'bank',
      amount: 200_000,
      reference: 'REF-1',
      payerName: 'Demo Player',
    });
    expect(report?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('back from the gateway, polls the order until credited and shows the new balance', async () => {
    signIn(0);
    let polls = 0;
    let balance = WALLET.sumBalance;
    fakeApi({
      '/wps/system/config': configWith('0'),
      '/wps/wallet': () => ({ value: { ...WALLET, sumBalance: balance } }),
      '/wps/deposit/channels': { value: CHANNELS },
      'GET /wps/deposit/orders': { value: [] },
      [`/wps/deposit/orders/${ORDER_ID}`]: () => {
        polls += 1;
        if (polls > 1) balance = 1_100_000;
        return {
          value: {
            orderId: ORDER_ID,
            channelId: 'sandbox',
            kind: 'sandbox',
            amount: 100_000,
            currency: 'VND',
            status: polls > 1 ? 'completed' : 'pending',
            reason: null,
            reference: null,
            createdAt: '2025-03-15T10:00:00.000Z',
            completedAt: polls > 1 ? '2025-03-15T10:01:00.000Z' : null,
          },
        };
      },
    });
    renderAt(`/m/voucherCenter?order=${ORDER_ID}`);
    await screen.findByText('Waiting for the payment to be confirmed');
    await screen.findByText('Your new balance: ₫ 1,100,000', {}, { timeout: 8_000 });
    expect(polls).toBeGreaterThanOrEqual(2);
  });
});
