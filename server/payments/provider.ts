import type { DeliveryEstimate } from '../../core/delivery-date';
import type { Order } from '../orders/schema';

/** What the checkout needs from a payment service, whoever provides it. */
export interface PaymentProvider {
  name: 'stripe' | 'demo';
  /**
   * Creates a hosted payment page for the order; the browser is sent to `url`. `estimate` is the
   * delivery date the cart showed, by the same rule at this instant (null when the order has none).
   */
  createSession(order: Order, estimate: DeliveryEstimate | null): Promise<{ id: string; url: string }>;
  /** Asks the provider whether a session was paid (used when the return beats the webhook). */
  sessionStatus(sessionId: string): Promise<'paid' | 'unpaid' | 'expired' | 'unknown'>;
  /**
   * Gives `amountCents` of a paid order back (server/refunds). The same refundId always makes
   * one refund at the provider, however often it is asked (a retry after a timeout).
   * Throws PaymentUnavailableError when the provider cannot be reached (the refund may be
   * retried), RefundRefusedError when it answers no (the refund is given up).
   */
  refund(input: { order: Order; refundId: string; amountCents: number }): Promise<ProviderRefund>;
}

interface ProviderRefund {
  /** The provider's id of the refund; null for the demo (nothing moves). */
  providerRefundId: string | null;
  /** The provider's id of the payment refunded (Stripe: the PaymentIntent), kept to match its later events. */
  paymentRef: string | null;
}

/** The provider refused the refund (already refunded elsewhere, payment unknown…): nothing was refunded. */
export class RefundRefusedError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
  }
}

export class PaymentUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('payment provider unavailable', { cause });
  }
}
