/**
 * The back office's dashboard (issue 21 point 2): a merchant's figures of the last 1, 7 or 30
 * days from the ledger and the members. Days are UTC days (a merchant's configuration has no time
 * zone): `days=1` is today since 00:00 UTC, `days=7` today and the six days before it. The schemas
 * are in dashboard.ts.
 */

export const DASHBOARD_OPERATOR_PATHS = {
  dashboard: '/wps/operator/merchants/:merchantCode/dashboard',
} as const;

/** The periods the dashboard offers, in days ending today. */
export const DASHBOARD_PERIODS = [1, 7, 30] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

export const isDashboardPeriod = (value: unknown): value is DashboardPeriod =>
  (DASHBOARD_PERIODS as readonly unknown[]).includes(value);

/** The UTC dates ('YYYY-MM-DD') of the period ending on the day of `now`, oldest first. */
export const dashboardDays = (days: DashboardPeriod, now: Date): string[] => {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, index) =>
    new Date(today - (days - 1 - index) * 86_400_000).toISOString().slice(0, 10),
  );
};

/** Where the period starts: 00:00 UTC of its first day. */
export const dashboardSince = (days: DashboardPeriod, now: Date): Date =>
  new Date(`${dashboardDays(days, now)[0]}T00:00:00.000Z`);
