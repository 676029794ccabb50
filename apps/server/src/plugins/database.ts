/** Opens and migrates the database at boot, exposes it as app.db, closes it when the app closes. */
import fp from 'fastify-plugin';
import type { ServerConfig } from '../config';
import { type Database, type DatabaseHandle, openDatabase } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    database: Pick<DatabaseHandle, 'kind' | 'ping'>;
  }
}

export const databasePlugin = fp<{ config: ServerConfig }>(
  async (app, { config }) => {
    const handle = await openDatabase(config);
    app.addHook('onClose', () => handle.close());
    await handle.migrate();
    app.log.info({ database: handle.kind }, 'database migrated');
    app.decorate('db', handle.db);
    app.decorate('database', { kind: handle.kind, ping: handle.ping });
  },
  { name: 'database' },
);
