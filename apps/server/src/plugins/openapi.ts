/** OpenAPI generated from the route schemas (the contract's TypeBox types): UI at /docs, JSON at /docs/json. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';

export const openapiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Player platform API',
          version: '1',
          description:
            'Every call answers `{ success: true, value }` or `{ success: false, errorCode, message, value? }`. ' +
            'Headers: `Merchant`, `Language`, `Device`, `Authorization` (raw token).',
        },
        components: {
          securitySchemes: { operatorKey: { type: 'apiKey', in: 'header', name: 'Operator-Key' } },
        },
      },
    });
    await app.register(swaggerUi, { routePrefix: '/docs' });
  },
  { name: 'openapi' },
);
