import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { SHIPS_TO } from '../../core/shipping-zones';

/**
 * What the site sells, at what price and in how long. One row per option: the page price
 * (kind 'page'), delivery methods, legalisation types and the « Urgent » supplement (kind
 * 'urgent', one row). Prices in cents; delays in working days (decision 028): a delivery
 * method's turnaround (translate, certify, send) and, for paper, its postal leg; a legalisation
 * step's days; the urgent turnaround. Orders copy the lines and delays they were sold with, so
 * edits never alter past orders.
 */
export const catalogueItems = pgTable(
  'catalogue_items',
  {
    kind: text('kind', { enum: ['page', 'delivery', 'legalization', 'urgent'] }).notNull(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    /** Working days; null on the page price (it takes none of its own). */
    turnaroundDays: integer('turnaround_days'),
    /** Postal leg of a paper delivery, in postal working days; both null for e-mail and pickup. */
    postalMinDays: integer('postal_min_days'),
    postalMaxDays: integer('postal_max_days'),
    /** Where a paper delivery posts (core/shipping-zones.ts); null on rows that post nothing. */
    shipsTo: text('ships_to', { enum: SHIPS_TO }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.id] }),
    check('catalogue_price_not_negative', sql`${t.priceCents} >= 0`),
    check('catalogue_ships_to', sql`${t.shipsTo} is null or ${t.shipsTo} in ('france', 'abroad', 'anywhere')`),
    check('catalogue_turnaround_range', sql`${t.turnaroundDays} is null or ${t.turnaroundDays} between 0 and 90`),
    check(
      'catalogue_postal_leg',
      sql`(${t.postalMinDays} is null and ${t.postalMaxDays} is null) or (${t.postalMinDays} between 0 and 90 and ${t.postalMaxDays} between ${t.postalMinDays} and 90)`,
    ),
  ],
);

export type CatalogueRow = typeof catalogueItems.$inferSelect;
