/**
 * Operator calls of the VIP levels (Operator-Key): list, create or replace, remove. Every write is
 * validated against the whole ladder and audited in operator_audit (target 'vip-level:<level>').
 */
import { vipOperatorRoutes } from '@app/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../plugins/errors';
import { operatorActionOf } from '../../plugins/operator-key';
import type { SystemService } from '../system/service';
import type { VipService } from './service';

const tags = ['operator'];
const security = [{ operatorKey: [] }];

export const vipOperatorFeature: FastifyPluginAsyncTypebox<{
  system: SystemService;
  vip: VipService;
}> = async (app, { system, vip }) => {
  const { list, put, remove } = vipOperatorRoutes;

  app.get(
    list.url,
    {
      schema: {
        tags,
        security,
        summary: "A merchant's VIP levels with their texts in every language",
        params: list.params,
        response: { 200: list.response },
      },
    },
    async (request) => {
      await system.getMerchant(request.params.merchantCode);
      return ok(await vip.levels(request.params.merchantCode));
    },
  );

  app.put(
    put.url,
    {
      schema: {
        tags,
        security,
        summary: 'Create or replace a VIP level (level 0 starts at 0; thresholds rise with the level)',
        params: put.params,
        body: put.body,
        response: { 200: put.response },
      },
    },
    async (request) => {
      const { merchantCode, level } = request.params;
      await system.getMerchant(merchantCode);
      return ok(await vip.put(merchantCode, Number(level), request.body, operatorActionOf(request)));
    },
  );

  app.delete(
    remove.url,
    {
      schema: {
        tags,
        security,
        summary: 'Remove a VIP level above 0',
        params: remove.params,
        response: { 200: remove.response },
      },
    },
    async (request) => {
      const { merchantCode, level } = request.params;
      await system.getMerchant(merchantCode);
      await vip.remove(merchantCode, Number(level), operatorActionOf(request));
      return ok(null);
    },
  );
};
