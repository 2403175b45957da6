import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg } from '../../core/messages';
import { adminErrors, adminOnly } from '../admin/guard';
import { problem } from '../http/error-schema';
import { clientKey } from '../plugins/rate-limit';
import { verificationSchema } from '../../core/verification-rules';

/**
 * Checks a visitor may make from one address: a clerk checks a few documents, a guesser gets
 * nowhere (40 bits of code at 20 tries a quarter of an hour). Wrong and right checks count alike.
 */
export const CHECKS_PER_WINDOW = 20;
const WINDOW_MS = 15 * 60_000;

const answer = z.object({
  status: z.enum(['valid', 'revoked']),
  reference: z.string(),
  certifiedAt: z.string(),
  revokedAt: z.string().nullable(),
  translator: z.object({ name: z.string(), court: z.string() }),
  sourceLang: z.enum(['fr', 'ar']),
  targetLang: z.enum(['fr', 'ar']),
  documentType: z.string().describe('Tel que la traductrice l’a nommé\u202f; vide quand elle ne l’a pas dit'),
  pages: z.number().int(),
  sha256: z.string().describe('Empreinte SHA-256 (hexadécimal) du fichier délivré au client'),
});

/** « Vérifier une traduction » (issue 31): the public check, rate-limited, and nothing else public. */
export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/verifier',
    {
      schema: {
        tags: ['vérification'],
        summary: 'Vérifier une traduction certifiée\u00a0: sa référence et son code',
        description: `Une référence inconnue et un code erroné reçoivent la même réponse (404), dans le même temps. ${CHECKS_PER_WINDOW} vérifications par quart d’heure et par adresse.`,
        body: verificationSchema,
        response: { 200: answer, 400: problem, 404: problem, 429: problem },
      },
    },
    async (request, reply) => {
      await app.rateLimit.enforce(reply, [
        { key: `verify:${clientKey(request.ip)}`, limit: CHECKS_PER_WINDOW, windowMs: WINDOW_MS },
      ]);
      const found = await app.verification.verify(request.body.reference, request.body.code);
      // No cache may keep an answer, nor a referrer carry the reference elsewhere.
      reply.header('cache-control', 'no-store');
      if (!found) return reply.status(404).send({ message: request.t('verification.notFound') });
      return found;
    },
  );
};

/** The admin's revocation, with its reason (shown to her only; the page says « révoquée le … »). */
export const verificationAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  adminOnly(app);
  app.post(
    '/api/admin/verifications/:reference/revoke',
    {
      schema: {
        tags: ['administration'],
        summary: 'Révoquer une traduction certifiée, avec sa raison',
        description: 'La page de vérification dit ensuite «\u00a0révoquée le …\u00a0», sans la raison.',
        params: z.object({ reference: z.string().max(40) }),
        body: z.object(
          {
            reason: z
              .string(msg('verification.reasonRequired'))
              .trim()
              .min(1, msg('verification.reasonRequired'))
              .max(500, msg('verification.reasonTooLong')),
          },
          msg('verification.reasonRequired'),
        ),
        response: {
          200: z.object({ message: z.string(), reference: z.string(), revokedAt: z.string() }),
          400: problem,
          ...adminErrors,
          404: problem,
          409: problem,
        },
      },
    },
    async (request) => {
      const row = await app.verification.revoke(request.params.reference, request.body.reason);
      request.log.info({ reference: row.reference, orderId: row.orderId }, 'certified translation revoked');
      return {
        message: request.t('verification.revokedDone'),
        reference: row.reference,
        revokedAt: row.revokedAt!.toISOString(),
      };
    },
  );
};
