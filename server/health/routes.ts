import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const status = z.object({ status: z.string() });
const problem = z.object({ message: z.string() });

/** Liveness says the process answers; readiness says it can do useful work. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/healthz', { schema: { tags: ['santé'], summary: 'Processus en vie', response: { 200: status } } }, async () => ({
    status: 'ok',
  }));

  app.get(
    '/readyz',
    { schema: { tags: ['santé'], summary: 'Base de données joignable', response: { 200: status, 503: problem } } },
    async (request, reply) => {
      try {
        await app.database.ping();
        return { status: 'ready' };
      } catch (err) {
        request.log.warn({ err }, 'readiness check failed');
        return reply.status(503).send({ message: 'Base de données injoignable.' });
      }
    },
  );
};

export default healthRoutes;
