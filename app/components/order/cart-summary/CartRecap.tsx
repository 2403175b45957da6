import { Info, Loader2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { DeliveryEstimate as Estimate } from '../../../../core/delivery-date';
import { tr } from '../../../../core/messages';
import { clearCart, deletableId, type CartFile } from '../../../lib/cart';
import { useT } from '../../../lib/i18n';
import { PayPanel } from '../../checkout/PayPanel';
import { DateMovedNotice } from '../DateMovedNotice';
import { DeliveryEstimate } from '../DeliveryEstimate';
import { deleteUploaded } from '../files-api';
import { PriceLines } from '../PriceSummary';
import { Reassurance } from '../Reassurance';
import type { CartView, QuoteView } from '../types';

/** Empties the cart: its files leave the server, then the cart its cookie and localStorage. */
function ClearCartButton({ files, onCleared }: { files: CartFile[]; onCleared: (error: string | null) => void }) {
  const t = useT();
  const [clearing, setClearing] = useState(false);
  const clear = async () => {
    setClearing(true);
    const results = await Promise.allSettled(files.map((f) => deleteUploaded(f, deletableId)));
    const failed = results.some((r) => r.status === 'rejected');
    if (failed) console.error('Suppression d’un fichier du panier impossible');
    clearCart();
    onCleared(failed ? tr('order.deleteFailed') : null);
  };
  return (
    <button
      type="button"
      className="btn-ghost mt-4 w-full text-danger hover:bg-danger-soft"
      onClick={() => void clear()}
      disabled={clearing}
      data-testid="clear-cart"
    >
      {clearing ? (
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
      ) : (
        <Trash2 className="h-4 w-4" aria-hidden="true" />
      )}
      {t('orderForm.remove')}
    </button>
  );
}

/** The summary beside the cart: the server's price, the delivery date, payment and removal. */
export function CartRecap({
  item,
  quote,
  estimate,
  files,
  comment,
  onCleared,
}: {
  item: CartView;
  quote: QuoteView;
  estimate: Estimate | null;
  files: CartFile[];
  comment: string;
  onCleared: (error: string | null) => void;
}) {
  const t = useT();
  const priceChanged = item.storedTotalCents > 0 && item.storedTotalCents !== quote.totalCents;
  return (
    <aside aria-labelledby="recap-titre" className="lg:sticky lg:top-24">
      <div className="card overflow-hidden p-0">
        <div className="border-b border-line bg-brand-soft/50 px-6 py-4">
          <h2 id="recap-titre" className="text-xl font-semibold">
            {t('customerArea.summary')}
          </h2>
          <p className="mt-0.5 text-sm text-muted">{t('orderForm.serverPrice')}</p>
        </div>
        <div className="px-6 py-5">
          <PriceLines quote={quote} />
          <DeliveryEstimate estimate={estimate} testId="delivery-estimate" className="mt-4 max-lg:hidden" />
          <DateMovedNotice estimate={estimate} className="mt-3" />
          {priceChanged ? (
            <p
              className="mt-3 flex gap-2 rounded-lg bg-accent-soft px-3 py-2 text-xs leading-relaxed text-ink"
              data-testid="price-updated"
            >
              <Info className="mt-0.5 h-3.5 w-3.5 shrink-0 text-accent" aria-hidden="true" />
              {t('orderForm.priceUpdated')}
            </p>
          ) : null}
          <PayPanel
            item={item}
            files={files}
            comment={comment}
            totalCents={quote.totalCents}
            afterPayment={t('orderForm.afterPayment', { delivery: item.deliveryName })}
          />
          <ClearCartButton files={files} onCleared={onCleared} />
        </div>
        <div className="border-t border-line bg-surface-2/40 px-6 py-5">
          <Reassurance compact />
        </div>
      </div>
    </aside>
  );
}
