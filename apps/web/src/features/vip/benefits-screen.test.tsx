import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '../../routes';
import { fakeApi, SITE_CONFIG } from '../../test/fake-api';
import { renderWithProviders, signIn } from '../../test/render';

configure({ asyncUtilTimeout: 5_000 });

const VIP_ON = { ...SITE_CONFIG, features: { ...SITE_CONFIG.features, vipBenefits: true } };
const level = (n: number, turnoverThreshold: number, extra: object = {}) => ({
  level: n,
  name: `VIP${n}`,
  turnoverThreshold,
  upgradeBonus: 0,
  weeklyRebateBasisPoints: 0,
  dailyWithdrawalLimit: 0,
  dailyWithdrawals: 0,
  benefits: [],
  ...extra,
});
const VIP = {
  currency: 'VND',
  currencySymbol: '₫',
  decimals: 0,
  levels: [
    level(0, 0),
    level(1, 5_000_000, {
      upgradeBonus: 58_000,
      weeklyRebateBasisPoints: 40,
      benefits: [{ title: 'Birthday gift', detail: '288,000 ₫ on your birthday.' }],
    }),
    level(2, 50_000_000),
  ],
  progress: { level: 1, turnover: 6_000_000, nextLevel: 2, remaining: 44_000_000, percent: 2 },
};

const open = () => {
  const router = createMemoryRouter(routes, { initialEntries: ['/m/member/benefits'] });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
};

describe('/m/member/benefits', () => {
  beforeAll(
    () =>
      Promise.all([
        import('./benefits-screen'),
        import('../account/login-screen'),
        import('../account/register-screen'),
      ]),
    30_000,
  );
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it("shows the member's level, the way to the next one and every level's benefits", async () => {
    signIn(0);
    fakeApi({ '/wps/system/config': { value: VIP_ON }, '/wps/vip': { value: VIP } });
    open();

    const card = await screen.findByRole('region', { name: 'VIP1' });
    within(card).getByText('₫ 6,000,000');
    within(card).getByText('₫ 44,000,000');
    const bar = within(card).getByRole('progressbar', { name: 'Progress to VIP2' });
    expect(bar.getAttribute('aria-valuenow')).toBe('2');

    const levels = screen.getAllByRole('listitem').filter((item) => item.classList.contains('vip-level'));
    expect(levels).toHaveLength(3);
    const current = levels[1] as HTMLElement;
    expect(current.getAttribute('aria-current')).toBe('true');
    within(current).getByText('Current');
    within(current).getByText('From ₫ 5,000,000 lifetime turnover');
    within(current).getByText('₫ 58,000');
    within(current).getByText('0.4%');
    within(current).getByText('Birthday gift');
    expect(levels[0]?.getAttribute('aria-current')).toBeNull();
  });

  it('says so at the top level instead of a progress bar', async () => {
    signIn(0);
    fakeApi({
      '/wps/system/config': { value: VIP_ON },
      '/wps/vip': {
        value: {
          ...VIP,
          progress: { level: 2, turnover: 60_000_000, nextLevel: null, remaining: 0, percent: 100 },
        },
      },
    });
    open();
    await screen.findByText('You have reached the highest VIP level');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('sends a visitor to the login screen and back here after it', async () => {
    fakeApi({ '/wps/system/config': { value: VIP_ON } });
    const router = open();
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/m/member/benefits')}`);
  });

  it('offers a trial account registration, without asking for the levels', async () => {
    signIn(4);
    const api = fakeApi({ '/wps/system/config': { value: VIP_ON }, '/wps/vip': { value: VIP } });
    const router = open();
    await screen.findByText('VIP benefits are for real accounts. Register to start climbing the levels.');
    await userEvent.click(screen.getByRole('button', { name: 'Register now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/register'));
    expect(api.callsTo('/wps/vip')).toHaveLength(0);
  });

  it("shows 'contact service' when the merchant offers no VIP benefits, or the server says so", async () => {
    signIn(0);
    const api = fakeApi({ '/wps/system/config': { value: SITE_CONFIG } });
    open();
    await screen.findByText('Please contact customer service');
    expect(api.callsTo('/wps/vip')).toHaveLength(0);
  });

  it("shows 'contact service' when the server answers VIP_DISABLED", async () => {
    signIn(0);
    fakeApi({
      '/wps/system/config': { value: VIP_ON },
      '/wps/vip': { status: 403, errorCode: 'VIP_DISABLED' },
    });
    open();
    const message = await screen.findByText('Please contact customer service');
    within(message.closest('.vip-page') as HTMLElement).getByRole('button', {
      name: '24/7 Customer service',
    });
  });
});
