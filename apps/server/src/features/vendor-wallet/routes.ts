/**
 * The vendor API (POST /wps/vendor/:vendorCode/wallet/:action) and the betting record. The vendor
 * API lives outside the merchant scope: the player token says whose wallet it is, and a
 * maintenance window must not stop bets that are already running from settling. It is exempt from
 * the per-IP rate limit, since a vendor's few servers carry every player's bets; the signature is
 * checked before the body is validated, so an unsigned caller learns nothing about the schema.
 */
import { ErrorCode, VENDOR_SIGNATURE_HEADER, vendorWalletRoutes, WALLET_MESSAGES } from '@app/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError, ok } from '../../plugins/errors';
import { sessionOf } from '../../plugins/session';
import { captureRawJson, rawBodyOf, signatureValid } from '../../plugins/signed-body';
import type { VendorWalletService } from './service';

export const vendorWalletApi: FastifyPluginAsyncTypebox<{
  vendorWallet: VendorWalletService;
  now: () => number;
}> = async (app, { vendorWallet, now }) => {
  captureRawJson(app);
  const route = vendorWalletRoutes.vendorWallet;

  app.post(
    route.url,
    {
      config: { rateLimit: false },
      preValidation: async (request) => {
        const { vendorCode } = request.params as { vendorCode?: string };
        const secret = vendorCode ? await vendorWallet.vendorSecret(vendorCode) : null;
        const header = request.headers[VENDOR_SIGNATURE_HEADER];
        if (!secret || !signatureValid(header, rawBodyOf(request), secret, now())) {
          throw new ApiError(ErrorCode.SIGNATURE_INVALID, WALLET_MESSAGES[ErrorCode.SIGNATURE_INVALID]);
        }
      },
      schema: {
        tags: ['vendor'],
        summary: 'Seamless wallet: balance, debit (bet), credit (win), rollback; signed X-Vendor-Signature',
        params: route.params,
        body: route.body,
        response: { 200: route.response },
      },
    },
    async (request) => {
      const { vendorCode, action } = request.params;
      const player = await vendorWallet.playerOf(vendorCode, request.body.playerToken);
      return ok(await vendorWallet.act(action, player, request.body));
    },
  );
};

/** The betting record (/m/gameRecord), inside the merchant scope. Login required. */
export const gameRecordsFeature: FastifyPluginAsyncTypebox<{ vendorWallet: VendorWalletService }> = async (
  app,
  { vendorWallet },
) => {
  app.get(
    vendorWalletRoutes.gameRecords.url,
    {
      preHandler: app.requireSession,
      schema: {
        tags: ['wallet'],
        summary: 'Betting record: game rounds with stake and win, newest first, paged',
        querystring: vendorWalletRoutes.gameRecords.querystring,
        response: { 200: vendorWalletRoutes.gameRecords.response },
      },
    },
    async (request) => ok(await vendorWallet.gameRecords(sessionOf(request), request.query)),
  );
};
