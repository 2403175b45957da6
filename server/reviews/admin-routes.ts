import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGES } from '../../core/messages/languages';
import { REVIEW_STATUSES, reviewReplySchema } from '../../core/review-rules';
import { msg } from '../../core/messages';
import { requireAdmin } from '../accounts/guards';
import { adminErrors, adminOnly } from '../admin/guard';
import { problem } from '../http/error-schema';
import { httpError } from '../plugins/error-handler';
import { listReviews, moderateReview, replyToReview } from './service';
import { adminReviewView } from './view';

const reviewView = z.object({
  id: z.string(),
  orderId: z.string(),
  lang: z.enum(LANGUAGES),
  stars: z.number().int(),
  text: z.string(),
  authorName: z.string().nullable().describe('Nom affiché\u202f; null\u00a0: anonyme'),
  status: z.enum(REVIEW_STATUSES),
  reply: z.string().nullable(),
  createdAt: z.string(),
  moderatedAt: z.string().nullable(),
  moderatedBy: z.string().nullable(),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const params = z.object({ id: z.string().max(100) });
/** An id that is no review's (a typo, a guess) is « Avis introuvable », never a database error. */
const reviewId = (id: string) => {
  if (!UUID.test(id)) throw httpError(404, 'adminReview.notFound');
  return id.toLowerCase();
};
const done = z.object({ message: z.string(), review: reviewView });

/**
 * « Avis » of the back office: the reviews, and the only three things she can do to one: publish
 * it, hide it, answer it publicly. No route changes what a client wrote.
 */
const adminReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  adminOnly(app);
  const db = app.database.db;

  app.get(
    '/api/admin/reviews',
    {
      schema: {
        tags: ['admin'],
        summary: 'Avis clients (nouveaux, publiés, masqués)',
        querystring: z.object({
          status: z.enum(REVIEW_STATUSES, msg('adminReview.statusInvalid')).optional(),
          page: z.coerce.number().int().min(1).max(10_000).default(1),
        }),
        response: {
          200: z.object({
            items: z.array(reviewView),
            counts: z.object({ all: z.number(), new: z.number(), published: z.number(), hidden: z.number() }),
            total: z.number(),
          }),
          400: problem,
          ...adminErrors,
        },
      },
    },
    async (request) => {
      const { items, counts, total } = await listReviews(db, request.query.status ?? null, request.query.page);
      return { items: items.map(adminReviewView), counts, total };
    },
  );

  for (const [action, status, message] of [
    ['publish', 'published', 'adminReview.published'],
    ['hide', 'hidden', 'adminReview.hidden'],
  ] as const) {
    app.post(
      `/api/admin/reviews/:id/${action}`,
      {
        schema: {
          tags: ['admin'],
          summary: action === 'publish' ? 'Publier un avis' : 'Masquer un avis',
          params,
          response: { 200: done, 404: problem, ...adminErrors },
        },
      },
      async (request) => {
        const admin = await requireAdmin(request);
        const review = await moderateReview(db, reviewId(request.params.id), status, admin.email);
        // The home page shows it (or stops) at once, not after the page cache's few seconds.
        app.pageCache.invalidate();
        request.log.info({ review: review.id, status }, 'review moderated');
        return { message: request.t(message), review: adminReviewView(review) };
      },
    );
  }

  app.put(
    '/api/admin/reviews/:id/reply',
    {
      schema: {
        tags: ['admin'],
        summary: 'Réponse publique à un avis (vide\u00a0: la retirer)',
        params,
        body: reviewReplySchema,
        response: { 200: done, 400: problem, 404: problem, ...adminErrors },
      },
    },
    async (request) => {
      const review = await replyToReview(db, reviewId(request.params.id), request.body.reply);
      app.pageCache.invalidate();
      return {
        message: request.t(review.reply ? 'adminReview.replySaved' : 'adminReview.replyRemoved'),
        review: adminReviewView(review),
      };
    },
  );
};

export default adminReviewRoutes;
