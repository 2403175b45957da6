import type { FastifyRequest } from 'fastify';

/** Requests whose answer must close the connection (see the onSend hook of the error handler). */
export const closingRequests = new WeakSet<FastifyRequest>();

/**
 * After an upload is refused, its unread body is not worth receiving: the request stops being
 * read and the answer says `Connection: close`, so the client's sending stalls at once and Node
 * closes the socket after the response, instead of draining, say, 80 MB to answer 413.
 */
export function closeAfterReply(request: FastifyRequest): void {
  closingRequests.add(request);
  request.raw.unpipe();
  request.raw.pause();
}
