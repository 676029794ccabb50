import type { HelpItem } from '@app/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { HelpDetailScreen } from './help-detail-screen';
import { HelpScreen } from './help-screen';

const HELP: HelpItem[] = [
  {
    title: 'Account',
    children: [
      { title: 'How do I open an account?', content: '<p>Tap <strong>Sign up</strong>.</p>' },
      { title: 'I forgot my password', content: '<p>Tap <strong>Forgot password</strong>.</p>' },
    ],
  },
  {
    title: 'Deposits',
    children: [{ title: 'How do I deposit?', content: '<ol><li>Tap Deposit.</li><li>Pay.</li></ol>' }],
  },
];

function renderHelp(entry: string) {
  const router = createMemoryRouter(
    [
      { path: '/m/help', Component: HelpScreen },
      { path: '/m/helpDetail', Component: HelpDetailScreen },
    ],
    { initialEntries: [entry] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

describe('/m/help and /m/helpDetail (spec §2 Help centre)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the sections with their items, asking for the MOBILE help in the active language', async () => {
    const api = fakeApi({ '/wps/help': { value: { list: HELP } } });
    renderHelp('/m/help');
    const account = await screen.findByRole('region', { name: 'Account' });
    expect(
      within(account).getByRole('link', { name: 'How do I open an account?' }).getAttribute('href'),
    ).toBe('/m/helpDetail?p=0&c=0');
    expect(within(account).getByRole('link', { name: 'I forgot my password' }).getAttribute('href')).toBe(
      '/m/helpDetail?p=0&c=1',
    );
    expect(
      within(screen.getByRole('region', { name: 'Deposits' })).getByText('How do I deposit?'),
    ).toBeTruthy();
    const [call] = api.callsTo('/wps/help');
    expect(call?.query.get('device')).toBe('MOBILE');
    expect(call?.query.get('lang')).toBe('EN');
  });

  it('opens an item at /m/helpDetail with p and c, and shows it from the same answer', async () => {
    const api = fakeApi({ '/wps/help': { value: { list: HELP } } });
    const router = renderHelp('/m/help');
    await userEvent.click(await screen.findByRole('link', { name: 'I forgot my password' }));
    expect(router.state.location.pathname).toBe('/m/helpDetail');
    expect(router.state.location.search).toBe('?p=0&c=1');
    expect(await screen.findByRole('heading', { level: 2, name: 'I forgot my password' })).toBeTruthy();
    expect(screen.getByText('Account')).toBeTruthy();
    expect(screen.getByText('Forgot password').tagName).toBe('STRONG');
    expect(api.callsTo('/wps/help')).toHaveLength(1);
  });

  it('chooses the item by the indexes of the address on load', async () => {
    fakeApi({ '/wps/help': { value: { list: HELP } } });
    renderHelp('/m/helpDetail?p=1&c=0');
    expect(await screen.findByRole('heading', { level: 2, name: 'How do I deposit?' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Back to the help centre' }).getAttribute('href')).toBe(
      '/m/help',
    );
  });

  it('shows a clear message and the way back for missing, malformed or unknown indexes', async () => {
    for (const search of ['', '?p=0', '?p=x&c=0', '?p=-1&c=0', '?p=0&c=2', '?p=5&c=0', '?p=01&c=0']) {
      const api = fakeApi({ '/wps/help': { value: { list: HELP } } });
      const { unmount } = renderWithProviders(
        <RouterProvider
          router={createMemoryRouter([{ path: '/m/helpDetail', Component: HelpDetailScreen }], {
            initialEntries: [`/m/helpDetail${search}`],
          })}
        />,
      );
      expect(await screen.findByText('This help topic does not exist.'), search).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Back to the help centre' }).getAttribute('href')).toBe(
        '/m/help',
      );
      expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
      if (search === '' || search.includes('x')) expect(api.calls).toHaveLength(0);
      unmount();
    }
  });

  it('says when there is no help yet, and offers a retry when the call fails', async () => {
    fakeApi({ '/wps/help': { value: { list: [] } } });
    const first = renderWithProviders(
      <RouterProvider
        router={createMemoryRouter([{ path: '/m/help', Component: HelpScreen }], {
          initialEntries: ['/m/help'],
        })}
      />,
    );
    expect(await screen.findByText('No help topics yet.')).toBeTruthy();
    first.unmount();
    fakeApi({ '/wps/help': { status: 503, errorCode: 'MAINTENANCE' } });
    renderHelp('/m/help');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
