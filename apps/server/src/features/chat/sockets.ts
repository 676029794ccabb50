/**
 * The chat's two WebSockets, outside the merchant scope: a browser sets no header on a WebSocket,
 * so a socket opens only with a one-time ticket from an HTTP call (the member's from
 * CHAT_PATHS.ticket with their session, the staff's from the operator API with the Operator-Key),
 * given as ?ticket= and taken at once; anything else is refused with 401 before the upgrade.
 * Every process delivers what the pub/sub channel carries to the sockets it holds, so a member on
 * one process and the staff on another hear each other. A frame is at most CHAT_SOCKET_MAX_FRAME
 * bytes and CHAT_SOCKET_RATE per window; beyond, or not a known event, the socket is closed.
 */
import {
  CHAT_CLOSE,
  CHAT_PATHS,
  CHAT_SOCKET_MAX_FRAME,
  CHAT_SOCKET_RATE,
  CHAT_SOCKET_RATE_WINDOW_MS,
  type ChatServerEvent,
  ErrorCode,
} from '@app/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import websocket from '@fastify/websocket';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import type { WebSocket } from 'ws';
import { ApiError } from '../../plugins/errors';
import type { ChatDelivery, ChatService, ChatTicket } from './service';

const tags = ['chat'];
const TicketQuery = Type.Object(
  { ticket: Type.String({ pattern: '^[A-Za-z0-9_-]{32}$' }) },
  { additionalProperties: false },
);
/** Dead connections are found by a ping every so often. */
const HEARTBEAT_MS = 30_000;

export const chatSocketsApi: FastifyPluginAsyncTypebox<{ chat: ChatService }> = async (app, { chat }) => {
  await app.register(websocket, { options: { maxPayload: CHAT_SOCKET_MAX_FRAME } });

  // An upgrade refused before the websocket plugin's own hook saw it (the text guard's 400) would
  // keep its connection open: after any answer to an upgrade request, the connection ends.
  app.addHook('onResponse', async (request) => {
    if (request.raw.headers.upgrade) request.raw.socket?.destroy();
  });

  const memberSockets = new Map<number, Set<WebSocket>>();
  const staffSockets = new Map<string, Set<WebSocket>>();
  const holders = new WeakMap<FastifyRequest, ChatTicket>();
  const alive = new WeakSet<WebSocket>();

  const join = <K>(map: Map<K, Set<WebSocket>>, key: K, socket: WebSocket) => {
    const set = map.get(key) ?? new Set();
    map.set(key, set);
    set.add(socket);
    socket.on('close', () => {
      set.delete(socket);
      if (set.size === 0) map.delete(key);
    });
  };
  const send = (socket: WebSocket, event: ChatServerEvent) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
  };

  const deliver = (delivery: ChatDelivery) => {
    if (delivery.to !== 'staff') {
      for (const socket of memberSockets.get(delivery.memberId) ?? []) send(socket, delivery.event);
    }
    if (delivery.to !== 'member') {
      for (const socket of staffSockets.get(delivery.merchantCode) ?? []) send(socket, delivery.event);
    }
  };
  const unsubscribe = await chat.subscribe(deliver);

  const heartbeat = setInterval(() => {
    for (const set of [...memberSockets.values(), ...staffSockets.values()]) {
      for (const socket of set) {
        if (!alive.has(socket)) {
          socket.terminate();
          continue;
        }
        alive.delete(socket);
        socket.ping();
      }
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    await unsubscribe();
    for (const set of [...memberSockets.values(), ...staffSockets.values()]) {
      for (const socket of set) socket.close(1001, 'server closing');
    }
  });

  /** Takes the ticket (once) before the upgrade; a socket of the wrong kind is refused too. */
  const admit = (kind: ChatTicket['kind']) => async (request: FastifyRequest) => {
    const holder = await chat.redeemTicket((request.query as { ticket?: unknown }).ticket);
    if (!holder || holder.kind !== kind) {
      throw new ApiError(ErrorCode.UNAUTHORIZED, 'Unknown, used or expired chat ticket');
    }
    holders.set(request, holder);
  };

  /** Reads a socket's frames: typing marks and pings, within the size and rate bounds. */
  const listen = (socket: WebSocket, holder: ChatTicket) => {
    alive.add(socket);
    socket.on('pong', () => alive.add(socket));
    let windowStart = Date.now();
    let frames = 0;
    socket.on('message', (data, isBinary) => {
      const now = Date.now();
      if (now - windowStart > CHAT_SOCKET_RATE_WINDOW_MS) {
        windowStart = now;
        frames = 0;
      }
      frames += 1;
      if (frames > CHAT_SOCKET_RATE) {
        socket.close(CHAT_CLOSE.POLICY, 'too many frames');
        return;
      }
      let event: unknown;
      try {
        event = isBinary ? null : JSON.parse(String(data));
      } catch {
        event = null;
      }
      const frame = event as { type?: unknown; typing?: unknown; username?: unknown } | null;
      if (frame?.type === 'ping') {
        send(socket, { type: 'pong' });
        return;
      }
      const username = typeof frame?.username === 'string' ? frame.username.slice(0, 64) : undefined;
      if (frame?.type !== 'typing' || typeof frame.typing !== 'boolean') {
        socket.close(CHAT_CLOSE.POLICY, 'unknown frame');
        return;
      }
      chat
        .typing(holder, frame.typing, username)
        .catch((error: unknown) => app.log.warn({ err: error }, 'chat typing delivery failed'));
    });
  };

  app.get(
    CHAT_PATHS.socket,
    {
      websocket: true,
      preValidation: admit('member'),
      schema: {
        tags,
        summary:
          "The member's chat socket (WebSocket): ?ticket= from the ticket call; events ChatServerEvent",
        querystring: TicketQuery,
      },
    },
    async (socket, request) => {
      const holder = holders.get(request);
      if (holder?.kind !== 'member') {
        socket.close(CHAT_CLOSE.TICKET, 'no ticket');
        return;
      }
      join(memberSockets, holder.memberId, socket);
      listen(socket, holder);
      send(socket, { type: 'ready', unReadCount: await chat.memberUnreadOf(holder.memberId) });
    },
  );

  app.get(
    CHAT_PATHS.staffSocket,
    {
      websocket: true,
      preValidation: admit('staff'),
      schema: {
        tags,
        summary: "The staff's chat socket (WebSocket): ?ticket= from the operator's chat-ticket call",
        querystring: TicketQuery,
      },
    },
    async (socket, request) => {
      const holder = holders.get(request);
      if (holder?.kind !== 'staff') {
        socket.close(CHAT_CLOSE.TICKET, 'no ticket');
        return;
      }
      join(staffSockets, holder.merchantCode, socket);
      listen(socket, holder);
      send(socket, { type: 'ready', unReadCount: await chat.staffUnreadTotal(holder.merchantCode) });
    },
  );
};
