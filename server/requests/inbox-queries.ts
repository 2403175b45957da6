import { count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { Lang } from '../../core/messages/languages';
import {
  contactMessages,
  quoteRequests,
  supportRequests,
  type ContactMessageRow,
  type SupportRequestRow,
} from './schema';
import type { QuoteFilter } from './service';

/** The back office's inbox besides quotes: contact and support messages. */
export type InboxKind = 'contact' | 'support';

const TABLES = { contact: contactMessages, support: supportRequests } as const;

export interface InboxMessage {
  id: string;
  kind: InboxKind;
  createdAt: string;
  name: string | null;
  email: string;
  subject: string;
  message: string;
  orderReference: string | null;
  handled: boolean;
  /** The language of the page it was sent from (issue 17): the translator answers in it. */
  lang: Lang;
}

function viewOf(kind: InboxKind, row: ContactMessageRow | SupportRequestRow): InboxMessage {
  return {
    id: row.id,
    kind,
    createdAt: row.createdAt.toISOString(),
    name: 'name' in row ? row.name : null,
    email: row.email,
    subject: row.subject,
    message: row.message,
    orderReference: 'orderReference' in row ? row.orderReference : null,
    handled: row.handledAt !== null,
    lang: row.lang,
  };
}

export async function listInbox(
  db: Database,
  kind: InboxKind,
  opts: { status: QuoteFilter; limit: number; offset: number },
) {
  const table = TABLES[kind];
  const where =
    opts.status === 'new'
      ? isNull(table.handledAt)
      : opts.status === 'handled'
        ? isNotNull(table.handledAt)
        : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(table)
      .where(where)
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ n: count() }).from(table).where(where),
  ]);
  return { messages: rows.map((r) => viewOf(kind, r)), total: total?.n ?? 0 };
}

export async function markInboxHandled(db: Database, kind: InboxKind, id: string, handled: boolean): Promise<boolean> {
  const table = TABLES[kind];
  const rows = await db
    .update(table)
    .set({ handledAt: handled ? new Date() : null })
    .where(eq(table.id, id))
    .returning({ id: table.id });
  return rows.length > 0;
}

/** What is waiting for the translator, per kind (the tabs' and the dashboard's counters). */
export async function unhandledCounts(db: Database): Promise<{ quotes: number; contact: number; support: number }> {
  const [[q], [c], [s]] = await Promise.all([
    db.select({ n: count() }).from(quoteRequests).where(isNull(quoteRequests.handledAt)),
    db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.handledAt)),
    db.select({ n: count() }).from(supportRequests).where(isNull(supportRequests.handledAt)),
  ]);
  return { quotes: q?.n ?? 0, contact: c?.n ?? 0, support: s?.n ?? 0 };
}
