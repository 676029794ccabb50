/**
 * The operator API: change a merchant's configuration and access settings while the server runs.
 * Every call needs the `Operator-Key` header; every change is audited.
 */
import { operatorRoutes } from '@app/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../plugins/errors';
import { OPERATOR_ACTOR_HEADER } from '../../plugins/operator-key';
import type { OperatorAction, SystemService } from './service';

const actionOf = (request: FastifyRequest): OperatorAction => {
  const header = request.headers[OPERATOR_ACTOR_HEADER];
  const actor = (Array.isArray(header) ? header[0] : header)?.trim().slice(0, 100);
  return { actor: actor || 'operator-api', clientIp: request.ip };
};

const security = [{ operatorKey: [] }];

export const operatorFeature: FastifyPluginAsyncTypebox<{
  system: SystemService;
}> = async (app, { system }) => {
  app.get(
    operatorRoutes.listMerchants.url,
    {
      schema: {
        tags: ['operator'],
        security,
        summary: 'List merchants',
        response: { 200: operatorRoutes.listMerchants.response },
      },
    },
    async () => ok(await system.listMerchants()),
  );

  app.post(
    operatorRoutes.createMerchant.url,
    {
      schema: {
        tags: ['operator'],
        security,
        summary: 'Create a merchant: its whole site configuration, access settings optional (default open)',
        body: operatorRoutes.createMerchant.body,
        response: { 200: operatorRoutes.createMerchant.response },
      },
    },
    async (request) => ok(await system.createMerchant(request.body, actionOf(request))),
  );

  app.get(
    operatorRoutes.getMerchant.url,
    {
      schema: {
        tags: ['operator'],
        security,
        summary: "A merchant's configuration and access settings",
        params: operatorRoutes.getMerchant.params,
        response: { 200: operatorRoutes.getMerchant.response },
      },
    },
    async (request) => ok(await system.getMerchant(request.params.merchantCode)),
  );

  app.patch(
    operatorRoutes.patchConfig.url,
    {
      schema: {
        tags: ['operator'],
        security,
        summary: 'Change site configuration: objects merge, arrays replace',
        params: operatorRoutes.patchConfig.params,
        body: operatorRoutes.patchConfig.body,
        response: { 200: operatorRoutes.patchConfig.response },
      },
    },
    async (request) =>
      ok(await system.patchConfig(request.params.merchantCode, request.body, actionOf(request))),
  );

  app.patch(
    operatorRoutes.patchAccess.url,
    {
      schema: {
        tags: ['operator'],
        security,
        summary: 'Change maintenance and allowed or blocked countries',
        params: operatorRoutes.patchAccess.params,
        body: operatorRoutes.patchAccess.body,
        response: { 200: operatorRoutes.patchAccess.response },
      },
    },
    async (request) =>
      ok(await system.patchAccess(request.params.merchantCode, request.body, actionOf(request))),
  );
};
