import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './schema';

/** « Une question ou remarque ? » messages sent by a customer about one of their orders. */
export const orderMessages = pgTable(
  'order_messages',
  {
    id: serial('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    authorEmail: text('author_email').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_messages_order_idx').on(t.orderId)],
);

export type OrderMessage = typeof orderMessages.$inferSelect;
