import { BUSINESS, fullAddress } from '../../core/business';
import { COUNTRY_CODES, countryOptions } from '../../core/countries';
import { emptyIdentity, identityFromFulfilment } from '../../core/identity-form';
import type { Lang } from '../../core/messages';
import type { ShipsTo } from '../../core/shipping-zones';
import { quoteLineLabelsIn, type QuoteOptionNames } from '../../core/quote-line-text';
import { eurosText, longDateIn, QUOTE_STATE_LABELS, type QuoteState } from '../../core/quote-offer-rules';
import type { AdminQuoteView, ClientQuoteView } from '../../core/quote-views';
import { textLang } from '../../core/text-lang';
import { isPaid, stateOf, type QuoteWithOrder } from './service';

/** The translator's identity as a quote shows it (core/business.ts). */
const SELLER = {
  name: BUSINESS.translatorName,
  tradeName: BUSINESS.tradeName,
  title: `${BUSINESS.title}, ${BUSINESS.courtOfAppeal}`,
  address: fullAddress(),
  siret: BUSINESS.siret,
  email: BUSINESS.email,
  phone: BUSINESS.phoneDisplay,
  vatNote: BUSINESS.vatNote,
};

/** Every state the quote went through, with its date, oldest first (ISO instants, or a day for expiry). */
function historyOf(q: QuoteWithOrder, state: QuoteState) {
  const { quote, order } = q;
  const steps: { state: QuoteState; label: string; at: string }[] = [
    { state: 'draft', label: QUOTE_STATE_LABELS.draft, at: quote.createdAt.toISOString() },
  ];
  if (quote.sentAt) steps.push({ state: 'sent', label: QUOTE_STATE_LABELS.sent, at: quote.sentAt.toISOString() });
  if (quote.acceptedAt)
    steps.push({ state: 'accepted', label: QUOTE_STATE_LABELS.accepted, at: quote.acceptedAt.toISOString() });
  if (isPaid(q) && order?.paidAt) steps.push({ state: 'paid', label: 'Payé', at: order.paidAt.toISOString() });
  if (quote.declinedAt)
    steps.push({ state: 'declined', label: QUOTE_STATE_LABELS.declined, at: quote.declinedAt.toISOString() });
  if (state === 'expired') steps.push({ state: 'expired', label: QUOTE_STATE_LABELS.expired, at: quote.validUntil });
  return steps;
}

/** The catalogue's option names, for wording a quote's lines in another language than French. */
type OptionNames = QuoteOptionNames;

const linesOf = (q: QuoteWithOrder, lang: Lang, options: OptionNames) => {
  const labels = quoteLineLabelsIn(lang, q.quote.lines, options);
  return q.quote.lines.map((l, i) => ({
    label: labels[i] ?? l.label,
    /** A label she typed is in the language its letters say (an Arabic line, her French), unknown when mixed. */
    labelLang: labels[i] === l.label ? textLang(l.label) : lang,
    quantity: l.quantity,
    unitCents: l.unitCents,
    amountCents: l.amountCents,
  }));
};

const NO_OPTIONS: OptionNames = { deliveryMethods: [], legalizationTypes: [] };

/**
 * What the client sees at /devis/<token>: French, as the PDF and the API give it. The Arabic page
 * (/ar/devis/<token>, issue 17) asks for `lang` 'ar': the validity date and the lines « Établir le
 * devis » wrote are then worded in Arabic (the catalogue's names in `options`); the page's own words
 * come from the message catalogue.
 */
export function clientQuoteView(
  q: QuoteWithOrder,
  now: Date,
  lang: Lang,
  options: OptionNames = NO_OPTIONS,
  /** Where the quote's delivery posts the paper original (./fulfilment.ts); null: no address to ask. */
  shipsTo: ShipsTo | null = null,
): ClientQuoteView {
  const state = stateOf(q, now);
  return {
    reference: q.request.id,
    name: q.request.name,
    state,
    stateLabel: QUOTE_STATE_LABELS[state],
    lines: linesOf(q, lang, options),
    totalCents: q.quote.totalCents,
    validUntil: q.quote.validUntil,
    validUntilText: longDateIn(lang, q.quote.validUntil),
    note: q.quote.note,
    sentAt: q.quote.sentAt?.toISOString() ?? null,
    declinedAt: q.quote.declinedAt?.toISOString() ?? null,
    acceptedAt: q.quote.acceptedAt?.toISOString() ?? null,
    paidAt: isPaid(q) ? (q.order?.paidAt?.toISOString() ?? null) : null,
    orderId: isPaid(q) ? (q.order?.id ?? null) : null,
    hasDocument: q.request.fileId !== null,
    seller: SELLER,
    /**
     * The identity step (issue 27): the address is asked when the delivery posts paper; the form
     * starts from the request's name, or from what the unpaid order was accepted with.
     */
    identity: {
      shipsTo,
      // Named and sorted here, once: Node's and the browser's country names and collation differ
      // (ICU versions), and a list built on each side would not hydrate.
      countries: countryOptions(COUNTRY_CODES, lang),
      prefill: q.order?.buyer
        ? identityFromFulfilment(
            { buyer: q.order.buyer, shippingAddress: q.order.shippingAddress, billing: q.order.billing ?? undefined },
            q.request.name,
          )
        : emptyIdentity(q.request.name),
    },
  };
}

/** What the back office sees on a request: the quote as typed (to edit a draft) and every state's date. */
export function adminQuoteView(q: QuoteWithOrder, now: Date): AdminQuoteView {
  const state = stateOf(q, now);
  return {
    id: q.quote.id,
    state,
    stateLabel: QUOTE_STATE_LABELS[state],
    editable: q.quote.status === 'draft',
    lines: q.quote.lines.map((l) => ({
      source: l.source,
      optionId: l.optionId,
      label: l.label,
      quantity: l.quantity,
      unitPrice: eurosText(l.unitCents),
      amountCents: l.amountCents,
    })),
    totalCents: q.quote.totalCents,
    validUntil: q.quote.validUntil,
    note: q.quote.note,
    orderId: q.order?.id ?? null,
    history: historyOf(q, state),
  };
}
