import { PICKUP_DELIVERY_ID } from '../../core/catalogue-rules';
import { centsToEuros } from '../../core/money';
import { deliveryDateText } from '../../core/order-delivery';
import { PAYMENT_LABELS, STATUS_LABELS } from '../../core/order-status';
import { postsPaper } from '../../core/shipping-rules';
import { trackingUrl } from '../../core/tracking';
import { fileUrl } from '../files/http';
import type { Upload } from '../files/schema';
import type { Order } from './schema';

/** « jeudi 26 novembre 2026 » or a range, as promised at payment and stored with the order. */
export function promisedDeliveryView(order: Pick<Order, 'promisedEarliest' | 'promisedLatest'>) {
  const { promisedEarliest: earliest, promisedLatest: latest } = order;
  if (!earliest || !latest) return null;
  return { earliest, latest, text: deliveryDateText({ earliest, latest }, { withYear: true }) };
}

/**
 * Where the paper original stands (issue 27, part C): posted (carrier, number, day, the carrier's
 * tracking page), to be posted (to this address), to collect at the office, or none (e-mail only).
 * Who recorded the shipment stays in the back office.
 */
function paperView(order: Order) {
  const s = order.shipment;
  return {
    kind: postsPaper(order)
      ? ('post' as const)
      : order.deliveryMethod === PICKUP_DELIVERY_ID
        ? ('pickup' as const)
        : null,
    shippingAddress: order.shippingAddress ?? null,
    shipment: s
      ? {
          carrier: s.carrier,
          carrierName: s.carrierName ?? null,
          trackingNumber: s.trackingNumber,
          shippedAt: s.shippedAt,
          url: trackingUrl(s.carrier, s.trackingNumber),
        }
      : null,
  };
}

/** The customer's view of an order, in the spec's shape (section 3) plus status and price lines. */
export function customerOrderView(order: Order, files: Upload[]) {
  const link = (f: Upload) => ({ id: f.id, name: f.originalName, url: fileUrl(f.id), size: f.sizeBytes });
  // The customer's documents on one side, the translations delivered on the other (stamped: the
  // translator's own upload, 'translation_source', is never the customer's, decision 054).
  const clientFiles = files.filter((f) => f.kind === 'client').map(link);
  const translatedFiles = files.filter((f) => f.kind === 'translation').map(link);
  return {
    _id: order.id,
    reference: order.id,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    statusLabel: STATUS_LABELS[order.status],
    paymentStatus: order.paymentStatus,
    paymentStatusLabel: PAYMENT_LABELS[order.paymentStatus],
    totalCents: order.totalCents,
    /** The delivery date promised at payment (one day, or the postal range); null before payment. */
    promisedDelivery: promisedDeliveryView(order),
    /** Set once the retention job (or an erasure) deleted the documents and translations. */
    filesDeletedAt: order.filesDeletedAt?.toISOString() ?? null,
    /** When the translation was first handed over (core/order-facts.ts): outlives the files. */
    translationDeliveredAt: order.translationDeliveredAt?.toISOString() ?? null,
    /** The paper original: posted, to post, to collect, or none. */
    paper: paperView(order),
    priceLines: order.priceLines.map((l) => ({
      label: l.label,
      amount: centsToEuros(l.amountCents),
      amountCents: l.amountCents,
    })),
    services: [
      {
        mailClient: order.customerEmail,
        numberOfPages: order.numberOfPages,
        numberOfDocuments: order.numberOfDocuments,
        deliveryMethod: order.deliveryMethod,
        deliveryName: order.deliveryName,
        legalization: order.legalization,
        legalizationName: order.legalization === 'none' ? 'Non' : order.legalizationName,
        totalPrice: centsToEuros(order.totalCents),
        comment: order.comment,
        fileClient: clientFiles,
        fileAdmin: translatedFiles,
      },
    ],
  };
}
