/** Graceful shutdown: in-flight requests finish, new ones are refused, the process exits 0. */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  freePort,
  TEST_OPERATOR_KEY,
  type TestDatabase,
  testConfig,
} from '../test/test-app';
import { buildApp, FEATURES, type Feature } from './app';

const SLOW_MS = 500;
const slowFeature: Feature = async (app) => {
  app.get('/wps/probe/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
    return { success: true as const, value: 'finished' };
  });
};

describe('graceful shutdown', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.drop());

  it('lets an in-flight request finish, refuses new connections, then closes the database', async () => {
    const app = await buildApp(testConfig(database), { features: [...FEATURES, slowFeature] });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const inFlight = fetch(`${address}/wps/probe/slow`);
    await new Promise((resolve) => setTimeout(resolve, 100));

    const closing = app.close();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, value: 'finished' });
    await closing;

    await expect(fetch(`${address}/healthz`)).rejects.toThrow();
    await expect(app.database.ping()).rejects.toThrow();
  });

  it('runs main: serves, logs structured requests without secrets, exits 0 on SIGTERM', async () => {
    const port = await freePort();
    const main = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('./main.ts', import.meta.url))],
      {
        env: {
          ...process.env,
          ...(database.config.databaseUrl ? { DATABASE_URL: database.config.databaseUrl } : {}),
          ...(database.config.redisUrl ? { REDIS_URL: database.config.redisUrl } : {}),
          REDIS_PREFIX: database.config.redisPrefix,
          DATA_DIR: database.config.dataDir,
          PORT: String(port),
          HOST: '127.0.0.1',
          OPERATOR_KEY: TEST_OPERATOR_KEY,
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    main.stdout.on('data', (chunk) => {
      output += chunk;
    });
    main.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const exited = once(main, 'exit');

    const deadline = Date.now() + 30_000;
    while (!output.includes('Server listening') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const response = await fetch(`http://127.0.0.1:${port}/wps/operator/merchants`, {
      headers: { 'operator-key': TEST_OPERATOR_KEY, authorization: 'session-secret-token' },
    });
    expect(response.status).toBe(200);

    main.kill('SIGTERM');
    const [code] = await exited;
    expect(code).toBe(0);

    const lines = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line));
    const completed = lines.find((line) => line.msg === 'request completed');
    expect(completed).toMatchObject({ reqId: expect.any(String), res: { statusCode: 200 } });
    expect(lines.some((line) => line.msg === 'shutting down' && line.signal === 'SIGTERM')).toBe(true);
    expect(output).not.toContain(TEST_OPERATOR_KEY);
    expect(output).not.toContain('session-secret-token');
  }, 40_000);
});
