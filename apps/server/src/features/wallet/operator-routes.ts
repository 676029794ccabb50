/**
 * Operator calls of the wallet (Operator-Key): manual adjustments (a staff member's above the
 * merchant's approval threshold wait for a second one: the approvals feature decides, decision
 * 0067), the merchant's wallet settings and the ledger invariant check.
 */
import { ErrorCode, walletOperatorRoutes } from '@app/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError, ok } from '../../plugins/errors';
import { operatorActionOf } from '../../plugins/operator-key';
import type { AccountService } from '../account/service';
import type { ApprovalsService } from '../approvals/service';
import type { SystemService } from '../system/service';
import type { WalletService } from './service';

const tags = ['operator'];
const security = [{ operatorKey: [] }];

export const walletOperatorFeature: FastifyPluginAsyncTypebox<{
  system: SystemService;
  accounts: AccountService;
  wallet: WalletService;
  approvals: ApprovalsService;
}> = async (app, { system, accounts, wallet, approvals }) => {
  const { adjustment, ledgerCheck, settings, changeSettings } = walletOperatorRoutes;

  app.post(
    adjustment.url,
    {
      schema: {
        tags,
        security,
        summary:
          "Correct a member's balance: + from the house, − back to it (idempotent by idempotencyKey); a staff member's above the approval threshold waits for a second one",
        params: adjustment.params,
        body: adjustment.body,
        response: { 200: adjustment.response },
      },
    },
    async (request) => {
      const { merchantCode, currency } = (await system.getMerchant(request.params.merchantCode)).config;
      const { username } = request.body;
      const memberId = await accounts.memberIdOf(merchantCode, username);
      if (memberId === null)
        throw new ApiError(ErrorCode.NOT_FOUND, `No member ${username} in ${merchantCode}`);
      return ok(
        await approvals.adjust(merchantCode, currency, memberId, request.body, {
          ...operatorActionOf(request),
          staff: Boolean(request.staff),
        }),
      );
    },
  );

  app.get(
    settings.url,
    {
      schema: {
        tags,
        security,
        summary: "A merchant's withdrawal limits and approval threshold (four eyes), as they apply",
        params: settings.params,
        response: { 200: settings.response },
      },
    },
    async (request) => {
      const { merchantCode, currency } = (await system.getMerchant(request.params.merchantCode)).config;
      return ok(await wallet.settings(merchantCode, currency));
    },
  );

  app.put(
    changeSettings.url,
    {
      schema: {
        tags,
        security,
        summary: "Change a merchant's withdrawal limits and approval threshold (admins only; audited)",
        params: changeSettings.params,
        body: changeSettings.body,
        response: { 200: changeSettings.response },
      },
    },
    async (request) => {
      const { merchantCode, currency } = (await system.getMerchant(request.params.merchantCode)).config;
      return ok(await wallet.changeSettings(merchantCode, currency, request.body, operatorActionOf(request)));
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
