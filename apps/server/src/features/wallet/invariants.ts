/**
 * The ledger's invariants, checked against the whole database (the operator endpoint, the CLI's
 * `ledger-check`, the tests and the bench scripts all run this one check):
 *   - every account's balance equals the sum of its postings;
 *   - every posting's balance_after equals the running sum of its account's postings;
 *   - every transaction has two or more postings and they sum to zero;
 *   - no player account is below zero;
 *   - no vendor transaction id was applied twice, and no transaction was reversed twice.
 * A naive read-then-write debit breaks the first two under concurrency (see invariants.test.ts).
 */
import type { LedgerCheckValue } from '@app/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';

/** Enough examples to see what went wrong without flooding the answer. */
const EXAMPLES_PER_RULE = 20;

const RULES: { rule: string; query: SQL }[] = [
  {
    rule: 'balance equals the sum of postings',
    query: sql`select 'account ' || a.id || ': balance ' || a.balance || ', postings ' || coalesce(sum(p.amount), 0) as detail
      from ledger_accounts a left join ledger_postings p on p.account_id = a.id
      group by a.id, a.balance having a.balance <> coalesce(sum(p.amount), 0)`,
  },
  {
    rule: 'balance_after equals the running sum',
    query: sql`select 'posting ' || id || ' of account ' || account_id || ': balance_after ' || balance_after || ', running sum ' || running as detail
      from (select id, account_id, balance_after,
              sum(amount) over (partition by account_id order by id) as running
            from ledger_postings) as steps
      where balance_after <> running`,
  },
  {
    rule: 'transactions have two or more postings summing to zero',
    query: sql`select 'transaction ' || t.id || ': ' || count(p.id) || ' postings summing to ' || coalesce(sum(p.amount), 0) as detail
      from ledger_transactions t left join ledger_postings p on p.transaction_id = t.id
      group by t.id having count(p.id) < 2 or coalesce(sum(p.amount), 0) <> 0`,
  },
  {
    rule: 'no player balance below zero',
    query: sql`select 'account ' || id || ' (' || kind || '): ' || balance as detail from ledger_accounts
      where kind in ('player_wallet', 'player_withdrawal_hold') and balance < 0`,
  },
  {
    rule: 'no vendor transaction applied twice',
    query: sql`select reference || ' applied ' || count(*) || ' times' as detail from ledger_transactions
      where reference like 'vendor:%' group by merchant_code, reference having count(*) > 1
      union all
      select 'ledger transaction ' || ledger_transaction_id || ' claimed by ' || count(*) || ' vendor transactions'
      from vendor_transactions group by ledger_transaction_id having count(*) > 1`,
  },
  {
    rule: 'no transaction reversed twice',
    query: sql`select 'transaction ' || reverses_transaction_id || ' reversed ' || count(*) || ' times' as detail
      from ledger_transactions where reverses_transaction_id is not null
      group by reverses_transaction_id having count(*) > 1`,
  },
];

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export const checkLedger = async (db: Database): Promise<LedgerCheckValue> => {
  const violations: LedgerCheckValue['violations'] = [];
  for (const { rule, query } of RULES) {
    const rows = rowsOf<{ detail: string }>(
      await db.execute(sql`${query} limit ${sql.raw(String(EXAMPLES_PER_RULE))}`),
    );
    for (const { detail } of rows) violations.push({ rule, detail });
  }
  const [counts] = rowsOf<{ accounts: number | string; transactions: number | string }>(
    await db.execute(
      sql`select (select count(*) from ledger_accounts) as accounts, (select count(*) from ledger_transactions) as transactions`,
    ),
  );
  return {
    ok: violations.length === 0,
    accounts: Number(counts?.accounts ?? 0),
    transactions: Number(counts?.transactions ?? 0),
    violations,
  };
};
