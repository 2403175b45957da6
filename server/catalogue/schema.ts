import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What the site sells and at what price. One row per option: the page price
 * (kind 'page'), delivery methods and legalisation types. Prices in cents;
 * orders copy the lines they were charged, so edits never alter past orders.
 */
export const catalogueItems = pgTable(
  'catalogue_items',
  {
    kind: text('kind', { enum: ['page', 'delivery', 'legalization'] }).notNull(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.id] }), check('catalogue_price_not_negative', sql`${t.priceCents} >= 0`)],
);

export type CatalogueRow = typeof catalogueItems.$inferSelect;
