// Bets per second through the whole launch → bet → settle path of the house slots (issue 13
// point 6): 1,000 members of the demo brand, each launched from the catalogue over HTTP
// (GET /wps/game/launchGame: the player token), then spins over HTTP (POST
// /wps/house/slots/:gameCode/spins with the session, the token and an Idempotency-Key: the debit,
// the stored outcome and the win's credit), each member one spin at a time, many members at once.
// Prints spins per second and latency percentiles, then checks that every member's last answered
// balance is the funding less the bets plus the wins, and the ledger invariants.
//
// On PostgreSQL (a fresh database, dropped afterwards): BENCH_DATABASE_URL, by default
// postgres://postgres@127.0.0.1:5432/postgres. The members and their sessions are written straight
// into that database (registration's captcha and encrypted body are not what is measured); their
// money comes through the operator API and the ledger. BENCH_SPINS (default 20,000) and
// BENCH_CONNECTIONS (default 100) set the load. Exits 1 when an expectation fails.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { freshDatabase, ledgerCheck, operator, startServer } from './ledger-load.mjs';
import { inParallel, seedMembers } from './members.mjs';

process.env.BENCH_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
const PLAYERS = 1_000;
const SPINS = Number(process.env.BENCH_SPINS ?? 20_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const MERCHANT = 'DEMO';
const FUNDING = 10_000_000;
/** The smallest VND bet; every member plays both games, half each. */
const BET = 1_000;
const GAMES = ['LUCKY7', 'JADE5'];

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

/** One JSON call over the keep-alive pool: { status, body, ms } or { error, ms }. */
function call(baseURL, method, path, headers, body) {
  const raw = body === undefined ? undefined : JSON.stringify(body);
  const started = process.hrtime.bigint();
  const elapsed = () => Number(process.hrtime.bigint() - started) / 1e6;
  return new Promise((resolve) => {
    const request = http.request(
      new URL(path, baseURL),
      {
        method,
        agent,
        headers: {
          merchant: MERCHANT,
          ...headers,
          ...(raw === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(raw) }),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => {
          let parsed = null;
          try {
            parsed = JSON.parse(text);
          } catch {}
          resolve({ status: response.statusCode, body: parsed, ms: elapsed() });
        });
        response.on('error', (error) => resolve({ error, ms: elapsed() }));
      },
    );
    request.on('error', (error) => resolve({ error, ms: elapsed() }));
    request.end(raw);
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const latencyLine = (label, values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p) => `${percentile(sorted, p)?.toFixed(1)} ms`;
  return `${label} p50 ${at(50)}, p90 ${at(90)}, p99 ${at(99)}, max ${sorted.at(-1)?.toFixed(1)} ms`;
};

const database = await freshDatabase();
const server = await startServer(database);
const { baseURL } = server;
let failed = false;
try {
  console.log(
    `${database.kind}: ${PLAYERS} players, ${SPINS} spins of ${BET} VND, ${CONNECTIONS} connections`,
  );
  const players = await seedMembers(database, { count: PLAYERS, merchantCode: MERCHANT });
  await inParallel(PLAYERS, 50, (index) =>
    operator(baseURL, 'POST', `/wps/operator/merchants/${MERCHANT}/adjustments`, {
      username: players[index].username,
      amount: FUNDING,
      reason: 'bench funding',
      idempotencyKey: `bench-${randomUUID()}`,
    }),
  );

  // Launch: each member opens one of the two games from its card, as the site does.
  const launchTimes = [];
  let launchFailures = 0;
  const launchStarted = process.hrtime.bigint();
  await inParallel(PLAYERS, CONNECTIONS, async (index) => {
    const player = players[index];
    player.game = GAMES[index % GAMES.length];
    const answer = await call(baseURL, 'GET', `/wps/game/launchGame?vendor=HOUSE&gameId=${player.game}`, {
      authorization: player.session,
    });
    launchTimes.push(answer.ms);
    const url = answer.body?.value?.url;
    if (answer.status !== 200 || !answer.body.value.connected || !url) {
      launchFailures++;
      return;
    }
    player.token = new URL(url, baseURL).searchParams.get('token');
    player.staked = 0;
    player.won = 0;
  });
  const launchSeconds = Number(process.hrtime.bigint() - launchStarted) / 1e9;

  // Spins: each connection plays its own members in turn, so no member has two spins in flight.
  const spinTimes = [];
  const tally = { ok: 0, failures: new Map(), staked: 0, won: 0 };
  const perConnection = Math.ceil(SPINS / CONNECTIONS);
  const spinStarted = process.hrtime.bigint();
  await inParallel(CONNECTIONS, CONNECTIONS, async (connection) => {
    const own = players.filter((_, index) => index % CONNECTIONS === connection && players[index].token);
    for (let turn = 0; turn < perConnection && connection + turn * CONNECTIONS < SPINS; turn++) {
      const player = own[turn % own.length];
      const answer = await call(
        baseURL,
        'POST',
        `/wps/house/slots/${player.game}/spins`,
        {
          authorization: player.session,
          'x-player-token': player.token,
          'idempotency-key': `bench-${randomUUID()}`,
        },
        { bet: BET },
      );
      spinTimes.push(answer.ms);
      if (answer.status === 200) {
        tally.ok++;
        const { spin, balance } = answer.body.value;
        player.staked += spin.bet;
        player.won += spin.totalWin;
        player.balance = balance;
        tally.staked += spin.bet;
        tally.won += spin.totalWin;
      } else {
        const reason = answer.error ? 'network' : `${answer.status} ${answer.body?.errorCode}`;
        tally.failures.set(reason, (tally.failures.get(reason) ?? 0) + 1);
      }
    }
  });
  const spinSeconds = Number(process.hrtime.bigint() - spinStarted) / 1e9;

  const wrongBalances = players.filter(
    (player) => player.balance !== undefined && player.balance !== FUNDING - player.staked + player.won,
  ).length;
  const check = await ledgerCheck(baseURL);
  console.log(
    `launches:      ${PLAYERS - launchFailures} of ${PLAYERS} in ${launchSeconds.toFixed(1)} s (${Math.round(PLAYERS / launchSeconds)}/s)`,
  );
  console.log(latencyLine('  latency', launchTimes));
  console.log(
    `spins:         ${tally.ok} of ${SPINS} in ${spinSeconds.toFixed(1)} s: ${Math.round(tally.ok / spinSeconds)} spins/s`,
  );
  console.log(latencyLine('  latency', spinTimes));
  for (const [reason, count] of tally.failures) console.log(`  failed:      ${count} × ${reason}`);
  console.log(
    `returned:      ${((tally.won / tally.staked) * 100).toFixed(2)} % of ${tally.staked} staked (a sample, not the RTP test)`,
  );
  console.log(
    `balances:      ${wrongBalances === 0 ? 'every member’s agrees' : `${wrongBalances} disagree`}`,
  );
  console.log(`ledger check:  ${check.ok ? 'OK' : 'VIOLATIONS'} (${check.transactions} transactions)`);
  for (const violation of check.violations) console.log(`  ${violation.rule}: ${violation.detail}`);
  failed = launchFailures > 0 || tally.ok !== SPINS || wrongBalances > 0 || !check.ok;
} finally {
  agent.destroy();
  await server.stop();
  await database.drop();
}
if (failed) {
  console.error('FAILED: an expectation did not hold');
  process.exit(1);
}
