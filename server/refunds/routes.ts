import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DOCUMENT_NUMBER } from '../../core/invoice-number';
import { msg } from '../../core/messages';
import { formatEuros } from '../../core/money';
import { requireAdmin } from '../accounts/guards';
import { adminErrors, adminOnly } from '../admin/guard';
import { problem } from '../http/error-schema';
import { invoices } from '../invoices/schema';
import { adminInvoicePdfUrl } from '../invoices/links';
import { sendPdf } from '../invoices/routes';
import { callerCanSee, callerOf } from '../orders/access';
import { ORDER_REFERENCE } from '../orders/reference';
import { httpError } from '../plugins/error-handler';
import { markAnomalyChecked } from './anomaly';

const refundBody = z.object({
  amountCents: z
    .number(msg('refund.amountInvalid'))
    .int(msg('refund.amountInvalid'))
    .min(1, msg('refund.amountInvalid'))
    .max(100_000_000, msg('refund.amountInvalid')),
  reason: z
    .string(msg('refund.reasonRequired'))
    .trim()
    .min(3, msg('refund.reasonRequired'))
    .max(500, msg('refund.reasonRequired')),
  idempotencyKey: z.string(msg('refund.keyInvalid')).regex(/^[A-Za-z0-9_-]{16,100}$/, msg('refund.keyInvalid')),
});

/** « Rembourser » on the admin order page: admins only, checked before the body is read. */
const adminRefundRoutes: FastifyPluginAsyncZod = async (app) => {
  adminOnly(app);
  app.post(
    '/api/admin/orders/:id/refunds',
    {
      schema: {
        tags: ['administration'],
        summary: 'Rembourser tout ou partie d’une commande payée (émet un avoir)',
        description:
          'amountCents\u00a0: au plus ce qui a été payé moins les remboursements déjà faits. idempotencyKey\u00a0: une par formulaire\u202f; le même envoi deux fois ne rembourse qu’une fois. Avec Stripe, le remboursement passe par l’API Stripe\u202f; avec le paiement de démonstration, il est enregistré.',
        params: z.object({
          id: z
            .string()
            .max(100)
            .transform((v) => v.trim().toUpperCase()),
        }),
        body: refundBody,
        response: {
          200: z.object({
            message: z.string(),
            refund: z.object({ id: z.string(), amountCents: z.number().int(), status: z.string() }),
            creditNote: z.object({ number: z.string(), pdfUrl: z.string() }).nullable(),
            replayed: z.boolean(),
          }),
          400: problem,
          404: problem,
          409: problem,
          502: problem,
          ...adminErrors,
        },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      const outcome = await app.refunds.request({
        orderId: request.params.id,
        amountCents: request.body.amountCents,
        reason: request.body.reason,
        idempotencyKey: request.body.idempotencyKey,
        actor: admin.email,
      });
      const number = outcome.creditNote?.number ?? '';
      if (!outcome.replayed)
        request.log.info(
          { orderId: request.params.id, refundId: outcome.refund.id, creditNote: number },
          'order refunded by an admin',
        );
      return {
        message: outcome.replayed
          ? request.t('refund.already', { number })
          : request.t('refund.done', { amount: formatEuros(outcome.refund.amountCents), number }),
        refund: { id: outcome.refund.id, amountCents: outcome.refund.amountCents, status: outcome.refund.status },
        creditNote: outcome.creditNote
          ? { number: outcome.creditNote.number, pdfUrl: adminInvoicePdfUrl(outcome.creditNote.number) }
          : null,
        replayed: outcome.replayed,
      };
    },
  );
};

/** « Marquer comme vérifiée » on a payment anomaly (issue 29, item 9): it then leaves the dashboard. */
const adminAnomalyRoutes: FastifyPluginAsyncZod = async (app) => {
  adminOnly(app);
  app.post(
    '/api/admin/orders/:id/anomaly/checked',
    {
      schema: {
        tags: ['administration'],
        summary: 'Marquer comme vérifiée l’anomalie de paiement d’une commande',
        params: z.object({ id: z.string().max(100) }),
        response: { 200: z.object({ checkedAt: z.string() }), 404: problem, ...adminErrors },
      },
    },
    async (request) => {
      await requireAdmin(request);
      const anomaly = await markAnomalyChecked(app.database.db, request.params.id.trim().toUpperCase());
      if (!anomaly?.checkedAt) throw httpError(404, 'order.notFound');
      return { checkedAt: anomaly.checkedAt };
    },
  );
};

/** The customer's credit notes (same access rule as the order) and the admin's refunds. */
const refundRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/services/orders/:id/credit-notes/:number',
    {
      schema: {
        tags: ['commandes'],
        summary: 'Un avoir d’une commande remboursée (PDF)',
        description:
          'Pour qui peut voir la commande (son client, l’accès invité de son adresse, un administrateur)\u202f; sinon 404, comme pour une commande inexistante.',
        params: z.object({ id: z.string().max(100), number: z.string().max(40) }),
      },
    },
    async (request, reply) => {
      const id = request.params.id.trim().toUpperCase();
      if (!ORDER_REFERENCE.test(id)) throw httpError(400, 'order.idInvalid');
      const order = await app.orders.byId(id);
      if (!order || !callerCanSee(await callerOf(request), order)) throw httpError(404, 'order.notFound');
      const number = request.params.number.trim().toUpperCase();
      if (!DOCUMENT_NUMBER.test(number)) throw httpError(404, 'refund.creditNoteNotFound');
      const [note] = await db
        .select({ number: invoices.number, pdf: invoices.pdf })
        .from(invoices)
        .where(and(eq(invoices.orderId, order.id), eq(invoices.number, number), eq(invoices.kind, 'credit_note')));
      if (!note) throw httpError(404, 'refund.creditNoteNotFound');
      return sendPdf(reply, note.number, note.pdf);
    },
  );

  await app.register(adminRefundRoutes);
  await app.register(adminAnomalyRoutes);
};

export default refundRoutes;
