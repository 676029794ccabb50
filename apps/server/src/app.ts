/**
 * Builds the application without listening: the plugins, then the features as an explicit list.
 * main.ts listens; the tests drive the same app through app.inject.
 */
import compress from '@fastify/compress';
import { type FastifyPluginAsyncTypebox, TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import { seedDemoData } from './db/seed/seed';
import { healthFeature } from './features/health/routes';
import { resolveOperatorKey } from './features/system/operator-key';
import { operatorFeature } from './features/system/operator-routes';
import { createSystemRepository } from './features/system/repository';
import { systemFeature } from './features/system/routes';
import { createSystemService, type SystemService } from './features/system/service';
import { databasePlugin } from './plugins/database';
import { errorsPlugin } from './plugins/errors';
import { merchantPlugin } from './plugins/merchant';
import { openapiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { requestContextPlugin } from './plugins/request-context';
import { securityPlugin } from './plugins/security';
import { sharedStatePlugin } from './plugins/shared-state';
import { staticSitePlugin } from './plugins/static-site';

/** What a feature gets to build its routes with; later features add their services here. */
export interface FeatureContext {
  config: ServerConfig;
  system: SystemService;
}

/** A feature of the merchant-scoped API: its routes know request.merchant and pass the access gate. */
export type Feature = FastifyPluginAsyncTypebox<FeatureContext>;

/** The merchant-scoped features, in registration order. */
export const FEATURES: readonly Feature[] = [systemFeature];

/** Secrets never reach the logs, whatever a log call is given. */
const REDACTED_PATHS = ['req.headers.authorization', 'req.headers["operator-key"]', 'req.headers.cookie'];

export const buildApp = async (
  config: ServerConfig,
  options: { features?: readonly Feature[] } = {},
): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: { level: config.logLevel, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } },
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
  });
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  // On close Fastify stops accepting and answers requests that arrive meanwhile with 503, but a
  // keep-alive connection whose request was already in flight would then idle until its timeout
  // and hold the shutdown up: its response asks the client to close it.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
  });

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(sharedStatePlugin, { config });
  await app.register(rateLimitPlugin, { config });
  // API responses (site config is a few KB); the site's files arrive precompressed and pass through.
  await app.register(compress);
  await app.register(databasePlugin, { config });
  await seedDemoData(app.db);
  await app.register(requestContextPlugin);
  await app.register(openapiPlugin);

  const system = createSystemService({ repository: createSystemRepository(app.db), cache: app.cache });
  const operatorKey = await resolveOperatorKey(config, app.log);

  await app.register(healthFeature);
  await app.register(staticSitePlugin, { webDist: config.webDist });
  await app.register(operatorFeature, { system, operatorKey });
  await app.register(async (merchantScope) => {
    await merchantScope.register(merchantPlugin, {
      resolver: system,
      defaultMerchant: config.defaultMerchant,
    });
    for (const feature of options.features ?? FEATURES)
      await merchantScope.register(feature, { config, system });
  });

  return app;
};
