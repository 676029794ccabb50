// Shared by the benchmarks that need many members (bench/house-bets.mjs, bench/api.mjs, bench/ledger-wallets.mjs):
// members of one merchant and their sessions, written straight into the database (registration's
// captcha and encrypted body are not what is measured), and a helper that runs tasks a few at a time.
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs `task(index)` for 0 .. count - 1 with `parallel` at a time. */
export async function inParallel(count, parallel, task) {
  let next = 0;
  const worker = async () => {
    while (next < count) await task(next++);
  };
  await Promise.all(Array.from({ length: Math.min(parallel, count) }, worker));
}

/**
 * A client of the run's database with query(text, params) → { rows }: node-postgres on PostgreSQL,
 * or PGlite opened on the server's data directory. PGlite has one process (DESIGN §9): on it the
 * server must not be running meanwhile.
 */
async function openDatabase(database) {
  if (database.env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: database.env.DATABASE_URL });
    await client.connect();
    return { query: (text, params) => client.query(text, params), close: () => client.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create(`${database.env.DATA_DIR}/pglite`);
  return { query: (text, params) => client.query(text, params), close: () => client.close() };
}

/**
 * `count` members of `merchantCode` named `${prefix}0000` …, each with a live session, written
 * into the migrated database of `database` (from ledger-load.mjs's freshDatabase):
 * { username, session }[], session being the raw token the site sends as Authorization.
 */
export async function seedMembers(database, { count, merchantCode, prefix = 'bench' }) {
  const client = await openDatabase(database);
  try {
    const players = Array.from({ length: count }, (_, index) => ({
      username: `${prefix}${String(index).padStart(4, '0')}`,
      session: randomBytes(32).toString('base64url'),
    }));
    const { rows } = await client.query(
      'insert into members (merchant_code, username) select $1, unnest($2::text[]) returning id, username',
      [merchantCode, players.map((player) => player.username)],
    );
    const idOf = new Map(rows.map((row) => [row.username, row.id]));
    // As the account feature stores a session: the SHA-256 of the token, base64url.
    await client.query(
      `insert into sessions (token_hash, member_id, merchant_code, method, ip, expires_at)
       select unnest($1::text[]), unnest($2::bigint[]), $3, 'password', '127.0.0.1', now() + interval '1 day'`,
      [
        players.map((player) => createHash('sha256').update(player.session).digest('base64url')),
        players.map((player) => idOf.get(player.username)),
        merchantCode,
      ],
    );
    return players;
  } finally {
    await client.close();
  }
}
