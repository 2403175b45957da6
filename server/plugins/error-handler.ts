import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { closingRequests } from './close-connection';

export const SERVER_ERROR = 'Erreur serveur.';

/** French wording for the errors Fastify itself raises before a handler runs. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Le corps de la requête n’est pas un JSON valide.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Le corps de la requête est vide.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'La requête est trop volumineuse.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Type de contenu non pris en charge.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Longueur de contenu invalide.',
  FST_ERR_CTP_INVALID_TYPE: 'Type de contenu invalide.',
  FST_ERR_CTP_EMPTY_TYPE: 'Type de contenu manquant.',
  FST_ERR_BAD_URL: 'Adresse invalide.',
  FST_ERR_ASYNC_CONSTRAINT: 'Requête invalide.',
};

/** An error a route throws on purpose: its message is written for the user. */
export class HttpError extends Error {
  constructor(
    public statusCode: number,
    message: string,
    public details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** PostgreSQL refusing a character (a NUL byte in a parameter: 22021; untranslatable: 22P05). */
function isRefusedCharacter(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  const code = e?.code ?? e?.cause?.code;
  return code === '22021' || code === '22P05';
}

/** A NUL byte, raw or percent-encoded, anywhere in the URL: no route has a use for it and PostgreSQL refuses it. */
const NUL_IN_URL = /%00|\u0000/i;

export default fp(
  async function errorHandler(app: FastifyInstance) {
    // Answered before routing: every API route and every page alike, instead of a database error later.
    app.addHook('onRequest', async (request, reply) => {
      if (!NUL_IN_URL.test(request.url)) return;
      if (request.url.startsWith('/api/')) return reply.status(400).send({ message: FRAMEWORK_MESSAGES.FST_ERR_BAD_URL });
      return reply
        .status(400)
        .type('text/html; charset=utf-8')
        .send('<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Adresse invalide</title></head><body><h1>Adresse invalide</h1><p><a href="/">Retour à l’accueil</a></p></body></html>');
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (closingRequests.has(request)) reply.header('connection', 'close');
      return payload;
    });

    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const first = error.validation[0];
        return reply.status(400).send({ message: first?.message ?? 'Données invalides' });
      }
      if (error instanceof HttpError) {
        return reply.status(error.statusCode).send({ message: error.message, ...error.details });
      }
      if (isRefusedCharacter(error)) return reply.status(400).send({ message: 'Requête invalide : caractère non autorisé.' });
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const message = (error.code && FRAMEWORK_MESSAGES[error.code]) || (status === 429 ? 'Trop de requêtes. Veuillez réessayer plus tard.' : 'Requête invalide.');
        return reply.status(status).send({ message });
      }
      // Internals stay in the log; the client only learns that it failed.
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ message: SERVER_ERROR });
    });
  },
  { name: 'error-handler' },
);
