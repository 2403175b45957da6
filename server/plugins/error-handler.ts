import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  DEFAULT_LANG,
  readRef,
  t,
  translate,
  wordMessage,
  type MessageId,
  type MessageVars,
  type Lang,
  type PlainMessageId,
} from '../../core/messages';
import { LANGUAGE_DIRECTION } from '../../core/messages/languages';
// Zod's own messages (wrong type, too long…) become catalogue references for the whole process.
import '../../core/zod-messages';
import { closeAfterReply, closingRequests } from './close-connection';
import { requestLang } from './i18n';

/** The catalogue's wording for the errors Fastify itself raises before a handler runs. */
const FRAMEWORK_MESSAGES: Record<string, PlainMessageId> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'http.invalidJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'http.emptyJson',
  FST_ERR_CTP_BODY_TOO_LARGE: 'http.bodyTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'http.unsupportedMediaType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'http.invalidContentLength',
  FST_ERR_CTP_INVALID_TYPE: 'http.invalidContentType',
  FST_ERR_CTP_EMPTY_TYPE: 'http.missingContentType',
  FST_ERR_BAD_URL: 'http.badUrl',
  FST_ERR_ASYNC_CONSTRAINT: 'http.badRequest',
};

/**
 * An error a route throws on purpose: its message is written for the user.
 * It carries a catalogue id and its values (`httpError(status, id, vars)`, or
 * `HttpError.fromZod(parsed.error)` for a value checked by hand), and the answer
 * is written in the request's language; `message` keeps the French text for the log.
 * Built with a text, that text is sent as it is.
 */
export class HttpError extends Error {
  messageId?: MessageId;
  vars?: Record<string, string | number>;
  constructor(
    public statusCode: number,
    message: string,
    public details?: Record<string, unknown>,
  ) {
    super(message);
  }

  /** An error of this class (or a subclass: `UploadRejected.of(…)`) that speaks the request's language. */
  static of<E extends HttpError, I extends MessageId>(
    this: new (statusCode: number, message: string) => E,
    statusCode: number,
    id: I,
    ...vars: MessageVars<I>
  ): E {
    const error = new this(statusCode, t(DEFAULT_LANG, id, ...vars));
    error.messageId = id;
    error.vars = vars[0];
    return error;
  }

  /**
   * `throw HttpError.fromZod(parsed.error)`: a value a route checks itself, refused with its
   * schema's first problem, answered in the request's language like any other refusal.
   */
  static fromZod(error: { issues: readonly { message: string }[] }, statusCode = 400): HttpError {
    const message = error.issues[0]?.message;
    const found = readRef(message);
    const refusal = new HttpError(statusCode, wordMessage(DEFAULT_LANG, message));
    refusal.messageId = found ? found.id : message ? undefined : 'form.invalid';
    refusal.vars = found?.vars;
    return refusal;
  }
}

/** `throw httpError(404, 'order.notFound')`: answered in the request's language. */
export function httpError<I extends MessageId>(statusCode: number, id: I, ...vars: MessageVars<I>): HttpError {
  return HttpError.of(statusCode, id, ...vars);
}

/**
 * A refused request's first problem in the request's language: zod's issue carries a message
 * reference (the schema's own, or zod's default mapped by core/zod-messages.ts), worded here.
 */
function validationMessage(error: FastifyError, request: FastifyRequest): string {
  return wordMessage(request.lang, error.validation?.[0]?.message);
}

/** PostgreSQL refusing a character (a NUL byte in a parameter: 22021; untranslatable: 22P05). */
function isRefusedCharacter(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  const code = e?.code ?? e?.cause?.code;
  return code === '22021' || code === '22P05';
}

/** A NUL byte, raw or percent-encoded, anywhere in the URL: no route has a use for it and PostgreSQL refuses it. */
const NUL_IN_URL = /%00|\u0000/i;

/** A page refused before React renders anything, in the request's language: its title and a way home. */
function plainPage(lang: Lang, title: string): string {
  const home = lang === DEFAULT_LANG ? '/' : `/${lang}`;
  return `<!doctype html><html lang="${lang}" dir="${LANGUAGE_DIRECTION[lang]}"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1><p><a href="${home}">${t(lang, 'shell.backHome')}</a></p></body></html>`;
}

export default fp(
  async function errorHandler(app: FastifyInstance) {
    // Answered before routing: every API route and every page alike, instead of a database error later.
    app.addHook('onRequest', async (request, reply) => {
      if (!NUL_IN_URL.test(request.url)) return;
      // Before the i18n hook may have run: the language is read here (the address, else the page's header).
      const lang = requestLang(request);
      if (request.url.startsWith('/api/')) return reply.status(400).send({ message: t(lang, 'http.badUrl') });
      return reply
        .status(400)
        .type('text/html; charset=utf-8')
        .send(plainPage(lang, t(lang, 'http.badUrl')));
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (closingRequests.has(request)) reply.header('connection', 'close');
      return payload;
    });

    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        return reply.status(400).send({ message: validationMessage(error, request) });
      }
      if (error instanceof HttpError) {
        const message = error.messageId ? translate(request.lang, error.messageId, error.vars) : error.message;
        return reply.status(error.statusCode).send({ message, ...error.details });
      }
      if (isRefusedCharacter(error)) return reply.status(400).send({ message: request.t('http.badCharacter') });
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        // The rest of the body is not read: the connection closes after the answer, instead of
        // staying busy with bytes no one wants (an API call or a page form alike).
        closeAfterReply(request);
        if (!request.url.startsWith('/api/'))
          return reply
            .status(413)
            .type('text/html; charset=utf-8')
            .send(plainPage(request.lang, request.t('http.bodyTooLarge')));
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const id: PlainMessageId =
          (error.code && FRAMEWORK_MESSAGES[error.code]) ||
          (status === 429 ? 'http.tooManyRequests' : 'http.badRequest');
        return reply.status(status).send({ message: request.t(id) });
      }
      // Internals stay in the log; the client only learns that it failed.
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ message: request.t('http.serverError') });
    });
  },
  { name: 'error-handler' },
);
