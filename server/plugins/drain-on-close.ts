import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** How often, while closing, connections that have just gone idle are closed. */
const IDLE_SWEEP_MS = 50;

/**
 * A clean stop under keep-alive traffic. Fastify's `forceCloseConnections:
 * 'idle'` only closes the connections idle at the moment of the signal; a
 * browser's keep-alive socket that was busy then stays open after its answer,
 * and the server waits for it until the grace period ends. So, once closing
 * starts: every answer says `Connection: close` (Node then ends the socket
 * after it), connections that go idle are closed as they do, and the requests
 * still running are known, so the grace timer can name the ones it cuts.
 */
export const drainOnClose = fp(async (app: FastifyInstance) => {
  const running = new Map<FastifyRequest, FastifyReply>();
  let closing = false;

  app.decorate('runningRequests', () => [...running.keys()]);

  app.addHook('onRequest', async (request, reply) => {
    running.set(request, reply);
    // A request already past the door when the signal came: its answer ends the connection.
    if (closing) reply.raw.shouldKeepAlive = false;
  });
  app.addHook('onResponse', async (request) => {
    running.delete(request);
  });
  // Cut by the client or by the grace timer: no longer running.
  app.addHook('onRequestAbort', async (request) => {
    running.delete(request);
  });

  app.addHook('preClose', async () => {
    closing = true;
    for (const reply of running.values()) {
      if (!reply.raw.headersSent) reply.raw.shouldKeepAlive = false;
    }
    const sweep = setInterval(() => app.server.closeIdleConnections?.(), IDLE_SWEEP_MS);
    sweep.unref();
    app.server.once('close', () => clearInterval(sweep));
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    /** Requests not yet answered (read by the shutdown timer to log what it cuts). */
    runningRequests: () => FastifyRequest[];
  }
}
