import { BUSINESS } from '../../../core/business';
import { t } from '../../../core/messages';
import { workingDaysIn } from '../../../core/counted';
import { optionIn } from '../../../core/order-text';
import { replyWithinTextIn } from '../../../core/turnaround';
import type { ContactCardLabels } from '../../components/landing/ContactCard';
import type { MapEmbedLabels } from '../../components/landing/MapEmbed';
import type { PriceCardLabels, PriceLine } from '../../components/landing/PriceCard';
import type { OrderCatalogue } from '../../components/order/types';
import type { Action, PageLang } from './model';

/**
 * Words and figures several landing pages share, in both languages: the price of each
 * legalisation step from the catalogue the order form charges (decision 028), and the Arabic
 * pages' closing band.
 */

/** The days a step adds, or nothing for a step that adds none. */
const addedDays = (lang: PageLang, days: number) =>
  days > 0 ? (lang === 'fr' ? `+ ${workingDaysIn('fr', days)}` : `يضيف ${workingDaysIn('ar', days)}`) : undefined;

/**
 * The price of each step, per document, as the order form charges it: the translation per page,
 * then each legalisation step offered. A step the admin switched off is left out rather than shown
 * at a price nobody can order.
 */
export function legalisationPriceLines(
  lang: PageLang,
  c: OrderCatalogue,
  signature: 'mairie' | 'chamberOfCommerce',
): PriceLine[] {
  // Each step under the name the order form, the cart and the invoice give it (issue 30).
  const step = (id: 'mairie' | 'chamberOfCommerce' | 'foreignAffairs' | 'consulate'): PriceLine[] => {
    const option = c.legalizationTypes.find((l) => l.id === id);
    if (!option) return [];
    const label = optionIn(lang, 'legalization', option).name;
    return [{ label, amountCents: option.priceCents, delay: addedDays(lang, option.turnaroundDays ?? 0) }];
  };
  return [
    { label: t(lang, 'landingCards.priceTranslation'), amountCents: c.pricePerPageCents },
    ...step(signature),
    ...step('foreignAffairs'),
    ...step('consulate'),
  ];
}

/** The price cards' own words on a page in `lang` (issue 26: French too). */
export const priceLabels = (lang: PageLang): PriceCardLabels => ({
  perDocument: t(lang, 'landingCards.pricePerDocument'),
  total: t(lang, 'landingCards.priceTotal'),
});

/** The office's map on a page in `lang`. */
export const mapLabels = (lang: PageLang): MapEmbedLabels => ({
  title: t(lang, 'landingCards.mapTitle'),
  open: t(lang, 'landingCards.mapOpen'),
  newTab: t(lang, 'landingCards.mapNewTab'),
});

/** Buttons the Arabic landing pages share. */
export const arabicActions = {
  quote: (): Action => ({ to: '/devis', label: t('ar', 'home.ctaQuote') }),
  order: (): Action => ({ to: '/services', label: t('ar', 'home.heroOrder') }),
  contact: (): Action => ({ to: '/contact', label: t('ar', 'shell.contactUs') }),
};

/** The closing band of the Arabic landing pages. */
export const arabicCta = () => ({
  title: t('ar', 'home.ctaTitle'),
  text: `صفها لنا: يصلك عرض سعر مجاني ومفصّل ${replyWithinTextIn('ar')}.`,
  primary: arabicActions.quote(),
  secondary: arabicActions.contact(),
});

/** The office's card on a page in `lang`, in the words of the request form's card (issue 26: French too). */
export const contactLabels = (lang: PageLang): ContactCardLabels => ({
  title: t(lang, 'requestForm.cardTitle'),
  address: t(lang, 'requestForm.cardAddress'),
  phone: t(lang, 'requestForm.cardPhone'),
  email: t(lang, 'requestForm.cardEmail'),
  hours: t(lang, 'requestForm.cardHours'),
  hoursText: t(lang, 'shell.openingHours'),
  appointment: t(lang, 'requestForm.cardAppointment'),
});

/** The office's city as an Arabic sentence writes it (« ديجون »), isolated so its letters keep their order. */
export const CITY_AR = `\u2068${BUSINESS.address.cityAr}\u2069`;
