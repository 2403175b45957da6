import { PassThrough, type Readable } from 'node:stream';
import { and, asc, eq, inArray, ne, or } from 'drizzle-orm';
import { ZipFile } from 'yazl';
import { BUSINESS } from '../../core/business';
import { t, type Lang } from '../../core/messages';
import { localizedPath } from '../../core/messages/pages';
import { chatConversations, chatMessages } from '../chat/schema';
import type { Database } from '../db/client';
import { uploads, type Upload } from '../files/schema';
import { orderMessages } from '../orders/customer-schema';
import { orderEvents, orders } from '../orders/schema';
import { contactMessages, quoteRequests, supportRequests } from '../requests/schema';
import { reviews } from '../reviews/schema';
import type { FileStore } from '../storage/file-store';
import type { CurrentUser } from '../accounts/sessions';
import { users } from '../accounts/schema';

/** Who ordered, where the paper went and whom the invoice names (issue 27); null when not given or removed. */
const fulfilmentOf = (o: typeof orders.$inferSelect) => ({
  buyer: o.buyer,
  shippingAddress: o.shippingAddress,
  billing: o.billing,
  shipment: o.shipment,
});

/**
 * « Télécharger mes données » (GDPR articles 15 and 20): a ZIP holding `donnees.json` (the
 * account, its orders with their history and messages, its quote, contact and support requests,
 * its chat conversations) and the documents and translations still held, decrypted. Built as it
 * is sent: each document is decrypted into the archive in turn, never held whole in memory.
 * Only what the account is linked to: registration does not prove an address (decision 010).
 */
const EXPORT_FORMAT = 'benali-traduction/export-1';

/** A name safe inside an archive: one path segment, no control characters, bounded. */
function entryName(name: string): string {
  const clean = name
    .replace(/[\p{Cc}\p{Cf}\\/:*?"<>|]/gu, '')
    .replace(/^\.+/, '')
    .trim()
    .slice(0, 120);
  return clean || 'document';
}

function uniqueIn(used: Set<string>, folder: string, name: string): string {
  const base = entryName(name);
  const dot = base.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [base.slice(0, dot), base.slice(dot)] : [base, ''];
  let candidate = `${folder}/${base}`;
  for (let i = 2; used.has(candidate); i++) candidate = `${folder}/${stem} (${i})${ext}`;
  used.add(candidate);
  return candidate;
}

export async function collectAccountData(db: Database, user: CurrentUser) {
  const [account] = await db
    .select({ email: users.email, role: users.role, createdAt: users.createdAt, lastActiveAt: users.lastActiveAt })
    .from(users)
    .where(eq(users.id, user.id));
  const own = await db.select().from(orders).where(eq(orders.userId, user.id)).orderBy(asc(orders.createdAt));
  const ids = own.map((o) => o.id);
  const [events, messages, files, given] = ids.length
    ? await Promise.all([
        db.select().from(orderEvents).where(inArray(orderEvents.orderId, ids)).orderBy(asc(orderEvents.id)),
        db.select().from(orderMessages).where(inArray(orderMessages.orderId, ids)).orderBy(asc(orderMessages.id)),
        // The translations as delivered (stamped), not the translator's own copies kept beside them (decision 054).
        db
          .select()
          .from(uploads)
          .where(and(inArray(uploads.orderId, ids), ne(uploads.kind, 'translation_source')))
          .orderBy(asc(uploads.createdAt)),
        db.select().from(reviews).where(inArray(reviews.orderId, ids)),
      ])
    : [[], [], [], []];
  const [quotes, contact, support, conversations] = await Promise.all([
    db
      .select({ quote: quoteRequests, file: uploads })
      .from(quoteRequests)
      .leftJoin(uploads, eq(uploads.id, quoteRequests.fileId))
      .where(eq(quoteRequests.userId, user.id)),
    db.select().from(contactMessages).where(eq(contactMessages.userId, user.id)),
    db.select().from(supportRequests).where(eq(supportRequests.userId, user.id)),
    db
      .select()
      .from(chatConversations)
      .where(or(eq(chatConversations.userId, user.id), eq(chatConversations.email, user.email))),
  ]);
  const chat = conversations.length
    ? await db
        .select()
        .from(chatMessages)
        .where(
          inArray(
            chatMessages.conversationId,
            conversations.map((c) => c.id),
          ),
        )
        .orderBy(asc(chatMessages.createdAt))
    : [];
  return {
    account: account!,
    own,
    events,
    messages,
    files,
    reviews: given,
    quotes,
    contact,
    support,
    conversations,
    chat,
  };
}

/** The review given through the e-mail's link (docs/reviews.md), as written, and whether it is shown. */
function reviewOf(reviews: Awaited<ReturnType<typeof collectAccountData>>['reviews'], orderId: string) {
  const r = reviews.find((review) => review.orderId === orderId);
  return r
    ? {
        stars: r.stars,
        text: r.text,
        shownName: r.authorName,
        status: r.status,
        reply: r.reply,
        at: r.createdAt.toISOString(),
      }
    : null;
}

/** LISEZMOI.txt: what the archive holds, in the reader's language (the file's name stays). */
const readMe = (now: Date, lang: Lang) =>
  [
    `${t(lang, 'privacyExport.readmeTitle', { tradeName: BUSINESS.tradeName, date: now.toISOString() })}\n`,
    t(lang, 'privacyExport.readmeData'),
    t(lang, 'privacyExport.readmeDocuments'),
    t(lang, 'privacyExport.readmeRetention', { page: localizedPath(lang, '/rgpd') }),
  ].join('\n') + '\n';

/** The archive as a stream, and its documents in the order they are written. */
export function buildExport(
  data: Awaited<ReturnType<typeof collectAccountData>>,
  files: FileStore,
  { now, lang }: { now: Date; lang: Lang },
  onError: (err: unknown) => void,
): Readable {
  const zip = new ZipFile();
  const used = new Set<string>();
  const documents: { upload: Upload; path: string }[] = [];
  const pathOf = (f: Upload, folder: string) => {
    const path = uniqueIn(used, folder, f.originalName);
    documents.push({ upload: f, path });
    return path;
  };
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  const json = {
    format: EXPORT_FORMAT,
    exportedAt: now.toISOString(),
    controller: { name: BUSINESS.translatorName, tradeName: BUSINESS.tradeName, email: BUSINESS.email },
    account: {
      email: data.account.email,
      role: data.account.role,
      createdAt: iso(data.account.createdAt),
      lastActiveAt: iso(data.account.lastActiveAt),
    },
    orders: data.own.map((o) => ({
      reference: o.id,
      createdAt: iso(o.createdAt),
      email: o.customerEmail,
      status: o.status,
      paymentStatus: o.paymentStatus,
      paidAt: iso(o.paidAt),
      numberOfPages: o.numberOfPages,
      numberOfDocuments: o.numberOfDocuments,
      delivery: o.deliveryName,
      legalization: o.legalizationName,
      comment: o.comment,
      ...fulfilmentOf(o),
      priceLines: o.priceLines,
      totalCents: o.totalCents,
      filesDeletedAt: iso(o.filesDeletedAt),
      history: data.events.filter((e) => e.orderId === o.id).map((e) => ({ status: e.toStatus, at: iso(e.createdAt) })),
      messages: data.messages
        .filter((m) => m.orderId === o.id)
        .map((m) => ({ from: m.authorEmail, body: m.body, at: iso(m.createdAt) })),
      review: reviewOf(data.reviews, o.id),
      documents: data.files
        .filter((f) => f.orderId === o.id)
        .map((f) => ({
          kind: f.kind === 'translation' ? 'traduction' : 'document',
          name: f.originalName,
          size: f.sizeBytes,
          sha256: f.sha256,
          file: pathOf(f, `commandes/${o.id}/${f.kind === 'translation' ? 'traductions' : 'documents'}`),
        })),
    })),
    quoteRequests: data.quotes.map(({ quote: q, file }) => ({
      reference: q.id,
      createdAt: iso(q.createdAt),
      name: q.name,
      email: q.email,
      numberOfPages: q.numberOfPages,
      deliveryMethod: q.deliveryMethod,
      serviceType: q.serviceType,
      message: q.message,
      document: file ? { name: file.originalName, size: file.sizeBytes, file: pathOf(file, `devis/${q.id}`) } : null,
      documentDeletedAt: iso(q.fileDeletedAt),
    })),
    contactMessages: data.contact.map((c) => ({
      createdAt: iso(c.createdAt),
      name: c.name,
      email: c.email,
      subject: c.subject,
      message: c.message,
    })),
    supportRequests: data.support.map((s) => ({
      createdAt: iso(s.createdAt),
      email: s.email,
      orderReference: s.orderReference,
      subject: s.subject,
      message: s.message,
    })),
    chat: data.conversations.map((c) => ({
      startedAt: iso(c.createdAt),
      startedOn: c.startedOn,
      device: c.device,
      messages: data.chat
        .filter((m) => m.conversationId === c.id)
        .map((m) => ({ from: m.email === 'admin' ? 'traductrice' : 'vous', content: m.content, at: iso(m.createdAt) })),
    })),
  };
  zip.addBuffer(Buffer.from(JSON.stringify(json, null, 2), 'utf8'), 'donnees.json', { mtime: now });
  zip.addBuffer(Buffer.from(readMe(now, lang), 'utf8'), 'LISEZMOI.txt', { mtime: now });
  for (const { upload, path } of documents) {
    // PDFs and images are already compressed; each is opened only when its turn comes.
    zip.addReadStreamLazy(path, { mtime: upload.createdAt, compress: false }, (cb) => {
      files.read(upload.storageKey).then(
        (stream) => cb(null, stream),
        (err: unknown) => cb(err, undefined as never),
      );
    });
  }
  zip.end();
  const out = new PassThrough();
  zip.on('error', (err: unknown) => {
    onError(err);
    out.destroy(err as Error);
  });
  (zip.outputStream as Readable).pipe(out);
  return out;
}
