/** /m/notice and /m/notice/:id (issue 15): tabs by type, unread marks, the detail and marking it read. */
import type { Notice, NoticeDetail } from '@app/contract';
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, configure, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers';
import { fakeApi } from '../../test/fake-api';
import { renderWithProviders, signIn } from '../../test/render';
import { NoticeDetailScreen } from './notice-detail-screen';
import { NoticeScreen } from './notice-screen';
import { useMarkNoticeRead, useNotices } from './queries';

configure({ asyncUtilTimeout: 5_000 });

const notice = (id: number, type: Notice['type'], title: string, read = false): Notice => ({
  announcementId: String(id),
  type,
  title,
  read,
  createdAt: '2026-11-20T08:30:00.000Z',
});
const detail = (id: number, overrides: Partial<NoticeDetail> = {}): NoticeDetail => ({
  ...notice(id, 'PL', `Notice ${id}`),
  content:
    '<h3>Maintenance</h3><p>Sunday <b>02:00</b></p><table><tbody><tr><th scope="row">Slots</th><td>off</td></tr></tbody></table>',
  ...overrides,
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/m/notice', Component: NoticeScreen },
      { path: '/m/notice/:id', Component: NoticeDetailScreen },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

const LIST = [
  notice(1, 'PL', 'Scheduled maintenance', true),
  notice(2, 'PL', 'New bank channel'),
  notice(3, 'PR', 'Daily cashback'),
  notice(4, 'A', 'Agent commission paid'),
];

describe('/m/notice', () => {
  afterEach(() => vi.useRealTimers());

  it('shows a tab per type that has notices, the first chosen, with unread marks for a member', async () => {
    signIn(1);
    fakeApi({ '/wps/announcements/notices': { value: { list: LIST } } });
    const router = renderAt('/m/notice');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Notices', 'Promotions', 'Agent notices']);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    const rows = screen.getAllByRole('link');
    expect(rows.map((row) => row.getAttribute('href'))).toEqual(['/m/notice/1', '/m/notice/2']);
    // The read one has no unread mark; the other says so to a screen reader too.
    expect(within(rows[0] as HTMLElement).queryByText('(Unread)')).toBeNull();
    expect(within(rows[1] as HTMLElement).getByText('(Unread)')).toBeTruthy();
    expect(rows[1]?.className).toContain('notice-row--unread');

    await userEvent.click(screen.getByRole('tab', { name: 'Promotions' }));
    expect(router.state.location.search).toBe('?type=PR');
    expect(screen.getAllByRole('link').map((row) => row.textContent)).toEqual([
      expect.stringContaining('Daily cashback'),
    ]);
  });

  it('keeps the tab of the address, and shows no tabs when one type has notices', async () => {
    fakeApi({ '/wps/announcements/notices': { value: { list: LIST } } });
    renderAt('/m/notice?type=A');
    expect((await screen.findByRole('tab', { name: 'Agent notices' })).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByRole('link').textContent).toContain('Agent commission paid');
  });

  it('shows a visitor no unread marks (a visitor’s reads are not kept), and no tabs for one type', async () => {
    fakeApi({ '/wps/announcements/notices': { value: { list: LIST.filter((n) => n.type === 'PL') } } });
    renderAt('/m/notice');
    await screen.findByText('New bank channel');
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByText('(Unread)')).toBeNull();
    expect(document.querySelector('.notice-row--unread')).toBeNull();
  });

  it('says there are no announcements when there are none', async () => {
    fakeApi({ '/wps/announcements/notices': { value: { list: [] } } });
    renderAt('/m/notice');
    expect(await screen.findByText('No announcement')).toBeTruthy();
  });

  it('offers a retry when the call fails, and shows the notices once it answers', async () => {
    let fail = true;
    fakeApi({
      '/wps/announcements/notices': () =>
        fail ? { status: 503, errorCode: 'SERVICE_UNAVAILABLE' } : { value: { list: LIST.slice(0, 1) } },
    });
    renderAt('/m/notice');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByText('Scheduled maintenance')).toBeTruthy();
  });
});

describe('/m/notice/:id', () => {
  it('shows the title and the sanitized content as HTML, and marks an unread notice read once for a member', async () => {
    signIn(0);
    let read = false;
    const api = fakeApi({
      '/wps/announcements/5': () => ({ value: detail(5, { read }) }),
      'POST /wps/announcements/read': (call) => {
        read = true;
        return { value: call.body };
      },
    });
    renderAt('/m/notice/5');
    expect(await screen.findByRole('heading', { level: 2, name: 'Notice 5' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Maintenance' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Slots' })).toBeTruthy();
    await waitFor(() => expect(api.callsTo('/wps/announcements/read')).toHaveLength(1));
    expect(api.callsTo('/wps/announcements/read')[0]?.body).toEqual({ announcementId: '5', read: true });
    // Then the announcements reload, now read: no second call.
    await waitFor(() => expect(api.callsTo('/wps/announcements/5').length).toBeGreaterThanOrEqual(2));
    expect(api.callsTo('/wps/announcements/read')).toHaveLength(1);
  });

  it('tells the server nothing for a visitor (an unread notice) nor for a notice already read', async () => {
    const api = fakeApi({
      '/wps/announcements/6': { value: detail(6) },
      '/wps/announcements/7': { value: detail(7, { read: true }) },
    });
    renderAt('/m/notice/6');
    await screen.findByRole('heading', { level: 2, name: 'Notice 6' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.callsTo('/wps/announcements/read')).toHaveLength(0);
    cleanup();
    signIn(0);
    renderAt('/m/notice/7');
    await screen.findByRole('heading', { level: 2, name: 'Notice 7' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.callsTo('/wps/announcements/read')).toHaveLength(0);
  });

  it('shows the way back to the list for an ended, unknown or invalid notice, asking once', async () => {
    const api = fakeApi({ '/wps/announcements/9': { status: 404, errorCode: 'NOT_FOUND' } });
    renderAt('/m/notice/9');
    expect(await screen.findByText('This announcement has ended or does not exist.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all announcements' }).getAttribute('href')).toBe(
      '/m/notice',
    );
    expect(api.callsTo('/wps/announcements/9')).toHaveLength(1);
  });

  it('does not ask for an id that cannot be one', async () => {
    const api = fakeApi({});
    renderAt('/m/notice/abc');
    expect(await screen.findByText('This announcement has ended or does not exist.')).toBeTruthy();
    expect(api.calls.filter((call) => call.path.startsWith('/wps/announcements'))).toHaveLength(0);
  });
});

describe('marking read (spec §4, §9: throttled 150 ms)', () => {
  it('sets the flag at once, sends one call per notice at most every 150 ms, then reloads once', async () => {
    signIn(0);
    const sent: { id: unknown; at: number }[] = [];
    const api = fakeApi({
      '/wps/announcements/notices': { value: { list: LIST.slice(1, 3) } },
      'POST /wps/announcements/read': (call) => {
        sent.push({ id: (call.body as { announcementId: string }).announcementId, at: Date.now() });
        return { value: call.body };
      },
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { result } = renderHook(() => ({ notices: useNotices(), markRead: useMarkNoticeRead() }), {
      wrapper: ({ children }) => <Providers queryClient={client}>{children}</Providers>,
    });
    await waitFor(() => expect(result.current.notices.data).toHaveLength(2));
    act(() => {
      result.current.markRead('2');
      result.current.markRead('3');
    });
    // At once, before any call: the cached answer holds the flags, and the screen shows them.
    expect(sent).toHaveLength(0);
    expect(
      client
        .getQueryData<{ list: Notice[] }>(['announcements', 'token-0', 'EN', 'notices'])
        ?.list.map((n) => n.read),
    ).toEqual([true, true]);
    await waitFor(() =>
      expect(result.current.notices.data?.map((notice) => notice.read)).toEqual([true, true]),
    );
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.map((call) => call.id)).toEqual(['2', '3']);
    expect((sent[1]?.at ?? 0) - (sent[0]?.at ?? 0)).toBeGreaterThanOrEqual(145);
    // Then the announcements reload, once.
    await waitFor(() => expect(api.callsTo('/wps/announcements/notices')).toHaveLength(2));
  });
});
