import { isCalendarDate, parisDateTime, toDayNumber } from '../../core/calendar-date';
import { tr } from '../../core/messages';
import type { Database } from '../../server/db/client';
import { adminInvoicePdfUrl, adminInvoicesZipUrl } from '../../server/invoices/links';
import { listInvoices } from '../../server/invoices/queries';
import type { InvoicesPageFilters } from '../components/admin/invoices/invoice-links';
import type { InvoicesPageData } from '../components/admin/invoices/types';
import { periodPresets } from './period-presets';

/**
 * The « Factures » page's data from its URL (?q=&from=&to=&page=), read with the queries of
 * GET /api/admin/invoices (the loader has checked the role). A period that is not one is ignored
 * and said so.
 */
export async function invoicesForPage(db: Database, url: URL, now = new Date()): Promise<InvoicesPageData> {
  const asked = Number(url.searchParams.get('page') ?? 1);
  const read = (name: string) => (url.searchParams.get(name) ?? '').trim();
  let from = read('from');
  let to = read('to');
  let periodError: string | null = null;
  if (
    (from && !isCalendarDate(from)) ||
    (to && !isCalendarDate(to)) ||
    (from && to && toDayNumber(from) > toDayNumber(to))
  ) {
    periodError = tr('invoice.periodInvalid');
    from = '';
    to = '';
  }
  const filters: InvoicesPageFilters = {
    q: read('q').slice(0, 200),
    from,
    to,
    page: Number.isInteger(asked) && asked >= 1 && asked <= 1_000_000 ? asked : 1,
  };
  const list = await listInvoices(db, {
    q: filters.q,
    from: from || null,
    to: to || null,
    page: filters.page,
  });
  return {
    filters,
    periodError,
    items: list.items.map((i) => ({
      kind: i.kind,
      number: i.number,
      issuedAt: i.issuedAt.toISOString(),
      orderId: i.orderId,
      customerEmail: i.customerEmail,
      totalCents: i.totalCents,
      methodLabel: i.methodLabel,
      corrects: i.corrects,
      pdfUrl: adminInvoicePdfUrl(i.number),
    })),
    page: list.page,
    pages: list.pages,
    total: list.total,
    invoices: list.invoices,
    creditNotes: list.creditNotes,
    totalCents: list.totalCents,
    zipUrl: adminInvoicesZipUrl({ q: filters.q, from: from || null, to: to || null }),
    presets: periodPresets(parisDateTime(now).date),
  };
}
