import type { ChatMessage, ChatServerEvent } from '@app/contract';
import {
  CHAT_PATHS,
  chatReconnectDelayMs,
  chatSocketUrlOf,
  sealCustomerServicePath,
} from '@app/contract/client';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, SITE_CONFIG } from '../../test/fake-api';
import { renderWithProviders, signIn } from '../../test/render';
import { LiveChatScreen } from './live-chat-screen';
import { customerServiceLinksOf } from './queries';

/** A WebSocket the test drives: it opens at once and takes the events the test pushes. */
class FakeSocket {
  static OPEN = 1;
  static last: FakeSocket | null = null;
  readonly OPEN = 1;
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
    setTimeout(() => {
      this.readyState = 1;
      this.onopen?.();
    }, 0);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
  push(event: ChatServerEvent) {
    act(() => this.onmessage?.({ data: JSON.stringify(event) }));
  }
  drop() {
    this.readyState = 3;
    act(() => this.onclose?.());
  }
}

const CONFIG_ON = { ...SITE_CONFIG, whitelabel: { ...SITE_CONFIG.whitelabel, CBS3: true } };
const message = (id: number, sender: 'member' | 'staff', text: string): ChatMessage => ({
  id,
  sender,
  text,
  pictureUrl: null,
  pictureWidth: null,
  pictureHeight: null,
  createdAt: '2026-11-26T10:00:00.000Z',
});
const CUSTOMER_SERVICE = {
  version: {
    pathList: [
      { type: '1', csType: 'CS', title: 'Live chat', path: '/m/liveChat' },
      {
        type: '3',
        csType: 'telegram',
        title: 'Telegram',
        path: sealCustomerServicePath('https://t.me/help', 'AbCd_-12'),
      },
      {
        type: '3',
        csType: 'evil',
        title: 'Evil',
        path: sealCustomerServicePath('javascript:alert(1)', 'zzzzzzzz'),
      },
    ],
  },
};

function renderChat() {
  const router = createMemoryRouter([{ path: '/m/liveChat', Component: LiveChatScreen }], {
    initialEntries: ['/m/liveChat'],
  });
  renderWithProviders(<RouterProvider router={router} />);
}

const memberApi = (extra: Parameters<typeof fakeApi>[0] = {}) =>
  fakeApi({
    '/wps/system/config': { value: CONFIG_ON },
    '/wps/chat/customer-service': { value: CUSTOMER_SERVICE },
    'POST /wps/chat/ticket': { value: { ticket: 't'.repeat(32), expiresInSeconds: 30 } },
    'GET /wps/chat/messages': {
      value: {
        list: [message(1, 'member', 'I cannot deposit'), message(2, 'staff', 'Which channel?')],
        hasMore: false,
        unReadCount: 1,
        status: 'open',
      },
    },
    'POST /wps/chat/read': { value: { unReadCount: 0 } },
    ...extra,
  });

describe('/m/liveChat (issue 15: the built-in support chat)', () => {
  beforeEach(() => {
    FakeSocket.last = null;
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('shows the history as member and staff bubbles, reads it, and opens the socket with a ticket', async () => {
    signIn(0);
    const api = memberApi();
    renderChat();
    // The file's first render loads the screen and its socket module cold: more than findBy's second.
    expect(await screen.findByText('I cannot deposit', {}, { timeout: 5000 })).toBeTruthy();
    const staff = screen.getByText('Which channel?').closest('li');
    expect(staff?.getAttribute('data-sender')).toBe('staff');
    expect(screen.getByText('I cannot deposit').closest('li')?.getAttribute('data-sender')).toBe('member');
    await waitFor(() => expect(api.callsTo('/wps/chat/read').length).toBeGreaterThan(0));
    await waitFor(() => expect(FakeSocket.last?.url).toMatch(/\/wps\/chat\/socket\?ticket=t{32}$/));
  });

  it("shows the staff's reply and typing as they arrive, and sends the member's typing", async () => {
    signIn(0);
    memberApi();
    renderChat();
    await screen.findByText('I cannot deposit');
    await waitFor(() => expect(FakeSocket.last?.readyState).toBe(1));
    const socket = FakeSocket.last as FakeSocket;
    socket.push({ type: 'typing', username: 'player0', sender: 'staff', typing: true });
    expect(await screen.findByText('Support is typing…')).toBeTruthy();
    socket.push({ type: 'message', username: 'player0', message: message(3, 'staff', 'Bank transfer?') });
    expect(await screen.findByText('Bank transfer?')).toBeTruthy();
    expect(screen.queryByText('Support is typing…')).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Type a message' }), { target: { value: 'Yes' } });
    expect(socket.sent).toContain('{"type":"typing","typing":true}');
  });

  it('sends a text and shows it once', async () => {
    signIn(0);
    const api = memberApi({ 'POST /wps/chat/messages': { value: message(5, 'member', 'Hello there') } });
    renderChat();
    await screen.findByText('I cannot deposit');
    fireEvent.change(screen.getByRole('textbox', { name: 'Type a message' }), {
      target: { value: '  Hello there ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Hello there')).toBeTruthy();
    expect(
      api.calls.find((call) => call.method === 'POST' && call.path === '/wps/chat/messages')?.body,
    ).toEqual({
      text: 'Hello there',
    });
    FakeSocket.last?.push({
      type: 'message',
      username: 'player0',
      message: message(5, 'member', 'Hello there'),
    });
    expect(screen.getAllByText('Hello there')).toHaveLength(1);
  });

  it('shows the offline state when the socket drops', async () => {
    signIn(0);
    memberApi();
    renderChat();
    await waitFor(() => expect(FakeSocket.last?.readyState).toBe(1));
    FakeSocket.last?.drop();
    expect(await screen.findByText('Offline. Reconnecting…')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reconnect' })).toBeTruthy();
  });

  it('offers the other customer-service entries, unsealed and only safe ones', async () => {
    signIn(0);
    memberApi();
    renderChat();
    const telegram = await screen.findByRole('link', { name: 'Telegram' });
    expect(telegram.getAttribute('href')).toBe('https://t.me/help');
    expect(telegram.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByRole('link', { name: 'Evil' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Live chat' })).toBeNull();
  });

  it('refuses a trial account with free_reject and opens no socket', async () => {
    signIn(4);
    const api = memberApi();
    renderChat();
    expect(
      await screen.findByText(
        'This function is not available to trial accounts. Please register a real account.',
      ),
    ).toBeTruthy();
    expect(api.callsTo('/wps/chat/ticket')).toHaveLength(0);
    expect(FakeSocket.last).toBeNull();
  });
});

describe('chat rules', () => {
  it('unseals type 3 paths and drops what is not a safe link', () => {
    expect(customerServiceLinksOf(CUSTOMER_SERVICE.version.pathList)).toEqual([
      { csType: 'CS', title: 'Live chat', path: '/m/liveChat', builtIn: true },
      { csType: 'telegram', title: 'Telegram', path: 'https://t.me/help', builtIn: false },
    ]);
    expect(customerServiceLinksOf([{ type: '3', csType: 'x', title: 'x', path: 'garbage!' }])).toEqual([]);
  });

  it('backs off 1 s, 2 s, 4 s ... up to 30 s and uses wss on https', () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4, 10].map((failures) => chatReconnectDelayMs(failures, middle))).toEqual([
      1000, 2000, 4000, 8000, 30_000,
    ]);
    expect(chatSocketUrlOf(CHAT_PATHS.socket, 'abc', { protocol: 'https:', host: 'm.example' })).toBe(
      'wss://m.example/wps/chat/socket?ticket=abc',
    );
  });
});
