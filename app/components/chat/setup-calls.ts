import type { Socket } from 'socket.io-client';
import { tr } from '../../../core/messages';
import { apiRequest } from '../../lib/api-client';

/**
 * The widget's two setup calls, the session (HTTP) and the hello (socket), made
 * to hold on a slow phone or against a server busy for a few seconds. Issue 15:
 * a hello left unanswered for 10 s showed « Erreur lors de la configuration du
 * chat » for good, with nothing to retry it (reopening the panel kept the
 * error), even though the server answered a few milliseconds after it came back.
 */

/** A hello unanswered this long is sent again. */
export const HELLO_WAIT_MS = 10_000;
/** Hellos sent on one connection before the widget says it failed (and offers « Réessayer »). */
const HELLO_TRIES = 3;
/** Session calls before the widget gives up: a network failure or a server error is tried again. */
const SESSION_TRIES = 3;
/** Pause before another try after a failure (times the try's number). */
const RETRY_PAUSE_MS = 1000;

/** A setup call that failed; `retry` when trying again may help (not after a refusal such as a 429). */
export class SetupError extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
  ) {
    super(message);
  }
}

const pause = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/** The chat session (GET: look only; POST: also a guest id for a visitor who has none). */
export async function requestSession<T>(method: 'GET' | 'POST'): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const answer = await apiRequest<T>(method, '/api/chat/session');
    if (answer.ok && answer.data) return answer.data;
    const transient = answer.status === 0 || answer.status >= 500;
    if (!transient || attempt >= SESSION_TRIES) {
      throw new SetupError((!answer.ok && answer.message) || tr('chat.setupFailed'), transient);
    }
    await pause(attempt * RETRY_PAUSE_MS);
  }
}

type Answer = { ok: true } | { ok: false; error: string };

/**
 * Says hello until the server answers: unanswered after HELLO_WAIT_MS, it is
 * sent again, and the first answer to come back is kept, a late one included
 * (a server that was busy answers all of them at once). A failure answered by
 * the server is tried again after a pause. Resolves with the answer, with
 * 'unanswered' after the last try, or with null when the connection closes
 * (the next connection says hello again).
 */
export function askHello<T extends Answer>(socket: Socket): Promise<T | 'unanswered' | null> {
  return new Promise((resolve) => {
    let tries = 0;
    let timer = 0;
    let settled = false;
    const settle = (result: T | 'unanswered' | null) => {
      if (settled) return;
      settled = true;
      window.clearTimeout(timer);
      socket.off('disconnect', closed);
      resolve(result);
    };
    const closed = () => settle(null);
    const send = () => {
      tries += 1;
      socket.emit('chat:hello', {}, (answer: T) => {
        if (settled) return;
        if (answer.ok || tries >= HELLO_TRIES) return settle(answer);
        window.clearTimeout(timer);
        timer = window.setTimeout(send, tries * RETRY_PAUSE_MS);
      });
      timer = window.setTimeout(() => (tries < HELLO_TRIES ? send() : settle('unanswered')), HELLO_WAIT_MS);
    };
    socket.on('disconnect', closed);
    send();
  });
}
