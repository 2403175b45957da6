import { isCalendarDate, parisDateTime, toDayNumber } from '../../core/calendar-date';
import { tr } from '../../core/messages';
import type { Database } from '../../server/db/client';
import { adminInvoicePdfUrl } from '../../server/invoices/links';
import { ledgerEntries, ledgerTotals } from '../../server/ledger/queries';
import type { LedgerPageData } from '../components/admin/ledger/types';
import { periodPresets } from './period-presets';

/** /admin/recettes?from=&to= (Paris days, both included; this year by default), read with the API's queries. */
export async function ledgerForPage(db: Database, url: URL, now = new Date()): Promise<LedgerPageData> {
  const today = parisDateTime(now).date;
  const thisYear = { from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` };
  const read = (name: string) => (url.searchParams.get(name) ?? '').trim();
  let from = url.searchParams.has('from') || url.searchParams.has('to') ? read('from') : thisYear.from;
  let to = url.searchParams.has('from') || url.searchParams.has('to') ? read('to') : thisYear.to;
  let periodError: string | null = null;
  if (
    (from && !isCalendarDate(from)) ||
    (to && !isCalendarDate(to)) ||
    (from && to && toDayNumber(from) > toDayNumber(to))
  ) {
    periodError = tr('invoice.periodInvalid');
    ({ from, to } = thisYear);
  }
  const period = { from: from || null, to: to || null };
  const [entries, months, years] = await Promise.all([
    ledgerEntries(db, period),
    ledgerTotals(db, period, 'month'),
    ledgerTotals(db, period, 'year'),
  ]);
  const q = new URLSearchParams();
  if (from) q.set('from', from);
  if (to) q.set('to', to);
  return {
    from,
    to,
    periodError,
    entries: entries.map((e) => ({
      date: e.date.toISOString(),
      number: e.number,
      kind: e.kind,
      orderId: e.orderId,
      client: e.client,
      nature: e.nature,
      amountCents: e.amountCents,
      method: e.method,
      corrects: e.corrects,
      pdfUrl: adminInvoicePdfUrl(e.number),
    })),
    months,
    years,
    total: {
      paymentsCents: years.reduce((n, y) => n + y.paymentsCents, 0),
      refundsCents: years.reduce((n, y) => n + y.refundsCents, 0),
      netCents: years.reduce((n, y) => n + y.netCents, 0),
      count: entries.length,
    },
    csvUrl: `/api/admin/ledger/csv${q.size ? `?${q}` : ''}`,
    presets: periodPresets(today),
  };
}
