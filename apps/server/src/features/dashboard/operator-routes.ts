/**
 * Operator call of the dashboard (the Operator-Key, or any staff role: it is a GET): a merchant's
 * figures of the last 1, 7 or 30 UTC days.
 */
import { dashboardOperatorRoutes } from '@app/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../plugins/errors';
import type { DashboardService } from './service';

const tags = ['operator'];
const security = [{ operatorKey: [] }];

export const dashboardOperatorFeature: FastifyPluginAsyncTypebox<{ dashboard: DashboardService }> = async (
  app,
  { dashboard },
) => {
  const route = dashboardOperatorRoutes.dashboard;
  app.get(
    route.url,
    {
      schema: {
        tags,
        security,
        summary:
          "A merchant's registrations, active players, deposits, withdrawals, bets, wins and GGR per UTC day",
        params: route.params,
        querystring: route.querystring,
        response: { 200: route.response },
      },
    },
    async (request) => ok(await dashboard.dashboard(request.params.merchantCode, request.query.days)),
  );
};
