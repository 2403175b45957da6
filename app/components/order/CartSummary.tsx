import {
  AlertCircle,
  ExternalLink,
  FileImage,
  FileText,
  Info,
  Loader2,
  MessageSquareText,
  Pencil,
  ShoppingCart,
  Trash2,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { BUSINESS } from '../../../core/business';
import type { DeliveryTiming } from '../../../core/order-delivery';
import { clearCart, deletableId, readCart, type CartFile } from '../../lib/cart';
import { PayPanel } from '../checkout/PayPanel';
import { CartIdentity } from './CartIdentity';
import { DateMovedNotice } from './DateMovedNotice';
import { DeliveryEstimate } from './DeliveryEstimate';
import { PriceLines } from './PriceSummary';
import { Reassurance } from './Reassurance';
import type { CartView, DeliveryClock, QuoteView } from './types';
import { useTimingEstimate } from './useDeliveryEstimate';
import { tr } from '../../../core/messages';
import { localizedPath } from '../../../core/messages/pages';
import { documentsIn, pagesIn } from '../../../core/order-text';
import { useLang, useT } from '../../lib/i18n';
import { ACTIVITY_PING_MS, deleteUploaded, pingActivity } from './files-api';

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
  const lang = useLang();
  const count = (n: number, word: 'page' | 'document') => (word === 'page' ? pagesIn(lang, n) : documentsIn(lang, n));
  const estimate = useTimingEstimate(timing, clock);
  // The cookie may carry shortened file data; localStorage has the full copy of the same item.
  const [files, setFiles] = useState<CartFile[]>(item.files);
  const [comment, setComment] = useState(item.comment);
  useEffect(() => {
    const local = readCart()[0];
    if (!local) return;
    const sameFiles = local.files.map((f) => f.id).join() === item.files.map((f) => f.id).join();
    if (!sameFiles) return;
    setFiles(
      item.files.map((f, i) => {
        const full = local.files[i]!;
        const url =
          f.url ?? (full.url && full.url.startsWith('/') && !full.url.startsWith('//') ? full.url : undefined);
        return { ...f, name: full.name || f.name, ...(full.path ? { path: full.path } : {}), ...(url ? { url } : {}) };
      }),
    );
    if (local.comment.startsWith(item.comment.replace(/…$/, '')) && local.comment.length > item.comment.length)
      setComment(local.comment);
  }, [item]);

  // The files wait on the server until payment: keep them alive while the cart is open.
  const fileIds = files.map((f) => f.id).join(',');
  useEffect(() => {
    if (!fileIds) return;
    const sessionId =
      typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : String(Date.now());
    const ping = () => void pingActivity(sessionId, fileIds.split(','));
    ping();
    const timer = window.setInterval(ping, ACTIVITY_PING_MS);
    return () => window.clearInterval(timer);
  }, [fileIds]);

  const [clearing, setClearing] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const clear = async () => {
    setClearing(true);
    const results = await Promise.allSettled(files.map((f) => deleteUploaded(f, deletableId)));
    const failed = results.some((r) => r.status === 'rejected');
    if (failed) console.error('Suppression d’un fichier du panier impossible');
    clearCart();
    onCleared(failed ? tr('order.deleteFailed') : null);
  };

  const priceChanged = item.storedTotalCents > 0 && item.storedTotalCents !== quote.totalCents;

  return (
    <div
      data-testid="cart-summary"
      data-hydrated={hydrated ? 'true' : undefined}
      className="grid grid-cols-[minmax(0,1fr)] items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_26rem]"
    >
      <div className="space-y-6">
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
            <Detail term={t('requestForm.pages')} value={count(item.numberOfPages, 'page')} />
            <Detail term={t('orderForm.documentsLabel')} value={count(item.numberOfDocuments, 'document')} />
            <Detail term={t('customerArea.rowDelivery')} value={item.deliveryName} />
            <Detail term={t('customerArea.rowLegalization')} value={item.legalizationName} />
            {item.urgent ? <Detail term={t('orderItem.urgent_urgent')} value={t('orderForm.yes')} /> : null}
          </dl>
          {/* The date is stated once per screen (issue 30): here on a phone, where this card comes
              first; beside the pay button from the large breakpoint up. */}
          <DeliveryEstimate estimate={estimate} testId="delivery-estimate-item" className="mt-4 lg:hidden" />
        </section>

        <CartIdentity item={item} />

        <section aria-labelledby="fichiers-titre" className="card sm:p-7">
          <h2 id="fichiers-titre" className="flex items-center gap-2.5 text-lg font-semibold">
            <FileText className="h-5 w-5 text-brand" aria-hidden="true" />
            {t('orderForm.attachedDocuments')}
          </h2>
          {item.expiredFileIds.length > 0 ? (
            <p
              role="alert"
              className="mt-3 rounded-lg bg-danger-soft px-3.5 py-2.5 text-sm text-danger"
              data-testid="expired-files"
            >
              {t('orderForm.expiredFiles')}
            </p>
          ) : null}
          {files.length > 0 ? (
            <ul className="mt-4 space-y-2.5" data-testid="cart-files">
              {files.map((f) => (
                <CartFileRow
                  key={f.id}
                  file={f}
                  expired={item.expiredFileIds.includes(f.id)}
                  words={{ expired: t('orderForm.expired'), newTab: t('orderForm.newTab') }}
                />
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-sm text-muted">
              {t('orderForm.noDocumentsBefore')}{' '}
              <a href={`mailto:${BUSINESS.email}`} className="text-brand underline">
                {BUSINESS.email}
              </a>{' '}
              {t('orderForm.noDocumentsAfter')}
            </p>
          )}
        </section>

        {comment ? (
          <section aria-labelledby="commentaire-titre" className="card sm:p-7">
            <h2 id="commentaire-titre" className="flex items-center gap-2.5 text-lg font-semibold">
              <MessageSquareText className="h-5 w-5 text-brand" aria-hidden="true" />
              {t('orderForm.commentTitle')}
            </h2>
            <p
              className="mt-3 text-sm leading-relaxed break-words whitespace-pre-line text-ink"
              data-testid="cart-comment"
            >
              {comment}
            </p>
          </section>
        ) : null}
      </div>

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
          </div>
          <div className="border-t border-line bg-surface-2/40 px-6 py-5">
            <Reassurance compact />
          </div>
        </div>
      </aside>
    </div>
  );
}

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <div className="rounded-xl bg-surface-2/60 px-4 py-3">
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{term}</dt>
      <dd className="mt-1 font-medium text-ink">{value}</dd>
    </div>
  );
}

function CartFileRow({
  file,
  expired,
  words,
}: {
  file: CartFile;
  expired: boolean;
  words: { expired: string; newTab: string };
}) {
  const Icon = /\.(png|jpe?g)$/i.test(file.name) ? FileImage : FileText;
  return (
    <li className="flex items-center gap-3 rounded-xl border border-line px-3.5 py-3" data-testid="cart-file">
      <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-surface-2 text-brand">
        <Icon className="h-4.5 w-4.5" aria-hidden="true" />
      </span>
      {expired ? (
        <span className="flex min-w-0 flex-1 items-center gap-2 text-sm font-medium text-muted">
          <bdi className="truncate line-through">{file.name}</bdi>
          <span className="shrink-0 rounded-full bg-danger-soft px-2 py-0.5 text-xs text-danger">{words.expired}</span>
        </span>
      ) : file.url ? (
        <a
          href={file.url}
          target="_blank"
          rel="noopener noreferrer"
          className="flex min-w-0 flex-1 items-center gap-1.5 text-sm font-medium text-brand underline"
        >
          <bdi className="truncate">{file.name}</bdi>
          <ExternalLink className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
          <span className="sr-only">{words.newTab}</span>
        </a>
      ) : (
        <bdi className="min-w-0 flex-1 truncate text-sm font-medium text-ink">{file.name}</bdi>
      )}
    </li>
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
