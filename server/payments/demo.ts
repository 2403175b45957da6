import { randomBytes } from 'node:crypto';
import { checkoutPath } from '../../core/checkout-paths';
import type { PaymentProvider } from './provider';

/**
 * Default when no Stripe key is configured: a local page that says plainly no
 * money moves. Paying there goes through the same code path as a Stripe
 * webhook (orders service markPaid).
 */
export function createDemoProvider(
  publicUrl: string,
  lookup: (sessionId: string) => Promise<'paid' | 'unpaid' | 'unknown'>,
): PaymentProvider {
  return {
    name: 'demo',
    async createSession(order) {
      const id = `demo_${randomBytes(24).toString('base64url')}`;
      return { id, url: `${publicUrl}${checkoutPath(order.lang, '/paiement-demo')}/${id}` };
    },
    sessionStatus: lookup,
    // Nothing moves: the refund is recorded, with its credit note, and nothing else.
    async refund() {
      return { providerRefundId: null, paymentRef: null };
    },
  };
}
