import { documentFileName } from '../../core/invoice-number';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { invoicePdf } from '../invoices/queries';
import refundRoutes from './routes';
import { createRefundService, type RefundService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    refunds: RefundService;
  }
}

/**
 * Refunds and their credit notes (issue 18, decision 029): the admin's « Rembourser », Stripe's
 * charge.refunded events (payments/routes.ts), the downloads, and the credit note the outbox
 * attaches to the customer's refund e-mail.
 */
async function refundsDomain(app: FastifyInstance) {
  app.decorate('refunds', createRefundService(app));
  app.mail.attachments.register('credit_note', async (id) => {
    const found = await invoicePdf(app.database.db, id);
    if (!found) throw new Error(`credit note ${id} not found`);
    return { filename: documentFileName(found.number), contentType: 'application/pdf', content: found.pdf };
  });
  await app.register(refundRoutes);
}

export default fp(refundsDomain, { name: 'refunds-domain', fastify: '5.x' });
