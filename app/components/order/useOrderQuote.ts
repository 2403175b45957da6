import { useEffect, useMemo, useRef, useState } from 'react';
import { priceRequestSchema, urgentApplies } from '../../../core/order-rules';
import { computePrice } from '../../../core/pricing';
import { apiRequest } from '../../lib/api-client';
import type { OrderFormValues } from './form-schema';
import type { Lang } from '../../../core/messages';
import { priceLineText } from '../../../core/order-text';
import type { OrderCatalogue, QuoteView } from './types';

const PRICE_DEBOUNCE_MS = 250;

type KeyedQuote = { key: string; quote: QuoteView };

/** The price of the values as they stand, with the shared pricing rule; null while they are not valid. */
function instantQuote(catalogue: OrderCatalogue, values: Partial<OrderFormValues>, lang: Lang): KeyedQuote | null {
  const request = priceRequestSchema.safeParse({
    numberOfPages: values.numberOfPages,
    numberOfDocuments: values.numberOfDocuments,
    deliveryMethod: values.deliveryMethod,
    legalization: values.legalization,
    // Ticked with too many pages: the price without it, beside the message that says why.
    urgent: urgentApplies(values),
  });
  if (!request.success) return null;
  try {
    const { lines, totalCents } = computePrice(catalogue, request.data);
    // Each line worded from its code and parameters (decision 075).
    const shown = lines.map((l) => ({ label: priceLineText(lang, l), amountCents: l.amountCents }));
    return { key: JSON.stringify(request.data), quote: { lines: shown, totalCents } };
  } catch {
    return null;
  }
}

/**
 * The price shown beside the form: computed at once in the page, confirmed by
 * the server (the authority) a moment after the last change. The last valid
 * figure stays on screen while a field is being corrected.
 */
export function useOrderQuote(
  catalogue: OrderCatalogue,
  watched: Partial<OrderFormValues>,
  initial: Partial<OrderFormValues>,
  lang: Lang,
): QuoteView | null {
  const instant = useMemo(() => instantQuote(catalogue, watched, lang), [catalogue, watched, lang]);
  const lastQuote = useRef<KeyedQuote | null>(null);
  if (instant) lastQuote.current = instant;
  const shown = instant ?? lastQuote.current ?? instantQuote(catalogue, initial, lang);

  // Failures are only logged (spec 8): the figure computed in the page stays.
  const [confirmed, setConfirmed] = useState<KeyedQuote | null>(null);
  const requestKey = instant?.key ?? null;
  const firstKey = useRef(requestKey);
  useEffect(() => {
    if (!requestKey || requestKey === firstKey.current) return;
    firstKey.current = null;
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      const answer = await apiRequest<{ totalCents: number; breakdown: { label: string; amountCents: number }[] }>(
        'POST',
        '/api/services/calculate-price',
        requestKey,
        { signal: controller.signal },
      );
      if (!answer.ok) {
        if (answer.aborted) return;
        if (answer.status === 0) console.warn('Calcul du prix impossible');
        else console.warn(`Calcul du prix refusé (${answer.status})`);
        return;
      }
      if (!answer.data) return;
      setConfirmed({
        key: requestKey,
        quote: {
          totalCents: answer.data.totalCents,
          lines: answer.data.breakdown.map((b) => ({ label: b.label, amountCents: b.amountCents })),
        },
      });
    }, PRICE_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [requestKey]);

  // The server words its lines in the page's language (the API client sends it): shown as they come.
  if (!(confirmed && shown && confirmed.key === shown.key)) return shown?.quote ?? null;
  return confirmed.quote;
}
