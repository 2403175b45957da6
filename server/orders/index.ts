import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import customerRoutes from './customer-routes';
import { orderMailHooks } from './mail-hooks';
import orderRoutes from './routes';
import { createOrderService, type OrderHooks, type OrderService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    orders: OrderService;
  }
}

interface OrdersDomainOptions {
  /** Extra behaviour when orders change (e-mails); tests observe with it. */
  hooks?: OrderHooks;
}

/** Orders: checkout and payment outcome (the service), the customer's orders and messages. */
async function ordersDomain(app: FastifyInstance, opts: OrdersDomainOptions) {
  const mailHooks = orderMailHooks(app);
  app.decorate(
    'orders',
    createOrderService(
      app.database.db,
      app.payments,
      {
        ...mailHooks,
        ...opts.hooks,
        async onPaid(tx, order) {
          await mailHooks.onPaid(tx, order);
          await opts.hooks?.onPaid?.(tx, order);
        },
        async onStatusChange(tx, order, from, to) {
          // The first delivery schedules the review e-mail (server/reviews), in the same transaction.
          await app.reviews.markDelivered(tx, order, to);
          await opts.hooks?.onStatusChange?.(tx, order, from, to);
        },
      },
      app.config.PUBLIC_URL,
    ),
  );
  await app.register(orderRoutes);
  await app.register(customerRoutes);
}

export default fp(ordersDomain, { name: 'orders-domain', fastify: '5.x' });
