import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, SITE_CONFIG } from '../../test/fake-api';
import { renderWithProviders, signIn } from '../../test/render';
import { ContractAlerts } from './contract-alerts';

configure({ asyncUtilTimeout: 5_000 });

const CONFIG_ON = { ...SITE_CONFIG, whitelabel: { ...SITE_CONFIG.whitelabel, AGENTPOLICY3: true } };
const CONFIG_OFF = { ...SITE_CONFIG, whitelabel: { ...SITE_CONFIG.whitelabel, AGENTPOLICY3: false } };
const FLAGS = { dailysalreqtype: true, divtypecompperiodreq: true, contracthoursalreq: false };

const openHome = () => {
  const router = createMemoryRouter(
    [
      { path: '/m/home', element: <ContractAlerts /> },
      { path: '/m/member/agent/getSalaryContract', element: <p>salary screen</p> },
      { path: '/m/member/agent/getDevidendContract', element: <p>dividend screen</p> },
    ],
    { initialEntries: ['/m/home'] },
  );
  const view = renderWithProviders(<RouterProvider router={router} />);
  return { router, view };
};

describe('the contract alerts after login on home (spec §4)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
    document.body.innerHTML = '';
  });

  it('shows an alert per waiting offer one after another: Cancel goes to the next, Go opens its screen', async () => {
    signIn(1);
    const api = fakeApi({
      '/wps/system/config': { value: CONFIG_ON },
      '/wps/agent/contracts/check': { value: FLAGS },
    });
    const { router } = openHome();

    const first = await screen.findByRole('dialog');
    within(first).getByText('You have a daily salary contract waiting for your answer.');
    fireEvent.click(within(first).getByRole('button', { name: 'Cancel' }));

    const text = await screen.findByText('You have a dividend contract waiting for your answer.');
    const second = text.closest('[role="dialog"]') as HTMLElement;
    fireEvent.click(within(second).getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/member/agent/getDevidendContract'));
    expect(api.callsTo('/wps/agent/contracts/check')).toHaveLength(1);
    expect(screen.queryByText('You have an hourly salary contract waiting for your answer.')).toBeNull();
  });

  it('runs once per login: a later visit to home with the same session asks nothing', async () => {
    signIn(1);
    const api = fakeApi({
      '/wps/system/config': { value: CONFIG_ON },
      '/wps/agent/contracts/check': {
        value: { ...FLAGS, dailysalreqtype: false, divtypecompperiodreq: false },
      },
    });
    const first = openHome();
    await waitFor(() => expect(api.callsTo('/wps/agent/contracts/check')).toHaveLength(1));
    await waitFor(() => expect(sessionStorage.getItem('CONTRACT_CHECKED')).toBe('token-1'));
    first.view.unmount();
    openHome();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.callsTo('/wps/agent/contracts/check')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks nothing with AGENTPOLICY3 off, nor for an excluded type (41)', async () => {
    signIn(1);
    const off = fakeApi({
      '/wps/system/config': { value: CONFIG_OFF },
      '/wps/agent/contracts/check': { value: FLAGS },
    });
    const first = openHome();
    await waitFor(() => expect(off.callsTo('/wps/system/config')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(off.callsTo('/wps/agent/contracts/check')).toHaveLength(0);
    first.view.unmount();
    vi.unstubAllGlobals();
    sessionStorage.clear();

    signIn(41);
    const excluded = fakeApi({
      '/wps/system/config': { value: CONFIG_ON },
      '/wps/agent/contracts/check': { value: FLAGS },
    });
    openHome();
    await waitFor(() => expect(excluded.callsTo('/wps/system/config')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(excluded.callsTo('/wps/agent/contracts/check')).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
