/**
 * Operator calls of the inbox (Operator-Key): send a message to one member (by username) or to all
 * members of a merchant, list what was sent with how many read it, withdraw one. Sending and
 * withdrawing are audited in operator_audit (target 'inbox-message:<id>') in their own transaction;
 * an unknown merchant, member or message answers 404.
 */
import { ErrorCode, inboxOperatorRoutes } from '@app/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError, ok } from '../../plugins/errors';
import { operatorActionOf } from '../../plugins/operator-key';
import type { SystemService } from '../system/service';
import type { InboxService } from './service';

const tags = ['operator'];
const security = [{ operatorKey: [] }];

export const inboxOperatorFeature: FastifyPluginAsyncTypebox<{
  system: SystemService;
  inbox: InboxService;
}> = async (app, { system, inbox }) => {
  const { send, list, withdraw } = inboxOperatorRoutes;

  app.post(
    send.url,
    {
      schema: {
        tags,
        security,
        summary: 'Send a message to one member (username) or to all members (all: true); content sanitized',
        params: send.params,
        body: send.body,
        response: { 200: send.response },
      },
    },
    async (request) => {
      const { merchantCode } = (await system.getMerchant(request.params.merchantCode)).config;
      return ok(await inbox.send(merchantCode, request.body, operatorActionOf(request)));
    },
  );

  app.get(
    list.url,
    {
      schema: {
        tags,
        security,
        summary: "The merchant's messages, newest first, with how many members read and deleted each",
        params: list.params,
        querystring: list.querystring,
        response: { 200: list.response },
      },
    },
    async (request) => {
      const { merchantCode } = (await system.getMerchant(request.params.merchantCode)).config;
      return ok(await inbox.sent(merchantCode, request.query));
    },
  );

  app.delete(
    withdraw.url,
    {
      schema: {
        tags,
        security,
        summary: 'Withdraw a message: no member sees it any more (again answers the first withdrawal)',
        params: withdraw.params,
        response: { 200: withdraw.response },
      },
    },
    async (request) => {
      const { merchantCode, messageId } = request.params;
      await system.getMerchant(merchantCode);
      const withdrawn = await inbox.withdraw(merchantCode, messageId, operatorActionOf(request));
      if (!withdrawn) throw new ApiError(ErrorCode.NOT_FOUND, `No message ${messageId} in ${merchantCode}`);
      return ok(withdrawn);
    },
  );
};
