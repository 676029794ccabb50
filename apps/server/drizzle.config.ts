import { defineConfig } from 'drizzle-kit';

/**
 * The schema is every feature's tables.ts (each feature owns its tables; decision 0029) and the
 * tables no one feature owns (src/db/tables.ts). Valid on PostgreSQL 15 and on PGlite's PostgreSQL 18.
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/tables.ts', './src/features/*/tables.ts'],
  out: './src/db/migrations',
});
