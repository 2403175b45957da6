import { BUSINESS } from '../../core/business';
import { withinWorkingDaysIn } from '../../core/counted';
import { translationTurnaround } from '../../core/catalogue-text';
import { CATALOGUES, t, type Lang } from '../../core/messages/server';
import { localizedPath } from '../../core/messages/pages';
import { eurosIn } from '../../core/order-text';
import type { OrderCatalogue } from '../components/order/types';

/**
 * The words of the order path's pages in the page's language, looked up on the server and sent
 * with the loader data (decision 032): titles, leads and breadcrumbs need no script.
 */
export function servicesPageText(lang: Lang, catalogue: OrderCatalogue) {
  const within = withinWorkingDaysIn(lang, translationTurnaround(catalogue).min);
  return {
    path: localizedPath(lang, '/services'),
    metaTitle: t(lang, 'orderPage.servicesMetaTitle'),
    metaDescription: t(lang, 'orderPage.servicesMetaDescription'),
    crumb: t(lang, 'shell.navServices'),
    title: t(lang, 'orderPage.servicesTitle'),
    eyebrowEdit: t(lang, 'orderPage.servicesEyebrowEdit'),
    eyebrow: t(lang, 'orderPage.servicesEyebrow'),
    lead: t(lang, 'orderPage.servicesLead'),
    leadPrice: t(lang, 'orderPage.servicesLeadPrice', { price: eurosIn(lang, catalogue.pricePerPageCents) }),
    badges: [
      t(lang, 'orderPage.badgeEncrypted'),
      t(lang, 'orderPage.badgeAccepted'),
      t(lang, 'orderPage.badgeSent', { within }),
    ] as const,
  };
}

export function cartPageText(lang: Lang) {
  return {
    metaTitle: t(lang, 'orderPage.cartMetaTitle'),
    metaDescription: t(lang, 'orderPage.cartMetaDescription'),
    crumb: t(lang, 'shell.cart'),
    eyebrow: t(lang, 'orderPage.cartEyebrow'),
    leadEmpty: t(lang, 'orderPage.cartLeadEmpty'),
  };
}

/** Every text of the order pages in `lang` (French where it lacks one), for pages that show many. */
export function orderPageWords(lang: Lang) {
  return {
    ...CATALOGUES.fr.orderPage,
    ...CATALOGUES[lang].orderPage,
    cartCrumb: t(lang, 'shell.cart'),
    email: t(lang, 'orderForm.emailLabel'),
    documents: t(lang, 'orderForm.documentsTitle'),
    pagesLabel: t(lang, 'orderForm.pagesLabel'),
    documentsLabel: t(lang, 'orderForm.documentsLabel'),
    delivery: t(lang, 'orderForm.deliveryTitle'),
    legalization: t(lang, 'orderForm.legalizationTitle'),
    attachedDocuments: t(lang, 'orderForm.attachedDocuments'),
    yourComment: t(lang, 'orderMail.yourComment'),
    subtitle: t(lang, 'shell.logoTagline'),
    certified: t(lang, 'orderForm.trustCertified'),
    orderTranslation: t(lang, 'home.heroOrder'),
    backHome: t(lang, 'shell.backHome'),
    no: t(lang, 'orderForm.no'),
    total: t(lang, 'orderForm.total'),
    vatNote: lang === 'fr' ? BUSINESS.vatNote : t(lang, 'orderForm.vatNote'),
    checkAddress: t(lang, 'buyer.checkAddress'),
    checkAddressHint: t(lang, 'buyer.checkAddressConfirmation'),
  };
}
