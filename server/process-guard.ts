import type { FastifyInstance } from 'fastify';

/**
 * Errors that come from the network, not from our code: a connection to
 * Redis, PostgreSQL, SMTP, S3 or a browser that broke. The client objects
 * that own those connections reconnect or fail their own requests; nothing
 * in this process was left half-done by them.
 */
const NETWORK_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ERR_STREAM_DESTROYED',
  'ERR_STREAM_PREMATURE_CLOSE',
  'ERR_STREAM_WRITE_AFTER_END',
]);

export function isNetworkError(err: unknown): boolean {
  const code = (err as { code?: unknown })?.code;
  return typeof code === 'string' && NETWORK_CODES.has(code);
}

/**
 * The process-level last resort (issue 12, decision 015). What « safe to keep
 * serving » means here:
 *
 * - An unhandled rejection is logged and the process goes on. A promise that
 *   nobody awaited rejected: no synchronous code was interrupted half-way, and
 *   the request or job it belonged to has its own answer (or none). Node's
 *   default (exit) turned a Redis outage into a site outage.
 * - An uncaught exception is logged; the process goes on only when it is a
 *   network error (list above) thrown out of a connection's event. Any other
 *   exception interrupted our own code at an unknown point, so its state can no
 *   longer be trusted: the server closes gracefully (requests in flight finish,
 *   within the usual grace period) and exits with status 1, for the supervisor
 *   to start a clean process.
 */
export function guardProcess(
  app: FastifyInstance,
  exit: (code: number) => void = (code) => process.exit(code),
): () => void {
  let closing = false;
  const onRejection = (reason: unknown) => {
    app.log.error({ err: reason }, 'unhandled promise rejection (kept serving)');
  };
  const onException = (err: Error) => {
    if (isNetworkError(err)) {
      app.log.error({ err }, 'uncaught network error (kept serving)');
      return;
    }
    app.log.fatal({ err }, 'uncaught exception: closing and exiting');
    if (closing) return;
    closing = true;
    const timer = setTimeout(() => exit(1), 10_000);
    timer.unref();
    app.close().then(
      () => exit(1),
      () => exit(1),
    );
  };
  process.on('unhandledRejection', onRejection);
  process.on('uncaughtException', onException);
  return () => {
    process.off('unhandledRejection', onRejection);
    process.off('uncaughtException', onException);
  };
}
