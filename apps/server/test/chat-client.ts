/** What the chat's tests share: a socket that collects its events, and pictures built from bytes. */
import { crc32, deflateSync } from 'node:zlib';
import type { ChatServerEvent } from '@app/contract';
import WebSocket from 'ws';

/** A whole PNG of this size (the reader checks chunks and CRCs, it decodes nothing). */
export const pngOf = (width: number, height: number): Buffer => {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc((width + 1) * Math.min(height, 4)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

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
