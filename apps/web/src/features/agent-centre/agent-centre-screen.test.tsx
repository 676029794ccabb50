import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionInfoStore } from '../../lib/storage';
import { routes } from '../../routes';
import { fakeApi, SITE_CONFIG } from '../../test/fake-api';
import { renderWithProviders, signIn } from '../../test/render';

configure({ asyncUtilTimeout: 5_000 });

const WALLET = {
  sumBalance: 3_000_000,
  currency: 'VND',
  currencySymbol: '₫',
  decimals: 0,
  withdrawable: 3_000_000,
  held: 0,
  withdrawalMin: 100_000,
  withdrawalMax: 500_000_000,
};
const figures = (deposits: number) => ({
  registrations: 2,
  firstDepositors: 1,
  activeMembers: 1,
  deposits,
  withdrawals: 0,
  turnover: 200_000,
  wins: 50_000,
  bonuses: 10_000,
  netRevenue: 140_000,
});
const KPI = {
  period: 'today',
  currency: 'VND',
  current: { from: '2026-11-26T00:00:00.000Z', to: '2026-11-27T00:00:00.000Z', figures: figures(500_000) },
  previous: { from: '2026-11-25T00:00:00.000Z', to: '2026-11-26T00:00:00.000Z', figures: figures(250_000) },
};
const member = (username: string, deposits: number) => ({
  username,
  nickname: '',
  joinedAt: '2026-11-20T08:00:00.000Z',
  lastLoginAt: null,
  status: 'active',
  type: 0,
  deposits,
  turnover: 0,
  wins: 0,
  net: 0,
});

function agentApi() {
  return fakeApi({
    '/wps/system/config': { value: SITE_CONFIG },
    '/wps/wallet': { value: WALLET },
    '/wps/agent/kpi': { value: KPI },
    '/wps/agent/downline': (call) => {
      const search = call.query.get('username');
      const list = [member('friend01', 500_000), member('friend02', 0)].filter(
        (m) => !search || m.username.includes(search),
      );
      return { value: { list, totalPages: 1, pageNum: 1, total: list.length } };
    },
    '/wps/agent/links': {
      value: {
        affiliateCode: 'AG1001',
        links: [{ domain: 'luckymobile.vn', url: 'https://luckymobile.vn/m/register?affiliateCode=AG1001' }],
        registrations: 2,
      },
    },
    '/wps/agent/quota': {
      value: {
        minPerTransfer: 10_000,
        maxPerTransfer: 20_000_000,
        dailyQuota: 100_000_000,
        currency: 'VND',
        usedToday: 0,
        remainingToday: 100_000_000,
        balance: 3_000_000,
        transferable: 3_000_000,
      },
    },
    '/wps/agent/transfers': { value: { list: [], totalPages: 0, pageNum: 1 } },
  });
}

function renderCentre() {
  const router = createMemoryRouter(routes, { initialEntries: ['/m/member/agent'] });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

describe('/m/member/agent (issue 16 point 3)', () => {
  beforeAll(() => import('./agent-centre-screen'), 30_000);
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionInfoStore.clear();
  });

  it('sends a member who is not an agent to the agent registration, asking nothing', async () => {
    const api = agentApi();
    signIn(0);
    const router = renderCentre();
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/agentRegister'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(api.callsTo('/wps/agent/kpi')).toHaveLength(0);
  });

  it('shows KPI A against B with the change, and the entries to commission and contracts', async () => {
    const api = agentApi();
    signIn(1);
    renderCentre();
    const table = await screen.findByRole('table');
    const deposits = within(table).getByRole('row', { name: /Deposits/ });
    expect(deposits.textContent).toContain('500,000');
    expect(deposits.textContent).toContain('250,000');
    expect(deposits.textContent).toContain('+100%');
    expect(screen.getByRole('link', { name: 'Commission' }).getAttribute('href')).toBe(
      '/m/member/agent/commission',
    );
    expect(api.callsTo('/wps/agent/kpi')[0]?.query.get('period')).toBe('today');
    await userEvent.click(screen.getByText('This month'));
    await waitFor(() => expect(api.callsTo('/wps/agent/kpi').at(-1)?.query.get('period')).toBe('thisMonth'));
  });

  it('lists the downline, searches by username and prefills a transfer from a row', async () => {
    const api = agentApi();
    signIn(1);
    renderCentre();
    await userEvent.click(await screen.findByRole('tab', { name: 'Downline' }));
    expect(await screen.findByText('friend02')).toBeTruthy();
    const search = screen.getByRole('searchbox');
    await userEvent.type(search, 'friend01{Enter}');
    await waitFor(() => expect(screen.queryByText('friend02')).toBeNull());
    expect(api.callsTo('/wps/agent/downline').at(-1)?.query.get('username')).toBe('friend01');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('Quota left today')).toBeTruthy();
    expect((screen.getByLabelText(/Downline member/) as HTMLInputElement).value).toBe('friend01');
  });

  it('shows the affiliate code and a link per domain with its QR code', async () => {
    agentApi();
    signIn(1);
    renderCentre();
    await userEvent.click(await screen.findByRole('tab', { name: 'Links' }));
    expect((await screen.findByTestId('agent-affiliate-code')).textContent).toBe('AG1001');
    expect(screen.getByText('https://luckymobile.vn/m/register?affiliateCode=AG1001')).toBeTruthy();
    expect(await screen.findByTitle('QR code of the link on luckymobile.vn')).toBeTruthy();
    expect(screen.getByText('2 members registered with your code')).toBeTruthy();
  });
});
