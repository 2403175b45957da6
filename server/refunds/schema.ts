import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { invoices } from '../invoices/schema';

export type RefundStatus = 'pending' | 'succeeded' | 'failed';

/**
 * Money given back on a paid order (issue 18, decision 029). A row is written before the
 * provider is asked (pending), so the cap counts it at once and a retry finds it; it succeeds
 * with its credit note, in one transaction, or fails (the provider said no) and stops counting.
 * The cap itself is the database's (trigger refunds_within_paid, migration 0019): under a lock
 * on the order row, pending and succeeded refunds never add up to more than was paid.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** No foreign key, like invoices: a refund is an accounting record that outlives its order's erasure. */
    orderId: text('order_id').notNull(),
    /** From the admin's form (one per form shown), or derived from a provider event: two clicks, one refund. */
    idempotencyKey: text('idempotency_key').notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    provider: text('provider').$type<'stripe' | 'demo'>().notNull(),
    status: text('status').$type<RefundStatus>().notNull().default('pending'),
    /** Stripe's refund id (re_…), once Stripe has answered. */
    providerRefundId: text('provider_refund_id'),
    /** Who asked: an admin's e-mail, or « stripe » for a refund made in Stripe's dashboard. */
    actor: text('actor').notNull(),
    creditNoteId: uuid('credit_note_id').references(() => invoices.id),
    /** Why the provider refused, for the admin. */
    failure: text('failure'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refunds_idempotency_key_idx').on(t.idempotencyKey),
    uniqueIndex('refunds_provider_refund_id_idx').on(t.providerRefundId),
    uniqueIndex('refunds_credit_note_idx').on(t.creditNoteId),
    index('refunds_order_idx').on(t.orderId),
    check('refunds_amount_positive', sql`${t.amountCents} > 0`),
    check('refunds_status_check', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
    check('refunds_succeeded_has_credit_note', sql`(${t.status} = 'succeeded') = (${t.creditNoteId} is not null)`),
  ],
);

export type Refund = typeof refunds.$inferSelect;
