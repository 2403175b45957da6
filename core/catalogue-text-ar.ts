import { formatEuros } from './money';
import { itemTextIn } from './order-text';
import type { PriceCatalogue, PricedOption } from './pricing';
import { workingDaysIn, workingDaysRangeIn } from './counted';

/**
 * The statements of core/catalogue-text.ts in Arabic (decision 028: one source for prices and
 * delays, worded per language), for the Arabic pages of issue 17.
 */

type Catalogue = Pick<PriceCatalogue, 'pricePerPageCents' | 'deliveryMethods' | 'legalizationTypes' | 'urgent'>;

/** The shortest and longest legalisation step offered, in Arabic. */
export function arabicLegalisationDelayText(catalogue: Pick<Catalogue, 'legalizationTypes'>): string {
  const days = catalogue.legalizationTypes.map((l) => l.turnaroundDays ?? 0).filter((d) => d > 0);
  return days.length ? workingDaysRangeIn('ar', Math.min(...days), Math.max(...days)) : workingDaysIn('ar', 0);
}

/** « 10 € » or « مجانًا ». */
export function arabicOptionPriceText(option: Pick<PricedOption, 'priceCents'>): string {
  return option.priceCents === 0 ? 'مجانًا' : formatEuros(option.priceCents);
}

/**
 * « «رسالة مع تتبُّع (Lettre suivie)» (10 €)، … أو «الاستلام من المكتب في ديجون» (مجانًا) »: delivery
 * methods named as the Arabic order form names them (a method the admin renamed or added keeps her French).
 */
export function arabicOptionListText(options: readonly PricedOption[]): string {
  const name = (o: PricedOption) => itemTextIn('ar', 'delivery', o.id, o.name);
  const items = options.map((o) => `«\u2068${name(o)}\u2069» (${arabicOptionPriceText(o)})`);
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join('، ')} أو ${items.at(-1)}`;
}
