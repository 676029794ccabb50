/**
 * The operations routes: /docs (the API's whole description, operator calls included) and /readyz
 * (what the deployment is made of and whether it is up) are for the people and machines that run
 * the site, not for players. With OPS_PORT they answer only on a second listener on that port, which
 * a deployment keeps off the public network; in production without it they answer nowhere; in
 * development (`npm start`, the tests) they stay on PORT. /healthz stays public for load balancers.
 * Routes are matched by their registered pattern, so an encoded path (/%64ocs) cannot slip past.
 * See docs/decisions/0023.
 */
import { createServer, type IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import type { ServerConfig } from '../config';
import { sendNotFound } from './errors';

const isOpsRoute = (route: string | undefined): boolean =>
  route === '/readyz' || route === '/docs' || route?.startsWith('/docs/') === true;

export const opsListenerPlugin = fp<{ config: ServerConfig }>(
  async (app, { config: { opsPort, host, opsRoutesPublic } }) => {
    if (opsRoutesPublic) return;
    /** Requests that arrived on the operations listener. */
    const fromOpsListener = new WeakSet<IncomingMessage>();
    app.addHook('onRequest', async (request, reply) => {
      if (isOpsRoute(request.routeOptions.url) && !fromOpsListener.has(request.raw)) {
        return sendNotFound(request, reply);
      }
    });
    if (opsPort === null) {
      app.log.info('/docs and /readyz are off: set OPS_PORT to serve them on an operations listener');
      return;
    }

    // The same app behind a second port: its requests go through every hook as on PORT.
    const opsServer = createServer((request, response) => {
      fromOpsListener.add(request);
      app.server.emit('request', request, response);
    });
    app.addHook('onListen', async () => {
      await new Promise<void>((resolve, reject) => {
        opsServer.once('error', reject);
        opsServer.listen(opsPort, host, () => {
          opsServer.off('error', reject);
          app.log.info(`operations listener (/docs, /readyz) on ${host}:${opsPort}`);
          resolve();
        });
      });
    });
    app.addHook('onClose', async () => {
      if (!opsServer.listening) return;
      opsServer.closeIdleConnections();
      await new Promise<void>((resolve) => opsServer.close(() => resolve()));
    });
  },
  { name: 'ops-listener' },
);
