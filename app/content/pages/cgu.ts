import { translationWithinText } from '../../../core/catalogue-text';
import { cguAfterOrder } from './cgu-after-order';
import { cguOrdering } from './cgu-ordering';
import type { LegalPageContent } from './legal-model';
import type { PageSources } from './model';

/**
 * /cgu and /ar/cgu: the terms of use and sale. The French articles are the binding text; each
 * group of them sits next to its Arabic summary (cgu-ordering.ts, cgu-after-order.ts). The chat's
 * hours are the ones the loader passes (`sources.chatHours`), never a constant of this file.
 */
export function cguPage(sources: PageSources): LegalPageContent {
  const { catalogue } = sources;
  return {
    path: '/cgu',
    updated: '2026-11-24',
    numbered: true,
    head: {
      fr: {
        title: 'Conditions générales d’utilisation et de vente',
        crumb: 'Conditions générales',
        description:
          'Conditions générales d’utilisation et de vente\u00a0: commande en ligne, prix, paiement, délais, livraison et rétractation pour vos traductions certifiées.',
        eyebrow: 'Conditions générales',
        lead: 'Les règles qui s’appliquent à l’utilisation du site et à vos commandes de traductions certifiées, de la commande en ligne à la livraison.',
        summary: [
          `Prix en euros, sans TVA ajoutée\u00a0: le prix affiché est le prix que vous payez.`,
          `Paiement en ligne sécurisé\u202f; votre commande est traitée dès la confirmation du paiement.`,
          `Traduction envoyée ${translationWithinText(catalogue)}\u202f; la date de livraison estimée s’affiche avant le paiement.`,
          `L’original papier signé et tamponné est celui qu’exigent les administrations.`,
          `Annulation gratuite et remboursement intégral tant que la traduction n’a pas commencé.`,
        ],
      },
      ar: {
        title: 'الشروط العامة: ملخّص',
        description: 'الطلب والأسعار والمُدد والتسليم والعدول، في نقاط قليلة.',
      },
    },
    parts: [...cguOrdering(sources), ...cguAfterOrder(sources)],
  };
}
