import type { IdentityFormValues } from './identity-form';
import type { Lang } from './messages';
import type { QuoteLine, QuoteState } from './quote-offer-rules';
import type { ShipsTo } from './shipping-zones';

/**
 * What a quote looks like on the client's page and in the back office: built by
 * server/quotes/view.ts (for the API and the loaders alike), read by the components. The shapes
 * live here, in the ground floor both sides import, so that no component reaches into server/
 * (issue 32: view types are imported one way only).
 */

/** The translator as a quote names her (core/business.ts). */
interface QuoteSeller {
  name: string;
  tradeName: string;
  title: string;
  address: string;
  siret: string;
  email: string;
  phone: string;
  vatNote: string;
}

/** A line as the client reads it, in the page's language. */
interface ClientQuoteLine {
  label: string;
  /**
   * The line's language: the page's for a line the catalogue words; for one the admin typed, the
   * one its letters say (core/text-lang.ts), undefined when it mixes scripts.
   */
  labelLang: Lang | undefined;
  quantity: number;
  unitCents: number;
  amountCents: number;
}

/** /devis/<token>. */
export interface ClientQuoteView {
  reference: string;
  name: string;
  state: QuoteState;
  stateLabel: string;
  lines: ClientQuoteLine[];
  totalCents: number;
  validUntil: string;
  validUntilText: string;
  note: string;
  sentAt: string | null;
  declinedAt: string | null;
  acceptedAt: string | null;
  paidAt: string | null;
  orderId: string | null;
  hasDocument: boolean;
  seller: QuoteSeller;
  /** The identity step (issue 27): the address is asked when the delivery posts paper. */
  identity: {
    shipsTo: ShipsTo | null;
    countries: { code: string; name: string }[];
    prefill: IdentityFormValues;
  };
}

/** A quote as the back office edits it: amounts as typed, and every state's date. */
export interface AdminQuoteView {
  id: string;
  state: QuoteState;
  stateLabel: string;
  editable: boolean;
  lines: {
    source: QuoteLine['source'];
    optionId: string;
    label: string;
    quantity: number;
    unitPrice: string;
    amountCents: number;
  }[];
  totalCents: number;
  validUntil: string;
  note: string;
  orderId: string | null;
  history: { state: QuoteState; label: string; at: string }[];
}
