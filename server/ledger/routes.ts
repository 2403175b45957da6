import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isCalendarDate, toDayNumber } from '../../core/calendar-date';
import { adminErrors, adminOnly } from '../admin/guard';
import { problem } from '../http/error-schema';
import { httpError } from '../plugins/error-handler';
import { ledgerCsv } from './csv';
import { ledgerEntries, ledgerTotals, type LedgerPeriod } from './queries';

const day = z
  .string()
  .max(10)
  .refine((v) => v === '' || isCalendarDate(v))
  .optional();
const periodQuery = z.object({ from: day, to: day });

/** The admin's period; one that ends before it starts is refused. */
function periodOf(query: z.infer<typeof periodQuery>): LedgerPeriod {
  const from = query.from || null;
  const to = query.to || null;
  if (from && to && toDayNumber(from) > toDayNumber(to)) throw httpError(400, 'invoice.periodInvalid');
  return { from, to };
}

const total = z.object({
  period: z.string(),
  payments: z.number().int(),
  paymentsCents: z.number().int(),
  refunds: z.number().int(),
  refundsCents: z.number().int(),
  netCents: z.number().int(),
});

/** /admin/recettes's API: the receipts ledger and its CSV (admins only). */
const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  adminOnly(app);
  const db = app.database.db;

  app.get(
    '/api/admin/ledger',
    {
      schema: {
        tags: ['admin'],
        summary: 'Livre des recettes\u00a0: paiements et remboursements par date, totaux par mois et par année',
        description:
          'from / to\u00a0: premier et dernier jour (heure de Paris), inclus. Les remboursements sont négatifs.',
        querystring: periodQuery,
        response: {
          200: z.object({
            entries: z.array(
              z.object({
                date: z.string(),
                number: z.string(),
                kind: z.enum(['invoice', 'credit_note']),
                orderId: z.string(),
                client: z.string(),
                nature: z.string(),
                amountCents: z.number().int(),
                method: z.string(),
                /** A refund's corrected invoice (its number); null for a payment. */
                corrects: z.string().nullable(),
              }),
            ),
            months: z.array(total),
            years: z.array(total),
          }),
          400: problem,
          ...adminErrors,
        },
      },
    },
    async (request) => {
      const period = periodOf(request.query);
      const [entries, months, years] = await Promise.all([
        ledgerEntries(db, period),
        ledgerTotals(db, period, 'month'),
        ledgerTotals(db, period, 'year'),
      ]);
      return { entries: entries.map(({ id: _id, ...e }) => ({ ...e, date: e.date.toISOString() })), months, years };
    },
  );

  app.get(
    '/api/admin/ledger/csv',
    {
      schema: {
        tags: ['admin'],
        summary: 'Livre des recettes d’une période en CSV (UTF-8 avec BOM, «\u00a0;\u00a0», virgule décimale)',
        querystring: periodQuery,
        response: { 200: z.string(), 400: problem, ...adminErrors },
      },
    },
    async (request, reply) => {
      const period = periodOf(request.query);
      const entries = await ledgerEntries(db, period);
      const name = period.from || period.to ? `recettes-${period.from ?? 'debut'}_${period.to ?? 'fin'}` : 'recettes';
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(ledgerCsv(entries));
    },
  );
};

export default ledgerRoutes;
