import { documentsIn, pagesIn } from './counted';
import { t, type Lang } from './messages';
import { priceLineText } from './order-text';
import type { CodedLine } from './pricing';
import type { QuoteLine } from './quote-offer-rules';

/**
 * A quote's lines and their words (decisions 030 and 075). « Établir le devis » starts a catalogue
 * line with a French label (app/components/admin/requests/quote-offer-lines.ts); while the admin
 * leaves it so, the line is stored with the code and parameters of that option, and every page,
 * PDF and order made of it words the line in its own language. A label she wrote, and every free
 * line, is her French wherever it is shown.
 */

/** What a stored line may lack: quotes saved before decision 075 have no code (quoteLineCoded reads it). */
type Uncoded = { code?: undefined; params?: undefined };

/** A quote's line as stored in quotes.lines: the offer's line, with its code and parameters since decision 075. */
export type StoredQuoteLine = QuoteLine & (CodedLine | Uncoded);

/** A quote's line as its words need it: the admin's French label, the option it came from, and its code if stored. */
export type QuoteLineText = Pick<QuoteLine, 'source' | 'optionId' | 'label' | 'quantity'> & (CodedLine | Uncoded);

/** The catalogue's French names, which « Établir le devis » put in its labels. */
export interface QuoteOptionNames {
  deliveryMethods: readonly { id: string; name: string }[];
  legalizationTypes: readonly { id: string; name: string }[];
}

const same = (a: string, b: string) => a.replace(/\s+/g, ' ').trim() === b.replace(/\s+/g, ' ').trim();

/**
 * The code and parameters of a quote line, read from its label: parameters while the label is the
 * one the editor (or an order) gives that option, with the catalogue's name of today; null for a
 * label the admin wrote. What saveQuote stores, and how a quote saved before decision 075 is read.
 */
export function quoteLineCoded(
  line: Pick<QuoteLine, 'source' | 'optionId' | 'label' | 'quantity'>,
  catalogue: QuoteOptionNames,
): CodedLine {
  switch (line.source) {
    case 'translation': {
      const french = t('fr', 'orderPrice.lineTranslation', { pages: pagesIn('fr', line.quantity) });
      return { code: 'translation', params: same(line.label, french) ? { pages: line.quantity } : null };
    }
    case 'delivery': {
      const option = catalogue.deliveryMethods.find((d) => d.id === line.optionId);
      const untouched = option && same(line.label, t('fr', 'orderPrice.lineDelivery', { name: option.name }));
      return { code: 'delivery', params: untouched ? { optionId: option.id, name: option.name } : null };
    }
    case 'legalization': {
      const option = catalogue.legalizationTypes.find((l) => l.id === line.optionId);
      if (!option) return { code: 'legalization', params: null };
      const documents = documentsIn('fr', line.quantity);
      // The editor's label, or an order's.
      const untouched =
        same(line.label, `Légalisation\u00a0: ${option.name}`) ||
        same(line.label, t('fr', 'orderPrice.lineLegalization', { name: option.name, documents }));
      return {
        code: 'legalization',
        params: untouched ? { optionId: option.id, name: option.name, documents: line.quantity } : null,
      };
    }
    default:
      return { code: 'other', params: null };
  }
}

/** A stored line's code and parameters: its own since decision 075, else read from its label against today's catalogue. */
export function storedQuoteLineCoded(line: QuoteLineText, catalogue: QuoteOptionNames): CodedLine {
  if (line.code === undefined) return quoteLineCoded(line, catalogue);
  // These two fields only (an order's line is made of them): stored together, they match.
  return { code: line.code, params: line.params } as CodedLine;
}

/**
 * A quote's line labels in `lang` (issue 17): a line with parameters worded like an order's
 * (priceLineText), the admin's own labels and free lines in her French. French: the labels as stored.
 */
export function quoteLineLabelsIn(lang: Lang, lines: readonly QuoteLineText[], catalogue: QuoteOptionNames): string[] {
  if (lang === 'fr') return lines.map((l) => l.label);
  return lines.map((line) => priceLineText(lang, { ...storedQuoteLineCoded(line, catalogue), label: line.label }));
}
