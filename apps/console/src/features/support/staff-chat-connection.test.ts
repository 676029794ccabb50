import type { ChatServerEvent } from '@app/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type Reply } from '../../test/fake-api';
import { type ChatSocketState, connectStaffChat } from './staff-chat-connection';

/** A WebSocket the test opens, feeds and drops by hand. */
class FakeSocket {
  static OPEN = 1;
  static all: FakeSocket[] = [];
  readonly OPEN = 1;
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  drop() {
    this.readyState = 3;
    this.onclose?.();
  }
}

const TICKET = `/wps/operator/merchants/DEMO/chat-ticket`;
const ticketReply = (n: number): Reply => ({
  value: { ticket: `${'t'.repeat(31)}${n}`, expiresInSeconds: 30 },
});

beforeEach(() => {
  FakeSocket.all = [];
  vi.useFakeTimers();
  vi.stubGlobal('WebSocket', FakeSocket);
  // The middle of the jitter: the delays are exactly 1 s, 2 s, 4 s ...
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function watch() {
  const states: ChatSocketState[] = [];
  const events: ChatServerEvent[] = [];
  const connection = connectStaffChat('DEMO', {
    onEvent: (event) => events.push(event),
    onState: (state) => states.push(state),
  });
  return { states, events, connection };
}

describe('the staff chat connection', () => {
  it('opens with a fresh ticket, hands on events, sends typing naming the member, and pings', async () => {
    const api = fakeApi({ [`POST ${TICKET}`]: ticketReply(1) });
    const { states, events, connection } = watch();
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    const socket = FakeSocket.all[0] as FakeSocket;
    expect(socket.url).toBe(`ws://localhost:3000/wps/chat/staff-socket?ticket=${'t'.repeat(31)}1`);
    socket.open();
    expect(states).toEqual(['connecting', 'open']);

    socket.onmessage?.({
      data: JSON.stringify({ type: 'typing', username: 'alice', sender: 'member', typing: true }),
    });
    socket.onmessage?.({ data: 'not json' });
    expect(events).toEqual([{ type: 'typing', username: 'alice', sender: 'member', typing: true }]);

    connection.sendTyping('alice', true);
    await vi.advanceTimersByTimeAsync(25_000);
    expect(socket.sent).toEqual([{ type: 'typing', typing: true, username: 'alice' }, { type: 'ping' }]);
    expect(api.callsTo('POST', TICKET)).toHaveLength(1);
    connection.close();
  });

  it('comes back after a drop with a growing delay, each time with a new ticket', async () => {
    const api = fakeApi({
      [`POST ${TICKET}`]: [ticketReply(1), { status: 503, errorCode: 'INTERNAL' }, ticketReply(3)],
    });
    const { states, connection } = watch();
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    (FakeSocket.all[0] as FakeSocket).open();
    (FakeSocket.all[0] as FakeSocket).drop();
    expect(states.at(-1)).toBe('offline');

    // 1 s later: a ticket call that fails; then 2 s more: the next, which opens a socket.
    await vi.advanceTimersByTimeAsync(999);
    expect(api.callsTo('POST', TICKET)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.callsTo('POST', TICKET)).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(api.callsTo('POST', TICKET)).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(2));
    (FakeSocket.all[1] as FakeSocket).open();
    expect(states.at(-1)).toBe('open');
    connection.close();
    // Closed by the page: no more attempts.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(api.callsTo('POST', TICKET)).toHaveLength(3);
  });

  it('stops when the ticket is refused (the session ended or the role may not)', async () => {
    const api = fakeApi({ [`POST ${TICKET}`]: { status: 403, errorCode: 'FORBIDDEN' } });
    const { states } = watch();
    await vi.waitFor(() => expect(states).toEqual(['connecting', 'refused']));
    await vi.advanceTimersByTimeAsync(120_000);
    expect(api.callsTo('POST', TICKET)).toHaveLength(1);
    expect(FakeSocket.all).toHaveLength(0);
  });
});
