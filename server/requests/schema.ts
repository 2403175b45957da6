import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { QuoteDeliveryMethod, ServiceType } from '../../core/request-rules';
import { users } from '../accounts/schema';
import { uploads } from '../files/schema';
import type { Lang } from '../../core/messages/languages';

/**
 * What visitors send without ordering: quote requests (/devis, /order), contact
 * and support messages. user_id records who was signed in, if anyone; handled_at
 * lets the translator tick a request off in the back office.
 */
export const quoteRequests = pgTable(
  'quote_requests',
  {
    /** `DV-` + 8 characters, quoted in both e-mails. */
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    numberOfPages: integer('number_of_pages').notNull().default(1),
    deliveryMethod: text('delivery_method').$type<QuoteDeliveryMethod>().notNull(),
    /** Set by the /order page only. */
    serviceType: text('service_type').$type<ServiceType>(),
    message: text('message').notNull().default(''),
    /** The document sent with the request, stored encrypted like every upload. */
    fileId: uuid('file_id').references(() => uploads.id, { onDelete: 'set null' }),
    /** When the retention job deleted the request's document. */
    fileDeletedAt: timestamp('file_deleted_at', { withTimezone: true }),
    /** The language of the page it was made on (issue 17): its e-mails and the admin's answer use it. */
    lang: text('lang').$type<Lang>().notNull().default('fr'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: text('handled_by'),
  },
  (t) => [index('quote_requests_created_idx').on(t.createdAt), index('quote_requests_email_idx').on(t.email)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** The language of the page it was made on (issue 17): its e-mails and the admin's answer use it. */
    lang: text('lang').$type<Lang>().notNull().default('fr'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

export const supportRequests = pgTable(
  'support_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** TR-XXXXXXXX as typed (format checked, existence not: the answer must not reveal orders). */
    orderReference: text('order_reference'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** The language of the page it was made on (issue 17): its e-mails and the admin's answer use it. */
    lang: text('lang').$type<Lang>().notNull().default('fr'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [index('support_requests_created_idx').on(t.createdAt)],
);

export type QuoteRequestRow = typeof quoteRequests.$inferSelect;
export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type SupportRequestRow = typeof supportRequests.$inferSelect;
