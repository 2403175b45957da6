import { data, redirect, type AppLoadContext } from 'react-router';
import { t, translate, type Lang, type MessageId } from '../../core/messages';
import { formatDeliveryEstimate } from '../../core/delivery-date';
import { localizedPath } from '../../core/messages/pages';
import type { OrderStatus, PaymentStatus } from '../../core/order-status';
import { isAnonymous, type Caller } from '../../server/orders/access';
import { eq } from 'drizzle-orm';
import { orderTextIn } from '../../core/order-text';
import { loadCatalogue } from '../../server/catalogue/service';
import type { Database } from '../../server/db/client';
import { customerOrderDetail, customerOrders } from '../../server/orders/customer-queries';
import { orders } from '../../server/orders/schema';
import { ORDER_REFERENCE } from '../../server/orders/reference';
import { customerCreditNoteUrl, customerInvoiceUrl } from '../../server/invoices/links';
import { creditNotesOfOrder, invoiceSummaryOfOrder, refundedByOrder } from '../../server/invoices/queries';
import type { CreditNoteLinkView } from '../components/account/CreditNotes';
import type { InvoiceLinkView } from '../components/account/InvoiceDownload';
import type { OrderSummary } from '../components/account/OrderList';
import { pageCaller } from './caller';

export const NO_STORE = { 'Cache-Control': 'private, no-store' };

/** What the customer pages know of who is looking (never an id, never a token). */
export interface Viewer {
  userEmail: string | null;
  role: 'admin' | 'user' | null;
  guestEmail: string | null;
}

const viewerOf = (caller: Caller): Viewer => ({
  userEmail: caller.user?.email ?? null,
  role: caller.user?.role ?? null,
  guestEmail: caller.guestEmail,
});

const PAYMENT_LABEL_IDS: Record<PaymentStatus, MessageId> = {
  unpaid: 'orderStatus.paymentUnpaid',
  paid: 'orderStatus.paid',
  failed: 'orderStatus.paymentFailed',
  expired: 'orderStatus.paymentExpired',
  refunded: 'orderStatus.paymentRefunded',
};

/** A status's name in the page's language (the API keeps the French one the spec gives). */
export const statusLabelIn = (lang: Lang, status: OrderStatus): string => t(lang, `orderStatus.${status}`);

/** An order as the API gives it, its words in the page's language: statuses, payment and promised date. */
function inLang<O extends { status: OrderStatus; statusLabel: string }>(lang: Lang, o: O): O {
  if (lang === 'fr') return o;
  const order: Record<string, unknown> = { ...o, statusLabel: statusLabelIn(lang, o.status) };
  if (typeof order.paymentStatus === 'string')
    order.paymentStatusLabel = translate(lang, PAYMENT_LABEL_IDS[order.paymentStatus as PaymentStatus]);
  const promised = order.promisedDelivery as (Parameters<typeof formatDeliveryEstimate>[0] & { text: string }) | null;
  if (promised)
    order.promisedDelivery = { ...promised, text: formatDeliveryEstimate(promised, lang, { withYear: true }) };
  return order as O;
}

type OrderDetail = NonNullable<Awaited<ReturnType<typeof customerOrderDetail>>>;

/**
 * The price lines, delivery and legalisation of an order in the page's language, as its e-mails
 * word them (core/order-text): the stored ones are French. A name the translator wrote herself stays French.
 */
async function namesIn(lang: Lang, db: Database, order: OrderDetail): Promise<OrderDetail> {
  if (lang === 'fr') return order;
  const [row] = await db.select().from(orders).where(eq(orders.id, order.reference));
  if (!row) return order;
  const { lines, names } = orderTextIn(lang, { ...row, lines: row.priceLines }, await loadCatalogue(db));
  const [service, ...others] = order.services;
  return {
    ...order,
    priceLines: order.priceLines.map((l, i) => ({ ...l, label: lines[i]?.label ?? l.label, lang: lines[i]?.lang })),
    services: [
      {
        ...service!,
        deliveryName: names.delivery,
        legalizationName: service!.legalization === 'none' ? service!.legalizationName : names.legalization,
      },
      ...others,
    ],
  };
}

type ListedOrder = Awaited<ReturnType<typeof customerOrders>>[number] & { refundedCents: number };

export function summaryOf(o: ListedOrder, lang: Lang): OrderSummary {
  const s = o.services[0]!;
  return {
    reference: o.reference,
    createdAt: o.createdAt,
    status: o.status,
    statusLabel: inLang(lang, o).statusLabel,
    totalCents: o.totalCents,
    refundedCents: o.refundedCents,
    documents: s.numberOfDocuments,
    pages: s.numberOfPages,
  };
}

/**
 * The caller's orders for a page, or null for an anonymous visitor. Each carries what its credit
 * notes gave back, so a list says what remains paid by the order page's rule (issue 30).
 */
export async function ordersForPage(
  request: Request,
  context: Pick<AppLoadContext, 'db'>,
): Promise<{ viewer: Viewer; orders: ListedOrder[] | null }> {
  const caller = await pageCaller(request, context);
  if (isAnonymous(caller)) return { viewer: viewerOf(caller), orders: null };
  const found = await customerOrders(context.db, caller);
  const refunded = await refundedByOrder(
    context.db,
    found.map((o) => o.reference),
  );
  return {
    viewer: viewerOf(caller),
    orders: found.map((o) => ({ ...o, refundedCents: refunded.get(o.reference) ?? 0 })),
  };
}

/**
 * One order for /orders/:id: an anonymous visitor goes to /login (and back);
 * a reference that is malformed, unknown or someone else's is a 400/404 page
 * that says no more than the API would.
 */
export async function orderForPage(request: Request, context: Pick<AppLoadContext, 'db' | 'lang'>, rawId: string) {
  const caller = await pageCaller(request, context);
  if (isAnonymous(caller)) {
    const url = new URL(request.url);
    throw redirect(`${localizedPath(context.lang, '/login')}?next=${encodeURIComponent(url.pathname)}`, {
      headers: NO_STORE,
    });
  }
  const id = rawId.trim().toUpperCase();
  if (!ORDER_REFERENCE.test(id))
    throw data({ message: t(context.lang, 'order.idInvalid') }, { status: 400, headers: NO_STORE });
  const found = await customerOrderDetail(context.db, caller, id);
  const order = found && (await namesIn(context.lang, context.db, inLang(context.lang, found)));
  if (!order) throw data({ message: t(context.lang, 'order.notFound') }, { status: 404, headers: NO_STORE });
  // The translator answers the address the customer proved: the order's own when a guest link opened it.
  const senderEmail =
    caller.guestEmail === order.services[0]!.mailClient.toLowerCase()
      ? caller.guestEmail
      : (caller.user?.email ?? caller.guestEmail!);
  // Only once the order is known to be the caller's: its invoice follows the order's access rule.
  const [summary, notes] = await Promise.all([
    invoiceSummaryOfOrder(context.db, id),
    creditNotesOfOrder(context.db, id),
  ]);
  const invoice: InvoiceLinkView | null = summary ? { ...summary, url: customerInvoiceUrl(id) } : null;
  const creditNotes: CreditNoteLinkView[] = notes.map((n) => ({ ...n, url: customerCreditNoteUrl(id, n.number) }));
  return { viewer: viewerOf(caller), order, senderEmail, invoice, creditNotes };
}
