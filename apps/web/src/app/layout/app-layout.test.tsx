import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadScreenOf, routes } from '../../routes';
import { SITE_CONFIG } from '../../test/fake-api';
import { renderWithProviders, signIn, stubApi } from '../../test/render';
import { ROUTE_LAYOUTS } from '../layout-rules';

function renderAt(...entries: string[]) {
  const router = createMemoryRouter(routes, { initialEntries: entries, initialIndex: entries.length - 1 });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

const footer = () => screen.getByRole('navigation', { name: 'Main menu' });
// Home renders many components (banners, games, jackpot): on a busy machine it takes seconds in jsdom.
const press = async (name: string) =>
  userEvent.click(await screen.findByRole('button', { name }, { timeout: 5_000 }));

describe('shell layout', () => {
  // Every screen, the sidebar and the reality check are lazy modules. Loaded here, none finishes
  // loading after its test has ended: React's act warning about it, logged while the test
  // environment was closing, failed a CI run as an unhandled error.
  beforeAll(
    () =>
      Promise.all([
        ...ROUTE_LAYOUTS.map(loadScreenOf),
        import('./sidebar'),
        import('../../features/player-protection/reality-check'),
      ]),
    120_000,
  );
  beforeEach(() => {
    // The whole test site config: home (the fallback of unknown paths) reads its resources and features.
    stubApi({ '/wps/system/config': { ...SITE_CONFIG, whitelabel: {} } });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('home: no <header> (home draws its own top bar), the footer menu and the menu button', async () => {
    renderAt('/m/home');
    // The home screen's module is large: its first transform takes seconds more.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lucky Mobile' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(footer()).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeTruthy();
  });

  it('a header page: banner with h1 title and back; footer per the table', async () => {
    renderAt('/m/notice');
    expect(await screen.findByRole('heading', { level: 1, name: 'Announcement' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
  });

  it('sends unknown paths home', async () => {
    const router = renderAt('/m/does/not/exist');
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
  });

  it('sends a visitor from feedback to login', async () => {
    const router = renderAt('/m/feedback');
    // The first render waits for the login screen's module (a cold transform under vitest).
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'), { timeout: 10_000 });
  });

  it('/m/app: the app download screen, without the header and the footer menu (spec §2)', async () => {
    renderAt('/m/app');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'App download' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
  });

  describe('sidebar app-download entry (spec §6: only outside the installed app or web app)', () => {
    const openSidebar = async () => {
      await press('Open menu');
      return within(await screen.findByRole('complementary', { name: 'Account menu' }));
    };

    it('leads to /m/app in the browser', async () => {
      const router = renderAt('/m/notice');
      const sidebar = await openSidebar();
      await userEvent.click(sidebar.getByRole('button', { name: 'Download the app' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/m/app'));
    });

    it('is not there inside the installed web app', async () => {
      vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(display-mode: standalone)' }));
      renderAt('/m/notice');
      const sidebar = await openSidebar();
      expect(sidebar.getByRole('button', { name: 'Member center' })).toBeTruthy();
      expect(sidebar.queryByRole('button', { name: 'Download the app' })).toBeNull();
    });
  });

  describe('header back', () => {
    it("goes to /m/home from a 'home' route even with history", async () => {
      const router = renderAt('/m/gameCenter', '/m/activity');
      await press('Back');
      await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    });

    it('goes one page back elsewhere', async () => {
      vi.spyOn(window.history, 'length', 'get').mockReturnValue(3);
      const router = renderAt('/m/gameCenter', '/m/notice');
      await press('Back');
      await waitFor(() => expect(router.state.location.pathname).toBe('/m/gameCenter'));
    });

    it('replaces with home when the history has one entry', async () => {
      vi.spyOn(window.history, 'length', 'get').mockReturnValue(1);
      const router = renderAt('/m/notice');
      await press('Back');
      await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
      expect(router.state.historyAction).toBe('REPLACE');
    });
  });

  describe('footer menu per role', () => {
    it('visitor: member centre and agent go to login', async () => {
      const router = renderAt('/m/home');
      await press('Member');
      await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
      await act(() => router.navigate('/m/home'));
      await press('Agent');
      await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
    });

    it('trial: member centre asks to register; register now goes to /m/register', async () => {
      signIn(4);
      const router = renderAt('/m/home');
      await press('Member');
      expect(
        await screen.findByText(
          'Trial accounts have no member centre. Register a real account to unlock it.',
        ),
      ).toBeTruthy();
      // The dialog ignores pointers while it animates in; a plain click is what a user's tap becomes.
      fireEvent.click(await screen.findByRole('button', { name: 'Register now' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/m/register'));
    });

    it('agent (type 1): agent goes to agent registration', async () => {
      signIn(1);
      const router = renderAt('/m/home');
      // The agent registration screen then sends an agent on to the agent centre: the tap's own
      // target is the address it went to first.
      const visited: string[] = [];
      router.subscribe((state) => visited.push(state.location.pathname));
      await press('Agent');
      await waitFor(() => expect(visited[0]).toBe('/m/agentRegister'));
    });

    it('member (type 0): agent goes to invite friends, member centre to /m/member/home', async () => {
      signIn(0);
      const router = renderAt('/m/home');
      await press('Agent');
      await waitFor(() => expect(router.state.location.pathname).toBe('/m/inviteFriends'));
      await press('Member');
      await waitFor(() => expect(router.state.location.pathname).toBe('/m/member/home'));
    });

    it('promotion goes to /m/activity', async () => {
      const router = renderAt('/m/home');
      await press('Promotion');
      await waitFor(() => expect(router.state.location.pathname).toBe('/m/activity'));
    });
  });
});
