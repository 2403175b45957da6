import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problem } from '../http/error-schema';

const status = z.object({ status: z.string() });
const readiness = z.object({
  status: z.string(),
  redis: z
    .enum(['off', 'connected', 'unavailable'])
    .optional()
    .describe('Lien Redis du chat\u00a0: off sans REDIS_URL'),
  warnings: z.array(z.string()).optional(),
});

/** Liveness says the process answers; readiness says it can do useful work. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    { schema: { tags: ['santé'], summary: 'Processus en vie', response: { 200: status } } },
    async () => ({
      status: 'ok',
    }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['santé'],
        summary: 'Base de données joignable (et état du lien Redis du chat)',
        description:
          'Sans Redis, l’instance reste prête\u00a0: pages, API et chat (limité à ses propres connexions) fonctionnent\u202f; «\u00a0warnings\u00a0» le signale.',
        response: { 200: readiness, 503: problem },
      },
    },
    async (request, reply) => {
      try {
        await app.database.ping();
        // Redis away degrades the chat, not the instance: it stays in the load balancer (decision 015).
        const redis = app.hasDecorator('chat') ? app.chat.redisState() : undefined;
        const warnings =
          redis === 'unavailable'
            ? [
                'Redis injoignable\u00a0: le chat ne relie plus les instances entre elles (chaque instance reste fonctionnelle).',
              ]
            : undefined;
        return { status: 'ready', redis, warnings };
      } catch (err) {
        request.log.warn({ err }, 'readiness check failed');
        return reply.status(503).send({ message: request.t('http.databaseDown') });
      }
    },
  );
};

export default healthRoutes;
