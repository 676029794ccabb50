/** /m/trail (spec §2 Trial screen, §4 Trial play). */
import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionInfoStore } from '../../lib/storage';
import { routes } from '../../routes';
import { fakeApi, SITE_CONFIG } from '../../test/fake-api';
import { renderWithProviders, signIn } from '../../test/render';

configure({ asyncUtilTimeout: 5_000 });

function renderTrial() {
  const router = createMemoryRouter(routes, { initialEntries: ['/m/trail'] });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

describe('/m/trail', () => {
  beforeAll(() => Promise.all([import('./trial-screen'), import('../../ui/antd-imperative')]), 30_000);
  afterEach(() => {
    cleanup();
    sessionInfoStore.wipe();
    vi.unstubAllGlobals();
  });

  it('tells what trial play is and starts it: a trial session, then home', async () => {
    const api = fakeApi({
      '/wps/system/config': { value: SITE_CONFIG },
      'POST /wps/session/trial': {
        value: { token: 'trial-tok', userName: 'guest1', customerType: 4, merchantCode: 'DEMO_TRIAL' },
      },
    });
    const router = renderTrial();
    expect(await screen.findByRole('heading', { name: 'What is trial play?' })).toBeTruthy();
    expect(screen.getByText(/No deposits or withdrawals/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Start trial' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(api.callsTo('/wps/session/trial')).toHaveLength(1);
    expect(sessionInfoStore.read()).toMatchObject({
      token: 'trial-tok',
      type: 4,
      merchantCode: 'DEMO_TRIAL',
    });
  });

  it('offers registration instead', async () => {
    fakeApi({ '/wps/system/config': { value: SITE_CONFIG } });
    const router = renderTrial();
    await userEvent.click(await screen.findByRole('button', { name: 'Register instead' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/register'));
  });

  it('tells a signed-in member they are signed in already, without a trial button', async () => {
    signIn(0);
    fakeApi({ '/wps/system/config': { value: SITE_CONFIG } });
    renderTrial();
    expect(await screen.findByText('You are already signed in as player0.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start trial' })).toBeNull();
  });
});
