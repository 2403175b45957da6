import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isCalendarDate, toDayNumber } from '../../core/calendar-date';
import { DOCUMENT_NUMBER, documentFileName } from '../../core/invoice-number';
import { adminErrors, adminOnly } from '../admin/guard';
import { problem } from '../http/error-schema';
import { callerCanSee, callerOf } from '../orders/access';
import { ORDER_REFERENCE } from '../orders/reference';
import { httpError } from '../plugins/error-handler';
import { invoiceOfOrder } from './issue';
import { adminInvoicePdfUrl } from './links';
import { invoicePdfByNumber, invoicesToExport, listInvoices, type InvoiceFilters } from './queries';
import { invoicesZip } from './zip';

/** The stored bytes, as a download that nothing caches and no page can frame from elsewhere. */
export function sendPdf(reply: FastifyReply, number: string, pdf: Buffer) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${documentFileName(number)}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "frame-ancestors 'self'")
    .send(pdf);
}

const day = z
  .string()
  .max(10)
  .refine((v) => v === '' || isCalendarDate(v))
  .optional();
const filtersQuery = z.object({
  q: z.string().max(200).optional(),
  from: day,
  to: day,
});

/** The admin's filters; a period that ends before it starts is refused. */
function filtersOf(query: z.infer<typeof filtersQuery>): InvoiceFilters {
  const from = query.from || null;
  const to = query.to || null;
  if (from && to && toDayNumber(from) > toDayNumber(to)) throw httpError(400, 'invoice.periodInvalid');
  return { q: query.q?.trim() ?? '', from, to };
}

const row = z.object({
  id: z.string(),
  kind: z.enum(['invoice', 'credit_note']),
  number: z.string(),
  issuedAt: z.string(),
  orderId: z.string(),
  customerEmail: z.string(),
  totalCents: z.number().int(),
  methodLabel: z.string(),
  /** A credit note's invoice number; null on an invoice. */
  corrects: z.string().nullable(),
  pdfUrl: z.string(),
});

/** /admin/factures's API: admins only (checked before anything else is read). */
const adminInvoiceRoutes: FastifyPluginAsyncZod = async (admin) => {
  const db = admin.database.db;
  adminOnly(admin);

  admin.get(
    '/api/admin/invoices',
    {
      schema: {
        tags: ['admin'],
        summary: 'Factures et avoirs émis, plus récents d’abord (50 par page), recherche et période',
        description:
          'q\u00a0: partie du numéro, de l’e-mail du client, de la référence de commande ou du numéro de la facture qu’un avoir corrige. from / to\u00a0: premier et dernier jour (heure de Paris), inclus. Un avoir compte dans la période où il est émis\u202f; totalCents = factures − avoirs.',
        querystring: filtersQuery.extend({ page: z.coerce.number().int().min(1).max(1_000_000).optional() }),
        response: {
          200: z.object({
            items: z.array(row),
            page: z.number().int(),
            pages: z.number().int(),
            total: z.number().int(),
            invoices: z.number().int(),
            creditNotes: z.number().int(),
            invoicesCents: z.number().int(),
            /** Negative. */
            creditNotesCents: z.number().int(),
            totalCents: z.number().int(),
          }),
          400: problem,
          ...adminErrors,
        },
      },
    },
    async (request) => {
      const list = await listInvoices(db, { ...filtersOf(request.query), page: request.query.page });
      return {
        ...list,
        items: list.items.map((i) => ({
          ...i,
          issuedAt: i.issuedAt.toISOString(),
          pdfUrl: adminInvoicePdfUrl(i.number),
        })),
      };
    },
  );

  admin.get(
    '/api/admin/invoices/zip',
    {
      schema: {
        tags: ['admin'],
        summary: 'ZIP des factures et avoirs PDF d’une période (et factures.csv) pour le comptable',
        description:
          'Mêmes filtres que la liste\u00a0: from / to (inclus, heure de Paris), q facultatif. factures.csv liste factures et avoirs (négatifs, avec la facture corrigée) et finit par leurs totaux.',
        querystring: filtersQuery,
      },
    },
    async (request, reply) => {
      const filters = filtersOf(request.query);
      const rows = await invoicesToExport(db, filters);
      const period = filters.from || filters.to ? `-${filters.from ?? 'debut'}_${filters.to ?? 'fin'}` : '';
      request.log.info({ documents: rows.length, from: filters.from, to: filters.to }, 'invoices exported');
      const stream = invoicesZip(db, rows, new Date(), (err) =>
        request.log.error({ err }, 'invoice export failed midway'),
      );
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="factures${period}.zip"`)
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  );

  admin.get(
    '/api/admin/invoices/:number/pdf',
    {
      schema: {
        tags: ['admin'],
        summary: 'Une facture ou un avoir (PDF, octets enregistrés à l’émission)',
        params: z.object({ number: z.string().max(40) }),
        response: { 400: problem, 404: problem, ...adminErrors },
      },
    },
    async (request, reply) => {
      const number = request.params.number.trim().toUpperCase();
      if (!DOCUMENT_NUMBER.test(number)) throw httpError(400, 'invoice.numberInvalid');
      const found = await invoicePdfByNumber(db, number);
      if (!found) throw httpError(404, 'invoice.notFound');
      return sendPdf(reply, found.number, found.pdf);
    },
  );
};

/** The customer's download (same access rule as the order) and the admin's list, PDFs and ZIP. */
const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/services/orders/:id/invoice',
    {
      schema: {
        tags: ['commandes'],
        summary: 'La facture d’une commande payée (PDF)',
        description:
          'Pour qui peut voir la commande (son client, l’accès invité de son adresse, un administrateur)\u202f; sinon 404, comme pour une commande inexistante.',
        params: z.object({ id: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const id = request.params.id.trim().toUpperCase();
      if (!ORDER_REFERENCE.test(id)) throw httpError(400, 'order.idInvalid');
      const order = await app.orders.byId(id);
      // Someone else's order, and so its invoice, answers like one that does not exist.
      if (!order || !callerCanSee(await callerOf(request), order)) throw httpError(404, 'order.notFound');
      const invoice = await invoiceOfOrder(db, order.id);
      if (!invoice) throw httpError(404, 'invoice.notFound');
      return sendPdf(reply, invoice.number, invoice.pdf);
    },
  );

  await app.register(adminInvoiceRoutes);
};

export default invoiceRoutes;
