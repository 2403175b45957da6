import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { quoteOfferSchema } from '../../core/quote-offer-rules';
import { requireAdmin } from '../accounts/guards';
import { adminErrors, adminOnly } from '../admin/guard';
import { problem } from '../http/error-schema';
import { httpError } from '../plugins/error-handler';
import { QUOTE_REFERENCE } from '../requests/service';
import { quoteOfRequest, saveQuote } from './service';
import { adminQuoteView } from './view';

const params = z.object({ id: z.string().max(100) });

function referenceOf(raw: string): string {
  const id = raw.trim().toUpperCase();
  if (!QUOTE_REFERENCE.test(id)) throw httpError(404, 'adminRequest.quoteNotFound');
  return id;
}

/** « Établir le devis » on a quote request: admins only, checked before the body is read. */
const adminQuoteOfferRoutes: FastifyPluginAsyncZod = async (app) => {
  adminOnly(app);
  const db = app.database.db;

  app.get(
    '/api/admin/quotes/:id/offer',
    {
      schema: {
        tags: ['administration'],
        summary: 'Le devis établi pour une demande, avec la date de chaque état',
        params,
        response: { 200: z.any(), 404: problem, ...adminErrors },
      },
    },
    async (request) => {
      const q = await quoteOfRequest(db, referenceOf(request.params.id));
      if (!q) throw httpError(404, 'quoteOffer.notFound');
      return adminQuoteView(q, new Date());
    },
  );

  for (const send of [false, true]) {
    const handler = async (request: { params: { id: string }; body: z.output<typeof quoteOfferSchema> }) => {
      const admin = await requireAdmin(request as never);
      const id = referenceOf(request.params.id);
      const saved = await saveQuote(app, id, request.body, admin.email, send);
      return adminQuoteView(saved, new Date());
    };
    const schema = {
      tags: ['administration'],
      params,
      body: quoteOfferSchema,
      response: { 200: z.any(), 400: problem, 404: problem, 409: problem, ...adminErrors },
    };
    if (send)
      app.post(
        '/api/admin/quotes/:id/offer/send',
        {
          schema: {
            ...schema,
            summary: 'Enregistre et envoie le devis\u00a0: le client reçoit par e-mail le lien /devis/<jeton>',
          },
        },
        async (request) => {
          const view = await handler(request);
          request.log.info({ quoteId: request.params.id }, 'quote sent');
          return view;
        },
      );
    else
      app.put(
        '/api/admin/quotes/:id/offer',
        { schema: { ...schema, summary: 'Enregistre le devis comme brouillon (rien n’est envoyé)' } },
        handler,
      );
  }
};

export default adminQuoteOfferRoutes;
