// The concurrency load with the server SIGKILLed part-way, then restarted on the same data: the
// vendor, as a real one does, resends every debit it has no answer for, with the same transaction
// ids. Afterwards exactly 10,000 distinct debits must have been applied (first answers plus
// duplicates of them), the balance must be 0 and the ledger invariants must hold. PGlite by
// default; BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres for PostgreSQL.
import {
  balanceOf,
  debitLoad,
  freshDatabase,
  fundedPlayer,
  ledgerCheck,
  startServer,
} from './ledger-load.mjs';

const DEBITS = Number(process.env.BENCH_DEBITS ?? 20_000);
const BALANCE = DEBITS / 2;
const CONNECTIONS = 200;
/** Answers received before the kill: well inside the load. */
const KILL_AFTER = Math.round(DEBITS * 0.3);

const database = await freshDatabase();
let server = await startServer(database);
let failed = false;
try {
  const player = await fundedPlayer(server.baseURL, BALANCE);
  console.log(
    `${database.kind}: ${DEBITS} debits of 1, ${CONNECTIONS} connections, SIGKILL after ${KILL_AFTER} answers`,
  );
  let killed = false;
  const first = await debitLoad(player, {
    count: DEBITS,
    connections: CONNECTIONS,
    prefix: 'crash',
    onAnswer: (tally) => {
      const answered =
        tally.ok + tally.duplicate + tally.insufficient + tally.serverErrors + tally.otherStatus;
      if (!killed && answered >= KILL_AFTER) {
        killed = true;
        server.child.kill('SIGKILL');
      }
      return !(killed && tally.networkErrors > 0);
    },
  });
  console.log(
    `before the kill: ${first.ok} applied, ${first.insufficient} refused, ${first.networkErrors} without an answer, ${first.sent} sent`,
  );
  await server.stop();
  server = await startServer(database);
  const afterRestart = await ledgerCheck(server.baseURL);
  console.log(
    `after the restart: ledger check ${afterRestart.ok ? 'OK' : 'VIOLATIONS'} (${afterRestart.transactions} transactions)`,
  );

  // The vendor resends everything: answered ids come back DUPLICATE, the rest apply now or are refused.
  const resend = await debitLoad(
    { ...player, baseURL: server.baseURL },
    { count: DEBITS, connections: CONNECTIONS, prefix: 'crash' },
  );
  const balance = await balanceOf({ ...player, baseURL: server.baseURL });
  const check = await ledgerCheck(server.baseURL);
  const applied = resend.ok + resend.duplicate;
  console.log(
    `resent: ${resend.ok} applied now, ${resend.duplicate} duplicates of earlier ones, ${resend.insufficient} refused`,
  );
  console.log(
    `distinct debits applied: ${applied} (expected ${BALANCE}); 5xx: ${first.serverErrors + resend.serverErrors}`,
  );
  console.log(`final balance: ${balance}; ledger check: ${check.ok ? 'OK' : 'VIOLATIONS'}`);
  for (const violation of [...afterRestart.violations, ...check.violations]) {
    console.log(`  ${violation.rule}: ${violation.detail}`);
  }
  failed =
    applied !== BALANCE ||
    balance !== 0 ||
    !check.ok ||
    !afterRestart.ok ||
    first.serverErrors + resend.serverErrors > 0 ||
    resend.networkErrors > 0;
} finally {
  await server.stop();
  await database.drop();
}
if (failed) {
  console.error('FAILED: an expectation did not hold');
  process.exit(1);
}
