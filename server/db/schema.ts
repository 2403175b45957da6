import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export * from '../accounts/schema';
export * from '../accounts/guest-schema';
export * from '../catalogue/schema';
export * from '../files/schema';
export * from '../mail/schema';
export * from '../orders/schema';
export * from '../orders/customer-schema';
export * from '../requests/schema';
export * from '../chat/schema';
export * from '../faq/schema';
export * from '../blog/schema';
export * from '../invoices/schema';
export * from '../refunds/schema';
export * from '../quotes/schema';
export * from '../verification/schema';
export * from '../reviews/schema';

/**
 * Small key/value store for settings an admin changes at run time (chat hours,
 * closed dates...). Domain tables live in their own domain folders and are
 * re-exported here so drizzle-kit and the query builder see one schema.
 */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
