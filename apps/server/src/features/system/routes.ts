/**
 * Public system calls (spec §7 System status, Template settings, System country, site config).
 * They answer even while the merchant is in maintenance or the client is region-restricted:
 * they are how the site learns that it is.
 */
import { systemRoutes } from '@app/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { publicSiteConfig } from '../../lib/site-config';
import { ok } from '../../plugins/errors';
import { countryOfIp } from './geo';
import type { SystemService } from './service';

const open = { accessGate: false } as const;

export const systemFeature: FastifyPluginAsyncTypebox<{ system: SystemService }> = async (
  app,
  { system },
) => {
  app.get(
    systemRoutes.status.url,
    {
      config: open,
      schema: {
        tags: ['system'],
        summary: 'System status: maintenance, region restriction, client location',
        response: { 200: systemRoutes.status.response },
      },
    },
    async (request) => ok(system.statusOf(request.merchant, request.ip)),
  );

  app.get(
    systemRoutes.config.url,
    {
      config: open,
      schema: {
        tags: ['system'],
        summary: "The merchant's site configuration",
        response: { 200: systemRoutes.config.response },
      },
    },
    async (request) => ok(publicSiteConfig(request.merchant.config)),
  );

  app.get(
    systemRoutes.template.url,
    {
      config: open,
      schema: {
        tags: ['system'],
        summary: 'Template settings (mem_cen, dep_func, parameters)',
        response: { 200: systemRoutes.template.response },
      },
    },
    async (request) => ok(request.merchant.config.templates),
  );

  app.get(
    systemRoutes.country.url,
    {
      config: open,
      schema: {
        tags: ['system'],
        summary: "The client's IP and country",
        response: { 200: systemRoutes.country.response },
      },
    },
    async (request) => ok({ ip: request.ip, country: countryOfIp(request.ip) }),
  );
};
