import { listOutbox, outboxCounts, type OutboxCounts } from '../../server/admin/outbox/queries';
import type { Database } from '../../server/db/client';
import type { OutboxRowView } from '../components/admin/types';
import { MAIL_STATUSES, type MailStatus } from '../../server/mail/schema';

export interface OutboxPageData {
  status: MailStatus | null;
  page: number;
  pages: number;
  total: number;
  counts: OutboxCounts;
  items: OutboxRowView[];
}

/**
 * The « E-mails » page's data from its URL (?status=&page=), read with the
 * queries of GET /api/admin/outbox. A hand-edited bad value shows the default view.
 */
export async function outboxForPage(db: Database, url: URL): Promise<OutboxPageData> {
  const status = MAIL_STATUSES.find((s) => s === url.searchParams.get('status')) ?? null;
  const asked = Number(url.searchParams.get('page') ?? 1);
  const page = Number.isInteger(asked) && asked >= 1 && asked <= 1_000_000 ? asked : 1;
  const [list, counts] = await Promise.all([listOutbox(db, { status: status ?? undefined, page }), outboxCounts(db)]);
  return {
    status,
    page: list.page,
    pages: list.pages,
    total: list.total,
    counts,
    items: list.items.map((m) => ({
      id: m.id,
      kind: m.kind,
      to: m.to,
      subject: m.subject,
      status: m.status,
      attempts: m.attempts,
      lastError: m.lastError,
      createdAt: m.createdAt.toISOString(),
      sentAt: m.sentAt?.toISOString() ?? null,
      nextAttemptAt: m.nextAttemptAt.toISOString(),
    })),
  };
}
