import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { invoicePdf } from './queries';
import invoiceRoutes from './routes';

/**
 * Invoices: issued by the payment itself (orders/payment-outcome.ts markPaid calls issue.ts), read
 * here: the customer's and the admin's downloads, the admin list and the accountant's ZIP,
 * and the PDF the outbox attaches to the payment confirmation when it sends it.
 */
async function invoicesDomain(app: FastifyInstance) {
  app.mail.attachments.register('invoice', async (id) => {
    const found = await invoicePdf(app.database.db, id);
    if (!found) throw new Error(`invoice ${id} not found`);
    return { filename: `facture-${found.number}.pdf`, contentType: 'application/pdf', content: found.pdf };
  });
  await app.register(invoiceRoutes);
}

export default fp(invoicesDomain, { name: 'invoices-domain', fastify: '5.x' });
