import type { CartFile } from '../../lib/cart';
import type { Fulfilment, FulfilmentInput } from '../../../core/buyer';
import type { DeliverySettings } from '../../../core/delivery-date';
import type { PriceCatalogue, PricedOption, UrgentOption } from '../../../core/pricing';

export interface CatalogueOption extends PricedOption {
  description: string;
}

/** What the loaders hand the order form, the cart and the pages that state prices: plain data, prices in cents, delays in working days. */
export interface OrderCatalogue extends PriceCatalogue {
  deliveryMethods: CatalogueOption[];
  legalizationTypes: CatalogueOption[];
  urgent: (UrgentOption & { description: string }) | null;
}

/** What the browser needs to estimate a delivery date as the server does: the admin's calendar and the server's « now » (ISO). */
export interface DeliveryClock {
  calendar: DeliverySettings;
  now: string;
}

interface PriceLineView {
  label: string;
  amountCents: number;
  /** A label shown as typed in another language than the page's (core/order-text WordedLine). */
  lang?: string;
}

export interface QuoteView {
  lines: PriceLineView[];
  totalCents: number;
}

/** One cart item as the cart page shows it (names resolved by the server). */
export interface CartView {
  numberOfPages: number;
  numberOfDocuments: number;
  deliveryMethod: string;
  deliveryName: string;
  legalization: string;
  legalizationName: string;
  /** « Pour quelle démarche ? » as answered, or null. */
  purpose?: string;
  purposeName: string | null;
  urgent: boolean;
  mailClient: string;
  comment: string;
  files: CartFile[];
  /** Files the server no longer holds for this browser (swept after inactivity): to send again. */
  expiredFileIds: string[];
  storedTotalCents: number;
  /** « Vos coordonnées » as the cart holds them, checked with the chosen row; null: to be given (« Modifier »). */
  identity: CartIdentity | null;
}

/** The buyer, the address and the billing identity of the cart: what is sent, and what is shown. */
export interface CartIdentity {
  /** What the checkout sends, as typed (the server checks it again). */
  input: FulfilmentInput;
  /** As the order will keep it (core/buyer settleFulfilment). */
  settled: Fulfilment;
  /** The shipping address's lines, country in the page's language. */
  shipTo: string[] | null;
  /** « Facturé à »: the name or company with its identifiers and address. */
  billTo: string[];
}
