import type { Banner } from '@app/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { BannerCarousel } from './banner-carousel';
import { homeBannersOf } from './banner-rules';
import { NOTICE_PATH, NoticeTicker } from './notice-ticker';

const banner = (id: string, groupName: string, action: Banner['action'] = 'NONE'): Banner => ({
  id,
  groupName,
  title: `Banner ${id}`,
  url: `/wps/art/banners/${id}.svg`,
  width: 750,
  height: 300,
  action,
  target: '/m/activity',
  game: null,
});

function renderAt(element: React.ReactElement) {
  const router = createMemoryRouter(
    [
      { path: '/m/home', element },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/m/home'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

describe('home banners (spec §2 Home banner carousel)', () => {
  const banners = [
    banner('a', 'm_home'),
    banner('l', 'm_live'),
    banner('n', 'm_newgame'),
    banner('r', 'm_reg'),
  ];

  it('shows m_home and m_live, the live ones only with the live-model feature', () => {
    expect(homeBannersOf(banners, true).map((b) => b.id)).toEqual(['a', 'l']);
    expect(homeBannersOf(banners, false).map((b) => b.id)).toEqual(['a']);
  });

  it('has clickable pagination only with more than one banner', async () => {
    renderAt(<BannerCarousel banners={[banner('a', 'm_home')]} onBannerClick={() => {}} />);
    expect(screen.queryByRole('button', { name: /Banner 1 of/ })).toBeNull();
  });

  it('paginates several banners; still at first with the first image eager, the swiper after the first touch', async () => {
    const { container } = renderWithProviders(
      <BannerCarousel banners={[banner('a', 'm_home'), banner('b', 'm_home')]} onBannerClick={() => {}} />,
    );
    expect(screen.getByRole('button', { name: 'Banner 1 of 2' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'Banner 2 of 2' })).toBeTruthy();
    const still = [...container.querySelectorAll('img')];
    expect(still.map((img) => img.getAttribute('src'))).toEqual(['/wps/art/banners/a.svg']);
    expect(still[0]?.getAttribute('fetchpriority')).toBe('high');
    expect(still[0]?.getAttribute('loading')).toBe('eager');
    expect(still[0]?.getAttribute('width')).toBe('750');
    expect(still[0]?.getAttribute('height')).toBe('300');

    fireEvent.pointerDown(window);
    const second = await waitFor(
      () => {
        const image = container.querySelector('img[src$="/b.svg"]');
        if (!image) throw new Error('the swiper has not loaded yet');
        return image;
        // The swiper is a lazy module: its first import can take a while on a busy machine.
      },
      { timeout: 5_000 },
    );
    expect(second.getAttribute('loading')).toBe('lazy');
    expect(screen.getAllByRole('button', { name: 'Banner 2 of 2' })).toHaveLength(1);
  });

  it('runs the banner action on click', async () => {
    const onClick = vi.fn();
    const route = banner('a', 'm_home', 'ROUTE');
    renderWithProviders(<BannerCarousel banners={[route]} onBannerClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Banner a' }));
    expect(onClick).toHaveBeenCalledWith(route);
  });
});

describe('notice ticker (spec §2 Home)', () => {
  it("says 'no announcement' when there is none, and opens /m/notice on tap", async () => {
    const router = renderAt(<NoticeTicker titles={[]} />);
    expect(screen.getByText('No announcement')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Announcement/ }));
    expect(router.state.location.pathname).toBe(NOTICE_PATH);
  });

  it('shows the titles, and claims nothing before the answer', () => {
    renderAt(<NoticeTicker titles={['Maintenance tonight', 'New slots']} />);
    expect(screen.getByText(/Maintenance tonight/).textContent).toContain('New slots');
    expect(screen.queryByText('No announcement')).toBeNull();
  });

  it('shows no empty text while loading', () => {
    renderAt(<NoticeTicker titles={undefined} />);
    expect(screen.queryByText('No announcement')).toBeNull();
  });
});
