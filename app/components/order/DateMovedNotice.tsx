import { Info } from 'lucide-react';
import type { DeliveryEstimate } from '../../../core/delivery-date';
import { onDeliveryDateText } from '../../../core/order-delivery';
import { deliveryDateIn } from '../../../core/order-text';
import { useLang, useT } from '../../lib/i18n';
import { useMovedEstimate } from './useDeliveryEstimate';

/**
 * « L’heure limite du jour est passée : la date prévue est maintenant le … », shown before payment
 * when the estimate moved while the page was open (issue 30): the date paid for is the one shown last.
 */
export function DateMovedNotice({
  estimate,
  since,
  className = '',
}: {
  estimate: DeliveryEstimate | null;
  /** The date shown on an earlier page (the cart, for the payment page); else the one this page first showed. */
  since?: DeliveryEstimate | null;
  className?: string;
}) {
  const t = useT();
  const lang = useLang();
  const moved = useMovedEstimate(estimate, since);
  if (!moved) return null;
  return (
    <p
      role="status"
      className={`flex gap-2 rounded-lg bg-accent-soft px-3 py-2 text-sm leading-relaxed text-ink ${className}`}
      data-testid="date-moved"
    >
      <Info className="mt-0.5 h-4 w-4 shrink-0 text-accent" aria-hidden="true" />
      {t('orderForm.dateMoved', { date: lang === 'fr' ? onDeliveryDateText(moved) : deliveryDateIn(lang, moved) })}
    </p>
  );
}
