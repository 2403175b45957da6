import { formatEuros } from '../../../../core/money';
import { defaultValidUntil, eurosText, parseEuros, type QuoteOfferInput } from '../../../../core/quote-offer-rules';
import type { AdminQuoteView } from '../../../../core/quote-views';
import type { QuoteCatalogue } from './types';

/** The lines of « Établir le devis »: catalogue choices, a draft's or a request's starting lines, a line's amount. */

export type Line = QuoteOfferInput['lines'][number];

const pagesText = (n: number) => `${n} page${n > 1 ? 's' : ''}`;

/** Every catalogue option as a line to add, keyed « source:id ». */
export function catalogueChoices(catalogue: QuoteCatalogue, pages: number) {
  return [
    {
      key: 'translation:',
      text: `Traduction certifiée — ${formatEuros(catalogue.pricePerPageCents)} la page`,
      line: {
        source: 'translation',
        optionId: '',
        label: `Traduction certifiée (${pagesText(pages)})`,
        quantity: String(pages),
        unitPrice: eurosText(catalogue.pricePerPageCents),
      } satisfies Line,
    },
    ...catalogue.deliveryMethods.map((d) => ({
      key: `delivery:${d.id}`,
      text: `Livraison : ${d.name} — ${formatEuros(d.priceCents)}`,
      line: {
        source: 'delivery',
        optionId: d.id,
        label: `Livraison\u00a0: ${d.name}`,
        quantity: '1',
        unitPrice: eurosText(d.priceCents),
      } satisfies Line,
    })),
    ...catalogue.legalizationTypes.map((l) => ({
      key: `legalization:${l.id}`,
      text: `Légalisation : ${l.name} — ${formatEuros(l.priceCents)} par document`,
      line: {
        source: 'legalization',
        optionId: l.id,
        label: `Légalisation\u00a0: ${l.name}`,
        quantity: '1',
        unitPrice: eurosText(l.priceCents),
      } satisfies Line,
    })),
  ];
}

export const SOURCE_TAGS: Record<Line['source'], string> = {
  translation: 'Catalogue · traduction',
  delivery: 'Catalogue · livraison',
  legalization: 'Catalogue · légalisation',
  free: 'Ligne libre',
};

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
