import { promisify } from 'node:util';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { t } from '../../core/messages';
import { requestLang } from './i18n';

/** How often, while closing, connections that have just gone idle are closed. */
const IDLE_SWEEP_MS = 50;
/**
 * How long keep-alive connections idle at the signal stay open before they are closed. A client
 * (a browser, a proxy) that sends on one in that time gets a 503 it can act on instead of a reset.
 */
const LINGER_MS = 1_000;

/**
 * A clean stop under keep-alive traffic. Fastify's `forceCloseConnections:
 * 'idle'` only closes the connections idle at the moment of the signal; a
 * browser's keep-alive socket that was busy then stays open after its answer,
 * and the server waits for it until the grace period ends. So, once closing
 * starts: every answer says `Connection: close` (Node then ends the socket
 * after it), connections that go idle are closed as they do, and the requests
 * still running are known, so the grace timer can name the ones it cuts.
 *
 * Closing an idle keep-alive connection at once resets a request the client sends on it at that
 * moment (issue 29, item 14). So the idle connections stay open LINGER_MS first, and a request
 * arriving meanwhile, on them or on a new connection, is answered 503 with `Connection: close` and
 * « Le site redémarre » in its language (Fastify's own 503 is English JSON: it is turned off in
 * app.ts). Only then does Fastify stop listening and close what is idle.
 */
export const drainOnClose = fp(async (app: FastifyInstance) => {
  const running = new Map<FastifyRequest, FastifyReply>();
  let closing = false;

  app.decorate('runningRequests', () => [...running.keys()]);

  app.addHook('onRequest', async (request, reply) => {
    if (closing) return refuseWhileClosing(request, reply);
    running.set(request, reply);
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
    if (app.server.listening && (await promisify(app.server.getConnections.bind(app.server))()) > 0) {
      await new Promise((resolve) => setTimeout(resolve, LINGER_MS).unref());
    }
    const sweep = setInterval(() => app.server.closeIdleConnections?.(), IDLE_SWEEP_MS);
    sweep.unref();
    app.server.once('close', () => clearInterval(sweep));
  });
});

/** A request that arrives once the server is stopping: 503, and its connection ends with the answer. */
function refuseWhileClosing(request: FastifyRequest, reply: FastifyReply) {
  reply.raw.shouldKeepAlive = false;
  // Before the cookie and language hooks: the language comes from the address or the API client's header.
  const message = t(requestLang(request), 'http.restarting');
  reply.status(503).header('connection', 'close').header('retry-after', '5');
  return request.url.startsWith('/api/')
    ? reply.send({ message })
    : reply.type('text/plain; charset=utf-8').send(message);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Requests not yet answered (read by the shutdown timer to log what it cuts). */
    runningRequests: () => FastifyRequest[];
  }
}
