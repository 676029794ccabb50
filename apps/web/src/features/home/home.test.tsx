import type { SiteConfig } from '@app/contract';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderWithProviders, signIn } from '../../test/render';
import { BannerPlaceholder } from '../announcements/banner-carousel';
import { HomeFooter } from './home-footer';
import { HomeGames } from './home-games';
import { QuickNav } from './quick-nav';
import { readShellBanner } from './shell-banner';

configure({ asyncUtilTimeout: 5_000 });

function renderAt(element: React.ReactElement) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/m/home'] });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

const EMPTY_LIST = { value: { games: [], pageNum: 1, totalPages: 0 } };
const GAMES_API = {
  '/wps/game/vendor-types': { value: { content: [] } },
  '/wps/game/hot': { value: { list: [] } },
  '/wps/game/list': EMPTY_LIST,
  '/wps/game/favourites': { value: { content: [], pageNum: 1, totalPages: 0 } },
  '/wps/game/favourites/ids': { value: [] },
};

const sectionTitles = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('home game sections (spec §2 Home)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows HOT, NEW_GAME, BGS and BG to a guest, without FAV and without asking for favourites', async () => {
    const api = fakeApi(GAMES_API);
    renderAt(<HomeGames />);
    await waitFor(() => expect(api.callsTo('/wps/game/list')).toHaveLength(3));
    expect(document.getElementById('home-section-FAV')).toBeNull();
    expect(document.getElementById('home-section-HOT')).not.toBeNull();
    expect(document.getElementById('home-section-BG')).not.toBeNull();
    expect(sectionTitles()).not.toContain('My collection');
    expect(api.callsTo('/wps/game/favourites')).toHaveLength(0);
  });

  it("shows a member 'my collection' with page size 15, the no-data view and 'more' to the fav list", async () => {
    signIn(0);
    const api = fakeApi(GAMES_API);
    renderAt(<HomeGames />);
    await waitFor(() => expect(api.callsTo('/wps/game/favourites')).toHaveLength(1));
    expect(api.callsTo('/wps/game/favourites')[0]?.query.get('pageSize')).toBe('15');
    const collection = document.getElementById('home-section-FAV');
    expect(collection).not.toBeNull();
    await waitFor(() => expect(collection?.textContent).toContain('No data'));
    expect(collection?.querySelector('a')?.getAttribute('href')).toBe('/m/gameList?type=fav');
  });

  it('asks for the sections as the shared design says', async () => {
    const api = fakeApi(GAMES_API);
    renderAt(<HomeGames />);
    await waitFor(() => expect(api.callsTo('/wps/game/list')).toHaveLength(3));
    const queries = api.callsTo('/wps/game/list').map((call) => call.query);
    expect(queries.some((q) => q.get('isNew') === '1')).toBe(true);
    expect(queries.some((q) => q.get('vassalage') === 'BGS' && q.get('gameType') === 'RNG')).toBe(true);
    expect(queries.some((q) => q.get('gameClassify') === 'BG' && q.get('gameType') === 'RNG')).toBe(true);
  });
});

describe('quick-nav (spec §2 Home)', () => {
  afterEach(() => vi.unstubAllGlobals());

  const COUNT_URL = '/wps/rewards/unclaimed-count';

  it('badges the reward centre with exactly the claimable rewards of a member', async () => {
    signIn(0);
    fakeApi({ [COUNT_URL]: { value: { count: 2 } } });
    renderAt(<QuickNav />);
    const reward = screen.getByRole('link', { name: /Reward center/ });
    await waitFor(() => expect(reward.textContent).toContain('2 unclaimed promotions'));
    expect(reward.querySelector('.adm-badge')?.textContent).toBe('2');
  });

  it('shows no badge when nothing is claimable', async () => {
    signIn(0);
    const api = fakeApi({ [COUNT_URL]: { value: { count: 0 } } });
    renderAt(<QuickNav />);
    await waitFor(() => expect(api.callsTo(COUNT_URL)).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Reward center' }).querySelector('.adm-badge')).toBeNull();
  });

  it('shows no badge and asks nothing for a guest or a trial account', async () => {
    const api = fakeApi({ [COUNT_URL]: { value: { count: 3 } } });
    renderAt(<QuickNav />);
    const reward = screen.getByRole('link', { name: 'Reward center' });
    expect(reward.querySelector('.adm-badge')).toBeNull();
    expect(screen.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/m/voucherCenter');
    expect(screen.getByRole('link', { name: 'Withdrawal' }).getAttribute('href')).toBe('/m/withdraw');
    signIn(4);
    renderAt(<QuickNav />);
    expect(api.callsTo(COUNT_URL)).toHaveLength(0);
  });
});

describe('home footer (spec §2 Home)', () => {
  const config = (resources: SiteConfig['resources']) =>
    ({
      name: 'Lucky Mobile',
      resources,
      paths: { licence: 'https://x.example/licence', responsibleGaming: 'https://x.example/rg' },
    }) as unknown as SiteConfig;

  it("leads to the player's limits page and the operator's policy from responsible gaming (issue 19)", () => {
    renderAt(<HomeFooter year={2026} config={config([])} />);
    const section = within(screen.getByRole('region', { name: 'Responsible gaming' }));
    expect(section.getByRole('link', { name: 'Set your limits' }).getAttribute('href')).toBe(
      '/m/member/responsibleGaming',
    );
    expect(section.getByRole('link', { name: 'Responsible gaming policy' }).getAttribute('href')).toBe(
      'https://x.example/rg',
    );
  });

  it('opens .apk in the same window, the iOS profile in a new tab', () => {
    renderAt(
      <HomeFooter
        year={2026}
        config={config([
          { resourceType: 'IOS', url: 'https://dl.example/app.ipa' },
          { resourceType: 'MOBILECONFIG', url: 'https://dl.example/app.mobileconfig' },
          { resourceType: 'Android', url: 'https://dl.example/app.apk' },
        ])}
      />,
    );
    const android = screen.getByRole('link', { name: 'Android' });
    expect(android.getAttribute('href')).toBe('https://dl.example/app.apk');
    expect(android.getAttribute('target')).toBeNull();
    const profile = screen.getByRole('link', { name: 'iOS profile' });
    expect(profile.getAttribute('href')).toBe('https://dl.example/app.mobileconfig');
    expect(profile.getAttribute('target')).toBe('_blank');
    expect(profile.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText('© 2026 Lucky Mobile. All rights reserved.')).toBeTruthy();
  });

  it("the footer's iOS profile follows the Safari rule: another iOS browser gets the alert (spec §4, §8)", async () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
    );
    renderAt(
      <HomeFooter
        year={2026}
        config={config([{ resourceType: 'MOBILECONFIG', url: 'https://dl.example/app.mobileconfig' }])}
      />,
    );
    expect(fireEvent.click(screen.getByRole('link', { name: 'iOS profile' }))).toBe(false);
    const alert = await screen.findByRole('dialog', { name: 'Notice' });
    expect(within(alert).getByText('Please use Safari for download App.')).toBeTruthy();
  });

  it('drops the iOS link without a profile, the block without app links, and unconfigured social icons', () => {
    renderAt(
      <HomeFooter
        config={config([
          { resourceType: 'IOS', url: 'https://dl.example/app.ipa' },
          { resourceType: 'TELEGRAM', url: 'https://t.me/lucky' },
        ])}
      />,
    );
    expect(screen.queryByRole('link', { name: 'iOS profile' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Download the app' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Telegram' }).getAttribute('href')).toBe('https://t.me/lucky');
    expect(screen.queryByRole('link', { name: 'Facebook' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'YouTube' })).toBeNull();
  });
});

describe('the banner of the page shell (decision 0016)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('reads the banner the server wrote into the shell, and nothing without one', () => {
    expect(readShellBanner()).toBeNull();
    document.body.innerHTML =
      '<div class="boot-shell"><div class="boot-shell__banner"><img src="/wps/art/banners/5.svg?v=2" alt="" width="750" height="300"></div></div>';
    expect(readShellBanner()).toEqual({ url: '/wps/art/banners/5.svg?v=2', width: 750, height: 300 });
  });

  it('keeps showing that picture in the carousel box until the banners answer', () => {
    renderWithProviders(<BannerPlaceholder ratio="750 / 300" imageUrl="/wps/art/banners/5.svg?v=2" />);
    const image = document.querySelector('.banner-carousel--placeholder img');
    expect(image?.getAttribute('src')).toBe('/wps/art/banners/5.svg?v=2');
  });
});

describe('the greeting (spec §2; issue 20)', () => {
  it('names the member on home as the sidebar does: the nickname once member info answers', async () => {
    fakeApi({
      ...GAMES_API,
      '/wps/member/info': {
        value: {
          id: 1,
          account: 'player0',
          nickname: 'Lucky Lin',
          type: 0,
          clubLabel: { labelName: 'VIP1' },
        },
      },
    });
    signIn(0);
    const { routes } = await import('../../routes');
    const router = createMemoryRouter(routes, { initialEntries: ['/m/home'] });
    renderWithProviders(<RouterProvider router={router} />);
    expect(await screen.findByRole('link', { name: 'Hello, Lucky Lin' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const sidebar = await screen.findByRole('complementary', { name: 'Account menu' });
    expect(within(sidebar).getByText('Hello, Lucky Lin')).toBeTruthy();
  });
});
