import { deliveryDateIn, orderTextIn } from '../../core/order-text';
import { t, translate, type Lang, type MessageId } from '../../core/messages';
import type { PaymentStatus } from '../../core/order-status';
import { loadCatalogue } from '../catalogue/service';
import type { Database } from '../db/client';
import type { Upload } from '../files/schema';
import type { Order } from './schema';
import { customerOrderView } from './view';
import { addressLines } from '../../core/address-lines';

const PAYMENT_LABEL_IDS: Record<PaymentStatus, MessageId> = {
  unpaid: 'orderStatus.paymentUnpaid',
  paid: 'orderStatus.paid',
  failed: 'orderStatus.paymentFailed',
  expired: 'orderStatus.paymentExpired',
  refunded: 'orderStatus.paymentRefunded',
};

/**
 * The customer's view of an order worded in `lang` (the caller's page): statuses, promised date,
 * price lines and option names. The browser keeps what /api/services/payment-success returns for
 * the confirmation page, which shows it as is: in French, an Arabic page showed French dates and
 * names after paying a quote (no cart on the server to word them instead; issue 26). French is
 * the spec's view, unchanged.
 */
const shipToLines = (order: Order, lang: Lang): string[] | null =>
  order.shippingAddress
    ? [...(order.buyer ? [order.buyer.name] : []), ...addressLines(order.shippingAddress, lang)]
    : null;

export async function customerOrderViewIn(lang: Lang, db: Database, order: Order, files: Upload[]) {
  // The address to check, country in the reader's language (issue 27).
  const view = { ...customerOrderView(order, files), shipTo: shipToLines(order, lang) };
  if (lang === 'fr') return view;
  const { lines, names } = orderTextIn(lang, { ...order, lines: order.priceLines }, await loadCatalogue(db));
  const [service, ...others] = view.services;
  return {
    ...view,
    statusLabel: t(lang, `orderStatus.${order.status}`),
    paymentStatusLabel: translate(lang, PAYMENT_LABEL_IDS[order.paymentStatus]),
    promisedDelivery: view.promisedDelivery && {
      ...view.promisedDelivery,
      text: deliveryDateIn(lang, view.promisedDelivery, { withYear: true }),
    },
    priceLines: view.priceLines.map((l, i) => ({ ...l, label: lines[i]?.label ?? l.label, lang: lines[i]?.lang })),
    services: [
      {
        ...service!,
        deliveryName: names.delivery,
        legalizationName: order.legalization === 'none' ? t(lang, 'orderForm.no') : names.legalization,
      },
      ...others,
    ],
  };
}
