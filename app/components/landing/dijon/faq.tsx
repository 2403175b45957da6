import { BUSINESS } from '../../../../core/business';
import { translationWithinText, urgentOfferText } from '../../../../core/catalogue-text';
import type { OrderCatalogue } from '../../order/types';
import type { FaqItem } from '../FaqList';

/** The local questions of the Dijon page; delays from the catalogue (decision 028). */
export const dijonFaq = (catalogue: OrderCatalogue): FaqItem[] => [
  {
    question: 'La préfecture de la Côte-d’Or accepte-t-elle vos traductions ?',
    answer: (
      <p>
        Oui. Pour un titre de séjour ou une naturalisation, la préfecture demande une traduction réalisée par un
        traducteur expert inscrit près une cour d’appel&nbsp;: c’est le cas de {BUSINESS.translatorName}, inscrite près
        la {BUSINESS.courtOfAppeal}. Présentez toujours la traduction avec le document d’origine.
      </p>
    ),
  },
  {
    question: 'Puis-je déposer mes documents directement au cabinet ?',
    answer: (
      <p>
        Oui, sur rendez-vous, au {BUSINESS.address.street} à {BUSINESS.address.city}. Appelez le {BUSINESS.phoneDisplay}{' '}
        ou écrivez-nous pour fixer un créneau. Vous pouvez aussi tout faire en ligne, sans vous déplacer.
      </p>
    ),
  },
  {
    question: 'Combien de temps faut-il pour obtenir une traduction certifiée ?',
    answer: (
      <p>
        Votre traduction est envoyée {translationWithinText(catalogue)} après le paiement&nbsp;: le formulaire de
        commande affiche la date de livraison estimée.{' '}
        {catalogue.urgent ? (
          <>
            Un rendez-vous en préfecture approche&#x202F;? Choisissez l’option «&nbsp;{catalogue.urgent.name}
            &nbsp;»&nbsp;: {urgentOfferText(catalogue)}.
          </>
        ) : (
          <>
            Un rendez-vous en préfecture approche&#x202F;? Écrivez-nous avant de commander&nbsp;: nous vous disons si la
            date peut être tenue.
          </>
        )}
      </p>
    ),
  },
  {
    question: 'Faut-il me confier les originaux ?',
    answer: (
      <p>
        Non. Un scan ou une photo nette et complète suffit pour traduire. Vous gardez vos originaux, que
        l’administration pourra vous demander de présenter avec la traduction.
      </p>
    ),
  },
];
