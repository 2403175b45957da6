import type { FastifyInstance } from 'fastify';

/**
 * Lets the routes of this plugin scope take plain HTML form posts (they work
 * without JavaScript) whose bodies carry nothing the route reads: the body is
 * drained and ignored. Scoped on purpose: elsewhere, form bodies stay refused.
 */
export function acceptBodylessForms(app: FastifyInstance): void {
  for (const type of ['application/x-www-form-urlencoded', 'text/plain']) {
    app.addContentTypeParser(type, (_request, payload, done) => {
      payload.resume();
      payload.on('end', () => done(null, {}));
      payload.on('error', done);
    });
  }
}
