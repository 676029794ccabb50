import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../routes';
import { fakeApi, SITE_CONFIG } from '../../../test/fake-api';
import { renderWithProviders, signIn } from '../../../test/render';

configure({ asyncUtilTimeout: 5_000 });

// The slider puzzle is dragged by a person; here it answers a ticket at once.
vi.mock('../../account/slider-check', () => ({
  useSliderCheck: () => ({ run: async () => 'ticket-1', element: null }),
}));

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
        import('../../../app/body-sealing'),
        import('../../../ui/antd-imperative'),
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
      'GET /wps/member/bank-cards': { value: { paymentPasswordSet: false, paymentLock: null, cards: [] } },
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
      'GET /wps/member/bank-cards': { value: { paymentPasswordSet: true, paymentLock: null, cards: [CARD] } },
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

  it('says how much turnover a claimed bonus still needs when the withdrawal is refused', async () => {
    signIn(0);
    fakeApi({
      '/wps/system/config': { value: SITE_CONFIG },
      '/wps/wallet': { value: WALLET },
      'GET /wps/member/bank-cards': { value: { paymentPasswordSet: true, paymentLock: null, cards: [CARD] } },
      '/wps/transaction/withdrawals': NO_WITHDRAWALS,
      'POST /wps/transaction/withdraw': {
        status: 409,
        errorCode: 'TURNOVER_REQUIRED',
        value: { remainingTurnover: 1_234_000 },
      },
    });
    renderWithdraw();
    await userEvent.type(await screen.findByLabelText('Amount'), '150000');
    await userEvent.type(screen.getByLabelText(/Payment password/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await screen.findByText('Wager ₫ 1,234,000 more before you can withdraw (bonus wagering requirement)');
  });

  describe('after too many wrong payment passwords', () => {
    const UNTIL = '2025-03-15T10:30:00.000Z';
    const LOCK = { until: UNTIL, mobile: '+84 ****5678' };
    /** The text the screen shows: the lock's end in the player's format (en: 'Mar 15, 2025, …'). */
    const lockText = () =>
      `Too many wrong payment passwords: binding bank cards and withdrawing are locked until ${new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(UNTIL))}.`;
    /** The withdraw screen's calls, its bank cards answering with `paymentLock()` at each fetch. */
    const withdrawApi = (
      paymentLock: () => typeof LOCK | { until: string; mobile: null } | null,
      routes: Parameters<typeof fakeApi>[0] = {},
    ) =>
      fakeApi({
        '/wps/system/config': { value: SITE_CONFIG },
        '/wps/wallet': { value: WALLET },
        'GET /wps/member/bank-cards': () => ({
          value: { paymentPasswordSet: true, paymentLock: paymentLock(), cards: [CARD] },
        }),
        '/wps/transaction/withdrawals': NO_WITHDRAWALS,
        ...routes,
      });

    it('shows the refusal, then the lock in place of the form with its end', async () => {
      signIn(0);
      let locked = false;
      const api = withdrawApi(() => (locked ? LOCK : null), {
        'POST /wps/transaction/withdraw': () => {
          locked = true;
          return {
            status: 423,
            errorCode: 'PAYMENT_PASSWORD_LOCKED',
            value: { ...LOCK, retryAfterSeconds: 1800 },
          };
        },
      });
      renderWithdraw();
      await userEvent.type(await screen.findByLabelText('Amount'), '150000');
      await userEvent.type(screen.getByLabelText(/Payment password/), '999999');
      await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
      await screen.findByText('Too many wrong payment passwords: payment functions are locked for now');
      expect((await screen.findByRole('alert')).textContent).toBe(lockText());
      expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Add another bank card' })).toBeNull();
      expect(api.callsTo('/wps/member/bank-cards').length).toBeGreaterThanOrEqual(2);
    });

    it('unlocks with the SMS code sent to the number on the account', async () => {
      signIn(0);
      let locked = true;
      const api = withdrawApi(() => (locked ? LOCK : null), {
        'POST /wps/member/payment-password/unlock-code': {
          value: { expiredMinutes: 1, expirationTime: Date.now() + 60_000 },
        },
        'POST /wps/member/payment-password/unlock': (call) => {
          if ((call.body as { verificationCode: string }).verificationCode !== '654321') {
            return { status: 400, errorCode: 'VERIFICATION_CODE_ERROR' };
          }
          locked = false;
          return { value: null };
        },
      });
      renderWithdraw();
      expect((await screen.findByRole('alert')).textContent).toBe(lockText());
      await userEvent.click(screen.getByRole('button', { name: 'Unlock by SMS code' }));
      await screen.findByText('We will send a verification code to \u2066+84 ****5678\u2069.');
      // In the popup, events go straight to the elements: jsdom has no pointer capture for its drag
      // gesture, and the popup takes pointer events only once it has slid in.
      fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
      await waitFor(() => expect(api.callsTo('/wps/member/payment-password/unlock-code')).toHaveLength(1));
      expect(api.callsTo('/wps/member/payment-password/unlock-code')[0]?.body).toEqual({
        ticket: 'ticket-1',
      });

      const code = screen.getByLabelText('Verification code');
      fireEvent.change(code, { target: { value: '111111' } });
      fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
      await screen.findByText('Verification code error');
      fireEvent.change(code, { target: { value: '654321' } });
      fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
      await screen.findByText('Payment functions unlocked');
      await screen.findByRole('button', { name: 'Withdraw' });
      expect(screen.queryByRole('alert')).toBeNull();
      const unlocks = api.callsTo('/wps/member/payment-password/unlock');
      expect(unlocks.map((call) => call.encrypted)).toEqual([true, true]);
      expect(unlocks[1]?.body).toEqual({ verificationCode: '654321' });
    });

    it('offers no SMS unlock without a number on the account', async () => {
      signIn(0);
      withdrawApi(() => ({ ...LOCK, mobile: null }));
      renderWithdraw();
      expect((await screen.findByRole('alert')).textContent).toBe(lockText());
      expect(screen.queryByRole('button', { name: 'Unlock by SMS code' })).toBeNull();
    });
  });
});
