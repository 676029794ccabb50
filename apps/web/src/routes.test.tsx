import { act, screen, waitFor } from '@testing-library/react';
import { BrowserRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppRoutes } from './routes';
import { renderWithProviders, stubApi } from './test/render';

/** The site as the browser runs it: the declarative router on window.location (app.tsx). */
const openInBrowser = (path: string) => {
  window.history.replaceState(null, '', path);
  renderWithProviders(
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>,
  );
};

describe('the browser router (routes.tsx)', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('opens the screen of the address, and another at a navigation', async () => {
    stubApi({});
    openInBrowser('/m/login');
    expect(await screen.findByRole('button', { name: 'Log in' }, { timeout: 10_000 })).toBeTruthy();
    act(() => {
      window.history.pushState(null, '', '/m/notice');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Announcement' }, { timeout: 10_000 }),
    ).toBeTruthy();
  });

  it('sends an unknown path home, and a visitor from a page that needs a session to login', async () => {
    stubApi({});
    openInBrowser('/m/no-such-page');
    await waitFor(() => expect(window.location.pathname).toBe('/m/home'));

    act(() => {
      window.history.pushState(null, '', '/m/feedback');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(window.location.pathname).toBe('/m/login'), { timeout: 10_000 });
  });
});
