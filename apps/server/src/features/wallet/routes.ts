/** Spec §7 Wallet (sumBalance) and the account record (/m/transaction/record). Login required. */
import { walletRoutes } from '@app/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../plugins/errors';
import { sessionAlongOf, sessionOf } from '../../plugins/session';
import type { PaymentsService } from '../payments/service';
import type { WithdrawalsService } from '../withdrawals/service';
import { balancesAlongSession, type WalletService } from './service';

const tags = ['wallet'];

export const walletFeature: FastifyPluginAsyncTypebox<{
  wallet: WalletService;
  payments: PaymentsService;
  withdrawalsService: WithdrawalsService;
}> = async (app, { wallet, payments, withdrawalsService }) => {
  app.get(
    walletRoutes.wallet.url,
    {
      // The session lookup reads the balances too: one database round trip (decision 0057).
      preHandler: app.requireSessionAlong(balancesAlongSession),
      schema: {
        tags,
        summary: "The member's balance (sumBalance), withdrawable and held amounts, in minor units",
        response: { 200: walletRoutes.wallet.response },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { config } = request.merchant;
      const unwithdrawable = await payments.unwithdrawableCredit(
        session.merchantCode,
        session.memberId,
        config.currency,
      );
      return ok(
        await wallet.view(config, session, sessionAlongOf(request, balancesAlongSession), unwithdrawable),
      );
    },
  );

  app.get(
    walletRoutes.records.url,
    {
      preHandler: app.requireSession,
      schema: {
        tags,
        summary: 'Account record: wallet movements by type and time range, newest first, paged',
        querystring: walletRoutes.records.querystring,
        response: { 200: walletRoutes.records.response },
      },
    },
    async (request) =>
      ok(
        await wallet.records(
          sessionOf(request),
          request.merchant.config.currency,
          request.query,
          withdrawalsService.statusesOfHolds,
        ),
      ),
  );
};
