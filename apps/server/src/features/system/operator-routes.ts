/**
 * The operator API: change a merchant's configuration and access settings while the server runs.
 * Every call needs the `Operator-Key` header; every change is audited.
 */
import { operatorRoutes } from '@app/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../plugins/errors';
import { operatorActionOf } from '../../plugins/operator-key';
import type { SystemService } from './service';

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
    async (request) => ok(await system.createMerchant(request.body, operatorActionOf(request))),
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

  app.get(
    operatorRoutes.getSettings.url,
    {
      schema: {
        tags: ['operator'],
        security,
        summary: "A merchant's configuration with its secrets masked, and its access settings (every role)",
        params: operatorRoutes.getSettings.params,
        response: { 200: operatorRoutes.getSettings.response },
      },
    },
    async (request) => ok(await system.getSettings(request.params.merchantCode)),
  );

  app.patch(
    operatorRoutes.patchConfig.url,
    {
      schema: {
        tags: ['operator'],
        security,
        summary: 'Change site configuration: objects merge, arrays replace; answers it with secrets masked',
        params: operatorRoutes.patchConfig.params,
        body: operatorRoutes.patchConfig.body,
        response: { 200: operatorRoutes.patchConfig.response },
      },
    },
    async (request) =>
      ok(await system.patchConfig(request.params.merchantCode, request.body, operatorActionOf(request))),
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
      ok(await system.patchAccess(request.params.merchantCode, request.body, operatorActionOf(request))),
  );
};
