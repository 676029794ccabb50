/**
 * Operator calls of the help centre (Operator-Key): every section and item of a merchant, shown or
 * not; create; change; remove (a section goes with its items). Each write is audited in
 * operator_audit (target 'help:<id>') in its own transaction; an unknown merchant or item answers 404.
 */
import { ErrorCode, helpOperatorRoutes } from '@app/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError, ok } from '../../plugins/errors';
import { operatorActionOf } from '../../plugins/operator-key';
import type { SystemService } from '../system/service';
import type { HelpService } from './service';

const tags = ['operator'];
const security = [{ operatorKey: [] }];

export const helpOperatorFeature: FastifyPluginAsyncTypebox<{
  help: HelpService;
  system: Pick<SystemService, 'getMerchant'>;
}> = async (app, { help, system }) => {
  /** The merchant's code; MERCHANT_UNKNOWN for an unknown one. */
  const knownMerchant = async (merchantCode: string) =>
    (await system.getMerchant(merchantCode)).config.merchantCode;
  const notFound = (merchantCode: string, helpId: string) =>
    new ApiError(ErrorCode.NOT_FOUND, `No help section or item ${helpId} in ${merchantCode}`);
  const { list, create, patch, remove } = helpOperatorRoutes;

  app.get(
    list.url,
    {
      schema: {
        tags,
        security,
        summary: "A merchant's help sections and items, shown or not, in every language",
        params: list.params,
        response: { 200: list.response },
      },
    },
    async (request) =>
      ok({ list: await help.operatorList(await knownMerchant(request.params.merchantCode)) }),
  );

  app.post(
    create.url,
    {
      schema: {
        tags,
        security,
        summary: 'Create a help section (no parentId) or an item of a section (content sanitized)',
        params: create.params,
        body: create.body,
        response: { 200: create.response },
      },
    },
    async (request) =>
      ok(
        await help.create(
          await knownMerchant(request.params.merchantCode),
          request.body,
          operatorActionOf(request),
        ),
      ),
  );

  app.patch(
    patch.url,
    {
      schema: {
        tags,
        security,
        summary: 'Change a help section or item: the fields given; texts replace the languages given',
        params: patch.params,
        body: patch.body,
        response: { 200: patch.response },
      },
    },
    async (request) => {
      const { merchantCode, helpId } = request.params;
      const changed = await help.patch(
        await knownMerchant(merchantCode),
        helpId,
        request.body,
        operatorActionOf(request),
      );
      if (!changed) throw notFound(merchantCode, helpId);
      return ok(changed);
    },
  );

  app.delete(
    remove.url,
    {
      schema: {
        tags,
        security,
        summary: 'Remove a help item, or a section with its items',
        params: remove.params,
        response: { 200: remove.response },
      },
    },
    async (request) => {
      const { merchantCode, helpId } = request.params;
      if (!(await help.remove(await knownMerchant(merchantCode), helpId, operatorActionOf(request)))) {
        throw notFound(merchantCode, helpId);
      }
      return ok({ helpId });
    },
  );
};
