// API throughput (issue 18 point 3), in one run, with autocannon on loopback only:
//   - a Fastify hello world, started in its own process in the same run: the baseline (on
//     PostgreSQL also the same with one database round trip per request);
//   - the game list of one category and the hot games, as the site asks for them;
//   - the balance of signed-in members (GET /wps/wallet with the session, as the site sends it);
//   - bet debits through the vendor seamless wallet's signed debit, spread over 1,000 funded
//     wallets, then on one hot wallet; the ledger check must be clean after each, else exit 1.
// The built server runs on a fresh embedded database (PGlite), or on a fresh PostgreSQL database
// (created and dropped) when BENCH_DATABASE_URL or DATABASE_URL names a server. BENCH_URL measures a
// running server instead (loopback only): the baseline and the catalogue calls, since the members,
// sessions and wallets are this script's own. The load generator shares the cores with the server:
// read each figure against the baseline's of the same run.
// Each row also gives what a request cost, which the shared machine's noise moves less than req/s:
// the CPU time of the process answering (server or baseline) and, on PostgreSQL, of the run's
// database backends, with the database's commits, per request (from /proc: Linux).
// BENCH_CALLS=lists,balance,debits (the default: all) measures only the groups named, besides the
// baseline; BENCH_SERVER_NODE_OPTIONS is the server's NODE_OPTIONS (e.g. '--cpu-prof
// --cpu-prof-dir=/tmp/prof' for a profile of the run).
import { spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { claimFreePort, PINNED_NODE } from '../scripts/built-server.mjs';
import { costMeter, freshDatabase, ledgerCheck, operator, startServer } from './ledger-load.mjs';
import { inParallel, seedMembers } from './members.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARM_UP_S = 2;
/** Connections of the read calls and the baseline. */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Debits wait for their commit's flush: more of them in flight let PostgreSQL flush them together. */
const DEBIT_CONNECTIONS = Number(process.env.BENCH_DEBIT_CONNECTIONS ?? 50);
const MEMBERS = 1_000;
const FUNDING = 10_000_000;
const MERCHANT = 'DEMO';
const VENDOR = 'DEMOGAMES';
const LANGUAGE = 'EN';
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
const CALLS = new Set((process.env.BENCH_CALLS ?? 'lists,balance,debits').split(','));

/**
 * The headers of every call of the site (apps/web's api-client: Language, Device, Accept), the
 * browser's Accept-Encoding (Chromium's: answers are compressed as they would be for a player), and
 * the Merchant header, naming the brand as a deployment on the brand's own domain would resolve it.
 */
const SITE_HEADERS = {
  merchant: MERCHANT,
  language: LANGUAGE,
  device: 'MOBILE',
  accept: 'application/json',
  'accept-encoding': 'gzip, deflate, br, zstd',
};
/** The site's list query (apps/web features/games queries.ts): the filters, then platform, language, page. */
const listQuery = (filters) =>
  new URLSearchParams({ ...filters, pageSize: '25', platform: 'html5', language: LANGUAGE, pageNo: '1' });
/** The category list behind a home section's "more" (/m/gameList?gameType=RNG). */
const CATEGORY_LIST = `/wps/game/list?${listQuery({ gameType: 'RNG' })}`;
/** What /m/gameList?type=hot asks for. */
const HOT_LIST = `/wps/game/list?${listQuery({ isHot: '1' })}`;

if (process.env.BENCH_URL && !LOOPBACK.has(new URL(process.env.BENCH_URL).hostname)) {
  console.error('api: BENCH_URL must be a loopback address; this benchmark never loads another machine');
  process.exit(2);
}

/** The baselines (hello-server.mjs) in a process of their own, on `databaseUrl` if given: { origin, stop() }. */
async function startBaseline(databaseUrl) {
  const { port, release } = await claimFreePort();
  const child = spawn(PINNED_NODE, [new URL('./hello-server.mjs', import.meta.url).pathname, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, DATABASE_URL: databaseUrl ?? '' },
  });
  const exited = once(child, 'exit');
  const lines = createInterface({ input: child.stdout });
  for await (const line of lines) if (line === 'ready') break;
  return {
    origin: `http://127.0.0.1:${port}`,
    child,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      release();
    },
  };
}

/**
 * One autocannon run, after a short warm-up of the same load (not counted). Against the server this
 * script started, the run's cost too (`result.cost`: server CPU, database backends' CPU and commits
 * per request; figures the shared machine's noise moves less than req/s).
 */
async function measure(options, server = null) {
  await autocannon({ ...options, duration: WARM_UP_S });
  const meter = server && (await costMeter(server.database, server.process));
  const result = await autocannon({ ...options, duration: DURATION_S });
  if (meter) result.cost = await meter.stop(result.requests.total, { quiet: true });
  return result;
}

/**
 * Signed vendor debits of 1 through autocannon: each request names the next wallet of `players`
 * in turn and a transaction id of its own, signed as the vendor signs it (ledger-load.mjs).
 */
function debitRequests(players, secret, prefix) {
  let sent = 0;
  return [
    {
      method: 'POST',
      path: `/wps/vendor/${VENDOR}/wallet/debit`,
      setupRequest: (request) => {
        const index = sent++;
        const body = JSON.stringify({
          playerToken: players[index % players.length].playerToken,
          transactionId: `${prefix}-${index}`,
          roundId: `${prefix}-round-${index}`,
          gameCode: 'bench-slot',
          amount: 1,
        });
        const timestamp = Date.now();
        const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
        return {
          ...request,
          body,
          headers: {
            'content-type': 'application/json',
            'x-vendor-signature': `t=${timestamp},v1=${signature}`,
          },
        };
      },
    },
  ];
}

/** The database, the server and its members: { baseURL, players, secret, stop() }. */
async function startBenchServer() {
  const database = await freshDatabase();
  // A per-IP limit of a million a second: one load generator is every player here.
  const env = {
    RATE_LIMIT_WINDOW_MS: '1000',
    ...(process.env.BENCH_SERVER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS } : {}),
  };
  // The first start migrates and seeds the demo brand; the members are written while it is down
  // (PGlite has one process), then it starts again on them.
  await (await startServer(database, env)).stop();
  const players = await seedMembers(database, { count: MEMBERS, merchantCode: MERCHANT });
  const server = await startServer(database, env);
  const { baseURL } = server;
  try {
    await inParallel(MEMBERS, 20, async (index) => {
      const player = players[index];
      await operator(baseURL, 'POST', `/wps/operator/merchants/${MERCHANT}/adjustments`, {
        username: player.username,
        amount: FUNDING,
        reason: 'bench funding',
        idempotencyKey: `bench-funding-${player.username}`,
      });
      const { playerToken } = await operator(baseURL, 'POST', `/wps/operator/vendors/${VENDOR}/tokens`, {
        merchantCode: MERCHANT,
        username: player.username,
      });
      player.playerToken = playerToken;
    });
    const { secret } = await operator(baseURL, 'GET', `/wps/operator/vendors/${VENDOR}`);
    return {
      kind: database.kind,
      databaseUrl: database.env.DATABASE_URL,
      database,
      process: server,
      baseURL,
      players,
      secret,
      stop: async () => {
        await server.stop();
        await database.drop();
      },
    };
  } catch (error) {
    await server.stop();
    await database.drop();
    throw error;
  }
}

const rows = [];
let failed = false;
const report = (call, result) => {
  rows.push({ call, result });
  console.log(`  ${call}: ${Math.round(result.requests.average)} req/s`);
};

const bench = process.env.BENCH_URL ? null : await startBenchServer();
const baseline = await startBaseline(bench?.databaseUrl);
const origin = process.env.BENCH_URL ?? bench.baseURL;
try {
  console.log(
    `${bench ? bench.kind : origin}: autocannon, ${DURATION_S} s per call after ${WARM_UP_S} s of warm-up; ` +
      `${CONNECTIONS} connections (debits: ${DEBIT_CONNECTIONS}); load average ${(await import('node:os'))
        .loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}`,
  );
  const reads = { url: origin, connections: CONNECTIONS, headers: SITE_HEADERS };
  // The baselines' cost is their process's (and on PostgreSQL, the run's database backends').
  const baselineCost = bench && { database: bench.database, process: baseline };
  report(
    'baseline: Fastify hello world',
    await measure({ url: baseline.origin, connections: CONNECTIONS }, baselineCost),
  );
  if (bench?.databaseUrl) {
    report(
      'baseline: the same with one PostgreSQL round trip',
      await measure({ url: `${baseline.origin}/query`, connections: CONNECTIONS }, baselineCost),
    );
  }
  if (CALLS.has('lists')) {
    report(`GET ${CATEGORY_LIST}`, await measure({ ...reads, url: `${origin}${CATEGORY_LIST}` }, bench));
    report(`GET ${HOT_LIST}`, await measure({ ...reads, url: `${origin}${HOT_LIST}` }, bench));
  }
  if (bench && CALLS.has('balance')) {
    // The balance of the members in turn, each with its own session.
    let next = 0;
    const balance = await measure(
      {
        ...reads,
        requests: [
          {
            method: 'GET',
            path: '/wps/wallet',
            setupRequest: (request) => ({
              ...request,
              headers: { ...SITE_HEADERS, authorization: bench.players[next++ % MEMBERS].session },
            }),
          },
        ],
      },
      bench,
    );
    report('GET /wps/wallet (balance, 1,000 members)', balance);
  }
  if (bench && CALLS.has('debits')) {
    const debits = [
      ['POST debit, 1,000 wallets', bench.players, 'spread'],
      ['POST debit, one hot wallet', bench.players.slice(0, 1), 'hot'],
    ];
    for (const [call, players, prefix] of debits) {
      const result = await measure(
        {
          url: origin,
          connections: DEBIT_CONNECTIONS,
          requests: debitRequests(players, bench.secret, prefix),
        },
        bench,
      );
      report(call, result);
      const check = await ledgerCheck(origin);
      console.log(`  ledger check: ${check.ok ? 'OK' : 'VIOLATIONS'} (${check.transactions} transactions)`);
      for (const violation of check.violations) console.log(`    ${violation.rule}: ${violation.detail}`);
      if (!check.ok) failed = true;
    }
  }
  if (!bench)
    console.log('  (BENCH_URL: balance and debits need the members this script seeds; not measured)');

  const [base] = rows;
  const baseRate = base.result.requests.average;
  const costOf = ({ cost }) =>
    cost
      ? `${Math.round(cost.serverMs * 1000)} µs | ` +
        (cost.databaseMs === null
          ? '— | — |'
          : `${Math.round(cost.databaseMs * 1000)} µs | ${cost.commits.toFixed(2)} |`)
      : '— | — | — |';
  console.log(
    '\n| call | req/s (mean) | p50 | p99 | non-2xx | errors | of the baseline | server CPU / req | database CPU / req | commits / req |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const { call, result } of rows) {
    console.log(
      `| ${call} | ${Math.round(result.requests.average)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ` +
        `${result.non2xx} | ${result.errors} | ${Math.round((result.requests.average / baseRate) * 100)} % | ${costOf(result)}`,
    );
  }
  if (rows.some(({ result }) => result.non2xx > 0 || result.errors > 0)) {
    console.log('\nnote: some answers were not 2xx or failed: those figures do not measure the call alone');
  }
} finally {
  await baseline.stop();
  await bench?.stop();
}
if (failed) {
  console.error('FAILED: the ledger check found violations');
  process.exit(1);
}
