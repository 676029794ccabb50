/**
 * /m/message (spec §2 Message centre, §6, §9; issue 15) per role: the rows, the badges (99+ above
 * 99) from the notices, inbox and chat counts (their calls mocked here), the login redirect, the
 * trial refusal, and the live chat's launch after the chat redirect delay.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { outsidePage } from '../../lib/outside-page';
import { fakeApi, SITE_CONFIG } from '../../test/fake-api';
import { renderWithProviders, signIn } from '../../test/render';
import { toast } from '../../ui/toast';
import { MessageCentreScreen } from './message-centre-screen';

vi.mock('../../ui/toast', () => ({
  toast: {
    info: vi.fn(),
    success: vi.fn(),
    fail: vi.fn(),
    offline: vi.fn(),
    loading: vi.fn(),
    clear: vi.fn(),
  },
}));

configure({ asyncUtilTimeout: 5_000 });

const CONFIG = {
  ...SITE_CONFIG,
  paths: { telegram: 'https://t.me/lucky_official', affiliateService: 'https://t.me/lucky_affiliate' },
  whitelabel: { ...SITE_CONFIG.whitelabel, CBS3: true },
};
const notices = (unread: number) => ({
  list: Array.from({ length: unread + 1 }, (_, index) => ({
    announcementId: String(index + 1),
    type: 'PL',
    title: `Notice ${index + 1}`,
    read: index === unread,
    createdAt: '2026-11-20T08:30:00.000Z',
  })),
});

function renderCentre() {
  const router = createMemoryRouter(
    [
      { path: '/m/message', Component: MessageCentreScreen },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/m/home', '/m/message'], initialIndex: 1 },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

const row = (name: RegExp, role: 'link' | 'button' = 'link') => screen.findByRole(role, { name });

describe('/m/message', () => {
  beforeAll(() => import('antd-mobile/es/components/badge'));
  afterEach(() => {
    vi.useRealTimers();
    vi.clearAllMocks();
  });

  it('shows a member every row with its badge, 99+ above 99', async () => {
    signIn(0);
    const api = fakeApi({
      '/wps/system/config': { value: CONFIG },
      '/wps/announcements/notices': { value: notices(3) },
      '/wps/inbox/unread-count': { value: { unReadCount: 150 } },
      '/wps/chat/unread-count': { value: { unReadCount: 7 } },
    });
    renderCentre();
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeTruthy();
    const list = await screen.findByRole('list');
    // The badges as seen (99+ above 99), and the counts as a screen reader hears them.
    await waitFor(() =>
      expect([...list.querySelectorAll('.adm-badge')].map((badge) => badge.textContent)).toEqual([
        '3',
        '99+',
        '7',
      ]),
    );
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(await row(/^Announcements\s?3 unread$/)).toBeTruthy();
    expect(await row(/^Inbox messages\s?150 unread$/)).toBeTruthy();
    expect(await row(/^Live chat\s?7 unread$/, 'button')).toBeTruthy();
    const telegram = await row(/^Telegram channel/);
    expect(telegram.getAttribute('href')).toBe('https://t.me/lucky_official');
    expect(telegram.getAttribute('target')).toBe('_blank');
    expect(telegram.getAttribute('rel')).toBe('noopener noreferrer');
    expect((await row(/^Announcements/)).getAttribute('href')).toBe('/m/notice');
    expect((await row(/^Inbox messages/)).getAttribute('href')).toBe('/m/webEmail');
    expect((await row(/^Affiliate service/)).getAttribute('href')).toBe('https://t.me/lucky_affiliate');
    expect(api.callsTo('/wps/inbox/unread-count')).toHaveLength(1);
  });

  it('goes back to /m/home', async () => {
    fakeApi({ '/wps/system/config': { value: CONFIG }, '/wps/announcements/notices': { value: notices(0) } });
    const router = renderCentre();
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/m/home');
  });

  it('sends a visitor to log in for messages and live chat, asks no count and shows no badge', async () => {
    const api = fakeApi({
      '/wps/system/config': { value: CONFIG },
      '/wps/announcements/notices': { value: notices(4) },
    });
    const router = renderCentre();
    expect((await row(/^Inbox messages/)).getAttribute('href')).toBe('/m/login');
    expect((await row(/^Live chat/)).getAttribute('href')).toBe('/m/login');
    // A visitor's reads are not kept: no unread badge.
    expect((await row(/^Announcements/)).textContent).toBe('Announcements');
    expect(document.querySelector('.adm-badge')).toBeNull();
    expect(api.callsTo('/wps/inbox/unread-count')).toHaveLength(0);
    expect(api.callsTo('/wps/chat/unread-count')).toHaveLength(0);
    await userEvent.click(await row(/^Inbox messages/));
    expect(router.state.location.pathname).toBe('/m/login');
  });

  it("refuses a trial account's messages and live chat with 'free_reject', asking no count", async () => {
    signIn(4);
    const api = fakeApi({
      '/wps/system/config': { value: CONFIG },
      '/wps/announcements/notices': { value: notices(1) },
    });
    const router = renderCentre();
    await userEvent.click(await screen.findByRole('button', { name: /^Inbox messages/ }));
    await userEvent.click(await screen.findByRole('button', { name: /^Live chat/ }));
    expect(toast.offline).toHaveBeenCalledTimes(2);
    expect(toast.offline).toHaveBeenCalledWith(
      'This function is not available to trial accounts. Please register a real account.',
      2_000,
    );
    expect(router.state.location.pathname).toBe('/m/message');
    expect(api.callsTo('/wps/inbox/unread-count')).toHaveLength(0);
    expect(api.callsTo('/wps/chat/unread-count')).toHaveLength(0);
    expect(api.callsTo('/wps/chat/launch')).toHaveLength(0);
  });

  it('hides live chat without CBS3, and asks no chat count', async () => {
    signIn(0);
    const api = fakeApi({
      '/wps/system/config': { value: { ...CONFIG, whitelabel: { ...CONFIG.whitelabel, CBS3: false } } },
      '/wps/announcements/notices': { value: notices(0) },
      '/wps/inbox/unread-count': { value: { unReadCount: 0 } },
    });
    renderCentre();
    await row(/^Inbox messages/);
    expect(screen.queryByRole('button', { name: /^Live chat/ })).toBeNull();
    expect(api.callsTo('/wps/chat/unread-count')).toHaveLength(0);
  });

  it('launches the built-in chat: asks for its chatUrl, then opens the site page after 500 ms', async () => {
    signIn(0);
    const api = fakeApi({
      '/wps/system/config': { value: CONFIG },
      '/wps/announcements/notices': { value: notices(0) },
      '/wps/inbox/unread-count': { value: { unReadCount: 0 } },
      '/wps/chat/unread-count': { value: { unReadCount: 0 } },
      '/wps/chat/launch': { value: { chatUrl: '/m/liveChat' } },
    });
    const router = renderCentre();
    const chat = await screen.findByRole('button', { name: /^Live chat/ });
    const started = Date.now();
    await userEvent.click(chat);
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/liveChat'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    const [launch] = api.callsTo('/wps/chat/launch');
    expect(Object.fromEntries(launch?.query ?? [])).toMatchObject({
      b2c: '1',
      language: 'EN',
      backUrl: '/m/message',
    });
  });

  it('goes to an outside chat address in the same tab after the delay', async () => {
    signIn(0);
    const open = vi.spyOn(outsidePage, 'open').mockImplementation(() => {});
    fakeApi({
      '/wps/system/config': { value: CONFIG },
      '/wps/announcements/notices': { value: notices(0) },
      '/wps/chat/launch': { value: { chatUrl: 'https://chat.example.com/room' } },
    });
    const router = renderCentre();
    await userEvent.click(await screen.findByRole('button', { name: /^Live chat/ }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://chat.example.com/room'));
    expect(router.state.location.pathname).toBe('/m/message');
  });
});
