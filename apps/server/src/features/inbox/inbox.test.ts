/**
 * The inbox: one member's message is invisible to another; a message to all reaches each member
 * who existed when it was sent, with their own read and deleted state; paging newest first; the
 * unread count; read, mark read (some, all) and delete (idempotent, for good); visitors 401, trial
 * accounts 403 FREE_REJECT; the operator's send (audited, sanitized, unknown member 404), list with
 * read counts and withdrawal; hostile input refused without storing anything; the CLI commands.
 */
import {
  ErrorCode,
  type InboxMessage,
  type InboxMessageSummary,
  type OperatorInboxMessage,
  type TrialValue,
} from '@app/contract';
import { eq, like } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTestConfig, DEMO2_ADULT } from '../../../test/account-client';
import { operatorCli } from '../../../test/operator-cli';
import { createTestApp, operatorHeaders, type TestApp } from '../../../test/test-app';
import { createWalletClient } from '../../../test/wallet-client';
import { operatorAudit } from '../../db/tables';
import { inboxMessages } from './tables';

interface Page {
  list: InboxMessageSummary[];
  totalPages: number;
  pageNum: number;
}

describe('inbox', () => {
  let t: TestApp;
  let url: string;
  let client: ReturnType<typeof createWalletClient>;

  beforeAll(async () => {
    t = await createTestApp(accountTestConfig());
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    client = createWalletClient(t);
  });
  afterAll(() => t?.close());

  const expectError = (response: LightMyRequestResponse, status: number, errorCode: string) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ success: false, errorCode });
    return response.json() as { message: string; value?: { fields?: Record<string, string> } };
  };
  const get = (token: string, path: string, language?: string) =>
    client.accounts.request('GET', path, undefined, {
      token,
      ...(language ? { headers: { language } } : {}),
    });
  const post = (token: string, path: string, body: unknown) =>
    client.accounts.request('POST', path, body, { token });
  const page = async (token: string, query = '') =>
    client.okValue<Page>(await get(token, `/wps/inbox/messages${query}`));
  const titles = async (token: string) => (await page(token, '?pageSize=100')).list.map((m) => m.title);
  const unread = async (token: string) =>
    client.okValue<{ unReadCount: number }>(await get(token, '/wps/inbox/unread-count')).unReadCount;
  const operator = (method: 'GET' | 'POST' | 'DELETE', path: string, payload?: unknown, merchant = 'DEMO') =>
    t.app.inject({
      method,
      url: `/wps/operator/merchants/${merchant}/inbox/messages${path}`,
      headers: { ...operatorHeaders, 'operator-actor': 'test-operator' },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const send = async (body: object) => client.okValue<OperatorInboxMessage>(await operator('POST', '', body));
  const texts = (title: string, content = `<p>${title}</p>`) => ({ EN: { title, content } });
  const messageCount = async () => (await t.app.db.select().from(inboxMessages)).length;

  it('shows the demo player the seeded messages in their language, newest first, all unread', async () => {
    const { token } = await client.accounts.loginOk('demo', 'Demo1234');
    const { list, totalPages, pageNum } = await page(token);
    expect(list.map((m) => m.title)).toEqual([
      'Weekend reload: 30% extra on your deposit',
      'Deposit received: 2,500,000 ₫',
      'Welcome to Lucky Mobile!',
    ]);
    expect(list.every((m) => !m.read)).toBe(true);
    expect([totalPages, pageNum]).toEqual([1, 1]);
    expect(await unread(token)).toBe(3);
    const vietnamese = client.okValue<Page>(await get(token, '/wps/inbox/messages', 'VI'));
    expect(vietnamese.list[2]?.title).toBe('Chào mừng bạn đến với Lucky Mobile!');
    // A language the seed lacks reads English.
    const arabic = client.okValue<Page>(await get(token, '/wps/inbox/messages', 'AR'));
    expect(arabic.list[2]?.title).toBe('Welcome to Lucky Mobile!');
    // The agent has its own welcome, not the demo player's deposit note.
    const agent = await client.accounts.loginOk('agent', 'Agent1234');
    expect(await titles(agent.token)).toEqual([
      'Weekend reload: 30% extra on your deposit',
      'Welcome to Lucky Mobile!',
    ]);
  });

  it("keeps one member's message from another, and reads it with sanitized content", async () => {
    const alice = await client.newMember('ia');
    const bob = await client.newMember('ib');
    const sent = await send({
      username: alice.username.toUpperCase(),
      texts: {
        EN: {
          title: 'For Alice only',
          content:
            '<p onclick="steal()">Hello<script>alert(1)</script></p><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a><a href="https://example.com">site</a>',
        },
        CN: { title: '只给Alice', content: '<p>你好</p>' },
      },
    });
    expect(sent).toMatchObject({
      to: alice.username,
      readCount: 0,
      deletedCount: 0,
      sentBy: 'test-operator',
    });
    expect(sent.texts.EN.content).not.toMatch(/script|onclick|onerror|javascript:|alert|steal/i);
    expect(sent.texts.EN.content).toMatch(
      /^<p>Hello<\/p>.*<a href="https:\/\/example\.com" target="_blank" rel="noopener noreferrer">site<\/a>$/,
    );
    expect(await titles(alice.token)).toEqual(['For Alice only']);
    expect(await titles(bob.token)).toEqual([]);
    expect(await unread(bob.token)).toBe(0);
    // Bob cannot read, mark or delete it.
    expectError(await get(bob.token, `/wps/inbox/messages/${sent.messageId}`), 404, ErrorCode.NOT_FOUND);
    client.okValue(await post(bob.token, '/wps/inbox/messages/read', { messageIds: [sent.messageId] }));
    client.okValue(await post(bob.token, '/wps/inbox/messages/delete', { messageIds: [sent.messageId] }));
    expect(await unread(alice.token)).toBe(1);
    expect((await page(alice.token)).list[0]?.read).toBe(false);

    const read = client.okValue<InboxMessage>(
      await get(alice.token, `/wps/inbox/messages/${sent.messageId}`, 'CN'),
    );
    expect(read).toMatchObject({
      messageId: sent.messageId,
      title: '只给Alice',
      content: '<p>你好</p>',
      read: true,
    });
    expect((await page(alice.token)).list[0]?.read).toBe(true);
    expect(await unread(alice.token)).toBe(0);
  });

  it('gives each member their own read and deleted state of a message to all, and only members who existed then', async () => {
    const first = await client.newMember('ic');
    const second = await client.newMember('id');
    const before = await messageCount();
    const broadcast = await send({ all: true, texts: texts('To everyone') });
    // One row for everyone.
    expect(await messageCount()).toBe(before + 1);
    expect(broadcast.to).toBeNull();
    const late = await client.newMember('ie');
    expect(await titles(first.token)).toEqual(['To everyone']);
    expect(await titles(second.token)).toEqual(['To everyone']);
    expect(await titles(late.token)).toEqual([]);
    // Another merchant's members do not see it.
    const other = await client.accounts.register(
      {
        username: `ix${Date.now().toString(36)}`,
        password: 'Wallet2468x',
        confirmPassword: 'Wallet2468x',
        ...DEMO2_ADULT,
      },
      { merchant: 'DEMO2' },
    );
    const otherToken = other.json().value.token as string;
    expect(
      client
        .okValue<Page>(
          await client.accounts.request('GET', '/wps/inbox/messages', undefined, {
            token: otherToken,
            merchant: 'DEMO2',
          }),
        )
        .list.map((m) => m.title),
    ).not.toContain('To everyone');

    client.okValue(await get(first.token, `/wps/inbox/messages/${broadcast.messageId}`));
    expect(await unread(first.token)).toBe(0);
    expect(await unread(second.token)).toBe(1);
    expect(
      client.okValue(
        await post(second.token, '/wps/inbox/messages/delete', { messageIds: [broadcast.messageId] }),
      ),
    ).toEqual({ unReadCount: 0 });
    expect(await titles(second.token)).toEqual([]);
    expect(await titles(first.token)).toEqual(['To everyone']);

    const listed = client.okValue<{ list: OperatorInboxMessage[] }>(await operator('GET', '?pageSize=100'));
    expect(listed.list.find((m) => m.messageId === broadcast.messageId)).toMatchObject({
      readCount: 1,
      deletedCount: 1,
      to: null,
      withdrawnAt: null,
    });
  });

  it('pages newest first, marks some or all read and deletes for good (again is no error)', async () => {
    const player = await client.newMember('ip');
    const ids: string[] = [];
    for (let n = 1; n <= 7; n += 1) {
      ids.push((await send({ username: player.username, texts: texts(`Message ${n}`) })).messageId);
    }
    const one = await page(player.token, '?pageNo=1&pageSize=3');
    expect(one.list.map((m) => m.title)).toEqual(['Message 7', 'Message 6', 'Message 5']);
    expect([one.pageNum, one.totalPages]).toEqual([1, 3]);
    const three = await page(player.token, '?pageNo=3&pageSize=3');
    expect(three.list.map((m) => m.title)).toEqual(['Message 1']);
    expect((await page(player.token, '?pageNo=4&pageSize=3')).list).toEqual([]);
    expect(await unread(player.token)).toBe(7);

    expect(
      client.okValue(await post(player.token, '/wps/inbox/messages/read', { messageIds: [ids[0], ids[1]] })),
    ).toEqual({ unReadCount: 5 });
    expect(client.okValue(await post(player.token, '/wps/inbox/messages/read', { all: true }))).toEqual({
      unReadCount: 0,
    });

    const gone = [ids[6], ids[5]] as string[];
    expect(
      client.okValue(await post(player.token, '/wps/inbox/messages/delete', { messageIds: gone })),
    ).toEqual({
      unReadCount: 0,
    });
    // Again, and with an id that was never theirs: no error, nothing else changes.
    client.okValue(
      await post(player.token, '/wps/inbox/messages/delete', { messageIds: [...gone, '999999999'] }),
    );
    expect(await titles(player.token)).toEqual([
      'Message 5',
      'Message 4',
      'Message 3',
      'Message 2',
      'Message 1',
    ]);
    expectError(await get(player.token, `/wps/inbox/messages/${ids[6]}`), 404, ErrorCode.NOT_FOUND);
    // Marking a deleted message read does not bring it back.
    client.okValue(await post(player.token, '/wps/inbox/messages/read', { messageIds: gone }));
    expect(await titles(player.token)).not.toContain('Message 7');
  });

  it('refuses visitors (401) and trial accounts (403 FREE_REJECT) on every call', async () => {
    const trial = client.okValue<TrialValue>(await client.accounts.request('POST', '/wps/session/trial'));
    const calls = (token?: string) => [
      client.accounts.request('GET', '/wps/inbox/unread-count', undefined, token ? { token } : {}),
      client.accounts.request('GET', '/wps/inbox/messages', undefined, token ? { token } : {}),
      client.accounts.request('GET', '/wps/inbox/messages/1', undefined, token ? { token } : {}),
      client.accounts.request('POST', '/wps/inbox/messages/read', { all: true }, token ? { token } : {}),
      client.accounts.request(
        'POST',
        '/wps/inbox/messages/delete',
        { messageIds: ['1'] },
        token ? { token } : {},
      ),
    ];
    for (const response of await Promise.all(calls())) expectError(response, 401, ErrorCode.UNAUTHORIZED);
    for (const response of await Promise.all(calls(trial.token))) {
      expectError(response, 403, ErrorCode.FREE_REJECT);
    }
  });

  it('refuses hostile and malformed member input with a clear 400', async () => {
    const player = await client.newMember('ih');
    const fieldsOf = async (path: string, body: unknown) =>
      expectError(await post(player.token, path, body), 400, ErrorCode.VALIDATION_FAILED).value?.fields;
    expect(await fieldsOf('/wps/inbox/messages/read', {})).toEqual({
      messageIds: 'or all: true is required, not both',
    });
    expect(await fieldsOf('/wps/inbox/messages/read', { all: true, messageIds: ['1'] })).toBeDefined();
    expect(await fieldsOf('/wps/inbox/messages/read', { all: false })).toHaveProperty('all');
    expect(await fieldsOf('/wps/inbox/messages/delete', { messageIds: [] })).toHaveProperty('messageIds');
    expect(await fieldsOf('/wps/inbox/messages/delete', { messageIds: [1e20] })).toBeDefined();
    expect(await fieldsOf('/wps/inbox/messages/delete', { messageIds: ['1e20'] })).toBeDefined();
    expect(await fieldsOf('/wps/inbox/messages/delete', { messageIds: ['<script>'] })).toBeDefined();
    expect(
      await fieldsOf('/wps/inbox/messages/delete', {
        messageIds: Array.from({ length: 101 }, (_, i) => String(i + 1)),
      }),
    ).toHaveProperty('messageIds');
    expect((await get(player.token, '/wps/inbox/messages?pageSize=1000')).statusCode).toBe(400);
    expect((await get(player.token, '/wps/inbox/messages?pageNo=0')).statusCode).toBe(400);
    expect((await get(player.token, '/wps/inbox/messages/abc')).statusCode).toBe(400);
    expect((await get(player.token, '/wps/inbox/messages/99999999999999999999')).statusCode).toBe(400);
  });

  describe('operator', () => {
    it('audits a send and a withdrawal; a withdrawn message leaves every inbox', async () => {
      const player = await client.newMember('iw');
      const sent = await send({ username: player.username, texts: texts('Audited note') });
      expect(await titles(player.token)).toEqual(['Audited note']);
      const withdrawn = client.okValue<OperatorInboxMessage>(await operator('DELETE', `/${sent.messageId}`));
      expect(withdrawn.withdrawnAt).not.toBeNull();
      expect(await titles(player.token)).toEqual([]);
      expect(await unread(player.token)).toBe(0);
      // Again: the first withdrawal, no second audit.
      const again = client.okValue<OperatorInboxMessage>(await operator('DELETE', `/${sent.messageId}`));
      expect(again.withdrawnAt).toBe(withdrawn.withdrawnAt);
      const audits = await t.app.db
        .select()
        .from(operatorAudit)
        .where(eq(operatorAudit.target, `inbox-message:${sent.messageId}`))
        .orderBy(operatorAudit.id);
      expect(audits).toHaveLength(2);
      expect(audits[0]).toMatchObject({
        merchantCode: 'DEMO',
        actor: 'test-operator',
        before: null,
        after: { texts: { EN: { title: 'Audited note' } }, withdrawnAt: null },
      });
      expect(audits[1]).toMatchObject({ patch: { withdraw: true }, before: { withdrawnAt: null } });
      // Another merchant's message is unknown to this one.
      expectError(
        await operator('DELETE', `/${sent.messageId}`, undefined, 'DEMO2'),
        404,
        ErrorCode.NOT_FOUND,
      );
      expectError(await operator('DELETE', '/999999999'), 404, ErrorCode.NOT_FOUND);
    });

    it('refuses an unknown member, merchant or key, and hostile input, storing nothing', async () => {
      const before = await messageCount();
      const unknown = expectError(
        await operator('POST', '', { username: 'nobody-here', texts: texts('x') }),
        404,
        ErrorCode.NOT_FOUND,
      );
      expect(unknown.message).toBe('No member nobody-here in DEMO');
      expectError(
        await operator('POST', '', { all: true, texts: texts('x') }, 'NOBODY'),
        404,
        ErrorCode.MERCHANT_UNKNOWN,
      );
      expectError(await operator('GET', '', undefined, 'NOBODY'), 404, ErrorCode.MERCHANT_UNKNOWN);
      const keyless = await t.app.inject({
        method: 'GET',
        url: '/wps/operator/merchants/DEMO/inbox/messages',
      });
      expect(keyless.statusCode).toBe(401);

      const fieldsOf = async (body: unknown) =>
        expectError(await operator('POST', '', body), 400, ErrorCode.VALIDATION_FAILED).value?.fields;
      expect(await fieldsOf({ texts: texts('x') })).toEqual({
        username: 'or all: true is required, not both',
      });
      expect(await fieldsOf({ all: true, username: 'demo', texts: texts('x') })).toEqual({
        username: 'or all: true is required, not both',
      });
      expect(await fieldsOf({ all: true, texts: { VI: { title: 'x', content: 'y' } } })).toMatchObject({
        'texts.EN': 'is required',
      });
      expect(await fieldsOf({ all: true, texts: texts('x'.repeat(101)) })).toHaveProperty('texts.EN.title');
      expect(await fieldsOf({ all: true, texts: texts('x', 'y'.repeat(10_001)) })).toHaveProperty(
        'texts.EN.content',
      );
      expect(await fieldsOf({ all: true, texts: texts('x', '<script>alert(1)</script>') })).toEqual({
        'texts.EN.content': 'has nothing left once sanitized',
      });
      expect(await fieldsOf({ all: 1e20, texts: texts('x') })).toHaveProperty('all');
      expect(await fieldsOf({ all: true, texts: texts('x'), colour: 'red' })).toEqual({
        colour: 'is not allowed',
      });
      // NUL bytes and lone surrogates are refused before any route (text-guard).
      for (const title of ['a\u0000b', 'a\ud800b']) {
        const response = await operator('POST', '', { all: true, texts: texts(title) });
        expect(response.statusCode, response.body).toBe(400);
      }
      expect(await messageCount()).toBe(before);
    });
  });

  describe('CLI', () => {
    const cli = (args: string[]) => operatorCli(url, args);

    it('sends to one member or to all, lists what was sent and withdraws', async () => {
      const player = await client.newMember('il');
      const toOne = await cli([
        'inbox-send',
        'DEMO',
        '--to',
        player.username,
        '--title',
        'From the CLI',
        '--content',
        '<p>Hello <b>there</b></p>',
      ]);
      expect(toOne.code, toOne.err).toBe(0);
      const message = JSON.parse(toOne.out) as OperatorInboxMessage;
      expect(message).toMatchObject({
        to: player.username,
        texts: { EN: { content: '<p>Hello <b>there</b></p>' } },
      });
      expect(message.sentBy).toMatch(/^cli:/);
      expect(await titles(player.token)).toEqual(['From the CLI']);

      const toAll = await cli([
        'inbox-send',
        'DEMO',
        '--all',
        JSON.stringify({
          EN: { title: 'CLI to all', content: '<p>All</p>' },
          VI: { title: 'CLI tất cả', content: '<p>Tất cả</p>' },
        }),
      ]);
      expect(toAll.code, toAll.err).toBe(0);
      expect(JSON.parse(toAll.out)).toMatchObject({ to: null });

      const listed = await cli(['inbox-sent', 'DEMO']);
      expect(listed.code).toBe(0);
      expect(listed.out.split('\n')[0]).toMatch(
        /^\d+\t\d{4}-\d{2}-\d{2} \d{2}:\d{2}\t\(all\)\tread 0\tdeleted 0\tlive\tCLI to all$/,
      );
      expect(listed.out).toContain(`\t${player.username}\tread 0\tdeleted 0\tlive\tFrom the CLI`);

      const withdrawn = await cli(['inbox-withdraw', 'DEMO', message.messageId]);
      expect(withdrawn.code, withdrawn.err).toBe(0);
      // The member existed when the message to all was sent; the withdrawn one is gone.
      expect(await titles(player.token)).toEqual(['CLI to all']);

      const unknown = await cli([
        'inbox-send',
        'DEMO',
        '--to',
        'nobody-here',
        '--title',
        'x',
        '--content',
        'y',
      ]);
      expect(unknown.code).toBe(1);
      expect(unknown.err).toMatch(/NOT_FOUND: No member nobody-here in DEMO/);
      expect((await cli(['inbox-send', 'DEMO', '--title', 'x', '--content', 'y'])).code).toBe(2);
      expect(
        (await cli(['inbox-send', 'DEMO', '--all', '--to', 'x', '--title', 'x', '--content', 'y'])).code,
      ).toBe(2);
      expect((await cli(['inbox-send', 'DEMO', '--all'])).code).toBe(2);
      expect((await cli(['inbox-send', 'DEMO', '--all', '{not json'])).code).toBe(2);
      expect((await cli(['inbox-sent'])).code).toBe(2);
      const seeded = await t.app.db
        .select()
        .from(inboxMessages)
        .where(like(inboxMessages.seedKey, 'welcome:%'));
      expect(seeded.length).toBeGreaterThanOrEqual(3);
    });
  });
});
