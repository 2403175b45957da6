import { CalendarClock } from 'lucide-react';
import type { DeliveryEstimate as Estimate } from '../../../core/delivery-date';
import { estimateNoteIn } from '../../../core/order-text';
import { useLang } from '../../lib/i18n';

/**
 * « Livraison estimée : jeudi 27 novembre » (a range for post), and for paper the day the
 * signed PDF is e-mailed. Announced politely when the options change it.
 */
export function DeliveryEstimate({
  estimate,
  testId,
  live = false,
  className = '',
}: {
  estimate: Estimate | null;
  testId: string;
  /** One estimate per page is announced to screen readers. */
  live?: boolean;
  className?: string;
}) {
  const lang = useLang();
  // The same words as Stripe's payment page (core/order-text).
  const note = estimate ? estimateNoteIn(lang, estimate) : null;
  return (
    <div
      className={`flex gap-2.5 rounded-lg bg-success-soft/60 px-3.5 py-3 text-sm leading-relaxed text-ink ${className}`}
      aria-live={live ? 'polite' : undefined}
      data-testid={testId}
      hidden={estimate === null}
    >
      <CalendarClock className="mt-0.5 h-4 w-4 shrink-0 text-success" aria-hidden="true" />
      {note ? (
        <p>
          <strong className="font-semibold" data-testid={`${testId}-date`}>
            {note.date}
          </strong>
          {note.pdf ? <span className="block text-xs text-muted">{note.pdf}</span> : null}
        </p>
      ) : null}
    </div>
  );
}
