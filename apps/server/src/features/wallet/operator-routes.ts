/** Operator calls of the wallet (Operator-Key): manual adjustments and the ledger invariant check. */
import { ErrorCode, walletOperatorRoutes } from '@app/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError, ok } from '../../plugins/errors';
import type { AccountService } from '../account/service';
import type { SystemService } from '../system/service';
import type { WalletService } from './service';

const tags = ['operator'];
const security = [{ operatorKey: [] }];

export const walletOperatorFeature: FastifyPluginAsyncTypebox<{
  system: SystemService;
  accounts: AccountService;
  wallet: WalletService;
}> = async (app, { system, accounts, wallet }) => {
  const { adjustment, ledgerCheck } = walletOperatorRoutes;

  app.post(
    adjustment.url,
    {
      schema: {
        tags,
        security,
        summary: "Correct a member's balance: + from the house, − back to it (idempotent by idempotencyKey)",
        params: adjustment.params,
        body: adjustment.body,
        response: { 200: adjustment.response },
      },
    },
    async (request) => {
      const { merchantCode, currency } = (await system.getMerchant(request.params.merchantCode)).config;
      const { username, ...adjustment } = request.body;
      const memberId = await accounts.memberIdOf(merchantCode, username);
      if (memberId === null)
        throw new ApiError(ErrorCode.NOT_FOUND, `No member ${username} in ${merchantCode}`);
      const posted = await wallet.adjust(merchantCode, currency, memberId, adjustment);
      return ok({ outcome: 'posted' as const, ...posted });
    },
  );

  app.get(
    ledgerCheck.url,
    {
      schema: {
        tags,
        security,
        summary: 'Check the ledger invariants over the whole database',
        response: { 200: ledgerCheck.response },
      },
    },
    async () => ok(await wallet.check()),
  );
};
