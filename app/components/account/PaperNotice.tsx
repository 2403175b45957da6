import { ExternalLink, Store, Truck } from 'lucide-react';
import { addressForArabic, BUSINESS, fullAddress } from '../../../core/business';
import { addressLines } from '../../../core/address-lines';
import type { PostalAddress } from '../../../core/postal-address';
import type { Shipment } from '../../../core/shipment';
import { carrierName } from '../../../core/shipping-rules';
import { useLang, useT } from '../../lib/i18n';
import { formatDay } from './format';

/** The paper original as the customer's pages receive it (server/orders/view.ts, paperView). */
export interface PaperView {
  kind: 'post' | 'pickup' | null;
  shippingAddress: PostalAddress | null;
  shipment:
    | (Pick<Shipment, 'carrier' | 'trackingNumber' | 'shippedAt'> & { carrierName: string | null; url: string | null })
    | null;
}

/**
 * Where the paper original stands, on the customer's order page and /order-tracking: « Expédiée le …
 * — suivi n° … » with the carrier's tracking page; before that, where it will go (the order page
 * only, `detailed`); for a pickup, where and when to collect it. Nothing for an e-mail delivery.
 */
export function PaperNotice({
  paper,
  method,
  detailed = false,
}: {
  paper: PaperView;
  /** The delivery method's name, in the page's language. */
  method: string;
  detailed?: boolean;
}) {
  const t = useT();
  const lang = useLang();
  const s = paper.shipment;
  if (s) {
    const carrier = carrierName(lang, { carrier: s.carrier, carrierName: s.carrierName ?? undefined });
    return (
      <div className="rounded-xl bg-success-soft px-4 py-3 text-ink" data-testid="paper-shipped">
        <p className="flex items-start gap-2 font-medium">
          <Truck className="mt-0.5 h-4 w-4 shrink-0 text-success rtl:-scale-x-100" aria-hidden="true" />
          <span>{t('shipping.shippedLine', { date: formatDay(s.shippedAt, lang), number: s.trackingNumber })}</span>
        </p>
        <p className="mt-1 ps-6 text-sm">
          {s.url ? (
            <a
              href={s.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 text-brand underline underline-offset-4"
              data-testid="tracking-link"
            >
              {t('shipping.trackLink', { carrier })}
              <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
            </a>
          ) : (
            <span className="text-muted">{t('shipping.trackNoLink', { carrier })}</span>
          )}
        </p>
      </div>
    );
  }
  if (paper.kind === 'pickup') {
    const address = lang === 'fr' ? fullAddress() : addressForArabic();
    const hours = lang === 'fr' ? BUSINESS.openingHoursText.toLowerCase() : t('shell.openingHours');
    return (
      <div className="rounded-xl bg-surface-2/70 px-4 py-3" data-testid="paper-pickup">
        <p className="flex items-center gap-2 font-medium text-ink">
          <Store className="h-4 w-4 shrink-0 text-brand" aria-hidden="true" />
          {t('shipping.pickupTitle')}
        </p>
        <p className="mt-1 text-sm text-muted">{t('shipping.pickupText', { address, hours })}</p>
      </div>
    );
  }
  if (paper.kind !== 'post' || !detailed) return null;
  return (
    <div className="rounded-xl bg-surface-2/70 px-4 py-3 text-sm" data-testid="paper-to-post">
      <p className="text-muted">{t('shipping.notShippedYet', { method })}</p>
      {paper.shippingAddress ? (
        <p className="mt-2 text-ink">
          <span className="font-medium">{t('shipping.shipTo')} </span>
          <bdi>{addressLines(paper.shippingAddress, lang).join(', ')}</bdi>
        </p>
      ) : null}
    </div>
  );
}
