/**
 * Once per run. On PGlite: migrate and seed a template data directory that every test file copies
 * (a fresh PGlite takes ~2 s to create, a copy ~0.2 s to open). On PostgreSQL (TEST_DATABASE_URL):
 * nothing to prepare, each file creates its own database named after this run and drops it; the
 * teardown drops whatever a crashed file left behind.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database';
import { seedDemoData } from '../src/db/seed/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated and seeded DATA_DIR to copy, when the tests run on PGlite. */
    pgliteTemplateDir: string | null;
    /** Prefix of every database and Redis key this run creates. */
    runId: string;
  }
}

export default async function setup(project: TestProject) {
  const runId = `test_${randomBytes(4).toString('hex')}`;
  project.provide('runId', runId);
  const adminUrl = process.env.TEST_DATABASE_URL;

  if (adminUrl) {
    project.provide('pgliteTemplateDir', null);
    return async () => {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      const { rows } = await admin.query<{ datname: string }>(
        'select datname from pg_database where datname like $1',
        [`${runId}_%`],
      );
      for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
      await admin.end();
    };
  }

  const templateDir = await mkdtemp(join(tmpdir(), 'server-test-template-'));
  const handle = await openDatabase({ databaseUrl: null, dataDir: templateDir });
  await handle.migrate();
  await seedDemoData(handle.db);
  await handle.close();
  project.provide('pgliteTemplateDir', templateDir);
  return () => rm(templateDir, { recursive: true, force: true });
}
