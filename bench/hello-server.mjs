// The baselines of bench/api.mjs, in a process of their own as the built server is, on the loopback
// port given as the first argument: Fastify's hello world (no logger, no plugins) at /, and when
// DATABASE_URL is set, at /query the same with one PostgreSQL round trip per request (a pool of 10,
// as the server's): the floor of any call that must read the database. Prints "ready" once it
// listens; ends on SIGTERM.
import Fastify from 'fastify';
import pg from 'pg';

const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
const pool = process.env.DATABASE_URL
  ? new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 })
  : null;
if (pool) {
  app.get('/query', async () => {
    const { rows } = await pool.query({ name: 'baseline', text: 'select $1::int as hello', values: [1] });
    return rows[0];
  });
}
await app.listen({ host: '127.0.0.1', port: Number(process.argv[2]) });
console.log('ready');
process.once('SIGTERM', async () => {
  await app.close();
  await pool?.end();
  process.exit(0);
});
