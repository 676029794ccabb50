import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { ActivityScreen } from './activity-screen';
import { promotionOf } from './promotions.fixtures';

const LIST = [
  promotionOf(1, { category: 'NEW_MEMBER', title: 'Welcome bonus', endsAt: null }),
  promotionOf(2, { category: 'DEPOSIT', title: 'Weekend reload' }),
  promotionOf(3, { category: 'VIP', title: 'VIP upgrade' }),
];

function renderList(search = '') {
  const router = createMemoryRouter(
    [
      { path: '/m/activity', Component: ActivityScreen },
      { path: '/m/activityDetail', element: <p>detail screen</p> },
    ],
    { initialEntries: [`/m/activity${search}`] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

describe('/m/activity (issue 14: promotions by category)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows every live promotion as a card: picture, title, summary and period', async () => {
    const api = fakeApi({ '/wps/promotions': { value: { list: LIST } } });
    renderList();
    expect(await screen.findByRole('heading', { name: 'Welcome bonus' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    const card = screen.getByRole('link', { name: /Weekend reload/ });
    expect(card.getAttribute('href')).toBe('/m/activityDetail?id=2');
    expect(within(card).getByText('Summary 2')).toBeTruthy();
    expect(within(card).getByText(/Nov 1, 2026 – Dec 31, 2026/)).toBeTruthy();
    const picture = card.querySelector('img');
    expect(picture?.getAttribute('width')).toBe('750');
    expect(picture?.getAttribute('height')).toBe('300');
    expect(picture?.getAttribute('alt')).toBe('');
    // No end date: only the start.
    expect(
      within(screen.getByRole('link', { name: /Welcome bonus/ })).getByText('From Nov 1, 2026'),
    ).toBeTruthy();
    // One answer for every tab.
    expect(api.callsTo('/wps/promotions')).toHaveLength(1);
  });

  it('has the tab All and a tab for each category that has promotions, and filters by it in the address', async () => {
    fakeApi({ '/wps/promotions': { value: { list: LIST } } });
    const router = renderList();
    await screen.findByRole('heading', { name: 'Welcome bonus' });
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['All', 'New members', 'Deposit', 'VIP']);

    await userEvent.click(screen.getByRole('tab', { name: 'VIP' }));
    expect(router.state.location.search).toBe('?category=VIP');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['VIP upgrade']);

    await userEvent.click(screen.getByRole('tab', { name: 'All' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  });

  it('opens on the category of the address, and on All for a category without promotions', async () => {
    fakeApi({ '/wps/promotions': { value: { list: LIST } } });
    renderList('?category=DEPOSIT');
    expect(await screen.findByRole('heading', { name: 'Weekend reload' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1);
    expect(screen.getByRole('tab', { name: 'Deposit' }).getAttribute('aria-selected')).toBe('true');
  });

  it('falls back to All for an unknown category', async () => {
    fakeApi({ '/wps/promotions': { value: { list: LIST } } });
    renderList('?category=REBATE');
    await screen.findByRole('heading', { name: 'Welcome bonus' });
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  });

  it('says so when there is no promotion, without tabs', async () => {
    fakeApi({ '/wps/promotions': { value: { list: [] } } });
    renderList();
    expect(await screen.findByText('No promotions right now. Please check back soon.')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let fail = true;
    fakeApi({
      '/wps/promotions': () =>
        fail ? { status: 500, errorCode: 'INTERNAL' } : { value: { list: LIST.slice(0, 1) } },
    });
    renderList();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Welcome bonus' })).toBeTruthy();
  });
});
