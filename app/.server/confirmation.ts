import type { Lang } from '../../core/messages';
import { deliveryDateIn } from '../../core/order-text';
import type { Database } from '../../server/db/client';
import { paidOrderPromise, paidOrderReference } from '../../server/orders/queries';
import { ORDER_REFERENCE } from '../../server/orders/reference';
import { cartPageData } from './cart';
import type { ConfirmationSummary } from '../components/checkout/summary';

/**
 * Server side of /confirmation: the reference from the address only when it
 * names a paid order, and the cart cookie (still there: the page removes it
 * once displayed) priced by the server, so the summary is in the HTML.
 */
export async function confirmationPageData(
  db: Database,
  cookieHeader: string | null,
  publicUrl: string,
  ref: string | null,
  /** The page's language: names, lines and the date are worded in it. */
  lang: Lang,
): Promise<{ reference: string | null; cart: ConfirmationSummary | null; promisedDelivery: string | null }> {
  const reference = ref && ORDER_REFERENCE.test(ref) ? await paidOrderReference(db, ref) : null;
  // The date promised at payment, stored with the order (decision 028).
  const promise = reference ? await paidOrderPromise(db, reference) : null;
  const promisedDelivery = promise
    ? lang === 'fr'
      ? promise.text
      : deliveryDateIn(lang, promise, { withYear: true })
    : null;
  const page = await cartPageData(db, cookieHeader, publicUrl, lang);
  const cart: ConfirmationSummary | null =
    page.state === 'ready'
      ? {
          source: 'cart',
          reference,
          email: page.item.mailClient,
          numberOfPages: page.item.numberOfPages,
          numberOfDocuments: page.item.numberOfDocuments,
          deliveryName: page.item.deliveryName,
          legalizationName: page.item.legalizationName,
          lines: page.quote.lines,
          totalCents: page.quote.totalCents,
          files: page.item.files.map((f) => f.name),
          comment: page.item.comment,
          promisedDelivery,
          shipTo: page.item.identity?.shipTo ?? null,
        }
      : null;
  return { reference, cart, promisedDelivery };
}
