import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { BillingIdentity, Buyer } from '../../core/buyer';
import type { CalendarDate } from '../../core/calendar-date';
import type { DeliveryTiming } from '../../core/order-delivery';
import type { OrderStatus, PaymentStatus } from '../../core/order-status';
import type { PriceLine } from '../../core/pricing';
import type { Purpose } from '../../core/purposes';
import type { Lang } from '../../core/messages/languages';
import type { PostalAddress } from '../../core/postal-address';
import type { Shipment } from '../../core/shipment';

/**
 * An order keeps everything it was sold with (option names, price lines,
 * total in cents) so later catalogue edits never change it.
 */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    customerEmail: text('customer_email').notNull(),
    userId: text('user_id'),
    numberOfPages: integer('number_of_pages').notNull(),
    numberOfDocuments: integer('number_of_documents').notNull(),
    deliveryMethod: text('delivery_method').notNull(),
    deliveryName: text('delivery_name').notNull(),
    legalization: text('legalization').notNull(),
    legalizationName: text('legalization_name').notNull(),
    comment: text('comment').notNull().default(''),
    /** « Pour quelle démarche ? » as the visitor answered it (core/purposes); null when not said. */
    purpose: text('purpose').$type<Purpose>(),
    /** « Urgent » chosen (priced as its own line). */
    urgent: boolean('urgent').notNull().default(false),
    /** The delays of the options as the catalogue gave them at checkout; null on orders placed before them. */
    deliveryTiming: jsonb('delivery_timing').$type<DeliveryTiming>(),
    priceLines: jsonb('price_lines').$type<PriceLine[]>().notNull(),
    totalCents: integer('total_cents').notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('pending_payment'),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('unpaid'),
    paymentProvider: text('payment_provider').$type<'stripe' | 'demo'>().notNull(),
    providerSessionId: text('provider_session_id').unique(),
    providerSessionUrl: text('provider_session_url'),
    /** The provider's payment (Stripe: the PaymentIntent), once known: its refund events name it. */
    providerPaymentId: text('provider_payment_id'),
    /** The checkout's idempotency key, unique per checkoutOwner: a retry answers the same order. */
    idempotencyKey: text('idempotency_key'),
    /**
     * Who checked out: `user:<id>` for an account, `browser:<hash>` for the browser's upload session
     * (issue 29, item 6: another caller sending the same key must never get this order). Null for an
     * order made otherwise (an accepted quote).
     */
    checkoutOwner: text('checkout_owner'),
    /** The language of the page it was made on (issue 17): its e-mails and the admin's answer use it. */
    lang: text('lang').$type<Lang>().notNull().default('fr'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * Set in the transaction that records the payment (decision 028): the office day the order is
     * due (e-mailed, posted or ready to collect) and the dates promised to the customer (one day,
     * or the postal range). Paris calendar dates; later edits of the catalogue or of the closed
     * days never change them.
     */
    dueOn: date('due_on', { mode: 'string' }).$type<CalendarDate>(),
    promisedEarliest: date('promised_earliest', { mode: 'string' }).$type<CalendarDate>(),
    promisedLatest: date('promised_latest', { mode: 'string' }).$type<CalendarDate>(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** When the retention job or an erasure deleted the order's documents and translations (the order stays). */
    filesDeletedAt: timestamp('files_deleted_at', { withTimezone: true }),
    /** When the customer's personal data was erased from a paid order kept for the accounts (e-mail, comment, messages). */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    /**
     * Who ordered, where the paper goes and whom the invoice names (issue 27, core/buyer.ts), frozen
     * at checkout like the price lines. Null on orders placed before them; shipping_address is also
     * null when the delivery posts nothing (e-mail, pickup), and once removed by the retention job.
     */
    buyer: jsonb('buyer').$type<Buyer>(),
    shippingAddress: jsonb('shipping_address').$type<PostalAddress>(),
    billing: jsonb('billing').$type<BillingIdentity>(),
    /** « Marquer comme expédiée »: carrier and tracking number (core/shipment.ts); shipped_at drives « À expédier ». */
    shipment: jsonb('shipment').$type<Shipment>(),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    /**
     * When the translation was first handed over: the first translation uploaded, or the move to
     * « Traduction disponible » or after. A fact that outlives the files the retention job deletes
     * and the status a partial refund replaces (core/order-facts.ts, issue 29).
     */
    translationDeliveredAt: timestamp('translation_delivered_at', { withTimezone: true }),
    /** What the payment provider reported that cannot be true (issue 29, item 9), until the admin checks it. */
    paymentAnomaly: jsonb('payment_anomaly').$type<PaymentAnomaly>(),
  },
  (t) => [
    index('orders_customer_email_idx').on(t.customerEmail),
    index('orders_created_at_idx').on(t.createdAt),
    index('orders_due_on_idx').on(t.dueOn),
    index('orders_provider_payment_idx').on(t.providerPaymentId),
    index('orders_shipped_at_idx').on(t.shippedAt),
    uniqueIndex('orders_checkout_idempotency_idx').on(t.checkoutOwner, t.idempotencyKey),
  ],
);

/** Who moved an order to which status, and when. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<OrderStatus>(),
    toStatus: text('to_status').$type<OrderStatus>().notNull(),
    actor: text('actor').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId)],
);

/** Provider events already handled: a replayed webhook changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  orderId: text('order_id'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Stripe reported more refunded on the order's payment than was paid: only what was paid is
 * credited; the rest is kept here for the translator to check in Stripe's dashboard.
 */
export interface PaymentAnomaly {
  kind: 'refund_above_paid';
  refundedCents: number;
  paidCents: number;
  eventId: string;
  at: string;
  checkedAt: string | null;
}

export type Order = typeof orders.$inferSelect;
export type OrderEvent = typeof orderEvents.$inferSelect;
