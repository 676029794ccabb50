import { act, configure, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../routes';
import { renderWithProviders, stubApi } from '../../test/render';
import { createQueryClient, Providers } from '../providers';

// The promotions screen's code cannot be fetched (offline, a flaky network).
vi.mock('../../features/promotions/activity-screen', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

configure({ asyncUtilTimeout: 5_000 });

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('offline (decision 0050)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('while offline a bar says so over the screen; try again asks the shown answers again', async () => {
    const fetchMock = stubApi({ '/wps/system/config': null });
    // The app's own query client: its questions are asked offline too, and fail (not paused).
    render(
      <Providers queryClient={createQueryClient()}>
        <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/m/help'] })} />
      </Providers>,
    );
    expect(screen.queryByText('You are offline. Check your network connection.')).toBeNull();
    setOnline(false);
    const message = await screen.findByText('You are offline. Check your network connection.');
    expect(message.closest('[role="status"]')).not.toBeNull();
    const calls = fetchMock.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThan(calls));
    setOnline(true);
    expect(screen.queryByText('You are offline. Check your network connection.')).toBeNull();
  });

  it('a screen whose code cannot load says so with a retry that loads the page again, not a blank page', async () => {
    stubApi({});
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/m/activity'] })} />,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This page could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
