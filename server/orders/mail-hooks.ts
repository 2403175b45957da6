import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orderTextIn } from '../../core/order-text';
import { loadCatalogue } from '../catalogue/service';
import { uploads } from '../files/schema';
import { followLink } from './follow-link';
import { invoiceOfOrder } from '../invoices/issue';
import { newOrderNoticeEmail, orderConfirmationEmail } from './emails';
import type { OrderHooks } from './service';

/** E-mails that go with order events, queued in the same transaction as the change. */
export function orderMailHooks(app: FastifyInstance): Required<Pick<OrderHooks, 'onPaid' | 'afterPaid'>> {
  return {
    async onPaid(tx, order) {
      const files = await tx
        .select({ name: uploads.originalName })
        .from(uploads)
        .where(and(eq(uploads.orderId, order.id), eq(uploads.kind, 'client')));
      const names = files.map((f) => f.name);
      const publicUrl = app.config.PUBLIC_URL.replace(/\/+$/, '');
      // Ordered without an account: the e-mail itself opens the order (a personal, single-use link).
      const follow = await followLink(app, tx, order);
      // Issued just before in the same transaction (orders/payment-outcome.ts markPaid); read at send time.
      const invoice = await invoiceOfOrder(tx, order.id);
      // The customer reads lines and names in the order's language; the stored ones stay French.
      const localized =
        order.lang === 'fr'
          ? undefined
          : orderTextIn(order.lang, { ...order, lines: order.priceLines }, await loadCatalogue(tx));
      await app.mail.enqueue(tx, {
        kind: 'order-confirmation',
        relatedId: order.id,
        to: order.customerEmail,
        ...orderConfirmationEmail(order, names, follow, invoice?.number ?? null, localized),
        attachments: invoice ? [{ kind: 'invoice', id: invoice.id }] : [],
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
