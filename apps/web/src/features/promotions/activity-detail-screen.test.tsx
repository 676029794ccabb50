import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { ActivityDetailScreen } from './activity-detail-screen';
import { detailOf } from './promotions.fixtures';

function renderDetail(search: string) {
  const router = createMemoryRouter([{ path: '/m/activityDetail', Component: ActivityDetailScreen }], {
    initialEntries: [`/m/activityDetail${search}`],
  });
  renderWithProviders(<RouterProvider router={router} />);
}

describe('/m/activityDetail (issue 14: a promotion and its button)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows picture, title, period and the content as HTML', async () => {
    const api = fakeApi({ '/wps/promotions/7': { value: detailOf(7, { title: 'Weekend reload' }) } });
    renderDetail('?id=7');
    expect(await screen.findByRole('heading', { level: 2, name: 'Weekend reload' })).toBeTruthy();
    expect(screen.getByText('Nov 1, 2026 – Dec 31, 2026')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Terms' })).toBeTruthy();
    expect(screen.getByRole('table')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Bonus' })).toBeTruthy();
    expect(document.querySelector('img.promotion-picture')?.getAttribute('width')).toBe('750');
    expect(api.callsTo('/wps/promotions/7')).toHaveLength(1);
    // No action: no button.
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('links a claim to the reward centre on that reward', async () => {
    fakeApi({ '/wps/promotions/7': { value: detailOf(7, { action: { kind: 'claim', rewardId: 'r 1' } }) } });
    renderDetail('?id=7');
    const claim = await screen.findByRole('link', { name: 'Claim' });
    expect(claim.getAttribute('href')).toBe('/m/rewardCenter?reward=r%201');
    expect(claim.getAttribute('target')).toBeNull();
  });

  it('links a route to its page of the site', async () => {
    fakeApi({
      '/wps/promotions/7': { value: detailOf(7, { action: { kind: 'route', to: '/m/voucherCenter' } }) },
    });
    renderDetail('?id=7');
    expect((await screen.findByRole('link', { name: 'Take part' })).getAttribute('href')).toBe(
      '/m/voucherCenter',
    );
  });

  it('opens an outside page in a new tab, named as such', async () => {
    fakeApi({
      '/wps/promotions/8': { value: detailOf(8, { action: { kind: 'url', url: 'https://t.me/lucky' } }) },
    });
    renderDetail('?id=8');
    const link = await screen.findByRole('link', { name: /^Take part ?\(opens in a new tab\)$/ });
    expect(link.getAttribute('href')).toBe('https://t.me/lucky');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows no button for an address that is not safe', async () => {
    fakeApi({
      '/wps/promotions/8': { value: detailOf(8, { action: { kind: 'url', url: 'javascript:alert(1)' } }) },
    });
    renderDetail('?id=8');
    await screen.findByRole('heading', { level: 2 });
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows the way back to the list for an ended or unknown promotion, asking once', async () => {
    const api = fakeApi({ '/wps/promotions/9': { status: 404, errorCode: 'NOT_FOUND' } });
    renderDetail('?id=9');
    expect(await screen.findByText('This promotion has ended or does not exist.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all promotions' }).getAttribute('href')).toBe('/m/activity');
    expect(api.callsTo('/wps/promotions/9')).toHaveLength(1);
  });

  it('does not ask for an id that cannot be one', async () => {
    const api = fakeApi({});
    renderDetail('?id=abc');
    expect(await screen.findByText('This promotion has ended or does not exist.')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});
