import type { Reward } from '@app/contract';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../routes';
import { fakeApi, SITE_CONFIG } from '../../../test/fake-api';
import { renderWithProviders, signIn } from '../../../test/render';

configure({ asyncUtilTimeout: 5_000 });

const WALLET = {
  sumBalance: 2_500_000,
  currency: 'VND',
  currencySymbol: '₫',
  decimals: 0,
  withdrawable: 2_500_000,
  held: 0,
  withdrawalMin: 100_000,
  withdrawalMax: 500_000_000,
};
const reward = (id: string, kind: Reward['kind'], overrides: Partial<Reward>): Reward => ({
  id,
  kind,
  title: `Reward ${id}`,
  description: '',
  params: { amount: 18_000 },
  turnoverMultiplier: 1,
  state: 'claimable',
  amount: 18_000,
  turnoverRequired: 18_000,
  reason: null,
  nextAvailableAt: null,
  points: null,
  ...overrides,
});
const REWARDS = [
  reward('1', 'welcome', { title: 'Welcome bonus' }),
  reward('2', 'deposit', {
    title: 'First deposit bonus',
    params: { percent: 100, maxAmount: 5_000_000, minDeposit: 100_000, firstDepositOnly: true },
    state: 'not_yet',
    amount: null,
    turnoverRequired: null,
    turnoverMultiplier: 10,
    reason: 'no_deposit',
  }),
  reward('3', 'daily_check_in', {
    title: 'Daily check-in',
    state: 'claimed',
    amount: null,
    turnoverRequired: null,
    reason: 'claimed',
    nextAvailableAt: '2030-01-02T00:00:00.000Z',
  }),
];
const CLAIM = {
  id: '9',
  rewardId: '1',
  kind: 'welcome',
  title: 'Welcome bonus',
  amount: 18_000,
  turnoverRequired: 18_000,
  turnoverDone: 6_000,
  createdAt: '2030-01-01T10:00:00.000Z',
};

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

describe('/m/rewardCenter', () => {
  // jsdom lays nothing out, so it has no scrollIntoView.
  Element.prototype.scrollIntoView = vi.fn();
  beforeAll(
    () => Promise.all([import('./reward-center-screen'), import('../../../ui/antd-imperative')]),
    30_000,
  );
  afterEach(() => vi.unstubAllGlobals());

  it('asks a visitor to log in and a trial account to register, asking for no rewards', async () => {
    const api = fakeApi({ '/wps/system/config': { value: SITE_CONFIG } });
    const router = renderAt('/m/rewardCenter?reward=1');
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/m/rewardCenter?reward=1')}`);
    signIn(4);
    const trial = renderAt('/m/rewardCenter');
    await screen.findByText('Trial accounts cannot claim rewards. Register a real account to claim them.');
    await userEvent.click(screen.getByRole('button', { name: 'Register now' }));
    await waitFor(() => expect(trial.state.location.pathname).toBe('/m/register'));
    expect(api.callsTo('/wps/rewards')).toHaveLength(0);
  });

  it('shows each state, claims with an Idempotency-Key, and asks for the rewards and the balance again', async () => {
    signIn(0);
    let claimed = false;
    const api = fakeApi({
      '/wps/system/config': { value: SITE_CONFIG },
      '/wps/wallet': () => ({ value: { ...WALLET, sumBalance: claimed ? 2_518_000 : 2_500_000 } }),
      '/wps/rewards': () => ({
        value: {
          list: claimed
            ? REWARDS.map((entry) =>
                entry.id === '1' ? { ...entry, state: 'claimed', amount: null, reason: 'claimed' } : entry,
              )
            : REWARDS,
        },
      }),
      '/wps/rewards/claims': () => ({
        value: {
          list: claimed ? [CLAIM] : [],
          totalPages: claimed ? 1 : 0,
          pageNum: 1,
          outstandingTurnover: claimed ? 12_000 : 0,
        },
      }),
      'POST /wps/rewards/1/claim': () => {
        claimed = true;
        return { value: { claim: CLAIM, balance: 2_518_000 } };
      },
    });
    renderAt('/m/rewardCenter?reward=2');
    await screen.findByRole('heading', { name: 'Welcome bonus' });
    expect(screen.getByText('100% of your first deposit, up to ₫ 5,000,000')).toBeTruthy();
    expect(screen.getByText('Make a deposit to unlock this reward')).toBeTruthy();
    expect(screen.getByText('10× the reward')).toBeTruthy();
    expect(screen.getByText(/Available again/)).toBeTruthy();
    const highlighted = document.querySelector('.reward-card--highlight');
    expect(highlighted?.getAttribute('data-reward-id')).toBe('2');
    await waitFor(() => expect(document.activeElement).toBe(highlighted));

    await userEvent.click(screen.getByRole('button', { name: 'Claim' }));
    await screen.findByText('₫ 2,518,000');
    const [claim] = api.callsTo('/wps/rewards/1/claim');
    expect(claim?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    await screen.findByText('Wagered ₫ 6,000 of ₫ 18,000');
    expect(screen.getByText('Still to wager before you can withdraw: ₫ 12,000')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Claim' })).toBeNull();
  });

  it('says why a claim was refused', async () => {
    signIn(0);
    fakeApi({
      '/wps/system/config': { value: SITE_CONFIG },
      '/wps/wallet': { value: WALLET },
      '/wps/rewards': { value: { list: [REWARDS[0]] } },
      '/wps/rewards/claims': { value: { list: [], totalPages: 0, pageNum: 1, outstandingTurnover: 0 } },
      'POST /wps/rewards/1/claim': {
        status: 409,
        errorCode: 'REWARD_NOT_CLAIMABLE',
        value: { reason: 'claimed' },
      },
    });
    renderAt('/m/rewardCenter');
    await userEvent.click(await screen.findByRole('button', { name: 'Claim' }));
    await screen.findByText('You have claimed this reward');
  });
});
