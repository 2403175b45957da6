import type { Order } from '../orders/schema';

/** What the checkout needs from a payment service, whoever provides it. */
export interface PaymentProvider {
  name: 'stripe' | 'demo';
  /** Creates a hosted payment page for the order; the browser is sent to `url`. */
  createSession(order: Order): Promise<{ id: string; url: string }>;
  /** Asks the provider whether a session was paid (used when the return beats the webhook). */
  sessionStatus(sessionId: string): Promise<'paid' | 'unpaid' | 'expired' | 'unknown'>;
}

export class PaymentUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('payment provider unavailable', { cause });
  }
}
