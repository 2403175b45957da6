import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buyerSchema, fulfilmentSchema } from '../../core/buyer';
import { msg, type Lang } from '../../core/messages';
import { loadCatalogue } from '../catalogue/service';
import { problem } from '../http/error-schema';
import { invoiceOfOrder } from '../invoices/issue';
import { httpError } from '../plugins/error-handler';
import { quoteShipsTo } from './fulfilment';
import { renderQuotePdf } from './pdf';
import { acceptQuote, declineQuote, isPaid, quoteOfToken, type QuoteWithOrder } from './service';
import { clientQuoteView } from './view';

const params = z.object({ token: z.string().max(100) });
const NO_STORE = 'private, no-store';

/**
 * The client's side of a quote (decision 030): the link's token is the only key, so an unknown
 * or malformed one gets the same 404 as a missing quote, and nothing is ever cached.
 */
const quoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const found = async (token: string) => {
    const q = await quoteOfToken(db, token);
    if (!q) throw httpError(404, 'quoteOffer.notFound');
    return q;
  };
  /** The quote in the asking page's language: its lines named from the catalogue outside French. */
  const viewIn = async (lang: Lang, q: QuoteWithOrder) => {
    const catalogue = await loadCatalogue(db);
    return clientQuoteView(
      q,
      new Date(),
      lang,
      lang === 'fr' ? undefined : catalogue,
      quoteShipsTo(q.quote, q.request, catalogue),
    );
  };

  app.get(
    '/api/quotes/:token',
    {
      schema: {
        tags: ['devis'],
        summary: 'Un devis envoyé au client (lien personnel)',
        params,
        response: { 200: z.any(), 404: problem },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', NO_STORE);
      return viewIn(request.lang, await found(request.params.token));
    },
  );

  app.get(
    '/api/quotes/:token/pdf',
    { schema: { tags: ['devis'], summary: 'Le devis en PDF', params } },
    async (request, reply) => {
      const q = await found(request.params.token);
      const pdf = await renderQuotePdf(
        // The PDF is the French document, with Arabic beside it for an Arabic request (pdf.ts).
        clientQuoteView(q, new Date(), 'fr'),
        q.quote.sentAt ?? q.quote.createdAt,
        q.request.lang,
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="devis-${q.request.id}.pdf"`)
        .header('cache-control', NO_STORE)
        .header('x-content-type-options', 'nosniff')
        .send(pdf);
    },
  );

  app.post(
    '/api/quotes/:token/accept',
    {
      schema: {
        tags: ['devis'],
        summary: 'Accepter le devis\u00a0: crée la commande (une seule) et ouvre la page de paiement',
        description:
          'La commande reprend exactement les lignes et le montant du devis, avec le document de la demande, et garde le nom de l’acheteur, l’adresse d’expédition (obligatoire si le devis comprend un envoi postal) et l’identité de facturation. Une deuxième acceptation renvoie la même commande. Refusé après la date de validité ou après un refus.',
        params,
        // The identity step (issue 27): the checkout's own schema, the address checked once the quote's delivery is known.
        body: fulfilmentSchema.extend({
          // No buyer at all is refused like an empty name: « Indiquez votre nom complet. »
          buyer: buyerSchema.prefault({ name: '' }),
          withdrawalConsent: z.literal(true, msg('quoteOffer.consentRequired')),
        }),
        response: {
          200: z.object({ orderId: z.string(), url: z.string() }),
          400: problem,
          404: problem,
          409: problem,
          502: problem,
        },
      },
    },
    async (request) => {
      const { withdrawalConsent: _consent, ...identity } = request.body;
      const result = await acceptQuote(app, request.params.token, identity);
      request.log.info({ orderId: result.orderId }, 'quote accepted');
      return result;
    },
  );

  app.post(
    '/api/quotes/:token/decline',
    {
      schema: {
        tags: ['devis'],
        summary: 'Refuser le devis',
        params,
        response: { 200: z.any(), 404: problem, 409: problem },
      },
    },
    async (request) => viewIn(request.lang, await declineQuote(app, request.params.token)),
  );

  app.get(
    '/api/quotes/:token/invoice',
    { schema: { tags: ['devis'], summary: 'La facture du devis payé', params } },
    async (request, reply) => {
      const q = await found(request.params.token);
      const invoice = isPaid(q) && q.order ? await invoiceOfOrder(db, q.order.id) : undefined;
      if (!invoice) throw httpError(404, 'quoteOffer.notPaid');
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="facture-${invoice.number}.pdf"`)
        .header('cache-control', NO_STORE)
        .header('x-content-type-options', 'nosniff')
        .send(invoice.pdf);
    },
  );
};

export default quoteRoutes;
