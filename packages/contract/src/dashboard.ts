/**
 * The dashboard's schemas (dashboard-rules.ts): a merchant's figures per UTC day and in total.
 * Money is integer minor units of the merchant's currency (`decimals` digits).
 */
import Type, { type Static } from 'typebox';
import { DASHBOARD_OPERATOR_PATHS, DASHBOARD_PERIODS } from './dashboard-rules';
import { Ok } from './envelope';
import { Money } from './money-schemas';
import { MerchantParams } from './system';

const Count = Type.Integer({ minimum: 0 });

/** The figures of a day or of the whole period. */
export const DashboardFigures = Type.Object({
  /** Members who joined the merchant. */
  registrations: Count,
  /** Distinct members who placed at least one bet (over the period: distinct over all its days). */
  activePlayers: Count,
  /** Completed deposits credited to members' wallets: their sum and how many. */
  deposits: Money,
  depositCount: Count,
  /** Withdrawals paid out (holds released back to the wallet are not counted). */
  withdrawals: Money,
  withdrawalCount: Count,
  /** Stakes, less the stakes of bets rolled back. */
  bets: Money,
  /** What the games paid back. */
  wins: Money,
  /** Gross gaming revenue: bets − wins. */
  ggr: Money,
});
export type DashboardFigures = Static<typeof DashboardFigures>;

export const DashboardDay = Type.Intersect([
  Type.Object({ date: Type.String({ description: 'YYYY-MM-DD, UTC' }) }),
  DashboardFigures,
]);
export type DashboardDay = Static<typeof DashboardDay>;

export const DashboardValue = Type.Object({
  merchantCode: Type.String(),
  currency: Type.String(),
  decimals: Type.Integer({ minimum: 0 }),
  days: Type.Integer(),
  /** 00:00 UTC of the first day (ISO 8601). */
  since: Type.String(),
  totals: DashboardFigures,
  /** One per day of the period, oldest first, days without anything included (all zero). */
  points: Type.Array(DashboardDay),
});
export type DashboardValue = Static<typeof DashboardValue>;

export const DashboardQuery = Type.Object(
  {
    days: Type.Union(
      DASHBOARD_PERIODS.map((days) => Type.Literal(days)),
      { description: 'The period in days ending today: 1, 7 or 30' },
    ),
  },
  { additionalProperties: false },
);
export type DashboardQuery = Static<typeof DashboardQuery>;

export const dashboardOperatorRoutes = {
  dashboard: {
    method: 'GET',
    url: DASHBOARD_OPERATOR_PATHS.dashboard,
    params: MerchantParams,
    querystring: DashboardQuery,
    response: Ok(DashboardValue),
  },
} as const;
