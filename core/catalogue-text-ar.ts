import { formatEuros } from './money';
import type { PriceCatalogue, PricedOption } from './pricing';
import { arabicWorkingDaysText } from './turnaround';

/**
 * The statements of core/catalogue-text.ts in Arabic (decision 028: one source for prices and
 * delays, worded per language), for the Arabic pages of issue 17.
 */

type Catalogue = Pick<PriceCatalogue, 'pricePerPageCents' | 'deliveryMethods' | 'legalizationTypes' | 'urgent'>;

/** « 48 ساعة عمل », « من 2 إلى 5 أيام عمل », « من 24 إلى 48 ساعة عمل ». */
export function arabicWorkingDaysRangeText(min: number, max: number): string {
  if (min === max || max <= 0) return arabicWorkingDaysText(max);
  if (max <= 2) return `من ${Math.max(min, 0) * 24} إلى ${arabicWorkingDaysText(max)}`;
  return `من ${Math.max(min, 1)} إلى ${arabicWorkingDaysText(max)}`;
}

/** The shortest and longest legalisation step offered, in Arabic. */
export function arabicLegalisationDelayText(catalogue: Pick<Catalogue, 'legalizationTypes'>): string {
  const days = catalogue.legalizationTypes.map((l) => l.turnaroundDays ?? 0).filter((d) => d > 0);
  return days.length ? arabicWorkingDaysRangeText(Math.min(...days), Math.max(...days)) : arabicWorkingDaysText(0);
}

/** « 10 € » or « مجانًا ». */
export function arabicOptionPriceText(option: Pick<PricedOption, 'priceCents'>): string {
  return option.priceCents === 0 ? 'مجانًا' : formatEuros(option.priceCents);
}

/** « «Lettre suivie» (10 €)، «DHL Express» (100 €) أو «Retrait…» (مجانًا) »: the option names stay as the catalogue writes them. */
export function arabicOptionListText(options: readonly PricedOption[]): string {
  const items = options.map((o) => `«\u2068${o.name}\u2069» (${arabicOptionPriceText(o)})`);
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join('، ')} أو ${items.at(-1)}`;
}
