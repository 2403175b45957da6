import { tr, type PlainMessageId } from '../../../../core/messages';
import { formatEuros } from '../../../../core/money';
import { defaultValidUntil, eurosText, parseEuros, type QuoteOfferInput } from '../../../../core/quote-offer-rules';
import type { AdminQuoteView } from '../../../../core/quote-views';
import type { QuoteCatalogue } from './types';

/** The lines of « Établir le devis »: catalogue choices, a draft's or a request's starting lines, a line's amount. */

export type Line = QuoteOfferInput['lines'][number];

/** Every catalogue option as a line to add, keyed « source:id ». */
export function catalogueChoices(catalogue: QuoteCatalogue, pages: number) {
  return [
    {
      key: 'translation:',
      text: tr('adminRequest.choiceTranslation', { price: formatEuros(catalogue.pricePerPageCents) }),
      line: {
        source: 'translation',
        optionId: '',
        label: tr('adminRequest.lineTranslation', { pages: tr('orderPrice.pages', { count: pages }) }),
        quantity: String(pages),
        unitPrice: eurosText(catalogue.pricePerPageCents),
      } satisfies Line,
    },
    ...catalogue.deliveryMethods.map((d) => ({
      key: `delivery:${d.id}`,
      text: tr('adminRequest.choiceDelivery', { name: d.name, price: formatEuros(d.priceCents) }),
      line: {
        source: 'delivery',
        optionId: d.id,
        label: tr('adminRequest.lineDelivery', { name: d.name }),
        quantity: '1',
        unitPrice: eurosText(d.priceCents),
      } satisfies Line,
    })),
    ...catalogue.legalizationTypes.map((l) => ({
      key: `legalization:${l.id}`,
      text: tr('adminRequest.choiceLegalization', { name: l.name, price: formatEuros(l.priceCents) }),
      line: {
        source: 'legalization',
        optionId: l.id,
        label: tr('adminRequest.lineLegalization', { name: l.name }),
        quantity: '1',
        unitPrice: eurosText(l.priceCents),
      } satisfies Line,
    })),
  ];
}

/** A line's origin, shown above it (ids, worded when drawn). */
export const SOURCE_TAGS = {
  translation: 'adminRequest.tagTranslation',
  delivery: 'adminRequest.tagDelivery',
  legalization: 'adminRequest.tagLegalization',
  free: 'adminRequest.freeLine',
} as const satisfies Record<Line['source'], PlainMessageId>;

/** A draft being edited keeps its lines; a new quote starts from the request (pages, delivery asked for). */
export function startValues(
  offer: AdminQuoteView | null,
  catalogue: QuoteCatalogue,
  pages: number,
  deliveryMethod: string,
): QuoteOfferInput {
  if (offer)
    return {
      lines: offer.lines.map((l) => ({
        source: l.source,
        optionId: l.optionId,
        label: l.label,
        quantity: String(l.quantity),
        unitPrice: l.unitPrice,
      })),
      validUntil: offer.validUntil,
      note: offer.note,
    };
  const choices = catalogueChoices(catalogue, pages);
  const lines = [choices[0]!.line, ...choices.filter((c) => c.key === `delivery:${deliveryMethod}`).map((c) => c.line)];
  return { lines, validUntil: defaultValidUntil(), note: '' };
}

export function lineAmount(line: Partial<Line> | undefined): number | null {
  if (!line) return null;
  const qty = Number(line.quantity);
  const unit =
    typeof line.unitPrice === 'number' ? Math.round(line.unitPrice * 100) : parseEuros(String(line.unitPrice ?? ''));
  return Number.isInteger(qty) && qty > 0 && unit !== null ? qty * unit : null;
}
