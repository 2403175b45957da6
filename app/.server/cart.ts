import { legalizationName } from '../../core/legalization-chain';
import { t, type Lang } from '../../core/messages';
import { orderTextIn, purposeIn } from '../../core/order-text';
import { purposeLabel, type Purpose } from '../../core/purposes';
import { orderEmailSchema, priceRequestSchema, stripMarkup, MAX_COMMENT } from '../../core/order-rules';
import type { Database } from '../../server/db/client';
import { pendingUploadIds, uploadIdsAwaitingPayment } from '../../server/files/queries';
import { hashSession, UPLOAD_SESSION_COOKIE } from '../../server/files/upload-session';
import { readCookie } from '../lib/cookies';
import { cartFromCookieHeader } from '../lib/cart';
import { deliveryClock, orderCatalogue, serverQuote } from './order-catalogue';
import { deliveryTiming, type DeliveryTiming } from '../../core/order-delivery';
import type { CartView, DeliveryClock, QuoteView } from '../components/order/types';
import { cartIdentity } from './cart-identity';

export type CartPageData =
  | { state: 'empty' }
  | { state: 'invalid' }
  | {
      state: 'ready';
      item: CartView;
      quote: QuoteView;
      /** For the estimated delivery date: the options' delays (catalogue), the admin's calendar, the server's clock. */
      timing: DeliveryTiming | null;
      clock: DeliveryClock;
    };

const FILE_ID = /^[A-Za-z0-9._-]{1,200}$/;

/** Only links to this site: a cookie must never turn into a link elsewhere. */
function safeFileUrl(url: string | undefined, origin: string): string | undefined {
  if (!url) return undefined;
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return url;
  try {
    const parsed = new URL(url);
    return origin && parsed.origin === new URL(origin).origin ? parsed.pathname + parsed.search : undefined;
  } catch {
    return undefined;
  }
}

/** Ids among `ids` that this browser still has waiting on the server (idle files are swept). */
export async function stillPending(db: Database, cookieHeader: string | null, ids: string[]): Promise<Set<string>> {
  const session = readCookie(cookieHeader, UPLOAD_SESSION_COOKIE);
  return session ? pendingUploadIds(db, hashSession(session), ids) : new Set();
}

/**
 * The cart page's data with files of an unpaid checkout no longer counted as
 * expired: the visitor left the payment page with « Annuler », the files are
 * attached to that order, and paying again reuses it (same idempotency key).
 */
export async function withCheckoutFiles(
  db: Database,
  cookieHeader: string | null,
  page: CartPageData,
): Promise<CartPageData> {
  if (page.state !== 'ready' || page.item.expiredFileIds.length === 0) return page;
  const session = readCookie(cookieHeader, UPLOAD_SESSION_COOKIE);
  if (!session) return page;
  const waiting = await uploadIdsAwaitingPayment(db, hashSession(session), page.item.expiredFileIds);
  if (waiting.size === 0) return page;
  return { ...page, item: { ...page.item, expiredFileIds: page.item.expiredFileIds.filter((id) => !waiting.has(id)) } };
}

/**
 * The cart page's data from the `cart` cookie: the item is checked with the
 * shared rules and priced again with the server's catalogue. The stored
 * totalPrice is only compared, never trusted.
 */
export async function cartPageData(
  db: Database,
  cookieHeader: string | null,
  origin: string,
  /** The page's language: names and price lines are worded in it (the prices are the same). */
  lang: Lang,
): Promise<CartPageData> {
  const item = cartFromCookieHeader(cookieHeader)[0];
  if (!item) return { state: 'empty' };
  const request = priceRequestSchema.safeParse(item);
  if (!request.success) return { state: 'invalid' };

  let breakdown;
  try {
    breakdown = await serverQuote(db, request.data);
  } catch (error) {
    // Unknown option (the catalogue changed since): the cart cannot be priced.
    if ((error as { statusCode?: number }).statusCode === 400) return { state: 'invalid' };
    throw error;
  }
  const [catalogue, clock] = await Promise.all([orderCatalogue(db), deliveryClock(db)]);
  const delivery = catalogue.deliveryMethods.find((d) => d.id === request.data.deliveryMethod);
  const email = orderEmailSchema.safeParse(item.mailClient);
  const frenchLegalization =
    request.data.legalization === 'none'
      ? 'Non'
      : (legalizationName(catalogue, request.data.legalization) ?? request.data.legalization);
  const worded = orderTextIn(
    lang,
    {
      lines: breakdown.lines,
      deliveryMethod: request.data.deliveryMethod,
      deliveryName: delivery?.name ?? request.data.deliveryMethod,
      legalization: request.data.legalization,
      legalizationName: frenchLegalization,
      urgentName: catalogue.urgent?.name,
    },
    catalogue,
  );
  const available = await stillPending(
    db,
    cookieHeader,
    item.files.map((f) => f.id),
  );

  return {
    state: 'ready',
    item: {
      ...request.data,
      deliveryName: worded.names.delivery,
      // Spec 3: 'none' is displayed as 'Non'.
      legalization: request.data.legalization,
      legalizationName:
        request.data.legalization === 'none' && lang !== 'fr'
          ? t(lang, 'customerArea.noLegalization')
          : worded.names.legalization,
      purposeName:
        lang === 'fr' || !request.data.purpose
          ? purposeLabel(request.data.purpose)
          : purposeIn(lang, request.data.purpose as Purpose).label,
      urgent: request.data.urgent,
      mailClient: email.success ? email.data : '',
      comment: stripMarkup(item.comment).slice(0, MAX_COMMENT),
      files: item.files
        .filter((f) => FILE_ID.test(f.id))
        .map((f) => {
          const url = safeFileUrl(f.url, origin);
          return {
            id: f.id,
            name: f.name.trim() || 'Document',
            ...(f.path ? { path: f.path } : {}),
            ...(url ? { url } : {}),
          };
        }),
      expiredFileIds: item.files.filter((f) => !available.has(f.id)).map((f) => f.id),
      storedTotalCents: Math.round(item.totalPrice * 100),
      identity: delivery ? cartIdentity(item.identity, delivery, lang) : null,
    },
    quote: {
      lines: worded.lines,
      totalCents: breakdown.totalCents,
    },
    timing: deliveryTiming(catalogue, request.data),
    clock,
  };
}
