import { Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { localizedPath } from '../../../../core/messages/pages';
import { documentsIn, pagesIn } from '../../../../core/counted';
import { useLang, useT } from '../../../lib/i18n';
import type { DeliveryEstimate as Estimate } from '../../../../core/delivery-date';
import { DeliveryEstimate } from '../DeliveryEstimate';
import type { CartView } from '../types';

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <div className="rounded-xl bg-surface-2/60 px-4 py-3">
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{term}</dt>
      <dd className="mt-1 font-medium text-ink">{value}</dd>
    </div>
  );
}

/** What was ordered (démarche, counts, options), with the way back to the form to change it. */
export function CartItemCard({ item, estimate }: { item: CartView; estimate: Estimate | null }) {
  const t = useT();
  const lang = useLang();
  return (
    <section aria-labelledby="commande-titre" className="card sm:p-7">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="eyebrow">{t('orderForm.cartItem')}</p>
          <h2 id="commande-titre" className="mt-1.5 text-xl font-semibold">
            {t('shell.logoTagline')}
          </h2>
        </div>
        <Link
          to={`${localizedPath(lang, '/services')}?edit=1`}
          className="btn-secondary px-4 py-2"
          data-testid="edit-cart"
        >
          <Pencil className="h-4 w-4" aria-hidden="true" />
          {t('orderForm.edit')}
        </Link>
      </div>
      <dl className="mt-6 grid gap-x-8 gap-y-4 sm:grid-cols-2" data-testid="cart-options">
        {item.purposeName ? <Detail term={t('orderForm.purposeLegend')} value={item.purposeName} /> : null}
        <Detail term={t('requestForm.pages')} value={pagesIn(lang, item.numberOfPages)} />
        <Detail term={t('orderForm.documentsLabel')} value={documentsIn(lang, item.numberOfDocuments)} />
        <Detail term={t('customerArea.rowDelivery')} value={item.deliveryName} />
        <Detail term={t('customerArea.rowLegalization')} value={item.legalizationName} />
        {item.urgent ? <Detail term={t('orderItem.urgent_urgent')} value={t('orderForm.yes')} /> : null}
      </dl>
      {/* The date is stated once per screen (issue 30): here on a phone, where this card comes
          first; beside the pay button from the large breakpoint up. */}
      <DeliveryEstimate estimate={estimate} testId="delivery-estimate-item" className="mt-4 lg:hidden" />
    </section>
  );
}
