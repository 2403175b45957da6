import { parseStatus } from '../../core/order-status';
import {
  adminOrderCounts,
  adminOrderDetail,
  listAdminOrders,
  parisToday,
  type AdminOrderCounts,
  type AdminOrderDetail,
  type AdminOrderRow,
} from '../../server/admin/orders/queries';
import type { Database } from '../../server/db/client';
import { randomUUID } from 'node:crypto';
import { adminInvoicePdfUrl } from '../../server/invoices/links';
import { creditNotesOfOrder, invoiceSummaryOfOrder } from '../../server/invoices/queries';
import { refundsOfOrder } from '../../server/refunds/service';
import type { CreditNoteLinkView } from '../components/account/CreditNotes';
import type { RefundView } from '../components/admin/orders/RefundPanel';
import type { InvoiceLinkView } from '../components/account/InvoiceDownload';
import { DOWNLOAD_LINK_DAYS } from '../../server/files/download-links';
import type { OrdersPageFilters } from '../components/admin/orders/order-links';

export interface OrdersPageData {
  filters: OrdersPageFilters;
  items: AdminOrderRow[];
  page: number;
  pages: number;
  total: number;
  counts: AdminOrderCounts;
  /** Today in Paris: a due date before it is overdue. */
  today: string;
}

const VIEWS = ['toTranslate', 'today', 'toShip'] as const;
const viewOf = (v: string | null): OrdersPageFilters['view'] => VIEWS.find((view) => view === v) ?? null;

/** ?status=&q=&archived=1&page= as the page reads them; a hand-edited bad value shows the default view. */
function ordersFilters(url: URL): OrdersPageFilters {
  const rawStatus = url.searchParams.get('status');
  const asked = Number(url.searchParams.get('page') ?? 1);
  return {
    status: rawStatus ? parseStatus(rawStatus) : null,
    q: (url.searchParams.get('q') ?? '').trim().slice(0, 200),
    archived: url.searchParams.get('archived') === '1',
    page: Number.isInteger(asked) && asked >= 1 && asked <= 1_000_000 ? asked : 1,
    sort: url.searchParams.get('sort') === 'due' ? 'due' : null,
    view: viewOf(url.searchParams.get('view')),
  };
}

/** The « Commandes » page's data, read with the queries of GET /api/admin/orders (the loader has checked the role). */
export async function ordersForPage(db: Database, url: URL): Promise<OrdersPageData> {
  const filters = ordersFilters(url);
  const today = parisToday();
  const [list, counts] = await Promise.all([
    listAdminOrders(db, {
      status: filters.view ? undefined : (filters.status ?? undefined),
      q: filters.q,
      page: filters.page,
      includeArchived: filters.archived,
      sort: filters.sort ?? undefined,
      dueToday: filters.view === 'today',
      toShip: filters.view === 'toShip',
      toTranslate: filters.view === 'toTranslate',
      today,
    }),
    adminOrderCounts(db, { q: filters.q, includeArchived: filters.archived, today }),
  ]);
  return { filters, items: list.items, page: list.page, pages: list.pages, total: list.total, counts, today };
}

export interface OrderDetailPageData {
  order: AdminOrderDetail | null;
  /** How long the e-mailed download links work. */
  linkDays: number;
  /** Issued at payment; null before (or for an order paid before invoices were issued). */
  invoice: InvoiceLinkView | null;
  /** Today in Paris: the due date is overdue before it. */
  today: string;
  creditNotes: CreditNoteLinkView[];
  /** What « Rembourser » needs; null for an order with nothing to refund from here. */
  refund: {
    paidCents: number;
    /** Paid minus refunds made or under way. */
    remainingCents: number;
    provider: 'stripe' | 'demo';
    /** This form's idempotency key: a second click, a retry, sends the same one. */
    formKey: string;
    refunds: RefundView[];
  } | null;
}

/** One order for the detail page (GET /api/admin/orders/:id's query); order null when there is none. */
export async function orderDetailForPage(db: Database, id: string): Promise<OrderDetailPageData> {
  const reference = id.trim().toUpperCase().slice(0, 100);
  const [order, summary, notes, refunds] = await Promise.all([
    adminOrderDetail(db, reference),
    invoiceSummaryOfOrder(db, reference),
    creditNotesOfOrder(db, reference),
    refundsOfOrder(db, reference),
  ]);
  const invoice = order && summary ? { ...summary, url: adminInvoicePdfUrl(summary.number) } : null;
  const creditNotes = order ? notes.map((n) => ({ ...n, url: adminInvoicePdfUrl(n.number) })) : [];
  const taken = refunds.filter((r) => r.status !== 'failed').reduce((n, r) => n + r.amountCents, 0);
  const refund =
    order && invoice && order.paidAt
      ? {
          paidCents: order.totalCents,
          remainingCents: Math.max(0, order.totalCents - taken),
          provider: order.paymentProvider,
          formKey: randomUUID(),
          refunds: refunds.map((r) => ({
            id: r.id,
            amountCents: r.amountCents,
            reason: r.reason,
            status: r.status,
            // A pending one (Stripe did not answer) is retried with its own key.
            retryKey: r.status === 'pending' ? r.idempotencyKey : null,
            createdAt: r.createdAt.toISOString(),
            creditNoteNumber: r.creditNoteNumber,
          })),
        }
      : null;
  return { order, linkDays: DOWNLOAD_LINK_DAYS, invoice, today: parisToday(), creditNotes, refund };
}

export type { AdminOrderRow };
