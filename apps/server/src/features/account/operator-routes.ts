/**
 * Operator calls of the account feature (Operator-Key): the embedded SMS provider's outbox, which
 * the e2e suite reads codes from, the rotation of the body-encryption key, and a member's payee
 * name, which the member sets once (decision 0040).
 */
import { accountRoutes, Ok, SecurityKeyValue } from '@app/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { BodyKeyRing } from '../../plugins/body-keys';
import { ok } from '../../plugins/errors';
import { operatorActionOf } from '../../plugins/operator-key';
import type { SmsService } from '../sms/service';
import type { SystemService } from '../system/service';
import type { AccountService } from './service';

const security = [{ operatorKey: [] }];
const DEFAULT_OUTBOX_LIMIT = 20;

export const ROTATE_KEY_URL = '/wps/operator/security/key/rotate';

export const accountOperatorFeature: FastifyPluginAsyncTypebox<{
  sms: SmsService;
  bodyKeys: BodyKeyRing;
  system: SystemService;
  accounts: AccountService;
}> = async (app, { sms, bodyKeys, system, accounts }) => {
  app.get(
    accountRoutes.smsOutbox.url,
    {
      schema: {
        tags: ['operator'],
        security,
        summary: "The embedded SMS provider's outbox, newest first (tests and e2e read codes here)",
        params: accountRoutes.smsOutbox.params,
        querystring: accountRoutes.smsOutbox.querystring,
        response: { 200: accountRoutes.smsOutbox.response },
      },
    },
    async (request) => {
      const { mobile, limit } = request.query;
      const rows = await sms.outbox(request.params.merchantCode, mobile, limit ?? DEFAULT_OUTBOX_LIMIT);
      return ok(
        rows.map((row) => ({
          to: row.mobile,
          text: row.text,
          code: row.code,
          purpose: row.purpose,
          sentAt: row.createdAt.toISOString(),
        })),
      );
    },
  );

  app.post(
    ROTATE_KEY_URL,
    {
      schema: {
        tags: ['operator'],
        security,
        summary: 'Publish a new body-encryption key; the previous one stays valid, older ones are retired',
        response: { 200: Ok(SecurityKeyValue) },
      },
    },
    async () => ok((await bodyKeys.rotate()).published),
  );

  app.patch(
    accountRoutes.operatorPayeeName.url,
    {
      schema: {
        tags: ['operator'],
        security,
        summary: "Change a member's payee name (the member sets it once); audited",
        params: accountRoutes.operatorPayeeName.params,
        body: accountRoutes.operatorPayeeName.body,
        response: { 200: accountRoutes.operatorPayeeName.response },
      },
    },
    async (request) => {
      const { merchantCode, username } = request.params;
      const merchant = await system.getMerchant(merchantCode);
      return ok(
        await accounts.setPayeeNameByOperator(
          merchant,
          username,
          request.body.payeeName,
          operatorActionOf(request),
        ),
      );
    },
  );
};
