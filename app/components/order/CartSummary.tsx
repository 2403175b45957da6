import { AlertCircle, MessageSquareText, ShoppingCart } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { DeliveryTiming } from '../../../core/order-delivery';
import { localizedPath } from '../../../core/messages/pages';
import { useLang, useT } from '../../lib/i18n';
import { CartFilesCard } from './cart-summary/CartFilesCard';
import { CartItemCard } from './cart-summary/CartItemCard';
import { CartRecap } from './cart-summary/CartRecap';
import { useFullCartCopy, useKeepFilesAlive } from './cart-summary/useCartFiles';
import { CartIdentity } from './CartIdentity';
import type { CartView, DeliveryClock, QuoteView } from './types';
import { useTimingEstimate } from './useDeliveryEstimate';

/** The cart with one item: what was ordered, the server's price, and the actions. */
export function CartSummary({
  item,
  quote,
  timing,
  clock,
  onCleared,
}: {
  item: CartView;
  quote: QuoteView;
  /** The options' delays and the server's clock: the estimated delivery date. */
  timing: DeliveryTiming | null;
  clock: DeliveryClock;
  onCleared: (error: string | null) => void;
}) {
  const t = useT();
  const estimate = useTimingEstimate(timing, clock);
  const { files, comment } = useFullCartCopy(item);
  useKeepFilesAlive(files);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  return (
    <div
      data-testid="cart-summary"
      data-hydrated={hydrated ? 'true' : undefined}
      className="grid grid-cols-[minmax(0,1fr)] items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_26rem]"
    >
      <div className="space-y-6">
        <CartItemCard item={item} estimate={estimate} />
        <CartIdentity item={item} />
        <CartFilesCard files={files} expiredFileIds={item.expiredFileIds} />
        {comment ? (
          <section aria-labelledby="commentaire-titre" className="card sm:p-7">
            <h2 id="commentaire-titre" className="flex items-center gap-2.5 text-lg font-semibold">
              <MessageSquareText className="h-5 w-5 text-brand" aria-hidden="true" />
              {t('orderForm.commentTitle')}
            </h2>
            {/* Typed in either language: its first letter sets its direction (French on /ar/panier). */}
            <p
              dir="auto"
              className="mt-3 text-sm leading-relaxed break-words whitespace-pre-line text-ink"
              data-testid="cart-comment"
            >
              {comment}
            </p>
          </section>
        ) : null}
      </div>

      <CartRecap item={item} quote={quote} estimate={estimate} files={files} comment={comment} onCleared={onCleared} />
    </div>
  );
}

/** No cart (or one that can no longer be priced): say so kindly and point to the form. */
export function EmptyCart({ reason, error }: { reason: 'empty' | 'invalid'; error: string | null }) {
  const t = useT();
  const lang = useLang();
  return (
    <div className="card mx-auto max-w-2xl px-6 py-12 text-center sm:px-12" data-testid="empty-cart">
      <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-brand-soft text-brand">
        <ShoppingCart className="h-7 w-7" aria-hidden="true" />
      </span>
      <h2 className="mt-5 text-2xl font-semibold">
        {reason === 'invalid' ? t('orderForm.cartRedo') : t('orderForm.cartEmpty')}
      </h2>
      <p className="mx-auto mt-3 max-w-md leading-relaxed text-muted">
        {reason === 'invalid' ? t('orderForm.cartRedoText') : t('orderForm.cartEmptyText')}
      </p>
      {error ? (
        <p className="mx-auto mt-4 flex max-w-md items-start justify-center gap-1.5 text-sm text-danger" role="alert">
          <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {error}
        </p>
      ) : null}
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={localizedPath(lang, '/services')} className="btn-primary">
          {t('home.heroOrder')}
        </Link>
        <Link to={localizedPath(lang, '/devis')} className="btn-secondary">
          {t('requestForm.contactQuoteLink')}
        </Link>
      </div>
    </div>
  );
}
