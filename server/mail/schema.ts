import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * A file to attach, named by reference rather than copied into the outbox: the loader
 * registered for its kind (app.mail.attachments) reads it when the message is sent, on every
 * attempt. E.g. { kind: 'invoice', id: <invoice id> }: the stored invoice PDF.
 */
export interface AttachmentRef {
  kind: string;
  id: string;
}

/**
 * The durable outbox: every e-mail is a row written in the same transaction as
 * the business change that causes it, then sent by the worker (server/mail/worker.ts).
 *
 * - queued:  waiting; due when next_attempt_at <= now.
 * - sending: claimed by a worker; next_attempt_at is then the end of its lease,
 *            after which another worker takes it again (the first one crashed).
 * - sent:    accepted by the SMTP server (or written to DATA_DIR/mail).
 * - failed:  given up after the last attempt, or refused for good by the server.
 *
 * message_id is fixed at enqueue, so a message sent twice (at-least-once) carries
 * the same Message-ID both times and the receiving side can recognise it.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey(),
    /** What the message is about, e.g. 'order-confirmation', for the admin pages. */
    kind: text('kind').notNull(),
    /** The order, quote... the message belongs to, when there is one. */
    relatedId: text('related_id'),
    to: text('to').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    attachments: jsonb('attachments').$type<AttachmentRef[]>().notNull().default([]),
    messageId: text('message_id').notNull().unique(),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Short description of the last failure (error code and server reply), never credentials. */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    // The worker's query: due messages only, so sent rows piling up cost nothing.
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('queued', 'sending')`),
    index('mail_outbox_related_idx').on(t.relatedId),
    index('mail_outbox_created_idx').on(t.createdAt),
  ],
);

export type OutboxMessage = typeof mailOutbox.$inferSelect;
