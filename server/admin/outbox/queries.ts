import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { MAIL_STATUSES, mailOutbox, type MailStatus, type OutboxMessage } from '../../mail/schema';

export const OUTBOX_PAGE_SIZE = 50;

export type OutboxCounts = Record<MailStatus, number> & { all: number };

/** One line of the list: everything but the bodies. */
export type OutboxSummary = Pick<
  OutboxMessage,
  | 'id'
  | 'kind'
  | 'relatedId'
  | 'to'
  | 'subject'
  | 'status'
  | 'attempts'
  | 'lastError'
  | 'createdAt'
  | 'sentAt'
  | 'nextAttemptAt'
>;

export interface OutboxPage {
  items: OutboxSummary[];
  page: number;
  pageSize: number;
  total: number;
  pages: number;
}

export async function outboxCounts(db: DbOrTx): Promise<OutboxCounts> {
  const rows = await db.select({ status: mailOutbox.status, n: count() }).from(mailOutbox).groupBy(mailOutbox.status);
  const counts = Object.fromEntries(MAIL_STATUSES.map((s) => [s, 0])) as OutboxCounts;
  counts.all = 0;
  for (const r of rows) {
    counts[r.status] = r.n;
    counts.all += r.n;
  }
  return counts;
}

/** Newest first, 50 a page; a page past the end is empty (its number is kept so the pager can say so). */
export async function listOutbox(db: DbOrTx, opts: { status?: MailStatus; page?: number } = {}): Promise<OutboxPage> {
  const page = Math.max(1, Math.floor(opts.page ?? 1));
  const where: SQL | undefined = opts.status ? eq(mailOutbox.status, opts.status) : undefined;
  const [items, [totalRow]] = await Promise.all([
    db
      .select({
        id: mailOutbox.id,
        kind: mailOutbox.kind,
        relatedId: mailOutbox.relatedId,
        to: mailOutbox.to,
        subject: mailOutbox.subject,
        status: mailOutbox.status,
        attempts: mailOutbox.attempts,
        lastError: mailOutbox.lastError,
        createdAt: mailOutbox.createdAt,
        sentAt: mailOutbox.sentAt,
        nextAttemptAt: mailOutbox.nextAttemptAt,
      })
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(OUTBOX_PAGE_SIZE)
      .offset((page - 1) * OUTBOX_PAGE_SIZE),
    db.select({ n: count() }).from(mailOutbox).where(where),
  ]);
  const total = totalRow?.n ?? 0;
  return { items, page, pageSize: OUTBOX_PAGE_SIZE, total, pages: Math.max(1, Math.ceil(total / OUTBOX_PAGE_SIZE)) };
}

export async function outboxMessage(db: DbOrTx, id: string): Promise<OutboxMessage | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}
