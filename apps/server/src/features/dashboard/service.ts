/**
 * The back office's dashboard (issue 21 point 2): a merchant's figures per UTC day for the last
 * 1, 7 or 30 days. It owns no table: the money comes from the wallet's ledger and the
 * registrations from the account, each through its service (grouped reads, one per kind of figure).
 */
import {
  currencyDecimals,
  type DashboardDay,
  type DashboardFigures,
  type DashboardPeriod,
  type DashboardValue,
  dashboardDays,
  dashboardSince,
} from '@app/contract';
import type { AccountService } from '../account/service';
import type { SystemService } from '../system/service';
import type { MerchantDay, WalletService } from '../wallet/service';

export type DashboardService = ReturnType<typeof createDashboardService>;

const NO_FIGURES: DashboardFigures = {
  registrations: 0,
  activePlayers: 0,
  deposits: 0,
  depositCount: 0,
  withdrawals: 0,
  withdrawalCount: 0,
  bets: 0,
  wins: 0,
  ggr: 0,
};

const figuresOf = (registrations: number, money: MerchantDay | undefined): DashboardFigures =>
  money
    ? {
        registrations,
        activePlayers: money.bettors,
        deposits: money.deposits,
        depositCount: money.depositCount,
        withdrawals: money.withdrawals,
        withdrawalCount: money.withdrawalCount,
        bets: money.bets,
        wins: money.wins,
        ggr: money.bets - money.wins,
      }
    : { ...NO_FIGURES, registrations };

export const createDashboardService = (deps: {
  system: Pick<SystemService, 'getMerchant'>;
  accounts: Pick<AccountService, 'registrationsPerDay'>;
  wallet: Pick<WalletService, 'merchantDailyTotals'>;
  now: () => number;
}) => ({
  /** The merchant's figures of the period ending today (UTC), every day of it present. */
  async dashboard(merchantCode: string, days: DashboardPeriod): Promise<DashboardValue> {
    const { config } = await deps.system.getMerchant(merchantCode);
    const now = new Date(deps.now());
    const since = dashboardSince(days, now);
    const [registrations, money] = await Promise.all([
      deps.accounts.registrationsPerDay(config.merchantCode, since),
      deps.wallet.merchantDailyTotals(config.merchantCode, config.currency, since),
    ]);
    const registrationsOf = new Map(registrations.map((row) => [row.day, row.count]));
    const points: DashboardDay[] = dashboardDays(days, now).map((date) => ({
      date,
      ...figuresOf(registrationsOf.get(date) ?? 0, money.days.get(date)),
    }));
    const totals = points.reduce<DashboardFigures>(
      (sum, point) => ({
        registrations: sum.registrations + point.registrations,
        activePlayers: 0,
        deposits: sum.deposits + point.deposits,
        depositCount: sum.depositCount + point.depositCount,
        withdrawals: sum.withdrawals + point.withdrawals,
        withdrawalCount: sum.withdrawalCount + point.withdrawalCount,
        bets: sum.bets + point.bets,
        wins: sum.wins + point.wins,
        ggr: sum.ggr + point.ggr,
      }),
      NO_FIGURES,
    );
    return {
      merchantCode: config.merchantCode,
      currency: config.currency,
      decimals: currencyDecimals(config.currency),
      days,
      since: since.toISOString(),
      // Distinct over the period: a member who bet on two days is one active player.
      totals: { ...totals, activePlayers: money.periodBettors },
      points,
    };
  },
});
