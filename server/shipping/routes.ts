import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CARRIERS } from '../../core/shipment';
import { shipmentInputSchema } from '../../core/tracking';
import { requireAdmin } from '../accounts/guards';
import { adminErrors, adminOnly } from '../admin/guard';
import { problem } from '../http/error-schema';
import { orders } from '../orders/schema';
import { httpError } from '../plugins/error-handler';
import { renderLabelPdf } from './label-pdf';
import { recordShipment } from './service';

/** References are stored upper case; one typed by hand may not be. */
const params = z.object({
  id: z
    .string()
    .max(100)
    .transform((v) => v.trim().toUpperCase()),
});

/** Opened in the browser's viewer to print it; nothing caches it, no other site frames it. */
function sendLabel(reply: FastifyReply, orderId: string, pdf: Buffer) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="etiquette-${orderId}.pdf"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "frame-ancestors 'self'")
    .send(pdf);
}

const MESSAGES = {
  marked: 'shipping.marked',
  unchanged: 'shipping.unchanged',
  corrected: 'shipping.corrected',
} as const;

/**
 * Shipping the paper original from the back office (issue 27, part C): « Marquer comme expédiée »
 * and « Imprimer l’étiquette ». Admins only, checked on every request (a demoted admin's session
 * is refused at once); a missing order is 404 whoever asks.
 */
const shippingRoutes: FastifyPluginAsyncZod = async (app) => {
  adminOnly(app);
  const db = app.database.db;

  app.post(
    '/api/admin/orders/:id/shipment',
    {
      schema: {
        tags: ['administration'],
        summary: 'Marquer une commande comme expédiée (transporteur et numéro de suivi), ou corriger le numéro',
        description:
          'Pour une commande dont la livraison envoie un original papier et dont la traduction est livrée. Le client reçoit un e-mail avec le lien de suivi\u202f; les mêmes données une seconde fois ne changent rien et n’envoient rien.',
        params,
        body: shipmentInputSchema,
        response: {
          200: z.object({
            message: z.string(),
            outcome: z.enum(['marked', 'unchanged', 'corrected']),
            shipment: z.object({
              carrier: z.enum(CARRIERS),
              carrierName: z.string().optional(),
              trackingNumber: z.string(),
              shippedAt: z.string(),
              by: z.string(),
            }),
            status: z.string(),
          }),
          400: problem,
          ...adminErrors,
          404: problem,
          409: problem,
        },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      const { outcome, order } = await recordShipment(app, admin, request.params.id, request.body);
      request.log.info({ orderId: order.id, outcome }, 'shipment recorded by an admin');
      return { message: request.t(MESSAGES[outcome]), outcome, shipment: order.shipment!, status: order.status };
    },
  );

  app.get(
    '/api/admin/orders/:id/label.pdf',
    {
      schema: {
        tags: ['administration'],
        summary: 'L’étiquette d’envoi (PDF A4 plié en trois pour une enveloppe DL à fenêtre)',
        params,
        response: { ...adminErrors, 404: problem, 409: problem },
      },
    },
    async (request, reply) => {
      const [order] = await db.select().from(orders).where(eq(orders.id, request.params.id));
      if (!order) throw httpError(404, 'order.notFound');
      if (!order.shippingAddress) throw httpError(409, 'shipping.noAddress');
      const pdf = await renderLabelPdf({
        orderId: order.id,
        recipient: { name: order.buyer?.name ?? order.customerEmail, phone: order.buyer?.phone ?? null },
        address: order.shippingAddress,
        at: order.paidAt ?? order.createdAt,
      });
      return sendLabel(reply, order.id, pdf);
    },
  );
};

export default shippingRoutes;
