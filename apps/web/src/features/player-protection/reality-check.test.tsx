import { setTimeout as realSleep } from 'node:timers/promises';
import type { RealityCheck as RealityCheckValue } from '@app/contract';
import { act, cleanup, configure, fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionInfoStore } from '../../lib/storage';
import { fakeApi } from '../../test/fake-api';
import { renderWithProviders, signIn } from '../../test/render';
import { RealityCheck } from './reality-check';

configure({ asyncUtilTimeout: 5_000 });

const MINUTE = 60_000;
/** The timers, the clock and the animation frames (the dialog's opening animation ends on them). */
const FAKED = [
  'setTimeout',
  'clearTimeout',
  'Date',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'performance',
] as const;
const START = Date.parse('2026-11-27T10:00:00.000Z');

/** The server's answer at this (fake) moment: a session begun at START, a net loss of 12.50. */
const checkAt = (
  minutes: RealityCheckValue['realityCheckMinutes'],
  netResult = -1_250,
): RealityCheckValue => ({
  realityCheckMinutes: minutes,
  sessionStartedAt: new Date(START).toISOString(),
  now: new Date(Date.now()).toISOString(),
  currency: 'USD',
  currencySymbol: '$',
  decimals: 2,
  staked: 5_000,
  won: 5_000 + netResult,
  netResult,
});

const render = () => {
  const router = createMemoryRouter(
    [
      { path: '/m/play/house/1', element: <RealityCheck /> },
      { path: '/m/home', element: <p>home</p> },
    ],
    { initialEntries: ['/m/play/house/1'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
};

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Real time a wait below gives the real work (the dialog's module, React) before it fails. */
const REAL_WAIT_NS = 10_000_000_000n;

/**
 * Moves the fake clock in small steps (the dialog's opening animation runs on it), with a real
 * pause between them (node:timers is not faked) for the real work, until `done` or REAL_WAIT_NS of
 * real time. testing-library's findBy waits on timers, which are fake here; a count of fake steps
 * alone ran out on a busy CI machine. The steps stay small: the tests leave a few seconds of fake
 * time between a check and the next.
 */
async function until(done: () => boolean): Promise<void> {
  const deadline = process.hrtime.bigint() + REAL_WAIT_NS;
  while (!done() && process.hrtime.bigint() < deadline) {
    await advance(5);
    await act(() => realSleep(2));
  }
}

/** The dialog once the due check's answer has come, showing this time played. */
async function dialogShowing(played: string): Promise<HTMLElement> {
  const showing = () => {
    const dialog = screen.queryByRole('dialog', { name: 'Reality check' });
    return dialog && within(dialog).queryByText(played) ? dialog : null;
  };
  await until(() => showing() !== null);
  const dialog = showing();
  if (!dialog) throw new Error(`no reality check dialog showing ${played}`);
  return dialog;
}

describe('reality check', () => {
  // The dialog's module is loaded lazily when a check falls due: loaded here, its import is at once.
  beforeAll(
    () => Promise.all([import('../../ui/antd-imperative'), import('./reality-check-dialog')]),
    30_000,
  );
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    sessionInfoStore.wipe();
    vi.unstubAllGlobals();
  });

  it('shows time played and the net result at each multiple of the interval; Continue waits for the next one', async () => {
    vi.useFakeTimers({ toFake: [...FAKED] });
    vi.setSystemTime(START + 10 * MINUTE);
    signIn(0);
    const api = fakeApi({ 'GET /wps/player-protection/reality-check': () => ({ value: checkAt(15) }) });
    const asked = () => api.callsTo('/wps/player-protection/reality-check').length;
    render();
    await advance(0);
    expect(asked()).toBe(1);

    // Ten minutes into the session with a 15-minute interval: nothing until minute 15.
    await advance(5 * MINUTE - 1_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(1_000);
    const dialog = await dialogShowing('15m');
    expect(asked()).toBe(2);
    within(dialog).getByText('$ -12.50');
    // Focus moves into the dialog, to Continue, once it has opened.
    await until(() => document.activeElement?.textContent === 'Continue');
    expect(document.activeElement?.textContent).toBe('Continue');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await advance(1_000);
    expect(screen.queryByText('15m')).toBeNull();
    await advance(15 * MINUTE - 4_000);
    expect(screen.queryByText('Time played')).toBeNull();
    expect(asked()).toBe(2);
    await advance(3_000);
    await dialogShowing('30m');
    expect(asked()).toBe(3);
  });

  it('counts on the server clock: a phone 7 minutes fast still asks at the server minute', async () => {
    vi.useFakeTimers({ toFake: [...FAKED] });
    vi.setSystemTime(START + 10 * MINUTE);
    signIn(0);
    // The server's clock is 7 minutes behind this device's.
    fakeApi({
      'GET /wps/player-protection/reality-check': () => ({
        value: { ...checkAt(15), now: new Date(Date.now() - 7 * MINUTE).toISOString() },
      }),
    });
    render();
    await advance(0);
    // Server minute 3 of the session: the check is 12 minutes away, not 5.
    await advance(5 * MINUTE);
    expect(screen.queryByText('Time played')).toBeNull();
    await advance(7 * MINUTE);
    await dialogShowing('15m');
  });

  it('Stop playing ends the session with the logout call and goes home', async () => {
    vi.useFakeTimers({ toFake: [...FAKED] });
    vi.setSystemTime(START + 29 * MINUTE);
    const session = signIn(0);
    const api = fakeApi({
      'GET /wps/player-protection/reality-check': () => ({ value: checkAt(30, 4_000) }),
      'DELETE /wps/session/logout': { value: null },
    });
    const router = render();
    await advance(0);
    await advance(MINUTE);
    const dialog = await dialogShowing('30m');
    within(dialog).getByText('$ +40.00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop playing' }));
    await until(() => router.state.location.pathname === '/m/home');
    expect(router.state.location.pathname).toBe('/m/home');
    const logout = api.callsTo('/wps/session/logout');
    expect(logout).toHaveLength(1);
    expect(logout[0]?.headers.authorization).toBe(session.token);
    expect(sessionInfoStore.read()).toBeNull();
  });

  it('stays silent when the member turned it off', async () => {
    vi.useFakeTimers({ toFake: [...FAKED] });
    vi.setSystemTime(START + 10 * MINUTE);
    signIn(0);
    const api = fakeApi({ 'GET /wps/player-protection/reality-check': () => ({ value: checkAt(null) }) });
    render();
    await advance(0);
    await advance(180 * MINUTE);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('/wps/player-protection/reality-check')).toHaveLength(1);
  });
});
