import { addressForArabic, BUSINESS } from '../../core/business';
import { arabicOptionPriceText } from '../../core/catalogue-text-ar';
import { PICKUP_DELIVERY_ID } from '../../core/catalogue-rules';
import { t, translate, type MessageId } from '../../core/messages';
import { localizedPath } from '../../core/messages/pages';
import { withinWorkingDaysIn } from '../../core/counted';
import { replyWithinTextIn } from '../../core/turnaround';
import type { OrderCatalogue } from '../components/order/types';
import { arabicContactLabels } from '../content/pages/landing-shared';

/**
 * The last Arabic landing page of issue 17 still built apart (/ar/traduction-arabe-dijon;
 * /ar/legalisation, /ar/Emirats and /ar/about moved to app/content/pages, issue 26): its words
 * are looked up here on the server and sent as loader data, so no bundle carries them. Every price and delay comes from the catalogue the order form charges
 * (decision 028), worded in Arabic.
 */

const ARABIC_LANDINGS = ['/traduction-arabe-dijon'] as const;
export type ArabicLanding = (typeof ARABIC_LANDINGS)[number];
export const isArabicLanding = (path: string): path is ArabicLanding =>
  (ARABIC_LANDINGS as readonly string[]).includes(path);

interface Action {
  to: string;
  label: string;
}

export interface LandingSection {
  id: string;
  title: string;
  intro?: string;
  paragraphs?: string[];
  items?: string[];
  steps?: { title: string; text: string }[];
  rows?: { label: string; value: string }[];
  /** The office's card (address, phone, hours). */
  contact?: boolean;
}

const b = BUSINESS;
const L = (id: string, vars?: Record<string, string | number>) => translate('ar', `landing.${id}` as MessageId, vars);
const link = (path: string, label: string): Action => ({ to: localizedPath('ar', path), label });
const VARS = {
  name: b.translatorName,
  city: b.address.cityAr,
  court: b.courtOfAppeal,
  year: b.oathYear,
  street: b.address.street,
};

function dijon(c: OrderCatalogue): LandingSection[] {
  const email = c.deliveryMethods.find((d) => !d.postal && d.id !== PICKUP_DELIVERY_ID);
  const posted = c.deliveryMethods.filter((d) => d.postal);
  const cheapestPost = posted.length ? posted.reduce((a, d) => (d.priceCents < a.priceCents ? d : a)) : null;
  const pickup = c.deliveryMethods.find((d) => d.id === PICKUP_DELIVERY_ID);
  return [
    { id: 'documents', title: L('dijonDocumentsTitle'), items: [1, 2, 3, 4].map((i) => L(`dijonDocument${i}`)) },
    {
      id: 'livraison',
      title: L('dijonDeliveryTitle'),
      items: [
        ...(email
          ? [
              L('dijonDeliveryEmail', {
                within: withinWorkingDaysIn('ar', email.turnaroundDays ?? 0),
                price: arabicOptionPriceText(email),
              }),
            ]
          : []),
        ...(cheapestPost ? [L('dijonDeliveryPost', { price: arabicOptionPriceText(cheapestPost) })] : []),
        // Only while the admin offers it (decision 028).
        ...(pickup
          ? [
              L('dijonDeliveryPickup', {
                price: arabicOptionPriceText(pickup),
                address: addressForArabic(),
                hours: t('ar', 'shell.openingHours'),
              }),
            ]
          : []),
      ],
    },
    { id: 'cabinet', title: L('dijonOfficeTitle'), contact: true },
  ];
}

/** The page's words and figures, in Arabic. */
export function arabicLandingText(path: ArabicLanding, c: OrderCatalogue) {
  const key = {
    '/traduction-arabe-dijon': 'dijon',
  }[path];
  const sections = {
    '/traduction-arabe-dijon': dijon,
  }[path](c);
  const quote = link('/devis', t('ar', 'home.ctaQuote'));
  const order = link('/services', t('ar', 'home.heroOrder'));
  const actions: Record<ArabicLanding, [Action, Action]> = {
    '/traduction-arabe-dijon': [order, quote],
  };
  return {
    frenchPath: path,
    meta: { title: L(`${key}MetaTitle`, VARS), description: L(`${key}Description`, VARS) },
    hero: {
      eyebrow: L(`${key}Eyebrow`, VARS),
      title: L(`${key}Title`, VARS),
      lead: L(`${key}Lead`, VARS),
      points: [1, 2, 3].map((i) => L(`${key}Point${i}`, VARS)),
      primary: actions[path][0],
      secondary: actions[path][1],
    },
    sections,
    contactLabels: arabicContactLabels(),
    cta: {
      title: t('ar', 'home.ctaTitle'),
      text: L('ctaText', { within: replyWithinTextIn('ar') }),
      primary: quote,
      secondary: link('/contact', t('ar', 'shell.contactUs')),
    },
  };
}
