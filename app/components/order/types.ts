import type { CartFile } from '../../lib/cart';
import type { PriceCatalogue, PricedOption } from '../../../core/pricing';

export interface CatalogueOption extends PricedOption {
  description: string;
}

/** What the loaders hand the order form and the cart: plain data, prices in cents. */
export interface OrderCatalogue extends PriceCatalogue {
  deliveryMethods: CatalogueOption[];
  legalizationTypes: CatalogueOption[];
}

export interface PriceLineView {
  label: string;
  amountCents: number;
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
  mailClient: string;
  comment: string;
  files: CartFile[];
  /** Files the server no longer holds for this browser (swept after inactivity): to send again. */
  expiredFileIds: string[];
  storedTotalCents: number;
}
