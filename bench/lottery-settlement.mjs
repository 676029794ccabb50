// Draw settlement time of the house lottery (issue 13 point 6; docs/decisions/0033): 10,000 open
// bet slips of 1,000 players on one round, each staked through the seamless wallet's signed debit
// (as the house's own debit is), then the round falls due and the built server's drawing loop draws
// it and settles every slip (one credit each, a win or the 0 that closes a loss). Prints the time
// from the draw to the round settled, slips per second, and the ledger check. On PostgreSQL:
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres, loopback only) names the
// server a fresh database is created on. Exits 1 when a slip stays unsettled or the ledger breaks.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { freshDatabase, ledgerCheck, operator, startServer, vendorCall } from './ledger-load.mjs';

process.env.BENCH_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
const SLIPS = Number(process.env.BENCH_SLIPS ?? 10_000);
const PLAYERS = Math.min(1_000, SLIPS);
const STAKE = 1_000;
const VENDOR = 'TCG_LOTTO_VN';
const GAME = 'FAST1';
/** A round number the schedule never reaches again (the epoch's first minutes): the bench's own. */
const ROUND_NO = 7;
const CONNECTIONS = 50;
const KINDS = [
  ['number', ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']],
  ['size', ['big', 'small']],
  ['parity', ['odd', 'even']],
  ['colour', ['green', 'red', 'violet']],
];

/** `work(i)` for i in 0..count-1, `limit` at a time. */
const inParallel = async (count, limit, work) => {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < count) await work(next++);
    }),
  );
};

const database = await freshDatabase();
if (database.kind !== 'PostgreSQL') throw new Error('this bench runs on PostgreSQL only');
const server = await startServer(database);
const db = new pg.Client({ connectionString: database.env.DATABASE_URL });
await db.connect();
let failed = false;
try {
  const { baseURL } = server;
  const { secret } = await operator(baseURL, 'GET', `/wps/operator/vendors/${VENDOR}`);
  // The players: plain member rows (registration's captcha and argon2 are not what is measured).
  const { rows: members } = await db.query(
    `insert into members (merchant_code, username) select 'DEMO', 'lotbench' || n from generate_series(1, $1) as n returning id, username`,
    [PLAYERS],
  );
  const players = new Array(PLAYERS);
  await inParallel(PLAYERS, 20, async (index) => {
    const { id, username } = members[index];
    await operator(baseURL, 'POST', '/wps/operator/merchants/DEMO/adjustments', {
      username,
      amount: 100 * STAKE,
      reason: 'bench funding',
      idempotencyKey: `bench-${randomBytes(8).toString('hex')}`,
    });
    const { playerToken } = await operator(baseURL, 'POST', `/wps/operator/vendors/${VENDOR}/tokens`, {
      merchantCode: 'DEMO',
      username,
    });
    players[index] = { id, player: { baseURL, secret, playerToken, vendorCode: VENDOR } };
  });

  const seed = randomBytes(32).toString('hex');
  const commit = createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex');
  await db.query(
    `insert into lottery_rounds (game_code, round_no, seed, commit, draws_at) values ($1, $2, $3, $4, now() + interval '1 day')`,
    [GAME, ROUND_NO, seed, commit],
  );

  console.log(
    `PostgreSQL: ${SLIPS} slips of ${PLAYERS} players, staked over HTTP (${CONNECTIONS} connections)`,
  );
  const stakedFrom = performance.now();
  const orders = new Array(SLIPS);
  await inParallel(SLIPS, CONNECTIONS, async (index) => {
    const { id, player } = players[index % PLAYERS];
    const orderId = randomUUID();
    const [kind, picks] = KINDS[index % KINDS.length];
    const answer = await vendorCall(player, 'debit', {
      transactionId: orderId,
      roundId: orderId,
      gameCode: GAME,
      amount: STAKE,
    });
    if (answer.status !== 200)
      throw new Error(`debit ${index}: ${answer.status} ${JSON.stringify(answer.body)}`);
    const line = { kind, pick: picks[index % picks.length], stake: STAKE, payout: null };
    orders[index] = [orderId, id, JSON.stringify([line])];
  });
  console.log(`staked:               ${((performance.now() - stakedFrom) / 1000).toFixed(1)} s`);
  await db.query(
    `insert into lottery_orders (id, game_code, round_no, vendor_code, merchant_code, member_id, currency, lines, stake, status, request_hash)
     select o.id, $1, $2, $3, 'DEMO', o.member_id, 'VND', o.lines, $4, 'open', 'bench'
     from unnest($5::text[], $6::bigint[], $7::jsonb[]) as o(id, member_id, lines)`,
    [GAME, ROUND_NO, VENDOR, STAKE, ...[0, 1, 2].map((column) => orders.map((order) => order[column]))],
  );

  // Due now: the server's drawing loop (a pass every second) draws and settles it.
  await db.query(`update lottery_rounds set draws_at = now() where game_code = $1 and round_no = $2`, [
    GAME,
    ROUND_NO,
  ]);
  let round;
  const deadline = Date.now() + 600_000;
  for (;;) {
    const { rows } = await db.query(
      `select status, number, drawn_at, now() as at from lottery_rounds where game_code = $1 and round_no = $2`,
      [GAME, ROUND_NO],
    );
    round = rows[0];
    if (round.status === 'settled' || Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const settledMs = round.at - round.drawn_at;
  const { rows: states } = await db.query(
    `select status, count(*)::int as count, coalesce(sum(payout), 0)::bigint as payout from lottery_orders where round_no = $1 group by status order by status`,
    [ROUND_NO],
  );
  const check = await ledgerCheck(baseURL);
  const open = states.find((row) => row.status === 'open')?.count ?? 0;
  console.log(`drawn number:         ${round.number}`);
  for (const row of states) console.log(`${`${row.status}:`.padEnd(22)}${row.count} (payouts ${row.payout})`);
  console.log(`ledger check:         ${check.ok ? 'OK' : 'VIOLATIONS'} (${check.transactions} transactions)`);
  console.log(
    `settlement:           ${(settledMs / 1000).toFixed(2)} s from the draw (${Math.round(SLIPS / (settledMs / 1000))} slips/s)`,
  );
  failed = round.status !== 'settled' || open > 0 || !check.ok;
} finally {
  await db.end();
  await server.stop();
  await database.drop();
}
if (failed) {
  console.error('FAILED: slips left unsettled or the ledger check broke');
  process.exitCode = 1;
}
