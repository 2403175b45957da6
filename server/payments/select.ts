import type { Config } from '../config/config';
import { createDemoProvider } from './demo';
import type { PaymentProvider } from './provider';

/**
 * Stripe when a key is set; otherwise the demo page (configuration already
 * refused it in production unless PAYMENT_PROVIDER=demo says so on purpose). Stripe's SDK is
 * loaded only then: 120 ms of start-up the demo default does not pay (issue 15).
 */
export async function selectPaymentProvider(
  config: Config,
  demoLookup: (id: string) => Promise<'paid' | 'unpaid' | 'unknown'>,
): Promise<PaymentProvider> {
  const wanted = config.PAYMENT_PROVIDER ?? (config.STRIPE_SECRET_KEY ? 'stripe' : 'demo');
  if (wanted === 'stripe') {
    const base = config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE) : null;
    const protocol = base?.protocol === 'https:' ? 'https' : 'http';
    const { createStripeProvider } = await import('./stripe');
    return createStripeProvider({
      secretKey: config.STRIPE_SECRET_KEY!,
      publicUrl: config.PUBLIC_URL,
      // An https base without a port means 443, not 80.
      ...(base ? { host: base.hostname, port: Number(base.port || (protocol === 'https' ? 443 : 80)), protocol } : {}),
    });
  }
  return createDemoProvider(config.PUBLIC_URL, demoLookup);
}
