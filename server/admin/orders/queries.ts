import { LANGUAGE_NAMES_IN_FRENCH } from '../../../core/messages/languages';
import { purposeLabel } from '../../../core/purposes';
import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { parisDateTime, type CalendarDate } from '../../../core/calendar-date';
import { centsToEuros } from '../../../core/money';
import { neverPaid, ORDER_STATUSES, PAYMENT_LABELS, STATUS_LABELS, type OrderStatus } from '../../../core/order-status';
import { fileUrl } from '../../files/http';
import { uploads, type Upload } from '../../files/schema';
import type { DbOrTx } from '../../db/client';
import { orderMessages } from '../../orders/customer-schema';
import { orderEvents, orders, type Order } from '../../orders/schema';
import { customerOrderView } from '../../orders/view';
import { adminTransitions } from './transitions';
import { adminShippingView } from '../../shipping/admin-view';
import { toShipCondition } from '../../shipping/to-ship';
import { dueCondition, toTranslateCondition, workFlags, workFlagsOf, type WorkFlags } from './work-queue';
import { certificatesOf } from '../../verification/service';

const ADMIN_ORDERS_PAGE_SIZE = 50;

export interface AdminOrderFilters {
  status?: OrderStatus;
  /** Part of the customer's e-mail or of the reference, any case. */
  q?: string;
  page?: number;
  /** Archived (soft-deleted) orders are left out unless asked for. */
  includeArchived?: boolean;
  /** 'due': by due date, soonest first (orders without one last); default: newest first. */
  sort?: 'due' | 'newest';
  /** « À livrer aujourd’hui »: orders still to deliver whose due date is today or past (Paris; work-queue.ts). */
  dueToday?: boolean;
  /** « À traiter »: paid and kept, no translation delivered yet (work-queue.ts). */
  toTranslate?: boolean;
  /** Today's Paris date (tests pin it). */
  today?: CalendarDate;
  /** « À expédier »: a paper original to post, translation delivered, no shipment (core/shipping-rules.ts). */
  toShip?: boolean;
}

/** Today in Paris, the day due dates are compared with. */
export const parisToday = (now = new Date()): CalendarDate => parisDateTime(now).date;

/**
 * A row of the orders page (spec 3, Order admin list: _id, customer, status, totalPrice) and what
 * the row's buttons need; `flags` say where it stands in the work queue (work-queue.ts).
 */
function adminOrderRow(o: Order, flags: WorkFlags) {
  return {
    _id: o.id,
    customer: o.customerEmail,
    /** The language she answers in (issue 17): the one of the page the order was placed on. */
    lang: o.lang,
    /** The back office stays French: the order's language as she reads it (« Langue : arabe »). */
    langLabel: LANGUAGE_NAMES_IN_FRENCH[o.lang],
    status: o.status,
    statusLabel: STATUS_LABELS[o.status],
    totalPrice: centsToEuros(o.totalCents),
    totalCents: o.totalCents,
    createdAt: o.createdAt.toISOString(),
    paymentStatus: o.paymentStatus,
    paymentStatusLabel: PAYMENT_LABELS[o.paymentStatus],
    archivedAt: o.archivedAt?.toISOString() ?? null,
    transitions: adminTransitions({ ...o, translationFiles: flags.translationFiles }),
    /** The office day the order is due (set at payment); null before payment or for older orders. */
    dueOn: o.dueOn ?? null,
    urgent: o.urgent,
    /** Whether the order still has to be delivered (due dates matter only then). */
    open: flags.toTranslate || flags.toShip,
    /** « À traiter »: paid, the translation still to deliver. */
    toTranslate: flags.toTranslate,
    /** « À expédier »: the paper original to post. */
    toShip: flags.toShip,
  };
}

/** One row, as the list would show it (answered after an action on it). */
export async function orderRowById(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ order: orders, ...workFlags() })
    .from(orders)
    .where(eq(orders.id, id));
  return row ? adminOrderRow(row.order, row) : null;
}
export type AdminOrderRow = ReturnType<typeof adminOrderRow>;

export interface AdminOrderPage {
  items: AdminOrderRow[];
  page: number;
  pageSize: number;
  total: number;
  pages: number;
}

/** LIKE treats % and _ as wildcards: what the admin types is searched as typed. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function searchCondition(q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const pattern = likePattern(text);
  return or(ilike(orders.customerEmail, pattern), ilike(orders.id, pattern));
}

/** Newest first, 50 a page; a page past the end is empty (its number is kept so the pager can say so). */
export async function listAdminOrders(db: DbOrTx, filters: AdminOrderFilters = {}): Promise<AdminOrderPage> {
  const page = Math.max(1, Math.floor(filters.page ?? 1));
  const where = and(
    filters.includeArchived ? undefined : isNull(orders.archivedAt),
    filters.status ? eq(orders.status, filters.status) : undefined,
    searchCondition(filters.q),
    filters.dueToday ? dueCondition(filters.today ?? parisToday()) : undefined,
    filters.toShip ? toShipCondition() : undefined,
    filters.toTranslate ? toTranslateCondition() : undefined,
  );
  const byDue = filters.sort === 'due' || filters.dueToday;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ order: orders, ...workFlags() })
      .from(orders)
      .where(where)
      .orderBy(
        ...(byDue ? [sql`${orders.dueOn} asc nulls last`, asc(orders.createdAt)] : [desc(orders.createdAt)]),
        desc(orders.id),
      )
      .limit(ADMIN_ORDERS_PAGE_SIZE)
      .offset((page - 1) * ADMIN_ORDERS_PAGE_SIZE),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  const total = totalRow?.n ?? 0;
  return {
    items: rows.map((r) => adminOrderRow(r.order, r)),
    page,
    pageSize: ADMIN_ORDERS_PAGE_SIZE,
    total,
    pages: Math.ceil(total / ADMIN_ORDERS_PAGE_SIZE),
  };
}

export type AdminOrderCounts = Record<OrderStatus, number> & {
  all: number;
  dueToday: number;
  toShip: number;
  toTranslate: number;
};

/** How many orders each status holds, for the filter tabs (same archive and search rule as the list). */
export async function adminOrderCounts(
  db: DbOrTx,
  filters: Pick<AdminOrderFilters, 'q' | 'includeArchived' | 'today'> = {},
): Promise<AdminOrderCounts> {
  const base = and(filters.includeArchived ? undefined : isNull(orders.archivedAt), searchCondition(filters.q));
  const within = async (condition: SQL) =>
    (await db.select({ n: count() }).from(orders).where(and(base, condition)))[0]?.n ?? 0;
  const [rows, due, toShip, toTranslate] = await Promise.all([
    db.select({ status: orders.status, n: count() }).from(orders).where(base).groupBy(orders.status),
    within(dueCondition(filters.today ?? parisToday())),
    within(toShipCondition()),
    within(toTranslateCondition()),
  ]);
  const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as AdminOrderCounts;
  counts.all = 0;
  counts.dueToday = due;
  counts.toShip = toShip;
  counts.toTranslate = toTranslate;
  for (const r of rows) {
    counts[r.status] = r.n;
    counts.all += r.n;
  }
  return counts;
}

const fileView = (f: Upload) => ({
  id: f.id,
  name: f.originalName,
  url: fileUrl(f.id),
  size: f.sizeBytes,
  type: f.contentType,
  /** Counted at upload; null: unknown or stored before counting. */
  pages: f.pageCount,
  createdAt: f.createdAt.toISOString(),
});

/**
 * One order as the detail page shows it: the customer's view (spec 3, the
 * shape GET /api/services/orders/:id answers), the spec's admin fields
 * (orderId, clientEmail, paymentStatus, totalPrice, fileClient, fileAdmin),
 * the status history, the customer's messages and the moves allowed from here.
 * Archived orders included: the admin may still open them.
 */
export async function adminOrderDetail(db: DbOrTx, id: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!order) return null;
  const [files, events, messages, flags] = await Promise.all([
    db.select().from(uploads).where(eq(uploads.orderId, id)).orderBy(asc(uploads.createdAt), asc(uploads.id)),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(asc(orderEvents.id)),
    db.select().from(orderMessages).where(eq(orderMessages.orderId, id)).orderBy(asc(orderMessages.id)),
    workFlagsOf(db, id),
  ]);
  const translations = files.filter((f) => f.kind === 'translation');
  const certificates = await certificatesOf(
    db,
    translations.map((f) => f.id),
  );
  return {
    ...customerOrderView(order, files),
    orderId: order.id,
    clientEmail: order.customerEmail,
    langLabel: LANGUAGE_NAMES_IN_FRENCH[order.lang],
    hasAccount: order.userId !== null,
    totalPrice: centsToEuros(order.totalCents),
    paymentProvider: order.paymentProvider,
    paidAt: order.paidAt?.toISOString() ?? null,
    dueOn: order.dueOn ?? null,
    urgent: order.urgent,
    open: flags.toTranslate || flags.toShip,
    /** Never paid: the page shows no upload box, but « Commande non payée : ne commencez pas la traduction ». */
    unpaid: neverPaid(order),
    updatedAt: order.updatedAt.toISOString(),
    archivedAt: order.archivedAt?.toISOString() ?? null,
    anonymisedAt: order.anonymisedAt?.toISOString() ?? null,
    /** Stripe reported more refunded than paid (server/refunds/anomaly.ts). */
    paymentAnomaly: order.paymentAnomaly ?? null,
    numberOfPages: order.numberOfPages,
    numberOfDocuments: order.numberOfDocuments,
    deliveryName: order.deliveryName,
    legalizationName: order.legalization === 'none' ? 'Non' : order.legalizationName,
    comment: order.comment,
    purpose: purposeLabel(order.purpose),
    fileClient: files.filter((f) => f.kind === 'client').map(fileView),
    // Each translation as the customer gets it, with its verification (decision 054): certificate,
    // « vérifiée N fois », the translator's own upload; or why it went out unstamped.
    fileAdmin: translations.map((f) => {
      const certificate = certificates.get(f.id) ?? null;
      const source = certificate?.sourceUploadId ? files.find((s) => s.id === certificate.sourceUploadId) : undefined;
      return {
        ...fileView(f),
        certificate,
        original: source ? { name: source.originalName, url: fileUrl(source.id), size: source.sizeBytes } : null,
        unstampedReason: f.unstampedReason,
      };
    }),
    history: events.map((e) => ({
      from: e.fromStatus,
      fromLabel: e.fromStatus ? STATUS_LABELS[e.fromStatus] : null,
      status: e.toStatus,
      label: STATUS_LABELS[e.toStatus],
      actor: e.actor,
      note: e.note,
      at: e.createdAt.toISOString(),
    })),
    messages: messages.map((m) => ({
      id: m.id,
      authorEmail: m.authorEmail,
      body: m.body,
      createdAt: m.createdAt.toISOString(),
    })),
    transitions: adminTransitions({ ...order, translationFiles: translations.length }).map((s) => ({
      status: s,
      label: STATUS_LABELS[s],
    })),
    shipping: adminShippingView(order, translations.length),
  };
}

export type AdminOrderDetail = NonNullable<Awaited<ReturnType<typeof adminOrderDetail>>>;
