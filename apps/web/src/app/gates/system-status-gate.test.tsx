import type { SystemStatusValue } from '@app/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '../../test/render';
import { SystemStatusGate } from './system-status-gate';

const status = (over: Partial<SystemStatusValue>): SystemStatusValue => ({
  info: '',
  location: { ip: '203.0.113.9', country: 'VN' },
  maintenance: false,
  regionRestriction: false,
  ...over,
});

const renderGate = () =>
  renderWithProviders(
    <SystemStatusGate>
      <p>the app</p>
    </SystemStatusGate>,
  );

describe('system status gate (spec §2, §4)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the app for status 0', async () => {
    stubApi({ '/wps/system/status': status({}) });
    renderGate();
    expect(await screen.findByText('the app')).toBeTruthy();
  });

  it('shows the maintenance page with the server’s info for status 1 (also with a region restriction)', async () => {
    stubApi({
      '/wps/system/status': status({ maintenance: true, regionRestriction: true, info: 'Back at 10:00' }),
    });
    renderGate();
    expect(await screen.findByRole('heading', { level: 1, name: 'System maintenance' })).toBeTruthy();
    expect(screen.getByText('Back at 10:00')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByText('the app')).toBeNull();
  });

  it('shows the access-restricted page with the IP for status 2', async () => {
    stubApi({ '/wps/system/status': status({ regionRestriction: true }) });
    renderGate();
    expect(await screen.findByRole('heading', { level: 1, name: 'Access restricted' })).toBeTruthy();
    expect(screen.getByText('Your IP address: 203.0.113.9')).toBeTruthy();
  });

  it('shows the cached status first, then the server’s, and caches the new one', async () => {
    window.localStorage.setItem('SYSTEM_STATUS', JSON.stringify(status({ maintenance: true })));
    let answer!: (response: Response) => void;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      ),
    );
    renderGate();
    expect(await screen.findByRole('heading', { name: 'System maintenance' })).toBeTruthy();

    answer(new Response(JSON.stringify({ success: true, value: status({}) })));
    expect(await screen.findByText('the app')).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem('SYSTEM_STATUS') ?? '{}').maintenance).toBe(false);
  });

  it('keeps the cached status when the server cannot be reached', async () => {
    window.localStorage.setItem('SYSTEM_STATUS', JSON.stringify(status({ regionRestriction: true })));
    const fetchMock = stubApi({ '/wps/system/status': null });
    renderGate();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(await screen.findByRole('heading', { name: 'Access restricted' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('heading', { name: 'Access restricted' })).toBeTruthy();
    expect(screen.queryByText('the app')).toBeNull();
  });

  it('sends the Language and Device headers', async () => {
    const fetchMock = stubApi({ '/wps/system/status': status({}) });
    renderGate();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(init.headers).toMatchObject({ language: 'EN', device: 'MOBILE' });
  });
});
