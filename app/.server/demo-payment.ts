import type { DeliveryEstimate } from '../../core/delivery-date';
import type { Lang } from '../../core/messages';
import { deliveryPromise, type DeliveryTiming } from '../../core/order-delivery';
import type { DeliveryClock } from '../components/order/types';
import { deliveryClock } from './order-catalogue';
import { orderTextIn } from '../../core/order-text';
import { loadCatalogue } from '../../server/catalogue/service';
import type { Database } from '../../server/db/client';
import { orderByProviderSession } from '../../server/orders/queries';
import { endedOfferOf } from '../../server/quotes/offer-ended';
import { longDateIn } from '../../core/quote-offer-rules';

/** Same shape the demo payment routes accept (server/payments/routes.ts). */
const DEMO_SESSION = /^demo_[A-Za-z0-9_-]{20,64}$/;

export interface DemoPaymentView {
  sessionId: string;
  reference: string;
  email: string;
  numberOfPages: number;
  numberOfDocuments: number;
  lines: { label: string; amountCents: number; lang?: string }[];
  totalCents: number;
  /** offerEnded: the quote it comes from is past its last valid day (issue 29, item 10). */
  state: 'awaiting' | 'paid' | 'cancelled' | 'offerEnded';
  /** That last valid day, in the page's language (« 26 novembre 2026 »). */
  offerEndedOn: string | null;
  /** The options' delays, the calendar and the clock: the date the payment will fix (decision 028). */
  timing: DeliveryTiming | null;
  clock: DeliveryClock;
  /** The date the cart showed when the visitor went to pay: the page says so if it has moved since. */
  atCheckout: DeliveryEstimate | null;
}

/** The order behind a demo payment session, for the demo page; null when unknown or not a demo session. */
export async function demoPaymentForPage(
  db: Database,
  sessionId: string | undefined,
  /** The page's language: the price lines are worded in it. */
  lang: Lang,
): Promise<DemoPaymentView | null> {
  if (!sessionId || !DEMO_SESSION.test(sessionId)) return null;
  const order = await orderByProviderSession(db, sessionId);
  if (!order || order.paymentProvider !== 'demo') return null;
  const clock = await deliveryClock(db);
  const ended = await endedOfferOf(db, order);
  return {
    offerEndedOn: ended ? longDateIn(lang, ended) : null,
    sessionId,
    timing: order.deliveryTiming ?? null,
    clock,
    atCheckout: estimateAt(order.deliveryTiming ?? null, order.createdAt, clock),
    reference: order.id,
    email: order.customerEmail,
    numberOfPages: order.numberOfPages,
    numberOfDocuments: order.numberOfDocuments,
    lines:
      lang === 'fr'
        ? order.priceLines.map((l) => ({ label: l.label, amountCents: l.amountCents }))
        : orderTextIn(lang, { ...order, lines: order.priceLines }, await loadCatalogue(db)).lines,
    totalCents: order.totalCents,
    state:
      order.paymentStatus === 'paid'
        ? 'paid'
        : order.status === 'cancelled'
          ? 'cancelled'
          : ended
            ? 'offerEnded'
            : 'awaiting',
  };
}

/** The promise the rule gives at `at`; null without delays or when the rule refuses them. */
function estimateAt(timing: DeliveryTiming | null, at: Date, clock: DeliveryClock): DeliveryEstimate | null {
  if (!timing) return null;
  try {
    return deliveryPromise(timing, at, clock.calendar);
  } catch {
    return null;
  }
}
