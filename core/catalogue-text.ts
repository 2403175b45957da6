import { formatEuros } from './money';
import { PICKUP_DELIVERY_ID } from './catalogue-rules';
import type { PriceCatalogue, PricedOption } from './pricing';
import { URGENT_MAX_PAGES } from './order-rules';
import { workingDaysIn } from './counted';
import { t, type Lang } from './messages';
import { withinWorkingDays, workingDaysRangeText, workingDaysText } from './turnaround';

/**
 * What the site's pages say about prices and delays, worded from the catalogue (decision 028):
 * one function per statement, so home, /services, the landing pages, the CGU, the FAQ and the
 * e-mails say the same thing and change together when the admin edits a price or a delay.
 */

type Catalogue = Pick<PriceCatalogue, 'pricePerPageCents' | 'deliveryMethods' | 'legalizationTypes' | 'urgent'>;

/** The fastest and slowest turnaround over the delivery methods offered (translation, certification, sending). */
export function translationTurnaround(catalogue: Pick<Catalogue, 'deliveryMethods'>): { min: number; max: number } {
  const days = catalogue.deliveryMethods.map((d) => d.turnaroundDays ?? 0);
  return days.length ? { min: Math.min(...days), max: Math.max(...days) } : { min: 0, max: 0 };
}

/** « 48 h ouvrées », or « 2 à 3 jours ouvrés » when the methods differ. */
export function translationDelayText(catalogue: Pick<Catalogue, 'deliveryMethods'>): string {
  const { min, max } = translationTurnaround(catalogue);
  return workingDaysRangeText(min, max);
}

/** « sous 48 h ouvrées » (the fastest method: what a visitor can get without « Urgent »). */
export function translationWithinText(catalogue: Pick<Catalogue, 'deliveryMethods'>): string {
  return withinWorkingDays(translationTurnaround(catalogue).min);
}

/**
 * « 24 h ouvrées, 15 € de plus par page (jusqu’à 10 pages) » / « 24 ساعة عمل، مقابل 15 € إضافية عن كل
 * صفحة (لطلب لا يتجاوز 10 صفحات) »; null when the option is off.
 */
export function urgentOfferIn(lang: Lang, catalogue: Pick<Catalogue, 'urgent'>): string | null {
  const u = catalogue.urgent;
  if (!u) return null;
  return t(lang, 'counts.urgentOffer', {
    delay: workingDaysIn(lang, u.turnaroundDays),
    price: formatEuros(u.priceCents),
    count: URGENT_MAX_PAGES,
  });
}

/** `urgentOfferIn` in French. */
export const urgentOfferText = (catalogue: Pick<Catalogue, 'urgent'>): string | null => urgentOfferIn('fr', catalogue);

/** `urgentOfferIn` in Arabic. */
export const arabicUrgentOfferText = (catalogue: Pick<Catalogue, 'urgent'>): string | null =>
  urgentOfferIn('ar', catalogue);

/** The shortest and longest legalisation step offered: « 2 à 10 jours ouvrés ». */
export function legalisationDelayText(catalogue: Pick<Catalogue, 'legalizationTypes'>): string {
  const days = catalogue.legalizationTypes.map((l) => l.turnaroundDays ?? 0).filter((d) => d > 0);
  return days.length ? workingDaysRangeText(Math.min(...days), Math.max(...days)) : workingDaysText(0);
}

/** Methods that hand over the signed paper original: posted ones and pickup at the office. */
export function paperMethods<T extends PricedOption>(catalogue: { deliveryMethods: readonly T[] }): T[] {
  return catalogue.deliveryMethods.filter((d) => d.postal || d.id === PICKUP_DELIVERY_ID);
}

/** « 10 € » or « inclus ». */
export function optionPriceText(option: Pick<PricedOption, 'priceCents'>): string {
  return option.priceCents === 0 ? 'inclus' : formatEuros(option.priceCents);
}

/** « « Lettre suivie » (10 €), « DHL Express » (100 €) ou « Retrait au bureau à Dijon » (inclus) ». */
export function optionListText(options: readonly PricedOption[]): string {
  const items = options.map((o) => `«\u00a0${o.name}\u00a0» (${optionPriceText(o)})`);
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ou ${items.at(-1)}`;
}

/** A postal leg: « 2 à 3 jours ouvrés d’acheminement ». */
export function postalLegText(postal: { minDays: number; maxDays: number }): string {
  return `${workingDaysRangeText(postal.minDays, postal.maxDays)} d’acheminement`;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Words the FAQ answers (and any text the translator writes) may contain, replaced when the page
 * is rendered so an edited price or delay shows at once. Unknown words are left as written.
 */
export const CATALOGUE_TOKENS = {
  prix_page: 'le prix d’une page (« 30 € »)',
  delai_traduction: 'le délai de traduction (« 48 h ouvrées »)',
  urgence: 'ce que propose l’option « Urgent », ou à défaut comment signaler une urgence',
  originaux_papier: 'les modes de livraison de l’original papier, avec leur prix',
  delai_legalisations: 'le délai d’une étape de légalisation (« 2 à 10 jours ouvrés »)',
  'prix:<type>:<id>': 'le prix d’une option (ex. prix:delivery:dhl)',
  'delai:<type>:<id>': 'le délai d’une option (ex. delai:legalization:mairie)',
} as const;

function optionOf(catalogue: Catalogue, kind: string, id: string): PricedOption | undefined {
  if (kind === 'delivery') return catalogue.deliveryMethods.find((o) => o.id === id);
  if (kind === 'legalization') return catalogue.legalizationTypes.find((o) => o.id === id);
  return undefined;
}

function tokenValue(catalogue: Catalogue, token: string): string | null {
  switch (token) {
    case 'prix_page':
      return formatEuros(catalogue.pricePerPageCents);
    case 'delai_traduction':
      return translationDelayText(catalogue);
    case 'urgence': {
      const urgent = urgentOfferText(catalogue);
      return urgent
        ? `choisissez l’option «\u00a0${catalogue.urgent!.name}\u00a0» à la commande\u00a0: ${urgent}`
        : 'indiquez la date limite dans le commentaire de votre commande\u00a0: nous vous confirmons avant de commencer si elle peut être tenue';
    }
    case 'originaux_papier':
      return optionListText(paperMethods(catalogue));
    case 'delai_legalisations':
      return legalisationDelayText(catalogue);
  }
  const m = /^(prix|delai):(delivery|legalization|urgent|page):([A-Za-z0-9_-]+)$/.exec(token);
  if (!m) return null;
  const [, what, kind, id] = m;
  if (kind === 'page') return what === 'prix' ? formatEuros(catalogue.pricePerPageCents) : null;
  if (kind === 'urgent') {
    if (!catalogue.urgent) return 'sur devis';
    return what === 'prix'
      ? formatEuros(catalogue.urgent.priceCents)
      : workingDaysText(catalogue.urgent.turnaroundDays);
  }
  const option = optionOf(catalogue, kind!, id!);
  if (!option) return 'sur devis';
  return what === 'prix' ? optionPriceText(option) : workingDaysText(option.turnaroundDays ?? 0);
}

/** The text with every known {{word}} replaced (escaped for HTML when `html`). */
export function fillCatalogueTokens(text: string, catalogue: Catalogue, { html = true } = {}): string {
  return text.replace(/\{\{\s*([^{}\s]+)\s*\}\}/g, (whole, token: string) => {
    const value = tokenValue(catalogue, token);
    if (value === null) return whole;
    return html ? escapeHtml(value) : value;
  });
}
