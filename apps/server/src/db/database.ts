/**
 * Opens the database: PGlite under DATA_DIR/pglite by default, PostgreSQL through a node-postgres
 * pool when DATABASE_URL is set. Both are the same drizzle pg-core database to the rest of the code.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

/**
 * Queries name their tables (each feature's tables.ts), so the handle carries no schema: drizzle's
 * relational `db.query` API, the only user of one, is not used.
 */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the SQL migrations drizzle-kit generated that this database has not seen yet. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Beside this module in the sources (src/db/migrations) and beside the bundle after the build
 * (dist/migrations), which is where the build copies them.
 */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any constant works: it only keeps two processes from migrating one PostgreSQL at once. */
const MIGRATION_LOCK_ID = 724_301;

export const pgliteDirOf = (dataDir: string) => join(dataDir, 'pglite');

export const openDatabase = async (options: {
  databaseUrl: string | null;
  dataDir: string;
}): Promise<DatabaseHandle> => {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(pgliteDirOf(options.dataDir));
};

const openPglite = async (dir: string): Promise<DatabaseHandle> => {
  await mkdir(dir, { recursive: true });
  const client = await PGlite.create(dir);
  const db = drizzlePglite({ client });
  return {
    db,
    kind: 'pglite',
    // PGlite has one connection and one process (DESIGN §9), so nothing can migrate beside us.
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
};

const openPostgres = async (connectionString: string): Promise<DatabaseHandle> => {
  // A burst of calls on one wallet queues for the pool behind that wallet's row lock; on a loaded
  // machine 300 such debits took longer than 5 s to drain, and the calls still waiting failed with
  // 500. Waiting longer lets the queue drain; a database that is truly gone still fails the call.
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 30_000 });
  // An idle client's network error must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const db = drizzleNodePg({ client: pool });
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      // Several API processes may start together against one PostgreSQL: one migrates, the others wait.
      const session = await pool.connect();
      try {
        await session.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrateNodePg(drizzleNodePg({ client: session }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await session.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        session.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
};
