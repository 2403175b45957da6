import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reviewSubmitSchema } from '../../core/review-rules';
import { problem } from '../http/error-schema';
import { HttpError, httpError } from '../plugins/error-handler';
import { clientKey } from '../plugins/rate-limit';
import { submitReview } from './service';

const HOUR_MS = 60 * 60_000;
/** Reviews one client address may post in an hour: a family's orders, never a flood. */
const REVIEWS_PER_HOUR = 10;

/** « Donner votre avis »: the review of the order named by the e-mail's signed link. */
const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/reviews',
    {
      schema: {
        tags: ['avis'],
        summary: 'Donner son avis (lien personnel de l’e-mail)',
        description: `Note de 1 à 5, texte facultatif (texte brut, balises retirées), nom affiché (prénom, initiales ou anonyme). Un avis par commande, jamais modifié ensuite\u202f; publié seulement par l’administration. ${REVIEWS_PER_HOUR} envois par heure et par adresse IP.`,
        body: reviewSubmitSchema,
        response: {
          201: z.object({ message: z.string() }),
          400: problem,
          403: problem,
          404: problem,
          409: problem,
          410: problem,
          429: problem,
        },
      },
    },
    async (request, reply) => {
      try {
        await app.rateLimit.enforce(reply, [
          { key: `review:ip:${clientKey(request.ip)}`, limit: REVIEWS_PER_HOUR, windowMs: HOUR_MS },
        ]);
      } catch (err) {
        if (err instanceof HttpError && err.statusCode === 429) throw httpError(429, 'review.tooMany');
        throw err;
      }
      const review = await submitReview(app.database.db, app.reviews.linkKey, request.body, request.lang);
      request.log.info({ review: review.id, stars: review.stars }, 'review received');
      return reply.status(201).send({ message: request.t('review.thanksText') });
    },
  );
};

export default reviewRoutes;
