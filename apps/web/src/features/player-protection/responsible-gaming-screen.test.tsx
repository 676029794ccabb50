import type { PlayerLimit, PlayerProtectionSettings } from '@app/contract';
import { PLAYER_LIMITS } from '@app/contract/client';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionEndNotice } from '../../app/session/session-end-notice';
import { sessionInfoStore } from '../../lib/storage';
import { routes } from '../../routes';
import { fakeApi, SITE_CONFIG } from '../../test/fake-api';
import { renderWithProviders, signIn } from '../../test/render';
import { toast } from '../../ui/toast';

configure({ asyncUtilTimeout: 5_000 });

const PAGE = '/m/member/responsibleGaming';
const RISES_AT = '2026-11-28T14:05:00.000Z';
const dateTime = (time: string | Date) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(time));

const limit = (name: PlayerLimit['limit'], values: Partial<PlayerLimit> = {}): PlayerLimit => ({
  limit: name,
  value: null,
  pending: null,
  used: 0,
  ...values,
});

/** A member in dollars: a daily deposit limit of 1,000.00 with 300.00 used and a rise to 2,000.00 waiting. */
const settingsWith = (changes: Partial<Record<PlayerLimit['limit'], Partial<PlayerLimit>>> = {}) =>
  ({
    currency: 'USD',
    currencySymbol: '$',
    decimals: 2,
    limits: PLAYER_LIMITS.map((name) => limit(name, changes[name])),
    realityCheckMinutes: 60,
  }) satisfies PlayerProtectionSettings;

const SETTINGS = settingsWith({
  depositDay: { value: 100_000, used: 30_000, pending: { value: 200_000, effectiveAt: RISES_AT } },
  lossWeek: { value: 50_000, used: 12_500, pending: { value: null, effectiveAt: RISES_AT } },
  sessionMinutes: { value: 120, used: 45 },
});

const apiWith = (routes: Parameters<typeof fakeApi>[0] = {}) =>
  fakeApi({
    '/wps/system/config': {
      value: { ...SITE_CONFIG, paths: { responsibleGaming: 'https://help.example/responsible' } },
    },
    'GET /wps/player-protection': { value: SETTINGS },
    '/wps/player-protection/history': { value: { list: [], totalPages: 1, pageNum: 1 } },
    // The layout's reality check asks as the member's session runs; off here.
    'GET /wps/player-protection/reality-check': {
      value: {
        realityCheckMinutes: null,
        sessionStartedAt: '2026-11-27T10:00:00.000Z',
        now: '2026-11-27T10:00:00.000Z',
        currency: 'USD',
        currencySymbol: '$',
        decimals: 2,
        staked: 0,
        won: 0,
        netResult: 0,
      },
    },
    ...routes,
  });

const open = () => {
  const router = createMemoryRouter(routes, { initialEntries: [PAGE] });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
};

/** The list row of a limit (the session's section has the row's title too). */
const row = async (name: string) => {
  const titles = await screen.findAllByText(name);
  const item = titles.map((title) => title.closest('.adm-list-item')).find(Boolean);
  if (!item) throw new Error(`no row ${name}`);
  return item as HTMLElement;
};

describe('/m/member/responsibleGaming', () => {
  beforeAll(
    () =>
      Promise.all([
        import('./responsible-gaming-screen'),
        import('./reality-check'),
        import('../account/login-screen'),
        import('../../ui/antd-imperative'),
      ]),
    30_000,
  );
  afterEach(() => {
    cleanup();
    sessionInfoStore.wipe();
    sessionEndNotice.clear();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('shows each limit in force with what its window holds, and a loosening that waits', async () => {
    signIn(0);
    apiWith();
    open();
    const deposit = await row('Daily deposit limit');
    within(deposit).getByText('$ 1,000.00');
    within(deposit).getByText('Used $ 300.00 of $ 1,000.00 in the last 24 hours');
    within(deposit).getByText(`Rises to $ 2,000.00 on ${dateTime(RISES_AT)}`);
    const loss = await row('Weekly loss limit');
    within(loss).getByText('Used $ 125.00 of $ 500.00 in the last 7 days');
    within(loss).getByText(`Removed on ${dateTime(RISES_AT)}`);
    within(await row('Session time limit')).getByText('Played 45 minutes of 120 minutes this session');
    within(await row('Monthly deposit limit')).getByText('No limit');
    expect(screen.getByRole('link', { name: 'Responsible gaming policy' }).getAttribute('href')).toBe(
      'https://help.example/responsible',
    );
  });

  it('says before saving that a rise waits 24 hours and a lower limit applies at once; saves minor units', async () => {
    signIn(0);
    const info = vi.spyOn(toast, 'info').mockImplementation(() => {});
    const api = apiWith({
      'POST /wps/player-protection/limits': {
        value: settingsWith({
          depositDay: { value: 100_000, used: 30_000, pending: { value: 250_000, effectiveAt: RISES_AT } },
        }),
      },
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Daily deposit limit' }));
    // The popup is still sliding in: a pointer cannot reach it yet, events can.
    const field = await screen.findByLabelText('Amount ($)');
    expect((field as HTMLInputElement).value).toBe('1000');
    screen.getByText(
      'A lower limit applies at once; a higher limit or removing it applies only after 24 hours.',
    );

    fireEvent.change(field, { target: { value: '500' } });
    await screen.findByText('This limit applies at once.');
    fireEvent.change(field, { target: { value: '2500' } });
    await screen.findByText(
      /^A higher limit waits 24 hours: it applies on .+\. Until then your current limit holds\.$/,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('/wps/player-protection/limits')).toHaveLength(1));
    expect(api.callsTo('/wps/player-protection/limits')[0]?.body).toEqual({
      limit: 'depositDay',
      value: 250_000,
    });
    expect(info).toHaveBeenCalledWith(`Your change applies on ${dateTime(RISES_AT)}`);
  });

  it('removes a limit with null', async () => {
    signIn(0);
    vi.spyOn(toast, 'info').mockImplementation(() => {});
    const api = apiWith({ 'POST /wps/player-protection/limits': { value: SETTINGS } });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Session time limit' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove limit' }));
    await waitFor(() => expect(api.callsTo('/wps/player-protection/limits')).toHaveLength(1));
    expect(api.callsTo('/wps/player-protection/limits')[0]?.body).toEqual({
      limit: 'sessionMinutes',
      value: null,
    });
  });

  it('sets the reality check interval, or turns it off', async () => {
    signIn(0);
    vi.spyOn(toast, 'success').mockImplementation(() => {});
    const api = apiWith({
      'POST /wps/player-protection/reality-check': (call) => ({
        value: { ...SETTINGS, realityCheckMinutes: (call.body as { minutes: number | null }).minutes },
      }),
    });
    open();
    const interval = await screen.findByRole('group', { name: 'Reality check' });
    expect((within(interval).getByRole('radio', { name: '60 minutes' }) as HTMLInputElement).checked).toBe(
      true,
    );
    await userEvent.click(within(interval).getByRole('radio', { name: '30 minutes' }));
    await userEvent.click(within(interval).getByRole('radio', { name: 'Off' }));
    const posts = () =>
      api.callsTo('/wps/player-protection/reality-check').filter((call) => call.method === 'POST');
    await waitFor(() => expect(posts()).toHaveLength(2));
    const bodies = posts().map((call) => call.body);
    expect(bodies).toEqual([{ minutes: 30 }, { minutes: null }]);
  });

  it('asks before a time-out, naming the period, that it cannot be undone and the logout; cancelling sends nothing', async () => {
    signIn(0);
    const api = apiWith();
    open();
    const section = await screen.findByRole('region', { name: 'Time-out' });
    await userEvent.click(within(section).getByRole('radio', { name: '1 week' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Start time-out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start a time-out?' });
    within(dialog).getByText(
      /^Your account will be in a time-out for 1 week, until .+\. It cannot be undone or shortened, and you will be logged out now\.$/,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // The cancelled confirmation resolves at once; give a refused time-out the time to have been sent.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.callsTo('/wps/player-protection/time-out')).toHaveLength(0);
    expect(sessionInfoStore.read()).not.toBeNull();
  });

  it('after a confirmed self-exclusion logs out and the login screen says until when', async () => {
    signIn(0);
    const until = '2027-05-27T03:00:00.000Z';
    const api = apiWith({
      'POST /wps/player-protection/self-exclusion': {
        value: { kind: 'selfExclusion', from: '2026-11-27T03:00:00.000Z', until },
      },
    });
    const router = open();
    const section = await screen.findByRole('region', { name: 'Self-exclusion' });
    await userEvent.click(within(section).getByRole('radio', { name: '1 year' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Exclude me' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exclude yourself?' });
    within(dialog).getByText(/for 1 year, until .+\. It cannot be undone or shortened/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Exclude me' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
    expect(api.callsTo('/wps/player-protection/self-exclusion')[0]?.body).toEqual({ months: 12 });
    expect(sessionInfoStore.read()).toBeNull();
    expect((await screen.findByRole('alert')).textContent).toBe(
      `Your account is self-excluded until ${dateTime(until)}.`,
    );
  });

  it('sends a visitor to the login screen and back here after it', async () => {
    apiWith();
    const router = open();
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent(PAGE)}`);
  });

  it('offers a trial account registration, without asking for limits', async () => {
    signIn(4);
    const api = apiWith();
    const router = open();
    await screen.findByText('Limits are for real accounts. Register to set yours.');
    await userEvent.click(screen.getByRole('button', { name: 'Register now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/register'));
    expect(api.callsTo('/wps/player-protection')).toHaveLength(0);
  });
});
