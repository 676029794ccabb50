/**
 * Operator calls of the vendor wallet (Operator-Key): a vendor's secret, to hand to the vendor, and
 * a player token for a member — what a game launch issues, here for integration tests and the bench.
 */
import { ErrorCode, vendorWalletOperatorRoutes } from '@app/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError, ok } from '../../plugins/errors';
import type { AccountService } from '../account/service';
import type { SystemService } from '../system/service';
import type { VendorWalletService } from './service';

const tags = ['operator'];
const security = [{ operatorKey: [] }];

export const vendorOperatorFeature: FastifyPluginAsyncTypebox<{
  system: SystemService;
  accounts: AccountService;
  vendorWallet: VendorWalletService;
}> = async (app, { system, accounts, vendorWallet }) => {
  const { vendor, vendorToken } = vendorWalletOperatorRoutes;

  const requireVendor = async (vendorCode: string) => {
    const found = await vendorWallet.vendor(vendorCode);
    if (!found) throw new ApiError(ErrorCode.NOT_FOUND, `Unknown vendor ${vendorCode}`);
    return found;
  };

  app.get(
    vendor.url,
    {
      schema: {
        tags,
        security,
        summary: 'A game vendor and the secret that signs its wallet calls',
        params: vendor.params,
        response: { 200: vendor.response },
      },
    },
    async (request) => {
      const { vendorCode, name, secret } = await requireVendor(request.params.vendorCode);
      return ok({ vendorCode, name, secret });
    },
  );

  app.post(
    vendorToken.url,
    {
      schema: {
        tags,
        security,
        summary: 'Issue a player token for a member, as a game launch does',
        params: vendorToken.params,
        body: vendorToken.body,
        response: { 200: vendorToken.response },
      },
    },
    async (request) => {
      const { vendorCode } = await requireVendor(request.params.vendorCode);
      const { merchantCode, username } = request.body;
      const merchant = await system.findMerchant(merchantCode);
      const memberId = merchant ? await accounts.memberIdOf(merchantCode, username) : null;
      if (!merchant || memberId === null) {
        throw new ApiError(ErrorCode.NOT_FOUND, `No member ${username} in ${merchantCode}`);
      }
      const playerToken = await vendorWallet.issuePlayerToken(vendorCode, {
        merchantCode,
        memberId,
        currency: merchant.config.currency,
      });
      return ok({ playerToken });
    },
  );
};
