// Shared by bench/ledger-concurrency.mjs and bench/ledger-crash.mjs: a built server on a fresh
// database (PGlite in a temporary directory, or a new PostgreSQL database when BENCH_DATABASE_URL,
// else DATABASE_URL, names a server to create it on), one funded wallet, and vendor debits of 1 sent over HTTP with a
// bounded number of connections, loopback only.
import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startBuiltServer } from '../scripts/built-server.mjs';

export const OPERATOR_KEY = 'bench-operator-key-0123456789';
const VENDOR = 'DEMOGAMES';
const PLAYER = { merchantCode: 'DEMO', username: 'agent' };
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

/** A fresh database for one run: { env, kind, drop() }. */
export async function freshDatabase() {
  const adminUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
  if (!adminUrl) {
    const dataDir = await mkdtemp(join(tmpdir(), 'bench-ledger-'));
    return {
      kind: 'PGlite',
      env: { DATA_DIR: dataDir },
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const admin = new URL(adminUrl);
  if (!LOOPBACK.has(admin.hostname)) throw new Error('the database server must be a loopback address');
  const name = `bench_ledger_${randomBytes(4).toString('hex')}`;
  const run = async (statement) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-ledger-'));
  return {
    kind: 'PostgreSQL',
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    drop: async () => {
      await run(`drop database if exists "${name}" with (force)`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The built server on the run's database; `env` adds to (or overrides) the server's environment. */
export const startServer = (database, env = {}) =>
  startBuiltServer({ dataDir: database.env.DATA_DIR, env: { ...database.env, OPERATOR_KEY, ...env } });

/** An operator call with the bench key; its value, or an error naming the failure. */
export const operator = async (baseURL, method, path, body) => {
  const response = await fetch(`${baseURL}${path}`, {
    method,
    headers: { 'operator-key': OPERATOR_KEY, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const envelope = await response.json();
  if (!envelope.success) throw new Error(`${method} ${path}: ${envelope.errorCode} ${envelope.message}`);
  return envelope.value;
};

export const ledgerCheck = (baseURL) => operator(baseURL, 'GET', '/wps/operator/ledger/check');

/** The vendor's secret and a player token for the bench player, whose wallet then holds exactly `balance`. */
export async function fundedPlayer(baseURL, balance) {
  const { secret } = await operator(baseURL, 'GET', `/wps/operator/vendors/${VENDOR}`);
  const { playerToken } = await operator(baseURL, 'POST', `/wps/operator/vendors/${VENDOR}/tokens`, PLAYER);
  const player = { baseURL, secret, playerToken };
  const current = (await vendorCall(player, 'balance', {})).body.value.balance;
  if (current !== balance) {
    await operator(baseURL, 'POST', `/wps/operator/merchants/${PLAYER.merchantCode}/adjustments`, {
      username: PLAYER.username,
      amount: balance - current,
      reason: 'bench funding',
      idempotencyKey: `bench-${randomBytes(8).toString('hex')}`,
    });
  }
  return player;
}

let agent = new http.Agent({ keepAlive: true, maxSockets: 200 });

/** One signed vendor call (DEMOGAMES unless the player names its vendor) over its own keep-alive pool: { status, body } or { error }. */
export function vendorCall({ baseURL, secret, playerToken, vendorCode = VENDOR }, action, fields) {
  const raw = JSON.stringify({ playerToken, ...fields });
  const timestamp = Date.now();
  const signature = createHmac('sha256', secret).update(`${timestamp}.${raw}`).digest('hex');
  const url = new URL(`/wps/vendor/${vendorCode}/wallet/${action}`, baseURL);
  return new Promise((resolve) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(raw),
          'x-vendor-signature': `t=${timestamp},v1=${signature}`,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => {
          let body = null;
          try {
            body = JSON.parse(text);
          } catch {}
          resolve({ status: response.statusCode, body });
        });
        response.on('error', (error) => resolve({ error }));
      },
    );
    request.on('error', (error) => resolve({ error }));
    request.end(raw);
  });
}

/** Drops every pooled connection (after the server they went to was killed). */
export function resetConnections(connections) {
  agent.destroy();
  agent = new http.Agent({ keepAlive: true, maxSockets: connections });
}

/**
 * Sends debits of 1 with the transaction ids `${prefix}-0` .. `${prefix}-${count - 1}` through
 * `connections` workers: debit i goes to `players[i % players.length]` (one player, or many in
 * turn). onAnswer(outcome) after each; the run stops early when it returns false.
 */
export async function debitLoad(players, { count, connections, prefix, onAnswer = () => true }) {
  const playerOf = Array.isArray(players) ? (index) => players[index % players.length] : () => players;
  resetConnections(connections);
  const tally = {
    ok: 0,
    duplicate: 0,
    insufficient: 0,
    serverErrors: 0,
    otherStatus: 0,
    networkErrors: 0,
    sent: 0,
  };
  let next = 0;
  let stopped = false;
  const started = process.hrtime.bigint();
  const worker = async () => {
    while (!stopped && next < count) {
      const index = next++;
      tally.sent++;
      const answer = await vendorCall(playerOf(index), 'debit', {
        transactionId: `${prefix}-${index}`,
        roundId: `${prefix}-round-${index}`,
        gameCode: 'bench-slot',
        amount: 1,
      });
      if (answer.error) tally.networkErrors++;
      else if (answer.status >= 500) tally.serverErrors++;
      else if (answer.status === 200 && answer.body?.value?.result === 'OK') tally.ok++;
      else if (answer.status === 200 && answer.body?.value?.result === 'DUPLICATE') tally.duplicate++;
      else if (answer.status === 409 && answer.body?.errorCode === 'INSUFFICIENT_BALANCE')
        tally.insufficient++;
      else tally.otherStatus++;
      if (onAnswer(tally) === false) stopped = true;
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { ...tally, seconds };
}

export const balanceOf = async (player) => (await vendorCall(player, 'balance', {})).body.value.balance;

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); 0 once it is gone. */
const cpuSecondsOf = (pid) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / sysconf.ticks;
  } catch {
    return 0;
  }
};
const sysconf = { ticks: 100 };

/**
 * What a load cost, in figures the shared machine's noise does not move: the server's CPU time,
 * and on PostgreSQL the CPU time of the database's backends and its commits, per call.
 * costMeter() before the load, then stop(calls) prints them and answers { serverMs, databaseMs,
 * commits } per call (stop(calls, { quiet: true }) only answers).
 */
export async function costMeter(database, server) {
  const backends = async () => {
    if (!database.env.DATABASE_URL) return { pids: [], commits: 0 };
    const client = new pg.Client({ connectionString: database.env.DATABASE_URL });
    await client.connect();
    try {
      const name = new URL(database.env.DATABASE_URL).pathname.slice(1);
      const { rows } = await client.query(
        'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      const [stats] = (
        await client.query(
          'select xact_commit + xact_rollback as commits from pg_stat_database where datname = $1',
          [name],
        )
      ).rows;
      return { pids: rows.map((row) => row.pid), commits: Number(stats.commits) };
    } finally {
      await client.end();
    }
  };
  const serverStart = cpuSecondsOf(server.child.pid);
  const before = await backends();
  const databaseStart = new Map(before.pids.map((pid) => [pid, cpuSecondsOf(pid)]));
  return {
    async stop(calls, { quiet = false } = {}) {
      const serverCpu = cpuSecondsOf(server.child.pid) - serverStart;
      const after = await backends();
      const databaseCpu = after.pids.reduce(
        (sum, pid) => sum + cpuSecondsOf(pid) - (databaseStart.get(pid) ?? 0),
        0,
      );
      const cost = {
        serverMs: (serverCpu * 1000) / calls,
        databaseMs: database.env.DATABASE_URL ? (databaseCpu * 1000) / calls : null,
        commits: database.env.DATABASE_URL ? (after.commits - before.commits) / calls : null,
      };
      if (!quiet) {
        console.log(
          `cost per call:        server CPU ${cost.serverMs.toFixed(3)} ms` +
            (cost.databaseMs === null
              ? ''
              : `, database backends CPU ${cost.databaseMs.toFixed(3)} ms, commits ${cost.commits.toFixed(3)}`),
        );
      }
      return cost;
    },
  };
}
