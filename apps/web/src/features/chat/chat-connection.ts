/**
 * The member's chat socket (decision 0044): a one-time ticket from CHAT_CALLS.ticket opens it
 * (a browser sets no header on a WebSocket). When it drops it comes back by itself with a growing
 * delay (1 s, 2 s, 4 s ... at most 30 s, with jitter), at once when the browser is online again;
 * a refused ticket call (signed out, trial, chat off) stops it. Loaded only with the chat screen.
 */
import type { ChatServerEvent } from '@app/contract';
import {
  CHAT_CALLS,
  CHAT_PATHS,
  CHAT_PING_MS,
  chatReconnectDelayMs,
  chatSocketUrlOf,
} from '@app/contract/client';
import { ApiError, call } from '../../app/api-client';

export type ChatConnectionState = 'connecting' | 'open' | 'offline' | 'refused';

export interface ChatConnection {
  sendTyping(typing: boolean): void;
  /** Tries again now (the offline state's button). */
  retry(): void;
  close(): void;
}

export function connectChat(handlers: {
  onEvent: (event: ChatServerEvent) => void;
  onState: (state: ChatConnectionState) => void;
}): ChatConnection {
  let socket: WebSocket | null = null;
  let failures = 0;
  let closed = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let ping: ReturnType<typeof setInterval> | null = null;

  const clearTimers = () => {
    if (timer) clearTimeout(timer);
    if (ping) clearInterval(ping);
    timer = null;
    ping = null;
  };

  const scheduleRetry = () => {
    if (closed) return;
    handlers.onState('offline');
    failures += 1;
    clearTimers();
    timer = setTimeout(open, chatReconnectDelayMs(failures));
  };

  async function open() {
    if (closed) return;
    clearTimers();
    handlers.onState('connecting');
    let ticket: string;
    try {
      ticket = (await call(CHAT_CALLS.ticket)).ticket;
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
        handlers.onState('refused');
        return;
      }
      scheduleRetry();
      return;
    }
    if (closed) return;
    const next = new WebSocket(chatSocketUrlOf(CHAT_PATHS.socket, ticket, window.location));
    socket = next;
    next.onopen = () => {
      failures = 0;
      handlers.onState('open');
      ping = setInterval(
        () => next.readyState === WebSocket.OPEN && next.send('{"type":"ping"}'),
        CHAT_PING_MS,
      );
    };
    next.onmessage = (message) => {
      try {
        handlers.onEvent(JSON.parse(String(message.data)) as ChatServerEvent);
      } catch {
        // Not an event of this protocol: nothing to show.
      }
    };
    next.onclose = () => {
      if (socket === next) socket = null;
      scheduleRetry();
    };
  }

  const online = () => {
    if (!socket) {
      failures = 0;
      void open();
    }
  };
  window.addEventListener('online', online);
  void open();

  return {
    sendTyping(typing) {
      if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: 'typing', typing }));
    },
    retry: online,
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
