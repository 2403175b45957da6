import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deliveryLabel, serviceTypeLabel } from '../../core/request-rules';
import { requireAdmin } from '../accounts/guards';
import type { Upload } from '../files/schema';
import { sendPrivateFile } from '../files/routes';
import { HttpError } from '../plugins/error-handler';
import type { QuoteRequestRow } from './schema';
import { findQuoteRequest, listQuoteRequests, markQuoteHandled, QUOTE_REFERENCE } from './service';

const problem = z.object({ message: z.string() });
const NOT_FOUND = 'Demande de devis introuvable.';

const quoteView = z.object({
  id: z.string(),
  createdAt: z.string(),
  name: z.string(),
  email: z.string(),
  userId: z.string().nullable(),
  numberOfPages: z.number().int(),
  deliveryMethod: z.string(),
  deliveryLabel: z.string(),
  serviceType: z.string().nullable(),
  serviceTypeLabel: z.string().nullable(),
  message: z.string(),
  file: z.object({ name: z.string(), type: z.string(), size: z.number().int(), url: z.string() }).nullable(),
  handled: z.boolean(),
  handledAt: z.string().nullable(),
  handledBy: z.string().nullable(),
});

export const quoteFileUrl = (id: string) => `/api/admin/quotes/${id}/file`;

export function quoteViewOf(quote: QuoteRequestRow, file: Upload | null): z.infer<typeof quoteView> {
  return {
    id: quote.id,
    createdAt: quote.createdAt.toISOString(),
    name: quote.name,
    email: quote.email,
    userId: quote.userId,
    numberOfPages: quote.numberOfPages,
    deliveryMethod: quote.deliveryMethod,
    deliveryLabel: deliveryLabel(quote.deliveryMethod),
    serviceType: quote.serviceType,
    serviceTypeLabel: quote.serviceType ? serviceTypeLabel(quote.serviceType) : null,
    message: quote.message,
    file: file ? { name: file.originalName, type: file.contentType, size: file.sizeBytes, url: quoteFileUrl(quote.id) } : null,
    handled: quote.handledAt !== null,
    handledAt: quote.handledAt?.toISOString() ?? null,
    handledBy: quote.handledBy,
  };
}

/** A reference as typed (any case) or 404, like a missing one. */
function referenceOf(raw: string): string {
  const id = raw.trim().toUpperCase();
  if (!QUOTE_REFERENCE.test(id)) throw new HttpError(404, NOT_FOUND);
  return id;
}

const params = z.object({ id: z.string().max(100) });

/** The back office's quote API (its pages come later); every route is admin-only. */
const adminQuoteRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation, so an anonymous caller learns nothing but 401.
  app.addHook('onRequest', async (request) => {
    await requireAdmin(request);
  });

  app.get(
    '/api/admin/quotes',
    {
      schema: {
        tags: ['administration'],
        summary: 'Demandes de devis, les plus récentes d’abord',
        querystring: z.object({
          status: z.enum(['all', 'new', 'handled']).default('all'),
          limit: z.coerce.number().int().min(1).max(200).default(50),
          offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
        }),
        response: { 200: z.object({ quotes: z.array(quoteView), total: z.number().int() }), 401: problem, 403: problem },
      },
    },
    async (request) => {
      const { rows, total } = await listQuoteRequests(app.database.db, request.query);
      return { quotes: rows.map((r) => quoteViewOf(r.quote, r.file)), total };
    },
  );

  app.get(
    '/api/admin/quotes/:id',
    {
      schema: {
        tags: ['administration'],
        summary: 'Une demande de devis',
        params,
        response: { 200: quoteView, 401: problem, 403: problem, 404: problem },
      },
    },
    async (request) => {
      const row = await findQuoteRequest(app, referenceOf(request.params.id));
      if (!row) throw new HttpError(404, NOT_FOUND);
      return quoteViewOf(row.quote, row.file);
    },
  );

  app.patch(
    '/api/admin/quotes/:id',
    {
      schema: {
        tags: ['administration'],
        summary: 'Marque une demande de devis comme traitée (ou non traitée)',
        params,
        body: z.object({ handled: z.boolean({ message: 'Indiquez si la demande est traitée (handled : true ou false).' }) }),
        response: { 200: quoteView, 400: problem, 401: problem, 403: problem, 404: problem },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      const id = referenceOf(request.params.id);
      if (!(await markQuoteHandled(app, id, request.body.handled, admin.email))) throw new HttpError(404, NOT_FOUND);
      const row = (await findQuoteRequest(app, id))!;
      request.log.info({ quoteId: id, handled: request.body.handled }, 'quote request updated');
      return quoteViewOf(row.quote, row.file);
    },
  );

  app.get(
    '/api/admin/quotes/:id/file',
    {
      schema: {
        tags: ['administration'],
        summary: 'Le document joint à une demande de devis (déchiffré)',
        params,
        querystring: z.object({ download: z.enum(['1']).optional() }),
      },
    },
    async (request, reply) => {
      const row = await findQuoteRequest(app, referenceOf(request.params.id));
      if (!row?.file) throw new HttpError(404, 'Aucun document joint à cette demande.');
      return sendPrivateFile(reply, row.file, await app.uploadsService.read(row.file), Boolean(request.query.download));
    },
  );
};

export default adminQuoteRoutes;
