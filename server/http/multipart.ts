import multipart, { type FastifyMultipartOptions, type Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MessageId, MessageVars } from '../../core/messages';
import { closeAfterReply } from '../plugins/close-connection';
import { httpError } from '../plugins/error-handler';

/**
 * Multipart bodies a route cannot read (issue 29, item 12). The parser (busboy inside
 * @fastify/multipart) raises plain errors with no code — « Multipart: Boundary not found », « Unexpected
 * end of multipart data », a needle too long — which reached the error handler as 500s. Every route
 * that reads a form goes through here: the parser's own failures become a 400 worded with the
 * route's usual message in the caller's language, whatever the parser's wording.
 */

/** Raised by the parser while reading the body: the body is not a readable form. */
class UnreadableForm extends Error {
  constructor(cause: unknown) {
    super('unreadable multipart body', { cause });
  }
}

/** Limits each route answers itself (413 with its own message): not parse errors. */
const LIMITS = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_REQ_FILE_TOO_LARGE']);
/** What busboy raises on a file's own stream when the body stops inside it (read by the route's code). */
const CUT_IN_A_PART = /terminated early|Unexpected end of multipart data/;

const codeOf = (err: unknown) => (err as { code?: unknown } | null)?.code;

/** One step of the parser: whatever it rejects with, except a limit, is an unreadable form. */
export async function parserStep<T>(step: Promise<T>): Promise<T> {
  try {
    return await step;
  } catch (err) {
    throw LIMITS.has(codeOf(err) as string) ? err : new UnreadableForm(err);
  }
}

/** The parts of the request's form, in order; the parser's failures come out as unreadable forms. */
export async function* formParts(request: FastifyRequest): AsyncGenerator<Multipart> {
  const parts = request.parts()[Symbol.asyncIterator]();
  for (;;) {
    const next = await parserStep(parts.next());
    if (next.done) return;
    yield next.value;
  }
}

/** True when `err` says the body could not be read as a form (from the parser, or a file cut short). */
function isUnreadableForm(err: unknown): boolean {
  if (err instanceof UnreadableForm) return true;
  if (codeOf(err) === 'FST_MP_PREMATURE_CLOSE') return true;
  const message = (err as { message?: unknown } | null)?.message;
  return typeof message === 'string' && CUT_IN_A_PART.test(message);
}

/**
 * In a route's catch: a 400 with the route's usual message when `err` is a parse error (the rest
 * of the body is not read and the connection closes after the answer), `err` itself otherwise.
 */
export function refuseUnreadableForm<I extends MessageId>(
  request: FastifyRequest,
  err: unknown,
  id: I,
  ...vars: MessageVars<I>
): unknown {
  if (!isUnreadableForm(err)) return err;
  closeAfterReply(request);
  return httpError(400, id, ...vars);
}

/** Registers the multipart parser in a route's plugin (one place for the parser's import). */
export async function registerFormParser(app: FastifyInstance, options: FastifyMultipartOptions): Promise<void> {
  await app.register(multipart, options);
}

/**
 * In a plugin whose routes all check their body (a form route its « send a multipart form »
 * message, the others their schema): a body of any other type (multipart/mixed, text/plain…)
 * reaches them unread, instead of a bare 415, and the connection closes after the answer.
 */
export function passOtherBodyTypes(app: FastifyInstance): void {
  app.addContentTypeParser('*', (request, _payload, done) => {
    closeAfterReply(request);
    done(null, undefined);
  });
}
