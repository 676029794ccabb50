import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '../../routes';
import { fakeApi, SITE_CONFIG } from '../../test/fake-api';
import { renderWithProviders, signIn } from '../../test/render';

configure({ asyncUtilTimeout: 5_000 });

const CONFIG = {
  ...SITE_CONFIG,
  currency: 'VND',
  whitelabel: { ...SITE_CONFIG.whitelabel, AGENTPOLICY3: true },
};
const DAILY = {
  contractId: '7',
  kind: 'daily_salary',
  status: 'offered',
  tiers: [
    { minTurnover: 20_000_000, minActiveMembers: 3, amount: 200_000 },
    { minTurnover: 50_000_000, minActiveMembers: 5, amount: 600_000 },
  ],
  offeredAt: '2026-11-25T08:00:00.000Z',
  answeredAt: null,
  endedAt: null,
  payouts: [],
};
const DIVIDEND = {
  ...DAILY,
  contractId: '8',
  kind: 'dividend',
  status: 'accepted',
  tiers: [{ minNetLoss: 10_000_000, minActiveMembers: 5, rateBp: 1_500 }],
  answeredAt: '2026-11-25T09:00:00.000Z',
  payouts: [
    {
      period: '2026-11-1H',
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-11-16T00:00:00.000Z',
      turnover: 90_000_000,
      netLoss: 12_000_000,
      activeMembers: 6,
      tier: 0,
      amount: 1_800_000,
      settledAt: '2026-11-16T01:00:00.000Z',
    },
  ],
};

const open = (path: string) => {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
};

describe('the contract screens', () => {
  beforeAll(() => import('./contract-screen'), 30_000);
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
    document.body.innerHTML = '';
  });

  it('shows an offer with its tiers and accepts it after a confirmation', async () => {
    signIn(1);
    let contract: object = DAILY;
    const api = fakeApi({
      '/wps/system/config': { value: CONFIG },
      '/wps/agent/contracts/daily_salary': () => ({ value: { kind: 'daily_salary', contract } }),
      'POST /wps/agent/contracts/7/accept': () => {
        contract = { ...DAILY, status: 'accepted', answeredAt: '2026-11-26T00:00:00.000Z' };
        return { value: contract };
      },
    });
    const user = userEvent.setup();
    open('/m/member/agent/getSalaryContract');

    const card = await screen.findByRole('region', { name: 'Daily salary' });
    within(card).getByText('Waiting for your answer');
    const table = within(card).getByRole('table', { name: 'Terms' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    within(rows[1] as HTMLElement).getByText('₫ 20,000,000');
    within(rows[2] as HTMLElement).getByText('₫ 600,000');

    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(api.callsTo('/wps/agent/contracts/7/accept')).toHaveLength(1));
    await screen.findByText('In force');
    screen.getByText('No payouts yet');
  });

  it("shows an accepted dividend's rate and payouts on the dividend route", async () => {
    signIn(1);
    fakeApi({
      '/wps/system/config': { value: CONFIG },
      '/wps/agent/contracts/dividend': { value: { kind: 'dividend', contract: DIVIDEND } },
    });
    open('/m/member/agent/getDevidendContract');
    const card = await screen.findByRole('region', { name: 'Dividend' });
    within(card).getByText('15.00 %');
    const payouts = screen.getByRole('region', { name: 'Payouts' });
    within(payouts).getByText('2026-11-1H');
    within(payouts).getByText('₫ 1,800,000');
    expect(within(card).queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('says so when there is no contract of the kind, and refuses a non-agent with the way back', async () => {
    signIn(1);
    fakeApi({
      '/wps/system/config': { value: CONFIG },
      '/wps/agent/contracts/hourly_salary': { value: { kind: 'hourly_salary', contract: null } },
    });
    open('/m/member/agent/getHourContract');
    await screen.findByText('No contract of this kind yet');
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
    sessionStorage.clear();

    signIn(0);
    const api = fakeApi({ '/wps/system/config': { value: CONFIG } });
    const router = open('/m/member/agent/getHourContract');
    await screen.findByText('Non-agents cannot log in');
    expect(api.callsTo('/wps/agent/contracts/hourly_salary')).toHaveLength(0);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back to home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
  });
});
