import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

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

export default fp(
  async function errorHandler(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const first = error.validation[0];
        return reply.status(400).send({ message: first?.message ?? 'Données invalides' });
      }
      if (error instanceof HttpError) {
        return reply.status(error.statusCode).send({ message: error.message, ...error.details });
      }
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
