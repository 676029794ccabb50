import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, sessionInfoStore } from '../../lib/storage';
import { routes } from '../../routes';
import { fakeApi, SITE_CONFIG } from '../../test/fake-api';
import { renderWithProviders, signIn } from '../../test/render';

configure({ asyncUtilTimeout: 5_000 });

describe('logout (spec §4)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('greets by name; confirm, DELETE logout with the token, autoLogin 0, storage wiped, home', async () => {
    const api = fakeApi({
      '/wps/system/config': { value: SITE_CONFIG },
      '/wps/member/info': {
        value: {
          id: 1,
          account: 'player0',
          nickname: 'Lucky Lin',
          type: 0,
          clubLabel: { labelName: 'VIP1' },
        },
      },
      'DELETE /wps/session/logout': { value: null },
    });
    window.localStorage.setItem(STORAGE_KEYS.autoLogin, '1');
    signIn(0);
    window.sessionStorage.setItem('other', 'x');
    const router = createMemoryRouter(routes, { initialEntries: ['/m/activity'] });
    renderWithProviders(<RouterProvider router={router} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    expect(await screen.findByText('Hello, Lucky Lin')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Are you sure you want to log out?')).toBeTruthy();
    expect(api.callsTo('/wps/session/logout')).toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(router.state.historyAction).toBe('REPLACE');
    const [logout] = api.callsTo('/wps/session/logout');
    expect(logout?.method).toBe('DELETE');
    expect(logout?.headers.authorization).toBe('token-0');
    expect(window.localStorage.getItem(STORAGE_KEYS.autoLogin)).toBe('0');
    expect(window.sessionStorage.length).toBe(0);
    expect(sessionInfoStore.read()).toBeNull();
  });

  // Those screens send a session-less visitor to the login screen; signing out there is not that.
  it.each([
    ['/m/withdraw', false],
    ['/m/changePsw', true],
  ])('from %s, a screen that needs the session, still lands on home', async (path, mustChange) => {
    fakeApi({
      '/wps/system/config': { value: SITE_CONFIG },
      'DELETE /wps/session/logout': { value: null },
    });
    const session = signIn(0);
    if (mustChange) sessionInfoStore.write({ ...session, firstTimeLogin: true });
    const router = createMemoryRouter(routes, { initialEntries: [path] });
    renderWithProviders(<RouterProvider router={router} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    // The dialog's: the password change form has a Confirm button of its own.
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to log out?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sessionInfoStore.read()).toBeNull());
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    // Still home a moment later: no screen's own redirect to the login screen came after.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(router.state.location.pathname).toBe('/m/home');
  });
});
