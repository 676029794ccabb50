/**
 * The staff's chat socket of one merchant (decision 0044): a one-time ticket from the operator API
 * opens it (a browser sets no CSRF header on a WebSocket, so the socket does not take the session
 * itself). It carries every chat event of the merchant (messages, typing, read marks, closes), and
 * takes the staff's typing marks naming the member and pings. When it drops it comes back by itself
 * (1 s, 2 s, 4 s ... at most 30 s, with jitter), at once when the browser is online again; a
 * refused ticket (the session ended, a role without the call) stops it.
 */
import type { ChatServerEvent } from '@app/contract';
import { CHAT_PATHS, CHAT_PING_MS, chatReconnectDelayMs, chatSocketUrlOf } from '@app/contract/client';
import { isApiError } from '../../lib/api-client';
import { fetchChatTicket } from './support-api';

export type ChatSocketState = 'connecting' | 'open' | 'offline' | 'refused';

export interface StaffChatConnection {
  /** Tells the member that the staff is (or stopped) writing to them. */
  sendTyping(username: string, typing: boolean): void;
  close(): void;
}

export function connectStaffChat(
  merchantCode: string,
  handlers: { onEvent: (event: ChatServerEvent) => void; onState: (state: ChatSocketState) => void },
): StaffChatConnection {
  let socket: WebSocket | null = null;
  let failures = 0;
  let closed = false;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let pingTimer: ReturnType<typeof setInterval> | null = null;

  const clearTimers = () => {
    if (retryTimer) clearTimeout(retryTimer);
    if (pingTimer) clearInterval(pingTimer);
    retryTimer = null;
    pingTimer = null;
  };

  const scheduleRetry = () => {
    if (closed) return;
    handlers.onState('offline');
    failures += 1;
    clearTimers();
    retryTimer = setTimeout(open, chatReconnectDelayMs(failures));
  };

  async function open() {
    if (closed) return;
    clearTimers();
    handlers.onState('connecting');
    let ticket: string;
    try {
      ticket = (await fetchChatTicket(merchantCode)).ticket;
    } catch (error) {
      if (isApiError(error) && (error.status === 401 || error.status === 403)) {
        handlers.onState('refused');
        return;
      }
      scheduleRetry();
      return;
    }
    if (closed) return;
    const next = new WebSocket(chatSocketUrlOf(CHAT_PATHS.staffSocket, ticket, window.location));
    socket = next;
    next.onopen = () => {
      failures = 0;
      handlers.onState('open');
      pingTimer = setInterval(
        () => next.readyState === WebSocket.OPEN && next.send(JSON.stringify({ type: 'ping' })),
        CHAT_PING_MS,
      );
    };
    next.onmessage = (message) => {
      let event: ChatServerEvent;
      try {
        event = JSON.parse(String(message.data)) as ChatServerEvent;
      } catch {
        return; // Not an event of this protocol: nothing to show.
      }
      handlers.onEvent(event);
    };
    next.onclose = () => {
      if (socket !== next) return;
      socket = null;
      scheduleRetry();
    };
  }

  const online = () => {
    if (!socket && !closed) {
      failures = 0;
      void open();
    }
  };
  window.addEventListener('online', online);
  void open();

  return {
    sendTyping(username, typing) {
      if (socket?.readyState === WebSocket.OPEN)
        socket.send(JSON.stringify({ type: 'typing', typing, username }));
    },
    close() {
      closed = true;
      clearTimers();
      window.removeEventListener('online', online);
      const current = socket;
      socket = null;
      current?.close();
    },
  };
}
