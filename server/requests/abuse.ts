import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BUSINESS } from '../../core/business';
import { REQUESTS_PER_HOUR } from '../../core/request-rules';
import { HttpError, httpError } from '../plugins/error-handler';
import { clientKey } from '../plugins/rate-limit';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
/** Acknowledgements one address may receive a day, whoever typed it. */
const ACKNOWLEDGEMENTS_PER_DAY = 5;

export type RequestKind = 'quote' | 'contact' | 'support';

/**
 * 5 requests an hour per client address and per form; the 429 says when to
 * come back in the words of these forms (the shared message speaks of minutes).
 */
export async function limitRequests(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  kind: RequestKind,
): Promise<void> {
  try {
    await app.rateLimit.enforce(reply, [
      { key: `${kind}-request:ip:${clientKey(request.ip)}`, limit: REQUESTS_PER_HOUR, windowMs: HOUR_MS },
    ]);
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 429)
      throw httpError(429, 'request.tooManyRequests', { phone: BUSINESS.phoneDisplay });
    throw err;
  }
}

/**
 * Whether to acknowledge to this address: the forms are public, so without a
 * cap anyone could make the site write to a stranger over and over from many
 * addresses. The translator is still notified of every request.
 */
export async function mayAcknowledge(app: FastifyInstance, email: string): Promise<boolean> {
  const { allowed } = await app.rateLimit.hit(`request-ack:${email}`, ACKNOWLEDGEMENTS_PER_DAY, DAY_MS);
  return allowed;
}
