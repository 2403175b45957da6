import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../accounts/guards';
import { httpError } from '../plugins/error-handler';
import { sendPrivateFile } from '../files/http';
import { problem } from '../http/error-schema';
import { quoteView, quoteViewOf } from './quote-view';
import { findQuoteRequest, listQuoteRequests, markQuoteHandled, QUOTE_REFERENCE } from './service';
import { msg } from '../../core/messages';

/** A reference as typed (any case) or 404, like a missing one. */
function referenceOf(raw: string): string {
  const id = raw.trim().toUpperCase();
  if (!QUOTE_REFERENCE.test(id)) throw httpError(404, 'adminRequest.quoteNotFound');
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
        response: {
          200: z.object({ quotes: z.array(quoteView), total: z.number().int() }),
          401: problem,
          403: problem,
        },
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
      if (!row) throw httpError(404, 'adminRequest.quoteNotFound');
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
        body: z.object({ handled: z.boolean(msg('adminRequest.quoteHandledInvalid')) }),
        response: { 200: quoteView, 400: problem, 401: problem, 403: problem, 404: problem },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      const id = referenceOf(request.params.id);
      if (!(await markQuoteHandled(app, id, request.body.handled, admin.email)))
        throw httpError(404, 'adminRequest.quoteNotFound');
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
      if (!row?.file) throw httpError(404, 'adminRequest.noAttachment');
      return sendPrivateFile(reply, row.file, await app.uploadsService.read(row.file), Boolean(request.query.download));
    },
  );
};

export default adminQuoteRoutes;
