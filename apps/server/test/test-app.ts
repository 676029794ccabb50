/**
 * An app on its own fresh database for one test file: a copy of the PGlite template, or a new
 * PostgreSQL database when TEST_DATABASE_URL is set; Redis under a key prefix of its own when
 * TEST_REDIS_URL is set. The same tests run on every combination.
 */
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
import { inject } from 'vitest';
import { type BuildOptions, buildApp } from '../src/app';
import { loadConfig, type ServerConfig } from '../src/config';
import { pgliteDirOf } from '../src/db/database';

export const TEST_OPERATOR_KEY = 'test-operator-key-0123456789';

/** A TCP port free at the moment, for a test that starts a listener of its own. */
export const freePort = async (): Promise<number> => {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
};
export const usesPostgres = Boolean(process.env.TEST_DATABASE_URL);
export const usesRedis = Boolean(process.env.TEST_REDIS_URL);

export interface TestDatabase {
  config: Pick<ServerConfig, 'dataDir' | 'databaseUrl' | 'redisUrl' | 'redisPrefix'>;
  drop(): Promise<void>;
}

/**
 * A fresh database (and Redis prefix), which several apps may share, as processes behind a load
 * balancer do. Seeded with the demo data, unless `empty` (then the first app migrates it).
 */
export const createTestDatabase = async ({ empty = false } = {}): Promise<TestDatabase> => {
  const runId = inject('runId');
  const suffix = randomBytes(4).toString('hex');
  const dataDir = await mkdtemp(join(tmpdir(), 'server-test-'));
  const redisUrl = process.env.TEST_REDIS_URL ?? null;
  const redisPrefix = `${runId}:${suffix}:`;
  const adminUrl = process.env.TEST_DATABASE_URL;

  let databaseUrl: string | null = null;
  let dropDatabase = async () => {};
  if (adminUrl) {
    const name = `${runId}_${suffix}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    };
  } else if (!empty) {
    const template = inject('pgliteTemplateDir');
    if (!template) throw new Error('global setup prepared no PGlite template');
    await cp(pgliteDirOf(template), pgliteDirOf(dataDir), { recursive: true });
  }

  return {
    config: { dataDir, databaseUrl, redisUrl, redisPrefix },
    async drop() {
      await dropDatabase();
      if (redisUrl) {
        const redis = new Redis(redisUrl);
        const keys = await redis.keys(`${redisPrefix}*`);
        if (keys.length > 0) await redis.del(...keys);
        await redis.quit();
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};

/** The API tests run in demo mode (demo brands, accounts, sandbox gateway) unless they override it. */
export const testConfig = (database: TestDatabase, overrides: Partial<ServerConfig> = {}): ServerConfig => ({
  ...loadConfig({}),
  demoMode: true,
  logLevel: 'silent',
  operatorKey: TEST_OPERATOR_KEY,
  webDist: join(database.config.dataDir, 'no-web-build'),
  consoleDist: join(database.config.dataDir, 'no-console-build'),
  ...database.config,
  ...overrides,
});

export interface TestApp {
  app: FastifyInstance;
  config: ServerConfig;
  database: TestDatabase;
  close(): Promise<void>;
}

/** One app on one fresh database; close() closes the app and drops the database. */
export const createTestApp = async (
  overrides: Partial<ServerConfig> = {},
  options: BuildOptions = {},
): Promise<TestApp> => {
  const database = await createTestDatabase();
  const config = testConfig(database, overrides);
  const app = await buildApp(config, options);
  await app.ready();
  return {
    app,
    config,
    database,
    async close() {
      await app.close();
      await database.drop();
    },
  };
};

export const operatorHeaders = { 'operator-key': TEST_OPERATOR_KEY };
