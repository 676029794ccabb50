/** OpenAPI generated from the route schemas (the contract's TypeBox types): UI at /docs, JSON at /docs/json. */
import { STAFF_SESSION_COOKIE } from '@app/contract';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { contentSecurityPolicy } from './security';

const DOCS_POLICY = contentSecurityPolicy({
  imageOrigins: [],
  frameOrigins: [],
  styleSources: ["'unsafe-inline'"],
});

export const openapiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Player platform API',
          version: '1',
          description:
            'Every call answers `{ success: true, value }` or `{ success: false, errorCode, message, value? }`. ' +
            'Headers: `Merchant`, `Language`, `Device`, `Authorization` (raw token). The operator calls take ' +
            'the `Operator-Key`, or a back-office staff session (cookie, and the CSRF header on a change) ' +
            'whose role allows them.',
        },
        components: {
          securitySchemes: {
            operatorKey: { type: 'apiKey', in: 'header', name: 'Operator-Key' },
            // The back office's session (decision 0064); the operator calls take it too, by role.
            staffSession: { type: 'apiKey', in: 'cookie', name: STAFF_SESSION_COOKIE },
          },
        },
      },
    });
    await app.register(swaggerUi, {
      routePrefix: '/docs',
      // Swagger UI writes <style> elements at run time. The docs answer only on the operations
      // listener in production (plugins/ops-listener.ts), so they alone may have inline styles.
      uiHooks: {
        onRequest: async (_request, reply) => {
          reply.header('content-security-policy', DOCS_POLICY);
        },
      },
    });
  },
  { name: 'openapi' },
);
