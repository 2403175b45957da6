import type { FastifyBaseLogger } from 'fastify';
import type { Socket } from 'socket.io';

export type Ack<T = Record<string, unknown>> = (answer: ({ ok: true } & T) | { ok: false; error: string }) => void;

/** The PostgreSQL error code of a failed query, whichever driver raised it. */
export function pgCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  const code = e?.code ?? e?.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * A socket event handler that never throws into Socket.IO and always answers
 * its acknowledgement. The acknowledgement is the last argument, whatever the
 * count: `emitWithAck('chat:hello')` sends no payload at all, and reading the
 * first argument as the payload left that hello unanswered (issue 12). The
 * payload is the first argument only when it is not the acknowledgement.
 */
export function handler<T>(
  socket: Socket,
  log: FastifyBaseLogger,
  fn: (payload: unknown, ack: Ack<T & Record<string, unknown>>) => Promise<void>,
  failure: string,
) {
  return (...args: unknown[]) => {
    const last = args[args.length - 1];
    const ack: Ack<T & Record<string, unknown>> =
      typeof last === 'function' ? (last as Ack<T & Record<string, unknown>>) : () => {};
    const payload = typeof args[0] === 'function' ? undefined : args[0];
    fn(payload, ack).catch((err: unknown) => {
      log.error({ err, socket: socket.id }, 'chat event failed');
      ack({ ok: false, error: failure });
    });
  };
}
