/**
 * The live chat: launch (built-in screen or the operator's external chat), the customer-service
 * entries (type '3' sealed), one-time socket tickets, a member's own conversation only, live
 * delivery and typing both ways, unread counts on both sides, pictures (valid, invalid, oversized:
 * nothing stored), trial and CBS3 refusals, hostile input, the staff's operator API and CLI.
 */
import {
  CHAT_CLOSE,
  CHAT_SOCKET_MAX_FRAME,
  CHAT_SOCKET_RATE,
  type ChatConversation,
  type ChatHistoryValue,
  type ChatMessage,
  type CustomerServiceValue,
  ErrorCode,
  isSafeLink,
  unsealCustomerServicePath,
} from '@app/contract';
import { count, like } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTestConfig, createAccountClient } from '../../../test/account-client';
import { openSocket } from '../../../test/chat-client';
import { operatorCli } from '../../../test/operator-cli';
import { pngOf } from '../../../test/pictures';
import { createTestApp, operatorHeaders, type TestApp } from '../../../test/test-app';
import { operatorAudit } from '../../db/tables';
import { chatMessages, chatPictures } from './tables';

describe('live chat', () => {
  let t: TestApp;
  let url: string;
  let wsUrl: string;
  /** The chatting member's session token and username. */
  let demo: string;
  const player = `chat${Math.random().toString(36).slice(2, 10)}`;
  let agent: string;
  /** The app's clock runs this far ahead of the real one. */
  let clockOffset = 0;

  beforeAll(async () => {
    t = await createTestApp(accountTestConfig(), { clock: () => Date.now() + clockOffset });
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    wsUrl = url.replace('http', 'ws');
    const accounts = createAccountClient(t, { merchant: 'DEMO' });
    // A member of its own: the demo player's seeded history would change every count here.
    const registered = await accounts.register({
      username: player,
      password: 'Chat2468x',
      confirmPassword: 'Chat2468x',
    });
    expect(registered.statusCode, registered.body).toBe(200);
    demo = registered.json().value.token;
    agent = (await accounts.loginOk('agent', 'Agent1234')).token;
  });
  afterAll(() => t?.close());

  const as = (token: string | null, method: 'GET' | 'POST', path: string, payload?: object) =>
    t.app.inject({
      method,
      url: path,
      headers: { merchant: 'DEMO', ...(token ? { authorization: token } : {}) },
      ...(payload ? { payload } : {}),
    });
  const staff = (method: 'GET' | 'POST' | 'PATCH', path: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/wps/operator/merchants/DEMO${path}`,
      headers: { ...operatorHeaders, 'operator-actor': 'agent-anna' },
      ...(payload ? { payload } : {}),
    });
  const okValue = <T>(response: LightMyRequestResponse): T => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value as T;
  };
  const expectError = (response: LightMyRequestResponse, status: number, errorCode: string) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ success: false, errorCode });
  };
  const memberSocket = async (token: string) => {
    const { ticket } = okValue<{ ticket: string }>(await as(token, 'POST', '/wps/chat/ticket'));
    return openSocket(`${wsUrl}/wps/chat/socket?ticket=${ticket}`);
  };
  const staffSocket = async () => {
    const { ticket } = okValue<{ ticket: string }>(await staff('POST', '/chat-ticket'));
    return openSocket(`${wsUrl}/wps/chat/staff-socket?ticket=${ticket}`);
  };
  const setConfig = async (patch: object) => okValue(await staff('PATCH', '/config', patch));
  const pictureRows = async () => Number((await t.app.db.select({ n: count() }).from(chatPictures))[0]?.n);
  const messageRows = async () => Number((await t.app.db.select({ n: count() }).from(chatMessages))[0]?.n);

  describe('who may chat', () => {
    it('refuses a visitor (401), a trial account (403 FREE_REJECT) and every call with CBS3 off', async () => {
      const before = await messageRows();
      for (const [method, path] of [
        ['GET', '/wps/chat/launch'],
        ['GET', '/wps/chat/unread-count'],
        ['POST', '/wps/chat/ticket'],
        ['GET', '/wps/chat/messages'],
      ] as const) {
        expectError(await as(null, method, path), 401, ErrorCode.UNAUTHORIZED);
      }
      const trial = okValue<{ token: string }>(await as(null, 'POST', '/wps/session/trial'));
      expectError(await as(trial.token, 'GET', '/wps/chat/launch'), 403, ErrorCode.FREE_REJECT);
      expectError(
        await as(trial.token, 'POST', '/wps/chat/messages', { text: 'hi' }),
        403,
        ErrorCode.FREE_REJECT,
      );
      expectError(await as(trial.token, 'POST', '/wps/chat/ticket'), 403, ErrorCode.FREE_REJECT);

      await setConfig({ whitelabel: { CBS3: false } });
      try {
        expectError(await as(demo, 'GET', '/wps/chat/launch'), 403, ErrorCode.FEATURE_DISABLED);
        expectError(
          await as(demo, 'POST', '/wps/chat/messages', { text: 'hi' }),
          403,
          ErrorCode.FEATURE_DISABLED,
        );
        expectError(await as(demo, 'POST', '/wps/chat/ticket'), 403, ErrorCode.FEATURE_DISABLED);
        const cs = okValue<CustomerServiceValue>(await as(null, 'GET', '/wps/chat/customer-service'));
        expect(cs.version.pathList.map((entry) => entry.csType)).not.toContain('CS');
      } finally {
        await setConfig({ whitelabel: { CBS3: true } });
      }
      expect(await messageRows()).toBe(before);
    });
  });

  describe('launch and customer service', () => {
    it('answers the built-in chat screen with the useful parameters, CN variants collapsed', async () => {
      const { chatUrl } = okValue<{ chatUrl: string }>(
        await as(
          demo,
          'GET',
          `/wps/chat/launch?b2c=1&language=zh-CN&backUrl=${encodeURIComponent('/m/message')}&headerColor=%23112233&title=${encodeURIComponent('Support <script>')}`,
        ),
      );
      const address = new URL(chatUrl, 'https://site.example');
      expect(address.pathname).toBe('/m/liveChat');
      expect(Object.fromEntries(address.searchParams)).toEqual({
        language: 'CN',
        backUrl: '/m/message',
        headerColor: '#112233',
        title: 'Support script',
      });
      for (const language of ['CN', 'zh', 'zh_Hans', 'cn-sg']) {
        const value = okValue<{ chatUrl: string }>(
          await as(demo, 'GET', `/wps/chat/launch?language=${language}`),
        );
        expect(new URL(value.chatUrl, 'https://x.example').searchParams.get('language')).toBe('CN');
      }
      // An outside back address, a colour that is not one: left out.
      const hostile = okValue<{ chatUrl: string }>(
        await as(
          demo,
          'GET',
          `/wps/chat/launch?backUrl=${encodeURIComponent('https://evil.example')}&headerColor=red;x`,
        ),
      );
      const params = new URL(hostile.chatUrl, 'https://x.example').searchParams;
      expect(params.has('backUrl')).toBe(false);
      expect(params.has('headerColor')).toBe(false);
    });

    it("answers the operator's external chat when set, which wins", async () => {
      expectError(
        await staff('PATCH', '/config', { externalChatUrl: 'javascript:alert(1)' }),
        400,
        ErrorCode.VALIDATION_FAILED,
      );
      await setConfig({ externalChatUrl: 'https://chat.operator.example/room' });
      try {
        expect(
          okValue<{ chatUrl: string }>(await as(demo, 'GET', '/wps/chat/launch?language=EN')).chatUrl,
        ).toBe('https://chat.operator.example/room');
        const cs = okValue<CustomerServiceValue>(await as(null, 'GET', '/wps/chat/customer-service'));
        const chat = cs.version.pathList.find((entry) => entry.csType === 'CS');
        expect(chat?.type).toBe('3');
        expect(unsealCustomerServicePath(chat?.path ?? '')).toBe('https://chat.operator.example/room');
      } finally {
        await setConfig({ externalChatUrl: '' });
      }
      expect(okValue<{ chatUrl: string }>(await as(demo, 'GET', '/wps/chat/launch')).chatUrl).toMatch(
        /^\/m\/liveChat\?/,
      );
    });

    it("lists the built-in chat and the operator's entries, their paths sealed as type '3'", async () => {
      const { pathList } = okValue<CustomerServiceValue>(
        await as(null, 'GET', '/wps/chat/customer-service'),
      ).version;
      expect(pathList[0]).toEqual({ type: '1', csType: 'CS', title: 'Live chat', path: '/m/liveChat' });
      const sealed = pathList.slice(1);
      expect(sealed.map((entry) => entry.csType)).toEqual(['whatsapp', 'telegram']);
      for (const entry of sealed) {
        expect(entry.type).toBe('3');
        expect(entry.path).not.toMatch(/^https:/);
        const path = unsealCustomerServicePath(entry.path);
        expect(isSafeLink(path)).toBe(true);
      }
      expect(unsealCustomerServicePath(sealed[0]?.path ?? '')).toBe('https://wa.me/84901234567');
    });
  });

  describe('tickets', () => {
    it('opens one socket once; a used, wrong, expired or staff ticket is refused with 401', async () => {
      const { ticket } = okValue<{ ticket: string }>(await as(demo, 'POST', '/wps/chat/ticket'));
      const first = await openSocket(`${wsUrl}/wps/chat/socket?ticket=${ticket}`);
      expect(await first.next((event) => event.type === 'ready')).toMatchObject({ type: 'ready' });
      first.close();
      await expect(openSocket(`${wsUrl}/wps/chat/socket?ticket=${ticket}`)).rejects.toThrow('HTTP 401');
      await expect(openSocket(`${wsUrl}/wps/chat/socket?ticket=${'x'.repeat(32)}`)).rejects.toThrow(
        'HTTP 401',
      );
      await expect(openSocket(`${wsUrl}/wps/chat/socket`)).rejects.toThrow('HTTP 401');
      await expect(openSocket(`${wsUrl}/wps/chat/socket?ticket=%00`)).rejects.toThrow(/HTTP 40/);
      const staffTicket = okValue<{ ticket: string }>(await staff('POST', '/chat-ticket')).ticket;
      await expect(openSocket(`${wsUrl}/wps/chat/socket?ticket=${staffTicket}`)).rejects.toThrow('HTTP 401');
      const memberTicket = okValue<{ ticket: string }>(await as(demo, 'POST', '/wps/chat/ticket')).ticket;
      await expect(openSocket(`${wsUrl}/wps/chat/staff-socket?ticket=${memberTicket}`)).rejects.toThrow(
        'HTTP 401',
      );
    });

    it('refuses a ticket older than 30 s', async () => {
      const { ticket } = okValue<{ ticket: string }>(await as(demo, 'POST', '/wps/chat/ticket'));
      clockOffset = 31_000;
      try {
        await expect(openSocket(`${wsUrl}/wps/chat/socket?ticket=${ticket}`)).rejects.toThrow('HTTP 401');
      } finally {
        clockOffset = 0;
      }
    });
  });

  describe('a conversation', () => {
    it('delivers messages and typing live both ways, keeps each member to their own, counts unread on both sides', async () => {
      const member = await memberSocket(demo);
      const other = await memberSocket(agent);
      const desk = await staffSocket();
      await member.next((event) => event.type === 'ready');
      await desk.next((event) => event.type === 'ready');

      const sent = okValue<ChatMessage>(
        await as(demo, 'POST', '/wps/chat/messages', { text: '  I cannot deposit  ' }),
      );
      expect(sent).toMatchObject({ sender: 'member', text: 'I cannot deposit', pictureUrl: null });
      expect(await desk.next((event) => event.type === 'message')).toEqual({
        type: 'message',
        username: player,
        message: sent,
      });

      member.send({ type: 'typing', typing: true });
      expect(await desk.next((event) => event.type === 'typing')).toEqual({
        type: 'typing',
        username: player,
        sender: 'member',
        typing: true,
      });
      desk.send({ type: 'typing', typing: true, username: player });
      expect(await member.next((event) => event.type === 'typing')).toMatchObject({
        sender: 'staff',
        typing: true,
      });

      const list = okValue<{ list: ChatConversation[]; staffUnread: number }>(await staff('GET', '/chats'));
      expect(list.list.find((chat) => chat.username === player)).toMatchObject({
        status: 'open',
        staffUnread: 1,
        memberUnread: 0,
      });

      const reply = okValue<ChatMessage>(
        await staff('POST', `/chats/${player}/messages`, { text: 'Which channel?' }),
      );
      expect(
        await member.next((event) => event.type === 'message' && event.message.sender === 'staff'),
      ).toEqual({
        type: 'message',
        username: player,
        message: reply,
      });
      expect(
        okValue<{ unReadCount: number }>(await as(demo, 'GET', '/wps/chat/unread-count')).unReadCount,
      ).toBe(1);
      // The staff's reply read the member's message: nothing unread on the staff's side.
      expect(
        okValue<{ list: ChatConversation[] }>(await staff('GET', '/chats')).list.find(
          (c) => c.username === player,
        ),
      ).toMatchObject({ staffUnread: 0, memberUnread: 1 });

      okValue(await as(demo, 'POST', '/wps/chat/read'));
      expect(
        okValue<{ unReadCount: number }>(await as(demo, 'GET', '/wps/chat/unread-count')).unReadCount,
      ).toBe(0);
      expect(await desk.next((event) => event.type === 'read')).toMatchObject({
        username: player,
        reader: 'member',
      });

      okValue(await as(demo, 'POST', '/wps/chat/messages', { text: 'Bank transfer' }));
      expect(
        okValue<{ list: ChatConversation[] }>(await staff('GET', '/chats')).list.find(
          (c) => c.username === player,
        ),
      ).toMatchObject({ staffUnread: 1 });
      okValue(await staff('POST', `/chats/${player}/read`));
      expect(
        okValue<{ list: ChatConversation[] }>(await staff('GET', '/chats')).list.find(
          (c) => c.username === player,
        ),
      ).toMatchObject({ staffUnread: 0 });

      // The other member saw none of it and has nothing in their history.
      expect(other.events.filter((event) => event.type !== 'ready')).toEqual([]);
      expect(okValue<ChatHistoryValue>(await as(agent, 'GET', '/wps/chat/messages')).list).toEqual([]);
      const history = okValue<ChatHistoryValue>(await as(demo, 'GET', '/wps/chat/messages'));
      expect(history.list.map((message) => message.text)).toEqual([
        'I cannot deposit',
        'Which channel?',
        'Bank transfer',
      ]);

      for (const socket of [member, other, desk]) socket.close();
    });

    it('pages the history backwards', async () => {
      for (let index = 0; index < 5; index += 1) {
        okValue(await as(agent, 'POST', '/wps/chat/messages', { text: `message ${index}` }));
      }
      const newest = okValue<ChatHistoryValue>(await as(agent, 'GET', '/wps/chat/messages?pageSize=2'));
      expect(newest.list.map((message) => message.text)).toEqual(['message 3', 'message 4']);
      expect(newest.hasMore).toBe(true);
      const older = okValue<ChatHistoryValue>(
        await as(agent, 'GET', `/wps/chat/messages?pageSize=2&before=${newest.list[0]?.id}`),
      );
      expect(older.list.map((message) => message.text)).toEqual(['message 1', 'message 2']);
      const oldest = okValue<ChatHistoryValue>(
        await as(agent, 'GET', `/wps/chat/messages?pageSize=2&before=${older.list[0]?.id}`),
      );
      expect(oldest).toMatchObject({ hasMore: false });
      expect(oldest.list.map((message) => message.text)).toEqual(['message 0']);
    });

    it('closes a conversation (audited); the next message opens it again', async () => {
      const member = await memberSocket(demo);
      const closed = okValue<ChatConversation>(await staff('POST', `/chats/${player}/close`));
      expect(closed.status).toBe('closed');
      expect(await member.next((event) => event.type === 'closed')).toEqual({
        type: 'closed',
        username: player,
      });
      const audits = await t.app.db.select().from(operatorAudit).where(like(operatorAudit.target, 'chat:%'));
      expect(audits).toHaveLength(1);
      expect(audits[0]).toMatchObject({
        merchantCode: 'DEMO',
        actor: 'agent-anna',
        target: expect.stringMatching(/^chat:\d+$/),
        before: { status: 'open' },
        after: { status: 'closed' },
      });
      okValue(await as(demo, 'POST', '/wps/chat/messages', { text: 'Still there?' }));
      expect(okValue<ChatHistoryValue>(await as(demo, 'GET', '/wps/chat/messages')).status).toBe('open');
      expectError(await staff('POST', '/chats/nobody-here/close'), 404, ErrorCode.NOT_FOUND);
      expectError(
        await t.app.inject({
          method: 'GET',
          url: '/wps/operator/merchants/NOPE/chats',
          headers: operatorHeaders,
        }),
        404,
        ErrorCode.MERCHANT_UNKNOWN,
      );
      member.close();
    });
  });

  describe("the staff's list", () => {
    it('pages the chats latest activity first, searches a username (any case, wildcards literal) and keeps the unread ones', async () => {
      const accounts = createAccountClient(t, { merchant: 'DEMO' });
      const tag = Math.random().toString(36).slice(2, 8);
      const names = [`pg${tag}a`, `pg${tag}b`, `pg${tag}c`];
      const tokens: string[] = [];
      for (const username of names) {
        const registered = await accounts.register({
          username,
          password: 'Chat2468x',
          confirmPassword: 'Chat2468x',
        });
        expect(registered.statusCode, registered.body).toBe(200);
        tokens.push(registered.json().value.token);
      }
      for (const [index, token] of tokens.entries()) {
        okValue(await as(token, 'POST', '/wps/chat/messages', { text: `hello ${index}` }));
      }
      type Page = {
        list: ChatConversation[];
        total: number;
        pageNo: number;
        pageSize: number;
        staffUnread: number;
      };
      const first = okValue<Page>(await staff('GET', '/chats?pageSize=2'));
      expect(first).toMatchObject({ pageNo: 1, pageSize: 2 });
      expect(first.total).toBeGreaterThanOrEqual(3);
      // The newest activity first: c wrote last.
      expect(first.list.map((chat) => chat.username)).toEqual([names[2], names[1]]);
      const second = okValue<Page>(await staff('GET', '/chats?pageSize=2&pageNo=2'));
      expect(second.list[0]?.username).toBe(names[0]);

      const searched = okValue<Page>(await staff('GET', `/chats?search=PG${tag.toUpperCase()}`));
      expect(searched.total).toBe(3);
      expect(searched.list.map((chat) => chat.username)).toEqual([names[2], names[1], names[0]]);
      const paged = okValue<Page>(await staff('GET', `/chats?search=${tag}&pageSize=1&pageNo=3`));
      expect(paged).toMatchObject({ total: 3, pageNo: 3, pageSize: 1 });
      expect(paged.list.map((chat) => chat.username)).toEqual([names[0]]);
      expect(okValue<Page>(await staff('GET', `/chats?search=${tag}b`)).list.map((c) => c.username)).toEqual([
        names[1],
      ]);
      expect(okValue<Page>(await staff('GET', '/chats?search=%25')).total).toBe(0);
      expect(okValue<Page>(await staff('GET', '/chats?search=_')).total).toBe(0);

      // A new message bumps a chat to the top of page 1; reading one drops it from the unread filter.
      okValue(await as(tokens[0] as string, 'POST', '/wps/chat/messages', { text: 'anyone?' }));
      expect(okValue<Page>(await staff('GET', '/chats?pageSize=1')).list[0]?.username).toBe(names[0]);
      okValue(await staff('POST', `/chats/${names[1]}/read`));
      const unread = okValue<Page>(await staff('GET', `/chats?search=${tag}&unread=true`));
      expect(unread.list.map((chat) => chat.username)).toEqual([names[0], names[2]]);
      const all = okValue<Page>(await staff('GET', '/chats?unread=true&pageSize=100'));
      expect(all.list.every((chat) => chat.staffUnread > 0)).toBe(true);
      expect(all.staffUnread).toBe(all.list.reduce((sum, chat) => sum + chat.staffUnread, 0));

      expectError(await staff('GET', '/chats?pageSize=101'), 400, ErrorCode.VALIDATION_FAILED);
      expectError(await staff('GET', '/chats?pageNo=0'), 400, ErrorCode.VALIDATION_FAILED);
      expectError(await staff('GET', `/chats?search=${'x'.repeat(65)}`), 400, ErrorCode.VALIDATION_FAILED);
    });
  });

  describe('pictures', () => {
    it('stores and serves a PNG, delivered live to the staff', async () => {
      const desk = await staffSocket();
      const png = pngOf(64, 48);
      const sent = okValue<ChatMessage>(
        await as(demo, 'POST', '/wps/chat/pictures', { image: png.toString('base64') }),
      );
      expect(sent).toMatchObject({ sender: 'member', text: '', pictureWidth: 64, pictureHeight: 48 });
      expect(sent.pictureUrl).toMatch(/^\/wps\/chat\/picture\/[A-Za-z0-9_-]{22}$/);
      expect(
        await desk.next((event) => event.type === 'message' && event.message.id === sent.id),
      ).toBeTruthy();
      const served = await t.app.inject({ method: 'GET', url: sent.pictureUrl ?? '' });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.equals(png)).toBe(true);
      const reply = okValue<ChatMessage>(
        await staff('POST', `/chats/${player}/pictures`, { image: pngOf(10, 10).toString('base64') }),
      );
      expect(reply).toMatchObject({ sender: 'staff', pictureWidth: 10 });
      expect(
        (await t.app.inject({ method: 'GET', url: '/wps/chat/picture/AAAAAAAAAAAAAAAAAAAAAA' })).statusCode,
      ).toBe(404);
      desk.close();
    });

    it('refuses what is not a PNG or JPEG, too large a side or too many bytes, and stores nothing', async () => {
      const before = { pictures: await pictureRows(), messages: await messageRows() };
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      const cut = pngOf(20, 20).subarray(0, 40);
      for (const bytes of [svg, cut, pngOf(5000, 10), Buffer.from('GIF89a........')]) {
        const response = await as(demo, 'POST', '/wps/chat/pictures', { image: bytes.toString('base64') });
        expectError(response, 400, ErrorCode.VALIDATION_FAILED);
        expect(response.json().value.fields.image).toMatch(/PNG or JPEG/);
      }
      expectError(
        await as(demo, 'POST', '/wps/chat/pictures', { image: 'not base64!' }),
        400,
        ErrorCode.VALIDATION_FAILED,
      );
      expectError(
        await as(demo, 'POST', '/wps/chat/pictures', { image: 1e20 }),
        400,
        ErrorCode.VALIDATION_FAILED,
      );
      const oversized = Buffer.concat([pngOf(100, 100), Buffer.alloc(5 * 1024 * 1024)]);
      const tooBig = await as(demo, 'POST', '/wps/chat/pictures', { image: oversized.toString('base64') });
      expect([400, 413]).toContain(tooBig.statusCode);
      expect({ pictures: await pictureRows(), messages: await messageRows() }).toEqual(before);
    });
  });

  describe('hostile input', () => {
    it('refuses empty, control, NUL, lone-surrogate and oversized texts and stores nothing', async () => {
      const before = await messageRows();
      for (const text of ['', '   \n ', 'bell\u0007', 'rtl\u202Eoverride', 'x'.repeat(1001)]) {
        expectError(await as(demo, 'POST', '/wps/chat/messages', { text }), 400, ErrorCode.VALIDATION_FAILED);
      }
      const nul = await t.app.inject({
        method: 'POST',
        url: '/wps/chat/messages',
        headers: { merchant: 'DEMO', authorization: demo, 'content-type': 'application/json' },
        payload: '{"text":"a\\u0000b"}',
      });
      expect(nul.statusCode).toBe(400);
      const surrogate = await t.app.inject({
        method: 'POST',
        url: '/wps/chat/messages',
        headers: { merchant: 'DEMO', authorization: demo, 'content-type': 'application/json' },
        payload: '{"text":"a\\ud800b"}',
      });
      expect(surrogate.statusCode).toBe(400);
      expectError(
        await as(demo, 'POST', '/wps/chat/messages', { text: 1e20 }),
        400,
        ErrorCode.VALIDATION_FAILED,
      );
      expectError(await as(demo, 'GET', '/wps/chat/messages?before=1e20'), 400, ErrorCode.VALIDATION_FAILED);
      expect(await messageRows()).toBe(before);
      // Script is only text: stored as written, answered as JSON, shown as text by the site.
      const script = okValue<ChatMessage>(
        await as(demo, 'POST', '/wps/chat/messages', { text: '<img src=x onerror=alert(1)>' }),
      );
      expect(script.text).toBe('<img src=x onerror=alert(1)>');
    });

    it('closes a socket that sends too large a frame, an unknown one or too many', async () => {
      const big = await memberSocket(demo);
      big.send({ type: 'typing', typing: true, pad: 'x'.repeat(CHAT_SOCKET_MAX_FRAME) });
      expect(await big.closed).toBe(1009);
      const unknown = await memberSocket(demo);
      unknown.send('{"type":"send","text":"over the socket"}');
      expect(await unknown.closed).toBe(CHAT_CLOSE.POLICY);
      const chatty = await memberSocket(demo);
      for (let index = 0; index <= CHAT_SOCKET_RATE; index += 1) chatty.send({ type: 'ping' });
      expect(await chatty.closed).toBe(CHAT_CLOSE.POLICY);
    });

    it('limits how many messages a member sends per minute', async () => {
      let limited = false;
      for (let index = 0; index < 40 && !limited; index += 1) {
        const response = await as(agent, 'POST', '/wps/chat/messages', { text: `flood ${index}` });
        limited = response.statusCode === 429;
      }
      expect(limited).toBe(true);
    });
  });

  describe('operator CLI', () => {
    const cli = (args: string[]) => operatorCli(url, args);

    it('lists the chats, prints one, replies live and closes', async () => {
      const member = await memberSocket(demo);
      const listed = await cli(['chats', 'DEMO']);
      expect(listed.code).toBe(0);
      expect(listed.out).toMatch(new RegExp(`^${player}\\topen\\t\\d+\\t\\d+\\t`, 'm'));
      const shown = await cli(['chat', 'DEMO', player]);
      expect(shown.out).toMatch(/\tmember\tI cannot deposit$/m);
      const replied = await cli(['chat-reply', 'DEMO', player, 'We are checking it now']);
      expect(replied.code).toBe(0);
      expect(
        await member.next(
          (event) => event.type === 'message' && event.message.text === 'We are checking it now',
        ),
      ).toBeTruthy();
      expect((await cli(['chat-reply', 'DEMO', player])).code).toBe(2);
      expect((await cli(['chat-close', 'DEMO', player])).code).toBe(0);
      member.close();
    });
  });
});
