import { Loader2, ShieldCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { Route } from './+types/payment-success';
import { saveConfirmation, verifyPayment } from '../components/checkout/checkout-client';
import { seo } from '../lib/seo';
import { checkoutPath } from '../../core/checkout-paths';
import { localizedPath } from '../../core/messages/pages';
import { orderPageWords } from '../.server/order-pages';

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: args.data?.text.checkMetaTitle ?? '',
    description: args.data?.text.checkMetaDescription ?? '',
    noindex: true,
  });

/** The page's words and where it goes next, in its language (decision 032). */
export function loader({ context }: Route.LoaderArgs) {
  const lang = context.lang;
  return {
    text: orderPageWords(lang),
    homePath: localizedPath(lang, '/'),
    confirmationPath: checkoutPath(lang, '/confirmation'),
  };
}

/** Depends on the visitor's payment session: never cached. */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

const RETRY_DELAY_MS = 1500;

/**
 * Spec: reads session_id, validates it with the server, then goes to
 * /confirmation; on failure goes to /. The order returned is kept for the
 * confirmation page in sessionStorage.
 */
export default function PaymentSuccess({ loaderData }: Route.ComponentProps) {
  const { text, homePath, confirmationPath } = loaderData;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const sessionId = params.get('session_id')?.trim() ?? '';

  useEffect(() => {
    const controller = new AbortController();
    const fail = () => navigate(homePath, { replace: true });
    if (!sessionId) {
      fail();
      return;
    }
    const run = async () => {
      // A temporary failure (network, provider unreachable) gets one more try.
      for (let attempt = 0; attempt < 2; attempt++) {
        const result = await verifyPayment(sessionId, controller.signal);
        if (controller.signal.aborted) return;
        if (result.ok) {
          saveConfirmation(result.order);
          navigate(`${confirmationPath}?ref=${encodeURIComponent(result.order.reference)}`, { replace: true });
          return;
        }
        if (!result.retry) break;
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
        if (controller.signal.aborted) return;
      }
      fail();
    };
    run().catch(() => {
      if (!controller.signal.aborted) fail();
    });
    return () => controller.abort();
  }, [sessionId, navigate, homePath, confirmationPath]);

  return (
    <section
      className="container-page flex flex-col items-center py-20 text-center sm:py-28"
      data-testid="payment-check"
    >
      <div role="status" aria-live="polite" className="flex flex-col items-center">
        <span className="relative flex h-20 w-20 items-center justify-center">
          <span className="absolute inset-0 rounded-full bg-brand-soft" aria-hidden="true" />
          <Loader2 className="relative h-10 w-10 animate-spin text-brand" aria-hidden="true" />
        </span>
        <p className="eyebrow mt-8">{text.payment}</p>
        <h1 className="mt-3 text-3xl font-semibold sm:text-4xl">{text.checking}</h1>
        <p className="mt-4 max-w-lg text-lg leading-relaxed text-muted">{text.checkingText}</p>
      </div>
      <p className="mt-8 flex items-center gap-2 text-sm text-muted">
        <ShieldCheck className="h-4 w-4 text-success" aria-hidden="true" />
        {text.secure}
      </p>
      <noscript>
        <div className="card mt-10 max-w-lg text-start text-sm leading-relaxed">
          <p className="text-ink">{text.noJs}</p>
          <a href={confirmationPath} className="btn-primary mt-4">
            {text.continueToConfirmation}
          </a>
        </div>
      </noscript>
    </section>
  );
}
