/** What the chat's tests share: a socket that collects its events. */
import type { ChatServerEvent } from '@app/contract';
import WebSocket from 'ws';

export interface TestSocket {
  socket: WebSocket;
  events: ChatServerEvent[];
  /** The first event (seen or to come) that matches. */
  next(match: (event: ChatServerEvent) => boolean, timeoutMs?: number): Promise<ChatServerEvent>;
  send(frame: unknown): void;
  closed: Promise<number>;
  close(): void;
}

/** Opens a socket; rejects with the HTTP status when the upgrade is refused. */
export const openSocket = (url: string): Promise<TestSocket> =>
  new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const events: ChatServerEvent[] = [];
    const waiters: { match: (event: ChatServerEvent) => boolean; done: (event: ChatServerEvent) => void }[] =
      [];
    const closed = new Promise<number>((done) => socket.on('close', (code) => done(code)));
    socket.on('message', (data) => {
      const event = JSON.parse(String(data)) as ChatServerEvent;
      events.push(event);
      for (const waiter of [...waiters]) {
        if (waiter.match(event)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.done(event);
        }
      }
    });
    socket.on('unexpected-response', (_request, response) =>
      reject(new Error(`HTTP ${response.statusCode}`)),
    );
    socket.on('error', reject);
    socket.on('open', () =>
      resolve({
        socket,
        events,
        closed,
        send: (frame) => socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
        close: () => socket.close(),
        next: (match, timeoutMs = 5000) => {
          const seen = events.find(match);
          if (seen) return Promise.resolve(seen);
          return new Promise((done, fail) => {
            const timer = setTimeout(() => fail(new Error('no such chat event in time')), timeoutMs);
            waiters.push({
              match,
              done: (event) => {
                clearTimeout(timer);
                done(event);
              },
            });
          });
        },
      }),
    );
  });
