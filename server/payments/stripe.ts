import Stripe from 'stripe';
import type { Order } from '../orders/schema';
import { PaymentUnavailableError, type PaymentProvider } from './provider';

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

/** Stripe Checkout: one line per price line, amounts in cents, the order reference as client_reference_id. */
export function createStripeProvider(opts: StripeOptions, client: Stripe = stripeClient(opts)): PaymentProvider {
  return {
    name: 'stripe',
    async createSession(order: Order) {
      try {
        const session = await client.checkout.sessions.create(
          {
            mode: 'payment',
            currency: 'eur',
            customer_email: order.customerEmail,
            client_reference_id: order.id,
            locale: 'fr',
            line_items: order.priceLines
              .filter((l) => l.amountCents > 0)
              .map((l) => ({
                quantity: 1,
                price_data: { currency: 'eur', unit_amount: l.amountCents, product_data: { name: l.label } },
              })),
            metadata: { orderId: order.id },
            success_url: `${opts.publicUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
            cancel_url: `${opts.publicUrl}/panier`,
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
  };
}
