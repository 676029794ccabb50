// Bet debits spread over many wallets (issue 18 point 3): 1,000 members of the demo brand, each
// funded with exactly the debits of 1 it will receive, then 20,000 debits over HTTP (the vendor
// wallet's signed debit call, 200 connections, loopback only), debit i on wallet i mod 1,000, so
// that about 200 wallets have a debit in flight at any time. Every debit must succeed, every wallet
// must end at 0, no answer may be a 5xx and the ledger invariants must hold. Prints debits per
// second. PostgreSQL only (the members are written straight into the database):
// BENCH_DATABASE_URL, by default postgres://postgres@127.0.0.1:5432/postgres. BENCH_DEBITS and
// BENCH_WALLETS change the 20,000 and the 1,000. Exits 1 when an expectation fails.
import { randomUUID } from 'node:crypto';
import {
  balanceOf,
  costMeter,
  debitLoad,
  freshDatabase,
  ledgerCheck,
  operator,
  startServer,
} from './ledger-load.mjs';
import { inParallel, seedMembers } from './members.mjs';

process.env.BENCH_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
const WALLETS = Number(process.env.BENCH_WALLETS ?? 1_000);
const DEBITS = Number(process.env.BENCH_DEBITS ?? 20_000);
const CONNECTIONS = 200;
const MERCHANT = 'DEMO';
const VENDOR = 'DEMOGAMES';

const database = await freshDatabase();
const server = await startServer(database);
const { baseURL } = server;
let failed = false;
try {
  // Into the database the server has migrated (registration is not what is measured).
  const members = await seedMembers(database, { count: WALLETS, merchantCode: MERCHANT, prefix: 'wallet' });
  const usernames = members.map((member) => member.username);
  const { secret } = await operator(baseURL, 'GET', `/wps/operator/vendors/${VENDOR}`);
  // Wallet i receives the debits i, i + WALLETS, ...: funded with exactly that many.
  const debitsOf = (index) => Math.floor(DEBITS / WALLETS) + (index < DEBITS % WALLETS ? 1 : 0);
  const players = new Array(WALLETS);
  await inParallel(WALLETS, 20, async (index) => {
    const username = usernames[index];
    const { playerToken } = await operator(baseURL, 'POST', `/wps/operator/vendors/${VENDOR}/tokens`, {
      merchantCode: MERCHANT,
      username,
    });
    if (debitsOf(index) > 0) {
      await operator(baseURL, 'POST', `/wps/operator/merchants/${MERCHANT}/adjustments`, {
        username,
        amount: debitsOf(index),
        reason: 'bench funding',
        idempotencyKey: `bench-${randomUUID()}`,
      });
    }
    players[index] = { baseURL, secret, playerToken };
  });
  console.log(`${database.kind}: ${DEBITS} debits of 1 over ${WALLETS} wallets, ${CONNECTIONS} connections`);
  const meter = await costMeter(database, server);
  const result = await debitLoad(players, { count: DEBITS, connections: CONNECTIONS, prefix: 'spread' });
  await meter.stop(DEBITS);
  const balances = await Promise.all(players.map((player) => balanceOf(player)));
  const check = await ledgerCheck(baseURL);
  const nonZero = balances.filter((balance) => balance !== 0).length;
  console.log(`successes:            ${result.ok} (expected ${DEBITS})`);
  console.log(`insufficient balance: ${result.insufficient}`);
  console.log(`5xx answers:          ${result.serverErrors}`);
  console.log(`other / network:      ${result.otherStatus} / ${result.networkErrors}`);
  console.log(`wallets not at 0:     ${nonZero}`);
  console.log(`ledger check:         ${check.ok ? 'OK' : 'VIOLATIONS'} (${check.transactions} transactions)`);
  for (const violation of check.violations) console.log(`  ${violation.rule}: ${violation.detail}`);
  console.log(
    `debits/s:             ${Math.round(DEBITS / result.seconds)} (${result.seconds.toFixed(1)} s)`,
  );
  failed =
    result.ok !== DEBITS ||
    nonZero > 0 ||
    result.serverErrors > 0 ||
    result.otherStatus > 0 ||
    result.networkErrors > 0 ||
    !check.ok;
} finally {
  await server.stop();
  await database.drop();
}
if (failed) {
  console.error('FAILED: an expectation did not hold');
  process.exit(1);
}
