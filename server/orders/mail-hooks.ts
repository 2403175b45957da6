import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CONFIRMATION_LINK_MS, createGuestLink } from '../accounts/guest';
import { uploads } from '../files/schema';
import { newOrderNoticeEmail, orderConfirmationEmail } from './emails';
import type { OrderHooks } from './service';

/** E-mails that go with order events, queued in the same transaction as the change. */
export function orderMailHooks(app: FastifyInstance): Required<Pick<OrderHooks, 'onPaid' | 'afterPaid'>> {
  return {
    async onPaid(tx, order) {
      const files = await tx.select({ name: uploads.originalName }).from(uploads).where(and(eq(uploads.orderId, order.id), eq(uploads.kind, 'client')));
      const names = files.map((f) => f.name);
      const publicUrl = app.config.PUBLIC_URL.replace(/\/+$/, '');
      // Ordered without an account: the e-mail itself opens the order (a personal, single-use link).
      const follow = order.userId
        ? { url: `${publicUrl}/orders/${order.id}`, personal: false }
        : { url: `${publicUrl}/acces-commandes/${await createGuestLink(tx, order.customerEmail.toLowerCase(), new Date(), CONFIRMATION_LINK_MS)}`, personal: true };
      await app.mail.enqueue(tx, {
        kind: 'order-confirmation',
        relatedId: order.id,
        to: order.customerEmail,
        ...orderConfirmationEmail(order, names, follow),
      });
      await app.mail.enqueue(tx, {
        kind: 'order-notice',
        relatedId: order.id,
        to: app.mail.businessEmail,
        replyTo: order.customerEmail,
        ...newOrderNoticeEmail(order, names, publicUrl),
      });
    },
    afterPaid() {
      // Sent right away rather than at the next poll.
      app.mail.worker.wake();
    },
  };
}
