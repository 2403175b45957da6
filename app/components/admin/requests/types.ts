import type { Lang } from '../../../../core/messages/languages';
import type { AdminQuoteView } from '../../../../core/quote-views';

/** One entry of the back office's inbox, whatever form it came from. */
export interface RequestItem {
  id: string;
  kind: 'quote' | 'contact' | 'support';
  createdAt: string;
  name: string | null;
  email: string;
  subject: string;
  message: string;
  details: string[];
  file: { name: string; url: string } | null;
  orderReference: string | null;
  handled: boolean;
  /** The language of the page it came from (issue 17): the translator answers in it. */
  lang: Lang;
  /** Quote requests only: what the quote form starts from, and the quote written for it (decision 030). */
  quote?: { pages: number; deliveryMethod: string; offer: AdminQuoteView | null };
}

/** The catalogue options the quote form offers as lines. */
export interface QuoteCatalogue {
  pricePerPageCents: number;
  deliveryMethods: { id: string; name: string; priceCents: number }[];
  legalizationTypes: { id: string; name: string; priceCents: number }[];
}
