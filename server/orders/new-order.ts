import { and, eq, inArray, ne, or } from 'drizzle-orm';
import type { z } from 'zod';
import { settleFulfilment, type fulfilmentSchema } from '../../core/buyer';
import { legalizationName as chainName } from '../../core/legalization-chain';
import { deliveryTiming } from '../../core/order-delivery';
import type { Purpose } from '../../core/purposes';
import type { Lang } from '../../core/messages/languages';
import { loadCatalogue, priceWith } from '../catalogue/service';
import type { Database, Transaction } from '../db/client';
import { uploads } from '../files/schema';
import { HttpError, httpError } from '../plugins/error-handler';
import type { PaymentProvider } from '../payments/provider';
import { orderEvents, orders, type Order } from './schema';
import { newOrderReference } from './reference';

export interface CheckoutInput {
  numberOfPages: number;
  numberOfDocuments: number;
  deliveryMethod: string;
  legalization: string;
  urgent?: boolean;
  purpose?: Purpose;
  /** The buyer, the shipping address and the billing identity as the schema read them (core/buyer). */
  fulfilment: z.output<typeof fulfilmentSchema>;
  email: string;
  comment: string;
  fileIds: string[];
  idempotencyKey: string;
  /** Who checks out (`user:<id>` or `browser:<hash>`): the key answers this caller's order only. */
  checkoutOwner: string;
  /** Hash of the caller's upload session: only its own pending files can be attached. */
  uploadOwner: string | null;
  userId?: string | null;
  /** The language of the page that ordered (the request's, never the body's): its e-mails follow it. */
  lang: Lang;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Prices the cart on the server and writes the order, its files and its first event in one transaction. */
export async function createOrder(db: Database, provider: PaymentProvider, input: CheckoutInput): Promise<Order> {
  const catalogue = await loadCatalogue(db);
  const price = priceWith(catalogue, input);
  const fileIds = [...new Set(input.fileIds)];
  if (fileIds.some((id) => !UUID.test(id))) throw httpError(400, 'order.fileNotAvailable');
  const delivery = catalogue.deliveryMethods.find((d) => d.id === input.deliveryMethod)!;
  const deliveryName = delivery.name;
  // A row that posts paper needs an address in a country it serves: refused before anything is written.
  const settled = settleFulfilment(input.fulfilment, delivery);
  if (!settled.ok) throw HttpError.fromZod({ issues: [settled.refusal] });
  const { buyer, shippingAddress, billing } = settled.value;
  // A step's name, or a package's with its steps (priceWith has refused unknown values).
  const legalizationName = chainName(catalogue, input.legalization)!;

  return db.transaction(async (tx) => {
    const id = newOrderReference();
    const [order] = await tx
      .insert(orders)
      .values({
        id,
        customerEmail: input.email,
        userId: input.userId ?? null,
        numberOfPages: input.numberOfPages,
        numberOfDocuments: input.numberOfDocuments,
        deliveryMethod: input.deliveryMethod,
        deliveryName,
        legalization: input.legalization,
        legalizationName,
        urgent: input.urgent ?? false,
        // The delays the visitor was shown: the promise made at payment is computed from them.
        deliveryTiming: deliveryTiming(catalogue, input),
        comment: input.comment,
        purpose: input.purpose ?? null,
        // Frozen like the price lines: later changes to the account or the form never reach this order.
        buyer,
        shippingAddress,
        billing,
        priceLines: price.lines,
        totalCents: price.totalCents,
        paymentProvider: provider.name,
        idempotencyKey: input.idempotencyKey,
        checkoutOwner: input.checkoutOwner,
        lang: input.lang,
      })
      .returning();
    if (fileIds.length > 0) await attachFiles(tx, id, fileIds, input.uploadOwner);
    await tx
      .insert(orderEvents)
      .values({ orderId: id, fromStatus: null, toStatus: 'pending_payment', actor: 'customer' });
    return order!;
  });
}

/**
 * Only the caller's own files: still waiting, or left on one of its unpaid orders
 * (payment cancelled, cart edited). Anything else aborts the whole checkout.
 */
async function attachFiles(tx: Transaction, orderId: string, fileIds: string[], uploadOwner: string | null) {
  if (!uploadOwner) throw httpError(400, 'order.fileNotAvailable');
  const unpaidOrders = tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'pending_payment'), ne(orders.paymentStatus, 'paid')));
  const attached = await tx
    .update(uploads)
    .set({ status: 'attached', orderId })
    .where(
      and(
        inArray(uploads.id, fileIds),
        eq(uploads.ownerSessionHash, uploadOwner),
        or(eq(uploads.status, 'pending'), and(eq(uploads.status, 'attached'), inArray(uploads.orderId, unpaidOrders))),
      ),
    )
    .returning({ id: uploads.id });
  if (attached.length !== fileIds.length) throw httpError(400, 'order.fileNotAvailable');
}
