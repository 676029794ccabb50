// 20,000 concurrent debits of 1 over HTTP (the vendor wallet's debit call, 200 connections,
// loopback only) against one wallet holding 10,000: exactly 10,000 must succeed, the balance must
// end at 0, no answer may be a 5xx, and the ledger invariants must hold. Prints debits per second.
// PGlite by default; BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres runs it on a
// fresh PostgreSQL database. Exits 1 when an expectation fails.
import {
  balanceOf,
  costMeter,
  debitLoad,
  freshDatabase,
  fundedPlayer,
  ledgerCheck,
  startServer,
} from './ledger-load.mjs';

const DEBITS = Number(process.env.BENCH_DEBITS ?? 20_000);
const BALANCE = DEBITS / 2;
const CONNECTIONS = 200;

const database = await freshDatabase();
const server = await startServer(database);
let failed = false;
try {
  const player = await fundedPlayer(server.baseURL, BALANCE);
  console.log(
    `${database.kind}: ${DEBITS} debits of 1, ${CONNECTIONS} connections, wallet holding ${BALANCE}`,
  );
  const meter = await costMeter(database, server);
  const result = await debitLoad(player, { count: DEBITS, connections: CONNECTIONS, prefix: 'load' });
  await meter.stop(DEBITS);
  const balance = await balanceOf(player);
  const check = await ledgerCheck(server.baseURL);
  const rate = Math.round(DEBITS / result.seconds);
  console.log(`successes:            ${result.ok} (expected ${BALANCE})`);
  console.log(`insufficient balance: ${result.insufficient}`);
  console.log(`5xx answers:          ${result.serverErrors}`);
  console.log(`other / network:      ${result.otherStatus} / ${result.networkErrors}`);
  console.log(`final balance:        ${balance}`);
  console.log(`ledger check:         ${check.ok ? 'OK' : 'VIOLATIONS'} (${check.transactions} transactions)`);
  for (const violation of check.violations) console.log(`  ${violation.rule}: ${violation.detail}`);
  console.log(
    `debits/s:             ${rate} (${result.seconds.toFixed(1)} s; ${Math.round(result.ok / result.seconds)} successful/s)`,
  );
  failed =
    result.ok !== BALANCE ||
    balance !== 0 ||
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
