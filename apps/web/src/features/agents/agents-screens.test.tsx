import type { AgentApplicationValue, AgentCommissionValue } from '@app/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionInfoStore } from '../../lib/storage';
import { type Call, fakeApi } from '../../test/fake-api';
import { renderWithProviders, signIn } from '../../test/render';
import { AgentCommissionScreen } from './agent-commission-screen';
import { AgentRegisterScreen } from './agent-register-screen';

configure({ asyncUtilTimeout: 5_000 });

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/m/agentRegister', Component: AgentRegisterScreen },
      { path: '/m/member/agent/commission', Component: AgentCommissionScreen },
      { path: '/m/member/agent', element: <p>agent centre</p> },
      { path: '/m/login', element: <p>login screen</p> },
      { path: '/m/register', element: <p>register screen</p> },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

const NONE: AgentApplicationValue = { isAgent: false, canApply: true, application: null };
const PENDING: AgentApplicationValue = {
  isAgent: false,
  canApply: false,
  application: {
    applicationId: '7',
    status: 'pending',
    submittedAt: '2026-11-20T08:30:00.000Z',
    decidedAt: null,
    rejectReason: null,
    reapplyAfter: null,
  },
};
const memberInfo = (type: number) => ({
  id: 5,
  account: 'player0',
  nickname: 'Player',
  type,
  clubLabel: { labelName: 'VIP0' },
  headIconUrl: null,
  email: '',
  payeeName: '',
});

describe('/m/agentRegister (issue 16 point 2)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionInfoStore.clear();
  });

  it('sends an agent on to the agent centre, replacing itself', async () => {
    fakeApi({});
    signIn(1);
    const router = renderAt('/m/agentRegister');
    expect(await screen.findByText('agent centre')).toBeTruthy();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends a visitor to login and back', async () => {
    fakeApi({});
    const router = renderAt('/m/agentRegister');
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fm%2FagentRegister');
  });

  it('refuses a trial account with free_reject and a way to register, asking nothing', async () => {
    const api = fakeApi({});
    signIn(4);
    renderAt('/m/agentRegister');
    expect(await screen.findByRole('button', { name: 'Register now' })).toBeTruthy();
    expect(api.calls.filter((call) => call.path.startsWith('/wps/agent'))).toHaveLength(0);
  });

  it('checks the form, sends it, and shows the pending status', async () => {
    let value = NONE;
    const api = fakeApi({
      'GET /wps/agent/application': () => ({ value }),
      'POST /wps/agent/application': () => {
        value = PENDING;
        return { value };
      },
    });
    signIn(0);
    renderAt('/m/agentRegister');
    const user = userEvent.setup();
    const submit = await screen.findByRole('button', { name: 'Submit application' });
    await user.click(submit);
    expect(await screen.findByText('Please tick the box to continue')).toBeTruthy();
    expect(api.callsTo('/wps/agent/application').filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.type(screen.getByLabelText('Real name'), 'Nguyen Van A');
    await user.click(screen.getByText('Telegram'));
    await user.type(screen.getByLabelText('Contact'), '@nguyenvana');
    await user.click(screen.getByText('Social media'));
    await user.type(screen.getByLabelText('Describe it briefly'), 'Football fans group');
    await user.type(screen.getByLabelText('Expected players per month'), '25');
    await user.click(screen.getByText(/I agree to the agent terms/));
    await user.click(submit);
    expect(await screen.findByText('Application under review')).toBeTruthy();
    const sent = api.callsTo('/wps/agent/application').find((c: Call) => c.method === 'POST');
    expect(sent?.body).toEqual({
      realName: 'Nguyen Van A',
      contactKind: 'telegram',
      contact: '@nguyenvana',
      channel: 'social',
      channelDetail: 'Football fans group',
      expectedPlayers: 25,
      consent: true,
    });
    expect(screen.queryByRole('button', { name: 'Submit application' })).toBeNull();
  });

  it('shows a rejection with its reason and the form again when the member may apply', async () => {
    fakeApi({
      'GET /wps/agent/application': {
        value: {
          isAgent: false,
          canApply: true,
          application: { ...PENDING.application, status: 'rejected', rejectReason: 'Channel not checkable' },
        },
      },
    });
    signIn(0);
    renderAt('/m/agentRegister');
    expect(await screen.findByText('Application not approved')).toBeTruthy();
    expect(screen.getByText('Reason: Channel not checkable')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Apply again' })).toBeTruthy();
  });

  it('on approval refreshes the stored session type from member info and offers the agent centre', async () => {
    const api = fakeApi({
      'GET /wps/agent/application': {
        value: {
          isAgent: true,
          canApply: false,
          application: { ...PENDING.application, status: 'approved' },
        },
      },
      'GET /wps/member/info': { value: memberInfo(1) },
    });
    signIn(0);
    renderAt('/m/agentRegister');
    expect(await screen.findByText('You are an agent now')).toBeTruthy();
    await waitFor(() => expect(sessionInfoStore.read()?.type).toBe(1));
    expect(api.callsTo('/wps/member/info')).toHaveLength(1);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go to the agent centre' }));
    expect(await screen.findByText('agent centre')).toBeTruthy();
  });
});

const COMMISSION: AgentCommissionValue = {
  currency: 'VND',
  currencySymbol: '₫',
  decimals: 0,
  plan: { name: 'Bronze 25%', rateBps: 2500, minActiveMembers: 3, period: 'monthly' },
  current: {
    period: '2026-11',
    downlineMembers: 5,
    activeMembers: 3,
    turnover: 1_800_000,
    wins: 1_170_000,
    bonuses: 0,
    netRevenue: 630_000,
    rateBps: 2500,
    minActiveMembers: 3,
    commission: 157_500,
  },
  past: [
    {
      period: '2026-10',
      downlineMembers: 5,
      activeMembers: 4,
      turnover: 8_100_000,
      wins: 6_400_000,
      bonuses: 100_000,
      netRevenue: 1_600_000,
      rateBps: 2500,
      minActiveMembers: 3,
      commission: 400_000,
      status: 'paid',
      paidAt: '2026-11-02T03:00:00.000Z',
    },
    {
      period: '2026-09',
      downlineMembers: 2,
      activeMembers: 1,
      turnover: 100_000,
      wins: 0,
      bonuses: 0,
      netRevenue: 100_000,
      rateBps: 2500,
      minActiveMembers: 3,
      commission: 0,
      status: 'below_minimum',
      paidAt: null,
    },
  ],
};

describe('/m/member/agent/commission (issue 16 point 3)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionInfoStore.clear();
  });

  it("shows the agent's plan, the month so far and the past months with their status", async () => {
    fakeApi({ 'GET /wps/agent/commission': { value: COMMISSION } });
    signIn(1);
    renderAt('/m/member/agent/commission');
    expect(await screen.findByText('Bronze 25%')).toBeTruthy();
    const current = screen.getByRole('region', { name: /so far/ });
    expect(within(current).getByText('₫ 157,500')).toBeTruthy();
    expect(within(current).getByText('₫ 630,000')).toBeTruthy();
    expect(within(current).getByText('3 / 5')).toBeTruthy();
    const past = screen.getByRole('region', { name: 'Past months' });
    expect(within(past).getByText(/^Paid /)).toBeTruthy();
    expect(within(past).getByText('Below the active-member minimum')).toBeTruthy();
    expect(within(past).getByText('₫ 400,000')).toBeTruthy();
  });

  it('tells a member who is not an agent that the page is for agents, asking nothing', async () => {
    const api = fakeApi({});
    signIn(0);
    renderAt('/m/member/agent/commission');
    expect(await screen.findByText('This page is for agents only')).toBeTruthy();
    expect(api.calls.filter((call) => call.path.startsWith('/wps/agent'))).toHaveLength(0);
  });
});
