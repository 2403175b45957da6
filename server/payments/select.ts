import type { Config } from '../config/config';
import { createDemoProvider } from './demo';
import type { PaymentProvider } from './provider';
import { createStripeProvider } from './stripe';

/**
 * Stripe when a key is set; otherwise the demo page (configuration already
 * refused it in production unless PAYMENT_PROVIDER=demo says so on purpose).
 */
export function selectPaymentProvider(
  config: Config,
  demoLookup: (id: string) => Promise<'paid' | 'unpaid' | 'unknown'>,
): PaymentProvider {
  const wanted = config.PAYMENT_PROVIDER ?? (config.STRIPE_SECRET_KEY ? 'stripe' : 'demo');
  if (wanted === 'stripe') {
    const base = config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE) : null;
    const protocol = base?.protocol === 'https:' ? 'https' : 'http';
    return createStripeProvider({
      secretKey: config.STRIPE_SECRET_KEY!,
      publicUrl: config.PUBLIC_URL,
      // An https base without a port means 443, not 80.
      ...(base ? { host: base.hostname, port: Number(base.port || (protocol === 'https' ? 443 : 80)), protocol } : {}),
    });
  }
  return createDemoProvider(config.PUBLIC_URL, demoLookup);
}
