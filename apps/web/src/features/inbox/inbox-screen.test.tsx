import type { InboxMessage, InboxMessageSummary } from '@app/contract';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionInfoStore } from '../../lib/storage';
import { type Call, fakeApi } from '../../test/fake-api';
import { renderWithProviders, signIn } from '../../test/render';
import { InboxScreen } from './inbox-screen';

configure({ asyncUtilTimeout: 5_000 });

const row = (id: number, title: string, read = false): InboxMessageSummary => ({
  messageId: String(id),
  title,
  sentAt: '2026-11-20T08:30:00.000Z',
  read,
});
const messageOf = (id: number, title: string): InboxMessage => ({
  ...row(id, title, true),
  content: '<p>Your deposit of <strong>2,500,000 ₫</strong> has arrived.</p><ul><li>Good luck</li></ul>',
});

function renderInbox(path = '/m/webEmail') {
  const router = createMemoryRouter(
    [
      { path: '/m/webEmail', Component: InboxScreen },
      { path: '/m/login', element: <p>login screen</p> },
      { path: '/m/register', element: <p>register screen</p> },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

/** The inbox of a member: two messages, the newest unread; pages as asked. */
function memberApi(overrides: Record<string, unknown> = {}) {
  let unread = 1;
  let rows = [row(9, 'Weekend reload'), row(5, 'Deposit received', true)];
  return fakeApi({
    '/wps/inbox/unread-count': () => ({ value: { unReadCount: unread } }),
    '/wps/inbox/messages': () => ({ value: { list: rows, totalPages: 1, pageNum: 1 } }),
    '/wps/inbox/messages/9': () => {
      unread = 0;
      rows = rows.map((r) => ({ ...r, read: true }));
      return { value: messageOf(9, 'Weekend reload') };
    },
    'POST /wps/inbox/messages/read': () => {
      unread = 0;
      rows = rows.map((r) => ({ ...r, read: true }));
      return { value: { unReadCount: 0 } };
    },
    'POST /wps/inbox/messages/delete': (call: Call) => {
      const ids = (call.body as { messageIds: string[] }).messageIds;
      rows = rows.filter((r) => !ids.includes(r.messageId));
      return { value: { unReadCount: unread } };
    },
    ...(overrides as Record<string, never>),
  });
}

describe('/m/webEmail (spec §2 inbox, issue 15)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionInfoStore.clear();
  });

  it('lists the messages newest first with an unread mark and the unread count', async () => {
    const api = memberApi();
    signIn(0);
    renderInbox();
    const list = await screen.findByRole('list', { name: 'Inbox' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Unread: Weekend reload/),
      expect.stringMatching(/^Deposit received/),
    ]);
    expect(items.map((item) => item.classList.contains('inbox-row--unread'))).toEqual([true, false]);
    expect(
      within(list)
        .getByRole('link', { name: /^Unread:\s*Weekend reload/ })
        .getAttribute('href'),
    ).toBe('/m/webEmail?id=9');
    expect(await screen.findByText('Unread: 1')).toBeTruthy();
    const [page] = api.callsTo('/wps/inbox/messages');
    expect(page?.query.get('pageNo')).toBe('1');
    expect(page?.headers.authorization).toBe('token-0');
  });

  it('opens a message: its content as HTML, marked read, and the row and count follow', async () => {
    const api = memberApi();
    signIn(0);
    const router = renderInbox();
    await userEvent.click(await screen.findByText('Weekend reload'));
    expect(router.state.location.search).toBe('?id=9');
    expect(await screen.findByRole('heading', { level: 2, name: 'Weekend reload' })).toBeTruthy();
    expect(screen.getByText('2,500,000 ₫').tagName).toBe('STRONG');
    expect(screen.getByRole('article').querySelector('li')?.textContent).toBe('Good luck');
    expect(api.callsTo('/wps/inbox/messages/9')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Back to messages' }));
    expect(await screen.findByText('Unread: 0')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Inbox' });
    expect(within(list).queryByText('Unread:', { exact: false })).toBeNull();
  });

  it('keeps a message when the confirm is cancelled', async () => {
    const api = memberApi();
    signIn(0);
    const router = renderInbox('/m/webEmail?id=9');
    await screen.findByRole('heading', { level: 2, name: 'Weekend reload' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this message? It cannot be restored.' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.callsTo('/wps/inbox/messages/delete')).toHaveLength(0);
    expect(router.state.location.search).toBe('?id=9');
  });

  it('deletes a message after the confirm; back on the list it is gone', async () => {
    const api = memberApi();
    signIn(0);
    const router = renderInbox('/m/webEmail?id=9');
    await screen.findByRole('heading', { level: 2, name: 'Weekend reload' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this message? It cannot be restored.' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(api.callsTo('/wps/inbox/messages/delete')[0]?.body).toEqual({ messageIds: ['9'] });
    const list = await screen.findByRole('list', { name: 'Inbox' });
    await waitFor(() => expect(within(list).queryByText('Weekend reload')).toBeNull());
    expect(within(list).getByText('Deposit received')).toBeTruthy();
  });

  it('marks all read with one call; the button is off with nothing unread', async () => {
    const api = memberApi();
    signIn(0);
    renderInbox();
    const button = await screen.findByRole('button', { name: 'Mark all as read' });
    await screen.findByText('Unread: 1');
    await userEvent.click(button);
    await screen.findByText('Unread: 0');
    expect(api.callsTo('/wps/inbox/messages/read')[0]?.body).toEqual({ all: true });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Mark all as read' }).hasAttribute('disabled')).toBe(true),
    );
  });

  it('says so when there is no message', async () => {
    memberApi({
      '/wps/inbox/messages': { value: { list: [], totalPages: 0, pageNum: 1 } },
      '/wps/inbox/unread-count': { value: { unReadCount: 0 } },
    });
    signIn(0);
    renderInbox();
    expect(await screen.findByText('No messages yet')).toBeTruthy();
  });

  it('shows a gone message as such, with the way back', async () => {
    memberApi({ '/wps/inbox/messages/4': { status: 404, errorCode: 'NOT_FOUND' } });
    signIn(0);
    renderInbox('/m/webEmail?id=4');
    expect(await screen.findByText('This message is no longer available')).toBeTruthy();
    renderInbox('/m/webEmail?id=<script>');
    expect((await screen.findAllByText('This message is no longer available')).length).toBe(2);
  });

  it("refuses a trial account with 'free_reject' and asks the server nothing", async () => {
    const api = memberApi();
    signIn(4);
    const router = renderInbox();
    expect(
      await screen.findByText(
        'This function is not available to trial accounts. Please register a real account.',
        {
          selector: '.adm-error-block-description-title',
        },
      ),
    ).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls.filter((call) => call.path.startsWith('/wps/inbox'))).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Register now' }));
    expect(router.state.location.pathname).toBe('/m/register');
  });

  it('sends a visitor to the login screen and back', async () => {
    fakeApi({});
    const router = renderInbox();
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/m/webEmail')}`);
  });
});
