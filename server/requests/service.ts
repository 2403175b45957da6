import { count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ContactRequest, QuoteRequest, SupportRequest } from '../../core/request-rules';
import { uploads, type Upload } from '../files/schema';
import { newOrderReference } from '../orders/reference';
import { mayAcknowledge } from './abuse';
import {
  contactAcknowledgementEmail,
  contactNoticeEmail,
  quoteAcknowledgementEmail,
  quoteNoticeEmail,
  supportAcknowledgementEmail,
  supportNoticeEmail,
} from './emails';
import { contactMessages, quoteRequests, supportRequests, type QuoteRequestRow } from './schema';
import type { Database } from '../db/client';
import type { Lang } from '../../core/messages';

/**
 * Owner of a quote's document between its upload and the commit of the
 * request: no browser has this value, and if the process dies in between the
 * upload sweeper removes the file like any abandoned upload.
 */
export const QUOTE_UPLOAD_OWNER = 'quote-request';

/** `DV-` + the same 8 unambiguous characters as an order reference. */
export const newQuoteReference = (): string => `DV-${newOrderReference().slice(3)}`;
export const QUOTE_REFERENCE = /^DV-[0-9A-HJKMNP-TV-Z]{8}$/;

const publicUrlOf = (app: FastifyInstance) => app.config.PUBLIC_URL.replace(/\/+$/, '');

export interface Sender {
  email: string;
  userId: string | null;
  /** The language of the page the request was made on (request.lang, never a body field): stored, and its acknowledgement is written in it. */
  lang: Lang;
}

/**
 * Stores the request, attaches its document and queues both e-mails in one
 * transaction: either the translator hears of a stored request, or nothing happened.
 */
export async function saveQuoteRequest(
  app: FastifyInstance,
  input: QuoteRequest,
  sender: Sender,
  file: Upload | null,
): Promise<QuoteRequestRow> {
  const id = newQuoteReference();
  const acknowledge = await mayAcknowledge(app, sender.email);
  const mail = {
    id,
    name: input.name,
    email: sender.email,
    numberOfPages: input.numberOfPages,
    deliveryMethod: input.deliveryMethod,
    serviceType: input.serviceType ?? null,
    message: input.message,
    file: file ? { name: file.originalName, sizeBytes: file.sizeBytes } : null,
    signedIn: sender.userId !== null,
    lang: sender.lang,
  };
  const row = await app.database.db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(quoteRequests)
      .values({
        id,
        name: input.name,
        email: sender.email,
        userId: sender.userId,
        numberOfPages: input.numberOfPages,
        deliveryMethod: input.deliveryMethod,
        serviceType: input.serviceType ?? null,
        message: input.message,
        fileId: file?.id ?? null,
        lang: sender.lang,
      })
      .returning();
    // Attached: out of the sweeper's reach; no order id, so no customer route serves it.
    if (file)
      await tx.update(uploads).set({ status: 'attached', ownerSessionHash: null }).where(eq(uploads.id, file.id));
    await app.mail.enqueue(tx, {
      kind: 'quote-request',
      relatedId: id,
      to: app.mail.businessEmail,
      replyTo: sender.email,
      ...quoteNoticeEmail(mail, publicUrlOf(app)),
    });
    if (acknowledge) {
      await app.mail.enqueue(tx, {
        kind: 'quote-request-ack',
        relatedId: id,
        to: sender.email,
        ...quoteAcknowledgementEmail(mail),
      });
    }
    return saved!;
  });
  app.mail.worker.wake();
  return row;
}

export async function saveContactMessage(app: FastifyInstance, input: ContactRequest, sender: Sender): Promise<void> {
  const acknowledge = await mayAcknowledge(app, sender.email);
  await app.database.db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(contactMessages)
      .values({
        name: input.name,
        email: sender.email,
        userId: sender.userId,
        subject: input.subject,
        message: input.message,
        lang: sender.lang,
      })
      .returning({ id: contactMessages.id });
    const relatedId = saved!.id;
    await app.mail.enqueue(tx, {
      kind: 'contact-message',
      relatedId,
      to: app.mail.businessEmail,
      replyTo: sender.email,
      ...contactNoticeEmail({ ...input, email: sender.email, lang: sender.lang }),
    });
    if (acknowledge)
      await app.mail.enqueue(tx, {
        kind: 'contact-message-ack',
        relatedId,
        to: sender.email,
        ...contactAcknowledgementEmail(sender.lang),
      });
  });
  app.mail.worker.wake();
}

export async function saveSupportRequest(app: FastifyInstance, input: SupportRequest, sender: Sender): Promise<void> {
  const acknowledge = await mayAcknowledge(app, sender.email);
  const orderReference = input.orderReference ?? null;
  await app.database.db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(supportRequests)
      .values({
        email: sender.email,
        userId: sender.userId,
        orderReference,
        subject: input.subject,
        message: input.message,
        lang: sender.lang,
      })
      .returning({ id: supportRequests.id });
    const relatedId = saved!.id;
    await app.mail.enqueue(tx, {
      kind: 'support-request',
      relatedId,
      to: app.mail.businessEmail,
      replyTo: sender.email,
      ...supportNoticeEmail(
        {
          email: sender.email,
          subject: input.subject,
          message: input.message,
          orderReference,
          signedIn: sender.userId !== null,
          lang: sender.lang,
        },
        publicUrlOf(app),
      ),
    });
    if (acknowledge)
      await app.mail.enqueue(tx, {
        kind: 'support-request-ack',
        relatedId,
        to: sender.email,
        ...supportAcknowledgementEmail({ orderReference, lang: sender.lang }),
      });
  });
  app.mail.worker.wake();
}

export type QuoteFilter = 'all' | 'new' | 'handled';

/** Newest first, with the document's description when there is one. */
export async function listQuoteRequests(db: Database, opts: { status: QuoteFilter; limit: number; offset: number }) {
  const where =
    opts.status === 'new'
      ? isNull(quoteRequests.handledAt)
      : opts.status === 'handled'
        ? isNotNull(quoteRequests.handledAt)
        : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ quote: quoteRequests, file: uploads })
      .from(quoteRequests)
      .leftJoin(uploads, eq(uploads.id, quoteRequests.fileId))
      .where(where)
      .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ n: count() }).from(quoteRequests).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findQuoteRequest(
  app: FastifyInstance,
  id: string,
): Promise<{ quote: QuoteRequestRow; file: Upload | null } | null> {
  const [row] = await app.database.db
    .select({ quote: quoteRequests, file: uploads })
    .from(quoteRequests)
    .leftJoin(uploads, eq(uploads.id, quoteRequests.fileId))
    .where(eq(quoteRequests.id, id));
  return row ?? null;
}

/** Ticks a request off (or back on); the first time and who did it are kept when ticked twice. */
export async function markQuoteHandled(
  app: FastifyInstance,
  id: string,
  handled: boolean,
  by: string,
): Promise<boolean> {
  const rows = await app.database.db
    .update(quoteRequests)
    .set(
      handled
        ? {
            handledAt: sql`coalesce(${quoteRequests.handledAt}, now())`,
            handledBy: sql`coalesce(${quoteRequests.handledBy}, ${by})`,
          }
        : { handledAt: null, handledBy: null },
    )
    .where(eq(quoteRequests.id, id))
    .returning({ id: quoteRequests.id });
  return rows.length > 0;
}
