/**
 * The live chat across processes (issue 15 point 4): two real server processes on one PostgreSQL
 * and one Redis, a member's socket on process A and the staff's on process B. Messages, typing and
 * read marks reach the other side through the Redis pub/sub, both ways; a ticket issued by one
 * process opens a socket on the other. Runs where CI runs it: with TEST_DATABASE_URL and
 * TEST_REDIS_URL (on PGlite one process owns the data directory, so there is nothing to test).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { type ChatMessage, encryptBody, type SecurityKeyValue } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSocket } from '../../../test/chat-client';
import {
  createTestDatabase,
  freePort,
  TEST_OPERATOR_KEY,
  type TestDatabase,
  usesPostgres,
  usesRedis,
} from '../../../test/test-app';

interface Process {
  child: ChildProcess;
  url: string;
  output: () => string;
}

const startProcess = async (database: TestDatabase): Promise<Process> => {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('../../main.ts', import.meta.url))],
    {
      env: {
        ...process.env,
        DATABASE_URL: database.config.databaseUrl ?? '',
        REDIS_URL: database.config.redisUrl ?? '',
        REDIS_PREFIX: database.config.redisPrefix,
        DATA_DIR: database.config.dataDir,
        DEMO_MODE: 'true',
        PORT: String(port),
        HOST: '127.0.0.1',
        OPERATOR_KEY: TEST_OPERATOR_KEY,
        LOG_LEVEL: 'warn',
        WEB_DIST: `${database.config.dataDir}/no-web-build`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`server not ready:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { child, url, output: () => output };
};

const stop = async (process: Process | undefined) => {
  if (!process || process.child.exitCode !== null) return;
  const exited = once(process.child, 'exit');
  process.child.kill('SIGTERM');
  await exited;
};

describe.skipIf(!usesPostgres || !usesRedis)('live chat across two processes', () => {
  let database: TestDatabase;
  let a: Process | undefined;
  let b: Process | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    // A first: it migrates and seeds; B then starts on the same database.
    a = await startProcess(database);
    b = await startProcess(database);
  }, 180_000);
  afterAll(async () => {
    await stop(a);
    await stop(b);
    await database?.drop();
  }, 60_000);

  const json = async <T>(response: Response): Promise<T> => {
    const body = (await response.json()) as { success: boolean; value: T };
    expect(response.status, JSON.stringify(body)).toBe(200);
    return body.value;
  };
  const login = async (base: string, username: string, password: string) => {
    const { publicKey, keyId } = await json<SecurityKeyValue>(
      await fetch(`${base}/wps/security/key`, { headers: { merchant: 'DEMO' } }),
    );
    const sealed = encryptBody(
      publicKey,
      keyId,
      'POST',
      '/wps/session/login',
      { username, password },
      Date.now(),
    );
    const value = await json<{ token: string }>(
      await fetch(`${base}/wps/session/login`, {
        method: 'POST',
        headers: { merchant: 'DEMO', encryption: sealed.header, 'content-type': 'application/json' },
        body: JSON.stringify(sealed.body),
      }),
    );
    return value.token;
  };

  it('carries messages, typing and read marks between a member on A and the staff on B, both ways', async () => {
    if (!a || !b) throw new Error('processes not started');
    const token = await login(a.url, 'demo', 'Demo1234');
    const member = (path: string, body?: object) =>
      fetch(`${a?.url}${path}`, {
        method: body ? 'POST' : 'GET',
        headers: {
          merchant: 'DEMO',
          authorization: token,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    const staff = (path: string, body?: object) =>
      fetch(`${b?.url}/wps/operator/merchants/DEMO${path}`, {
        method: body ? 'POST' : 'GET',
        headers: {
          'operator-key': TEST_OPERATOR_KEY,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });

    const memberTicket = (await json<{ ticket: string }>(await member('/wps/chat/ticket', {}))).ticket;
    const memberSocket = await openSocket(
      `${a.url.replace('http', 'ws')}/wps/chat/socket?ticket=${memberTicket}`,
    );
    const staffTicket = (await json<{ ticket: string }>(await staff('/chat-ticket', {}))).ticket;
    const staffSocket = await openSocket(
      `${b.url.replace('http', 'ws')}/wps/chat/staff-socket?ticket=${staffTicket}`,
    );
    await memberSocket.next((event) => event.type === 'ready');
    await staffSocket.next((event) => event.type === 'ready');

    // Member on A → staff on B.
    const asked = await json<ChatMessage>(await member('/wps/chat/messages', { text: 'Hello from A' }));
    expect(await staffSocket.next((event) => event.type === 'message')).toEqual({
      type: 'message',
      username: 'demo',
      message: asked,
    });
    memberSocket.send({ type: 'typing', typing: true });
    expect(await staffSocket.next((event) => event.type === 'typing')).toMatchObject({
      username: 'demo',
      sender: 'member',
      typing: true,
    });

    // Staff on B → member on A.
    staffSocket.send({ type: 'typing', typing: true, username: 'demo' });
    expect(await memberSocket.next((event) => event.type === 'typing')).toMatchObject({
      sender: 'staff',
      typing: true,
    });
    const answered = await json<ChatMessage>(await staff('/chats/demo/messages', { text: 'Hello from B' }));
    expect(
      await memberSocket.next((event) => event.type === 'message' && event.message.sender === 'staff'),
    ).toEqual({
      type: 'message',
      username: 'demo',
      message: answered,
    });
    expect((await json<{ unReadCount: number }>(await member('/wps/chat/unread-count'))).unReadCount).toBe(1);
    await json(await member('/wps/chat/read', {}));
    expect(await staffSocket.next((event) => event.type === 'read')).toMatchObject({ reader: 'member' });

    // A ticket from B opens a socket on A (the tickets live in Redis).
    const crossTicket = (await json<{ ticket: string }>(await staff('/chat-ticket', {}))).ticket;
    const crossSocket = await openSocket(
      `${a.url.replace('http', 'ws')}/wps/chat/staff-socket?ticket=${crossTicket}`,
    );
    await json(await member('/wps/chat/messages', { text: 'Both desks hear this' }));
    expect(
      await crossSocket.next(
        (event) => event.type === 'message' && event.message.text === 'Both desks hear this',
      ),
    ).toBeTruthy();
    expect(
      await staffSocket.next(
        (event) => event.type === 'message' && event.message.text === 'Both desks hear this',
      ),
    ).toBeTruthy();

    for (const socket of [memberSocket, staffSocket, crossSocket]) socket.close();
  }, 60_000);
});
