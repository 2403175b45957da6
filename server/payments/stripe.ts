import Stripe from 'stripe';
import { checkoutPath } from '../../core/checkout-paths';
import type { DeliveryEstimate } from '../../core/delivery-date';
import type { Lang } from '../../core/messages/languages';
import { estimateNoteIn, priceLineText } from '../../core/order-text';
import { STRIPE_BUYER_FIELDS, type StripeBuyerField } from '../../core/stripe-data';
import type { Order } from '../orders/schema';
import { PaymentUnavailableError, RefundRefusedError, type PaymentProvider } from './provider';

/** Stripe's own refusals (4xx: bad request, already refunded, unknown payment), as opposed to an outage. */
function refused(err: unknown): boolean {
  const status = (err as { statusCode?: number }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 && status !== 429 && status !== 409;
}

/**
 * Stripe Checkout has no Arabic (its locales stop at 'zh-TW'; checked in the SDK's types): an
 * Arabic order gets 'auto', the visitor's browser language, rather than forced French.
 */
const stripeLocale = (lang: Lang): 'fr' | 'auto' => (lang === 'fr' ? 'fr' : 'auto');

export interface StripeOptions {
  secretKey: string;
  publicUrl: string;
  /** Test stand-ins: where the SDK sends its requests. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

export function stripeClient(opts: StripeOptions): Stripe {
  return new Stripe(opts.secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    ...(opts.host ? { host: opts.host, port: opts.port, protocol: opts.protocol ?? 'https' } : {}),
  });
}

/** Each field /rgpd names (core/stripe-data.ts) as the Stripe customer's parameters; a field not given adds nothing. */
const CUSTOMER_PARAMS: Record<StripeBuyerField, (order: Order) => Stripe.CustomerCreateParams> = {
  email: (order) => ({ email: order.customerEmail }),
  name: (order) => (order.buyer ? { name: order.buyer.name } : {}),
  phone: (order) => (order.buyer?.phone ? { phone: order.buyer.phone } : {}),
  shippingAddress: ({ buyer, shippingAddress: address }) =>
    buyer && address
      ? {
          shipping: {
            name: buyer.name,
            address: {
              line1: address.line1,
              line2: address.line2 || undefined,
              postal_code: address.postalCode,
              city: address.city,
              country: address.country,
            },
          },
        }
      : {},
};

/**
 * A Stripe customer carrying the buyer's name, e-mail, phone and shipping address, exactly the
 * fields of STRIPE_BUYER_FIELDS (orders placed before names were asked have none: Checkout then
 * gets the e-mail alone). One per order: the idempotency key makes a retried checkout reuse it.
 */
async function stripeCustomer(client: Stripe, order: Order): Promise<string | null> {
  if (!order.buyer) return null;
  const params: Stripe.CustomerCreateParams = Object.assign(
    {},
    ...STRIPE_BUYER_FIELDS.map((field) => CUSTOMER_PARAMS[field](order)),
  );
  const customer = await client.customers.create(
    { ...params, metadata: { orderId: order.id } },
    { idempotencyKey: `customer-${order.id}` },
  );
  return customer.id;
}

/**
 * The cart's estimated delivery under Stripe's « Payer » button (issue 30), in the order's
 * language: Stripe shows custom text as given, whatever its own locale.
 */
function deliveryText(lang: Lang, estimate: DeliveryEstimate | null) {
  if (!estimate) return {};
  const note = estimateNoteIn(lang, estimate);
  return { custom_text: { submit: { message: note.pdf ? `${note.date}. ${note.pdf}` : `${note.date}.` } } };
}

/** Stripe Checkout: one line per price line, amounts in cents, the order reference as client_reference_id. */
export function createStripeProvider(opts: StripeOptions, client: Stripe = stripeClient(opts)): PaymentProvider {
  return {
    name: 'stripe',
    async createSession(order: Order, estimate: DeliveryEstimate | null) {
      try {
        const customer = await stripeCustomer(client, order);
        const session = await client.checkout.sessions.create(
          {
            mode: 'payment',
            currency: 'eur',
            // The name and e-mail given on /services, so Checkout asks for neither again (issue 27).
            ...(customer ? { customer } : { customer_email: order.customerEmail }),
            client_reference_id: order.id,
            locale: stripeLocale(order.lang),
            line_items: order.priceLines
              .filter((l) => l.amountCents > 0)
              .map((l) => ({
                quantity: 1,
                price_data: {
                  currency: 'eur',
                  unit_amount: l.amountCents,
                  // In the order's language, from the line's code (decision 075); a line stored
                  // before it keeps its French label, as Stripe was always sent.
                  product_data: { name: priceLineText(order.lang, l) },
                },
              })),
            ...deliveryText(order.lang, estimate),
            metadata: { orderId: order.id },
            success_url: `${opts.publicUrl}${checkoutPath(order.lang, '/payment-success')}?session_id={CHECKOUT_SESSION_ID}`,
            cancel_url: `${opts.publicUrl}${checkoutPath(order.lang, '/panier')}`,
          },
          // A retried checkout for the same order reuses the same Stripe session.
          { idempotencyKey: `checkout-${order.id}` },
        );
        if (!session.url) throw new Error('Stripe session without url');
        return { id: session.id, url: session.url };
      } catch (err) {
        throw new PaymentUnavailableError(err);
      }
    },
    async sessionStatus(sessionId: string) {
      try {
        const session = await client.checkout.sessions.retrieve(sessionId);
        if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') return 'paid';
        if (session.status === 'expired') return 'expired';
        return 'unpaid';
      } catch (err) {
        if ((err as { statusCode?: number }).statusCode === 404) return 'unknown';
        throw new PaymentUnavailableError(err);
      }
    },

    /**
     * A refund of the Checkout session's PaymentIntent, with the idempotency key of our refund row:
     * asked twice (a retry after a timeout, a second worker), Stripe answers the same refund.
     */
    async refund({ order, refundId, amountCents }) {
      if (!order.providerSessionId) throw new RefundRefusedError(`order ${order.id} has no Stripe session`);
      try {
        const session = await client.checkout.sessions.retrieve(order.providerSessionId);
        const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
        if (!intent) throw new RefundRefusedError(`session ${session.id} has no payment to refund`);
        const refund = await client.refunds.create(
          {
            payment_intent: intent,
            amount: amountCents,
            reason: 'requested_by_customer',
            metadata: { refundId, orderId: order.id },
          },
          { idempotencyKey: `refund-${refundId}` },
        );
        if (refund.status === 'failed' || refund.status === 'canceled')
          throw new RefundRefusedError(`Stripe refund ${refund.id} is ${refund.status}`);
        return { providerRefundId: refund.id, paymentRef: intent };
      } catch (err) {
        if (err instanceof RefundRefusedError) throw err;
        if (refused(err)) throw new RefundRefusedError((err as Error).message, err);
        throw new PaymentUnavailableError(err);
      }
    },
  };
}
