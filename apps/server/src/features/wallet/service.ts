/**
 * The wallet: the ledger (ledger.ts) and what the other money features ask of it — balances, the
 * merchant's withdrawal limits, the account record, operator adjustments and the invariant check.
 */
import {
  currencyDecimals,
  DEFAULT_WITHDRAWAL_LIMITS,
  ErrorCode,
  RECORD_TYPE_KINDS,
  RECORDS_DEFAULT_PAGE_SIZE,
  type RecordsQuery,
  recordTypeOf,
  type SiteConfig,
  type TransactionRecord,
  type WalletValue,
} from '@app/contract';
import { and, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { ApiError } from '../../plugins/errors';
import type { SessionInfo } from '../../plugins/session';
import { members } from '../account/tables';
import { withdrawals } from '../withdrawals/tables';
import { checkLedger } from './invariants';
import { balanceAfter, createLedger } from './ledger';
import { ledgerPostings, ledgerTransactions, walletSettings } from './tables';

/** What the money features may use of the ledger besides `wallet.ledger` itself. */
export { AlreadyReversedError, balanceAfter, type PostedMovement } from './ledger';

export type WalletService = ReturnType<typeof createWalletService>;

export const createWalletService = ({ db }: { db: Database }) => {
  const ledger = createLedger(db);

  const withdrawalLimits = async (merchantCode: string) => {
    const [row] = await db.select().from(walletSettings).where(eq(walletSettings.merchantCode, merchantCode));
    return row ? { min: row.withdrawalMin, max: row.withdrawalMax } : { ...DEFAULT_WITHDRAWAL_LIMITS };
  };

  return {
    ledger,
    withdrawalLimits,

    /**
     * Spec §7 Wallet for the session's member, in the brand's currency; `unwithdrawable` is what
     * of the balance may not be withdrawn (sandbox credits outside demo mode).
     */
    async view(config: SiteConfig, session: SessionInfo, unwithdrawable = 0): Promise<WalletValue> {
      const [{ wallet, held }, limits] = await Promise.all([
        ledger.memberBalances(session.merchantCode, session.memberId, config.currency),
        withdrawalLimits(session.merchantCode),
      ]);
      return {
        sumBalance: wallet,
        currency: config.currency,
        currencySymbol: config.currencySymbol,
        decimals: currencyDecimals(config.currency),
        withdrawable: Math.max(0, wallet - unwithdrawable),
        held,
        withdrawalMin: limits.min,
        withdrawalMax: limits.max,
      };
    },

    /** The account record: the movements of the member's wallet, newest first, by type and time. */
    async records(session: SessionInfo, currency: string, query: RecordsQuery) {
      const pageNum = query.pageNo ?? 1;
      const pageSize = query.pageSize ?? RECORDS_DEFAULT_PAGE_SIZE;
      const accountId = await ledger.accountIdOf(session.merchantCode, currency, {
        kind: 'player_wallet',
        memberId: session.memberId,
      });
      const where = and(
        eq(ledgerPostings.accountId, accountId),
        query.type ? inArray(ledgerPostings.kind, [...RECORD_TYPE_KINDS[query.type]]) : undefined,
        query.from === undefined ? undefined : gte(ledgerPostings.createdAt, new Date(query.from)),
        query.to === undefined ? undefined : lt(ledgerPostings.createdAt, new Date(query.to)),
      );
      const [[total], rows] = await Promise.all([
        db.select({ value: count() }).from(ledgerPostings).where(where),
        db
          .select({
            id: ledgerPostings.id,
            kind: ledgerPostings.kind,
            amount: ledgerPostings.amount,
            balanceAfter: ledgerPostings.balanceAfter,
            createdAt: ledgerPostings.createdAt,
            reference: ledgerTransactions.reference,
            withdrawalStatus: withdrawals.status,
          })
          .from(ledgerPostings)
          .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
          .leftJoin(withdrawals, eq(withdrawals.holdTransactionId, ledgerPostings.transactionId))
          .where(where)
          .orderBy(desc(ledgerPostings.createdAt), desc(ledgerPostings.id))
          .limit(pageSize)
          .offset((pageNum - 1) * pageSize),
      ]);
      const list: TransactionRecord[] = rows.map((row) => {
        const kind = row.kind as TransactionRecord['kind'];
        return {
          id: row.id,
          type: recordTypeOf(kind),
          kind,
          amount: row.amount,
          balanceAfter: row.balanceAfter,
          status: row.withdrawalStatus ?? 'completed',
          reference: row.reference,
          time: row.createdAt.toISOString(),
        };
      });
      return { list, totalPages: Math.ceil((total?.value ?? 0) / pageSize), pageNum };
    },

    /** An operator's correction: + from the house to the member, − back (never below zero). */
    async adjust(
      merchantCode: string,
      currency: string,
      input: { username: string; amount: number; reason: string; idempotencyKey: string },
    ) {
      const [member] = await db
        .select({ id: members.id })
        .from(members)
        .where(
          and(
            eq(members.merchantCode, merchantCode),
            sql`lower(${members.username}) = ${input.username.toLowerCase()}`,
          ),
        );
      if (!member) throw new ApiError(ErrorCode.NOT_FOUND, `No member ${input.username} in ${merchantCode}`);
      const wallet = { kind: 'player_wallet', memberId: member.id } as const;
      const posted = await ledger.post({
        merchantCode,
        currency,
        kind: 'adjustment',
        idempotencyKey: `adjustment:${input.idempotencyKey}`,
        reference: `adjustment:${input.reason}`,
        legs: [
          { account: wallet, amount: input.amount },
          { account: { kind: 'house' }, amount: -input.amount },
        ],
      });
      return { transactionId: posted.transactionId, balance: balanceAfter(posted, wallet) ?? 0 };
    },

    check: () => checkLedger(db),
  };
};
