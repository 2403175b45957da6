import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PaymentProvider } from './provider';
import paymentRoutes from './routes';
import { selectPaymentProvider } from './select';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentProvider;
  }
}

/** Payments: Stripe, or the labelled demonstration page, and their return calls. */
async function paymentsDomain(app: FastifyInstance) {
  app.decorate(
    'payments',
    await selectPaymentProvider(app.config, async (sessionId) => {
      const order = await app.orders.bySession(sessionId);
      return !order ? 'unknown' : order.paymentStatus === 'paid' ? 'paid' : 'unpaid';
    }),
  );
  await app.register(paymentRoutes);
}

export default fp(paymentsDomain, { name: 'payments-domain', fastify: '5.x' });
