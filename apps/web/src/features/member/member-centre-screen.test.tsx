/** /m/member/home: both templates, the profile calls and the role rules (spec §2, §4, §6). */
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionInfoStore } from '../../lib/storage';
import { routes } from '../../routes';
import { fakeApi, registerSettingsWith, SITE_CONFIG } from '../../test/fake-api';
import { renderWithProviders, signIn } from '../../test/render';

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
const MEMBER = {
  id: 7,
  account: 'player0',
  nickname: 'Lucky Star',
  type: 0,
  clubLabel: { labelName: 'VIP1' },
  headIconUrl: null,
  email: '',
  payeeName: '',
};

const configWith = (memCen: string, whitelabel: Record<string, boolean> = {}) => ({
  ...SITE_CONFIG,
  templates: { mem_cen: memCen, dep_func: '0', parameters: { appIcon: '/m/logo.svg' } },
  whitelabel: { ...SITE_CONFIG.whitelabel, TRANSREC3: true, TRANSBETREPMEM3: true, ...whitelabel },
});

function renderCentre() {
  const router = createMemoryRouter(routes, { initialEntries: ['/m/member/home'] });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

const apiWith = (memCen = '0', member: Record<string, unknown> = {}, whitelabel = {}) =>
  fakeApi({
    '/wps/system/config': { value: configWith(memCen, whitelabel) },
    '/wps/member/info': { value: { ...MEMBER, ...member } },
    '/wps/wallet': { value: WALLET },
    '/wps/member/register/settings': { value: registerSettingsWith() },
    'PATCH /wps/member/profile': (call) => ({ value: { ...MEMBER, ...(call.body as object) } }),
    'POST /wps/member/headIcon': { value: { headIconUrl: '/wps/art/avatars/2.svg?v=2' } },
  });

describe('/m/member/home', () => {
  beforeAll(
    () => Promise.all([import('./member-centre-screen'), import('../../ui/antd-imperative')]),
    30_000,
  );
  afterEach(() => {
    cleanup();
    sessionInfoStore.wipe();
    vi.unstubAllGlobals();
  });

  it("shows the 'base' list: profile, VIP label, balance, links, security and settings", async () => {
    signIn(0);
    apiWith('0');
    renderCentre();
    expect(await screen.findByRole('heading', { name: 'Lucky Star' })).toBeTruthy();
    expect(document.querySelector('[data-template]')?.getAttribute('data-template')).toBe('base');
    expect(screen.getByText('VIP1')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('balance-amount').textContent).toBe('2,500,000'));
    for (const name of [
      'Deposit',
      'Withdrawal',
      'Account record',
      'Betting record',
      'Reward center',
      'Messages',
      // Spec §6: outside an installed app.
      'Download the app',
    ])
      expect(screen.getByText(name)).toBeTruthy();
    for (const name of [
      'Change password',
      'Payment password',
      'Bank cards',
      'Set your limits',
      'Nickname',
      'E-mail',
      'Payee name',
    ])
      expect(screen.getByText(name)).toBeTruthy();
    expect(screen.queryByText('Agent registration')).toBeNull();
    expect(screen.queryByText('Invite friends')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Theme' })).toBeTruthy();
  });

  it("shows the 'new' tiles with mem_cen '1', and invite friends with REFERRAL", async () => {
    signIn(0);
    apiWith('1', {}, { REFERRAL: true });
    renderCentre();
    await screen.findByRole('heading', { name: 'Lucky Star' });
    expect(document.querySelector('[data-template]')?.getAttribute('data-template')).toBe('new');
    const tiles = within(screen.getByRole('region', { name: 'My services' }));
    expect(tiles.getByRole('button', { name: 'Invite friends' })).toBeTruthy();
    expect(tiles.getByRole('button', { name: 'Deposit' })).toBeTruthy();
  });

  it('shows agent registration to an agent, and goes there', async () => {
    signIn(1);
    apiWith('1', { type: 1 }, { REFERRAL: true });
    const router = renderCentre();
    // The tiles of mem_cen '1': the list's rows, buttons too, show until the site config answers.
    await waitFor(() =>
      expect(document.querySelector('[data-template]')?.getAttribute('data-template')).toBe('new'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Agent registration' }));
    expect(screen.queryByRole('button', { name: 'Invite friends' })).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/agentRegister'));
  });

  it('edits the nickname through the profile call, checking it first', async () => {
    signIn(0);
    const api = apiWith('0');
    renderCentre();
    await screen.findByRole('heading', { name: 'Lucky Star' });
    await userEvent.click(screen.getByText('Nickname'));
    // The popup is still sliding in: a pointer cannot reach it yet, events can.
    const input = await screen.findByLabelText('Nickname');
    fireEvent.change(input, { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Name format is not valid')).toBeTruthy();
    expect(api.callsTo('/wps/member/profile')).toHaveLength(0);
    fireEvent.change(input, { target: { value: ' Xiao Long ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.callsTo('/wps/member/profile')).toHaveLength(1));
    expect(api.callsTo('/wps/member/profile')[0]?.body).toEqual({ nickname: 'Xiao Long' });
  });

  it('shows a set payee name as locked, not editable', async () => {
    signIn(0);
    apiWith('0', { payeeName: 'Nguyen Van An' });
    renderCentre();
    expect(await screen.findByText('Nguyen Van An')).toBeTruthy();
    expect(screen.getByText('Set once. To change it, contact customer service.')).toBeTruthy();
  });

  it('picks a preset head icon', async () => {
    signIn(0);
    const api = apiWith('0');
    renderCentre();
    await userEvent.click(await screen.findByRole('button', { name: 'Change head icon' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Avatar 2' }));
    await waitFor(() => expect(api.callsTo('/wps/member/headIcon')).toHaveLength(1));
    expect(api.callsTo('/wps/member/headIcon')[0]?.body).toEqual({ preset: 2 });
  });

  it('offers a trial account registration instead of the centre', async () => {
    signIn(4);
    apiWith('0', { type: 4 });
    const router = renderCentre();
    expect(await screen.findByText(/Trial accounts have no member centre/)).toBeTruthy();
    expect(screen.queryByText('Nickname')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Register now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/register'));
  });

  it('sends a visitor to the login screen', async () => {
    apiWith('0');
    const router = renderCentre();
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
  });
});
