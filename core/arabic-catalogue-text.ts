import { arabicUrgentOfferText, paperMethods, translationTurnaround } from './catalogue-text';
import { formatEuros } from './money';
import { itemTextIn, urgentNameIn } from './order-text';
import type { PriceCatalogue, PricedOption } from './pricing';
import { workingDaysIn, workingDaysRangeIn } from './counted';

/**
 * The FAQ's {{words}} (decision 028) worded in Arabic, for Arabic answers (decision 034): the
 * same catalogue figures, Latin digits, option names as the Arabic order form gives them, in isolates. A word with no Arabic
 * wording here is left as written, like an unknown one in French.
 */
type Catalogue = Pick<PriceCatalogue, 'pricePerPageCents' | 'deliveryMethods' | 'legalizationTypes' | 'urgent'>;

const isolate = (name: string) => `«\u2068${name}\u2069»`;

/** « 48 ساعة عمل », or « من 2 إلى 5 أيام عمل » when the options differ. */
const arabicRange = (min: number, max: number): string => workingDaysRangeIn('ar', min, max);

const price = (o: Pick<PricedOption, 'priceCents'>) => (o.priceCents === 0 ? 'مجانًا' : formatEuros(o.priceCents));

function arabicTokenValue(catalogue: Catalogue, token: string): string | null {
  switch (token) {
    case 'prix_page':
      return formatEuros(catalogue.pricePerPageCents);
    case 'delai_traduction': {
      const { min, max } = translationTurnaround(catalogue);
      return arabicRange(min, max);
    }
    case 'urgence': {
      const offer = arabicUrgentOfferText(catalogue);
      return offer
        ? `اختاروا خيار ${isolate(urgentNameIn('ar', catalogue.urgent!.name))} عند الطلب: ${offer}`
        : 'اكتبوا الموعد النهائي في خانة الملاحظات عند الطلب، ونؤكد لكم قبل البدء إن كان بالإمكان الالتزام به';
    }
    case 'delai_legalisations': {
      const days = catalogue.legalizationTypes.map((l) => l.turnaroundDays ?? 0).filter((d) => d > 0);
      return days.length ? arabicRange(Math.min(...days), Math.max(...days)) : workingDaysIn('ar', 0);
    }
    case 'originaux_papier':
      return paperMethods(catalogue)
        .map((o) => `${isolate(itemTextIn('ar', 'delivery', o.id, o.name))} (${price(o)})`)
        .join('، أو ');
  }
  return null;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An Arabic answer's HTML with every {{word}} it knows replaced, escaped. */
export function fillArabicCatalogueTokens(html: string, catalogue: Catalogue): string {
  return html.replace(/\{\{\s*([^{}\s]+)\s*\}\}/g, (whole, token: string) => {
    const value = arabicTokenValue(catalogue, token);
    return value === null ? whole : escapeHtml(value);
  });
}
