/**
 * Probes for a load balancer or orchestrator: /healthz says the process is up, /readyz that it can
 * serve (the database answers, and Redis when configured). Not rate limited: probes come often.
 */
import type { FastifyPluginAsync } from 'fastify';

const PROBE_TIMEOUT_MS = 2000;

type Check = 'ok' | 'failed' | 'not configured';

const probe = async (check: () => Promise<unknown>): Promise<Check> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), PROBE_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'ok';
  } catch {
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
};

export const healthFeature: FastifyPluginAsync = async (app) => {
  const probeRoute = { config: { rateLimit: false }, schema: { tags: ['health'] } } as const;

  app.get('/healthz', probeRoute, async () => ({ status: 'ok' }));

  app.get('/readyz', probeRoute, async (_request, reply) => {
    const { redis } = app;
    const checks: Record<'database' | 'redis', Check> = {
      database: await probe(() => app.database.ping()),
      redis: redis ? await probe(() => redis.ping()) : 'not configured',
    };
    const ready = checks.database === 'ok' && checks.redis !== 'failed';
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready', checks });
  });
};
