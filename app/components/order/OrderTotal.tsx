import { AlertCircle, ArrowRight, Info, Loader2 } from 'lucide-react';
import type { DeliveryEstimate as Estimate } from '../../../core/delivery-date';
import { DeliveryEstimate } from './DeliveryEstimate';
import { PriceLines } from './PriceSummary';
import { Reassurance } from './Reassurance';
import type { QuoteView } from './types';
import { useT } from '../../lib/i18n';

/** The price beside the form (sticky on wide screens) with the « Ajouter au panier » button and why it waits. */
export function OrderTotal({
  formId,
  quote,
  estimate,
  blocked,
  uploading,
  hasErrors,
  hasFiles,
}: {
  formId: string;
  quote: QuoteView | null;
  estimate: Estimate | null;
  blocked: boolean;
  uploading: boolean;
  hasErrors: boolean;
  hasFiles: boolean;
}) {
  const t = useT();
  return (
    <aside id="recapitulatif" aria-labelledby={`${formId}-prix`} className="scroll-mt-24 lg:sticky lg:top-24">
      <div className="card overflow-hidden p-0">
        <div className="border-b border-line bg-brand-soft/50 px-6 py-4">
          <h2 id={`${formId}-prix`} className="text-xl font-semibold">
            {t('orderForm.totalTitle')}
          </h2>
          <p className="mt-0.5 text-sm text-muted">{t('orderForm.totalLive')}</p>
        </div>
        <div className="px-6 py-5">
          {quote ? <PriceLines quote={quote} /> : null}
          <DeliveryEstimate estimate={estimate} testId="delivery-estimate" live className="mt-4" />
          <button
            type="submit"
            className="btn-primary mt-5 w-full py-3.5 text-base"
            disabled={blocked}
            data-testid="add-to-cart"
            aria-describedby={`${formId}-blocage`}
          >
            {uploading ? (
              <>
                <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
                {t('orderForm.uploading')}
              </>
            ) : (
              <>
                {t('orderForm.addToCart')}
                <ArrowRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
              </>
            )}
          </button>
          <p
            id={`${formId}-blocage`}
            aria-live="polite"
            className={hasErrors ? 'mt-3 flex gap-2 text-sm text-danger' : 'sr-only'}
          >
            {hasErrors ? (
              <>
                <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
                {t('orderForm.fixFields')}
              </>
            ) : null}
          </p>
          {!hasFiles && !uploading ? (
            <p className="mt-3 flex gap-2 text-xs leading-relaxed text-muted">
              <Info className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden="true" />
              {t('orderForm.noFilesYet')}
            </p>
          ) : null}
        </div>
        <div className="border-t border-line bg-surface-2/40 px-6 py-5">
          <Reassurance compact />
        </div>
      </div>
    </aside>
  );
}
