import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../server/db/client';
import { orders } from '../../../server/orders/schema';
import { ORDER_REFERENCE } from '../../../server/orders/reference';
import { cartPageData } from '../order/cart.server';
import type { ConfirmationSummary } from './summary';

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
): Promise<{ reference: string | null; cart: ConfirmationSummary | null }> {
  let reference: string | null = null;
  if (ref && ORDER_REFERENCE.test(ref)) {
    const [row] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, ref), eq(orders.paymentStatus, 'paid')));
    reference = row?.id ?? null;
  }
  const page = await cartPageData(db, cookieHeader, publicUrl);
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
        }
      : null;
  return { reference, cart };
}
