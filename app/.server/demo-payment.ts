import type { Lang } from '../../core/messages';
import { orderTextIn } from '../../core/order-text';
import { loadCatalogue } from '../../server/catalogue/service';
import type { Database } from '../../server/db/client';
import { orderByProviderSession } from '../../server/orders/queries';

/** Same shape the demo payment routes accept (server/payments/routes.ts). */
const DEMO_SESSION = /^demo_[A-Za-z0-9_-]{20,64}$/;

export interface DemoPaymentView {
  sessionId: string;
  reference: string;
  email: string;
  numberOfPages: number;
  numberOfDocuments: number;
  lines: { label: string; amountCents: number }[];
  totalCents: number;
  state: 'awaiting' | 'paid' | 'cancelled';
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
  return {
    sessionId,
    reference: order.id,
    email: order.customerEmail,
    numberOfPages: order.numberOfPages,
    numberOfDocuments: order.numberOfDocuments,
    lines:
      lang === 'fr'
        ? order.priceLines.map((l) => ({ label: l.label, amountCents: l.amountCents }))
        : orderTextIn(lang, { ...order, lines: order.priceLines }, await loadCatalogue(db)).lines,
    totalCents: order.totalCents,
    state: order.paymentStatus === 'paid' ? 'paid' : order.status === 'cancelled' ? 'cancelled' : 'awaiting',
  };
}
