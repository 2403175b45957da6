import { BUSINESS, fullAddress } from '../../../core/business';
import { PICKUP_DELIVERY_ID } from '../../../core/catalogue-rules';
import {
  arabicUrgentOfferText,
  legalisationDelayText,
  optionPriceText,
  paperMethods,
  postalLegText,
  translationWithinText,
  urgentOfferText,
} from '../../../core/catalogue-text';
import { urgentNameIn } from '../../../core/order-text';
import { daysText } from '../../../core/retention';
import { arabicLegalValues } from './legal-values';
import type { LegalPageContent } from './legal-model';
import type { PageSources } from './model';

const b = BUSINESS;

/** /cgu, articles 7 to 15 (delays, delivery, withdrawal, liability, disputes) and the Arabic summary of each group. */
export function cguAfterOrder(sources: PageSources): LegalPageContent['parts'] {
  const context = contextOf(sources);
  return [delaysPart(context), deliveryPart(context), withdrawalPart(context), disputesPart(context)];
}

type Part = LegalPageContent['parts'][number];
type Context = ReturnType<typeof contextOf>;

/** What the parts' words are made of: the sources, and the Arabic summary's values. */
function contextOf(sources: PageSources) {
  const { catalogue, retention } = sources;
  const v = arabicLegalValues(sources);
  const urgent = catalogue.urgent && { ...catalogue.urgent, name: urgentNameIn('ar', catalogue.urgent.name) };
  const urgentOffer = arabicUrgentOfferText(catalogue);
  return { catalogue, retention, v, urgent, urgentOffer };
}

function delaysPart({ catalogue, v, urgent, urgentOffer }: Context): Part {
  return {
    fr: [
      {
        id: 'delais',
        title: 'Délais',
        blocks: [
          `Les délais sont donnés à titre indicatif. Ils courent à compter de la confirmation du paiement et de la réception de documents complets et lisibles, et se comptent en jours ouvrés (du lundi au vendredi, hors jours fériés).`,
          {
            ul: [
              `**Documents d’état civil courants** (acte de naissance ou de mariage, extrait de casier judiciaire, permis de conduire…)\u00a0: traduction envoyée ${translationWithinText(catalogue)} selon le mode de livraison choisi. La date de livraison estimée est affichée avant le paiement\u202f; celle calculée au paiement figure dans l’e-mail de confirmation et dans le suivi de la commande.`,
              `**Documents longs ou techniques** (jugements, contrats, relevés de notes, statuts…)\u00a0: délai plus long, annoncé dans le devis.`,
              `**Envoi postal**\u00a0: le délai d’acheminement du transporteur, indiqué pour chaque mode de livraison, s’ajoute au délai de traduction.`,
              `**Légalisation**\u00a0: chaque étape ajoute ${legalisationDelayText(catalogue)} selon l’autorité (mairie, ministère, ambassade ou consulat)\u202f; ces délais dépendent des autorités et la traductrice ne peut pas s’engager sur eux.`,
              ...(catalogue.urgent
                ? [
                    `**Option «\u00a0${catalogue.urgent.name}\u00a0»**\u00a0: ${urgentOfferText(catalogue)}, à choisir lors de la commande.`,
                  ]
                : []),
            ],
          },
          `${catalogue.urgent ? 'Pour une échéance plus serrée encore' : 'Pour une urgence'}, contactez-nous avant de commander afin de vérifier la disponibilité. Si un délai convenu n’est pas respecté, le client consommateur peut, conformément aux articles L216-1 et suivants du Code de la consommation, enjoindre la traductrice d’exécuter la prestation dans un délai supplémentaire raisonnable puis, à défaut, résoudre le contrat et obtenir le remboursement des sommes versées.`,
        ],
      },
    ],
    ar: {
      title: 'المُدد',
      paragraphs: [
        `مُدد إرشادية بأيام العمل، تبدأ من الدفع واستلام وثائق كاملة: تُرسَل الوثائق المعتادة ${v.within}، وتضيف كل مرحلة تصديق ${v.legalisation} بحسب الجهة.`,
        ...(urgent && urgentOffer ? [`خيار «\u2068${urgent.name}\u2069\u00a0»: ${urgentOffer}.`] : []),
      ],
    },
  };
}

function deliveryPart({ catalogue, v }: Context): Part {
  return {
    fr: [
      {
        id: 'livraison',
        title: 'Livraison',
        blocks: [
          `Dans tous les cas, la traduction signée et tamponnée est numérisée et envoyée au format PDF à l’adresse e-mail de la commande\u202f; les titulaires d’un compte la retrouvent aussi dans leur Espace Client. Selon l’option choisie, l’original papier est ensuite expédié ou remis\u00a0:`,
          {
            ul: paperMethods(catalogue).map(
              (d) =>
                `**${d.name}** (${optionPriceText(d)})${d.description ? `\u00a0: ${d.description}` : ''}${d.postal ? `, ${postalLegText(d.postal)}` : ''}${d.id === PICKUP_DELIVERY_ID ? `, ${fullAddress()}, ${b.openingHoursText.toLowerCase()}` : ''}\u202f;`,
            ),
          },
          `**Important\u00a0:** c’est l’original papier, revêtu du cachet et de la signature originale de la traductrice, qu’exigent la plupart des administrations, juridictions, ambassades et consulats. Le PDF reçu par e-mail permet de vérifier la traduction et convient aux seuls organismes qui acceptent une copie numérique. En cas de doute, choisissez un envoi postal.`,
          `Le client vérifie l’adresse de livraison indiquée\u202f; un pli retourné pour adresse erronée est réexpédié à ses frais. En cas de perte ou de détérioration pendant le transport, il en informe la traductrice dès qu’il le constate\u00a0: conformément à l’article L216-4 du Code de la consommation, le client consommateur ne supporte pas ce risque et un nouvel original lui est adressé sans frais.`,
        ],
      },
    ],
    ar: {
      title: 'التسليم',
      paragraphs: [
        `تُرسَل الترجمة دائمًا بصيغة \u2066PDF\u2069 بالبريد الإلكتروني. أما النسخة الورقية الأصلية التي تطلبها معظم الإدارات فتُرسَل أو تُسلَّم بحسب الخيار المختار: ${v.methods}.`,
      ],
    },
  };
}

function withdrawalPart({ retention }: Context): Part {
  return {
    fr: [
      {
        id: 'retractation',
        title: 'Droit de rétractation',
        blocks: [
          `Le client consommateur qui commande à distance dispose en principe d’un délai de 14 jours à compter de la conclusion du contrat pour se rétracter, sans avoir à se justifier (article L221-18 du Code de la consommation).`,
          `Toutefois, l’article L221-28 du même code exclut ce droit pour les services pleinement exécutés avant la fin du délai de rétractation, dont l’exécution a commencé après accord préalable exprès du consommateur et renoncement exprès à son droit de rétractation, ainsi que pour les biens confectionnés selon ses spécifications ou nettement personnalisés, ce qu’est la traduction certifiée de ses propres documents. En pratique\u00a0:`,
          {
            ul: [
              `en validant sa commande, le client demande expressément que la traduction commence sans attendre la fin du délai de 14 jours, et reconnaît qu’il perdra son droit de rétractation une fois la traduction entièrement livrée\u202f;`,
              `**tant que le travail n’a pas commencé**, il peut annuler sa commande par simple e-mail et être intégralement remboursé\u202f;`,
              `si le travail a commencé mais que la traduction n’est pas encore livrée, il peut encore se rétracter dans le délai de 14 jours\u202f; il reste alors redevable d’un montant proportionné au travail effectué jusqu’à la communication de sa décision (article L221-25), ainsi que des frais déjà engagés auprès des autorités pour une légalisation.`,
            ],
          },
          `Pour exercer ce droit, il suffit d’adresser une déclaration dénuée d’ambiguïté par e-mail à [${b.email}](mailto:${b.email}) ou par courrier à ${fullAddress()}, par exemple au moyen du modèle ci-dessous. Le remboursement intervient dans les 14 jours suivant la réception de la demande. Le droit de rétractation ne s’applique pas aux clients professionnels.`,
          { h3: `Modèle de formulaire de rétractation` },
          {
            box: [
              `À l’attention de ${b.translatorName} (${b.tradeName}), ${fullAddress()}, ${b.email}\u00a0:`,
              `Je/nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat portant sur la prestation de services ci-dessous\u00a0:`,
              {
                ul: [
                  `Commandé le (*) / reçu le (*)\u00a0:`,
                  `Numéro de commande\u00a0:`,
                  `Nom du (des) consommateur(s)\u00a0:`,
                  `Adresse du (des) consommateur(s)\u00a0:`,
                  `Signature du (des) consommateur(s) (uniquement en cas de notification sur papier)\u00a0:`,
                  `Date\u00a0:`,
                ],
              },
              `(*) Rayez la mention inutile.`,
            ],
          },
        ],
      },
      {
        id: 'documents-et-noms',
        title: 'Documents fournis et orthographe des noms',
        blocks: [
          `La traduction est établie à partir du document transmis par le client. Celui-ci fournit des copies complètes et lisibles, sans page manquante, et précise si besoin l’usage prévu de la traduction (pays et organisme destinataire).`,
          `Les noms propres arabes admettent souvent plusieurs transcriptions en caractères latins. Pour qu’ils correspondent exactement à vos autres papiers, indiquez dans le commentaire de la commande l’orthographe figurant sur votre passeport, votre titre de séjour ou vos actes français\u202f; à défaut, la traductrice retient la transcription usuelle. Une différence d’orthographe entre documents peut conduire une administration à refuser un dossier\u00a0: ce point mérite quelques secondes d’attention.`,
          `Le client vérifie le PDF dès réception et signale toute erreur matérielle (nom, date, numéro)\u00a0: elle est corrigée et la traduction réexpédiée gratuitement.`,
        ],
      },
      {
        id: 'responsabilite',
        title: 'Responsabilité',
        blocks: [
          `La traductrice certifie la conformité de la traduction au document qui lui a été fourni. Elle répond de la fidélité et de l’exactitude de sa traduction et de la bonne exécution de la commande.`,
          `Elle ne peut en revanche être tenue pour responsable\u00a0:`,
          {
            ul: [
              `de l’authenticité, de la validité ou du contenu des documents source\u202f;`,
              `d’une orthographe de nom indiquée ou validée par le client\u202f;`,
              `du refus d’un dossier par une autorité française ou étrangère pour une raison étrangère à la traduction (document périmé, légalisation ou apostille non demandée, pièce manquante, exigence propre à l’organisme)\u202f;`,
              `des délais propres aux autorités et aux transporteurs, ni d’un cas de force majeure.`,
            ],
          },
          `À l’égard des clients professionnels, sa responsabilité est limitée au montant de la commande concernée. Cette limitation ne s’applique pas aux consommateurs, qui conservent l’ensemble des droits que leur reconnaît la loi.`,
        ],
      },
      {
        id: 'confidentialite',
        title: 'Confidentialité',
        blocks: [
          `Les documents et informations confiés sont traités de manière strictement confidentielle. La traductrice est tenue au secret professionnel\u00a0: elle ne divulgue à personne le contenu des documents, qui ne servent qu’à la réalisation de la prestation. Les traductions sont réalisées personnellement par ${b.translatorName}, sans sous-traitance.`,
          `Les documents sont stockés chiffrés et supprimés ${daysText(retention.documentDays)} après la livraison, ou plus tôt à la demande du client. Le traitement des données personnelles est détaillé dans la [politique de protection des données](/rgpd) et les mesures techniques sur la page [sécurité et certificat SSL](/securite-ssl).`,
        ],
      },
    ],
    ar: {
      title: 'العدول عن الشراء',
      paragraphs: [
        'لا تنطبق مهلة العدول البالغة 14 يومًا على ترجمة وثائقك الخاصة إذا طلبتَ البدء فيها دون انتظار (المادة \u2066L221-28\u2069 من قانون الاستهلاك الفرنسي).',
      ],
    },
  };
}

function disputesPart({ v }: Context): Part {
  return {
    fr: [
      {
        id: 'reclamations',
        title: 'Réclamations',
        blocks: [
          `Toute réclamation est à adresser par e-mail à [${b.email}](mailto:${b.email}) ou par courrier à ${fullAddress()}, en précisant le numéro de commande et l’objet de la demande. Elle reçoit une réponse écrite dans un délai de 15 jours. Une erreur de traduction est corrigée et la traduction réexpédiée sans frais.`,
        ],
      },
      {
        id: 'mediation',
        title: 'Médiation de la consommation',
        blocks: [
          `Conformément aux articles L611-1 et suivants du Code de la consommation, le client consommateur peut recourir gratuitement à un médiateur de la consommation en vue de la résolution amiable d’un litige. Les coordonnées du médiateur dont relève ${b.tradeName} figurent sur chaque devis et chaque facture et sont communiquées sur simple demande.`,
          `Le médiateur ne peut être saisi qu’après une réclamation écrite adressée au préalable à la traductrice et restée sans solution satisfaisante, et au plus tard un an après cette réclamation. La liste des médiateurs référencés est publiée sur le site [economie.gouv.fr/mediation-conso](https://www.economie.gouv.fr/mediation-conso).`,
        ],
      },
      {
        id: 'droit-applicable',
        title: 'Droit applicable et juridiction',
        blocks: [
          `Les présentes conditions sont rédigées en français et soumises au droit français. En cas de litige, une solution amiable est recherchée en priorité. À défaut, les tribunaux de Dijon sont compétents\u202f; le client consommateur peut également saisir, à son choix, la juridiction du lieu où il demeurait au moment de la conclusion du contrat ou de la survenance du fait dommageable (article R631-3 du Code de la consommation).`,
        ],
      },
    ],
    ar: {
      title: 'الشكاوى والنزاعات',
      paragraphs: [
        `وجّه شكواك أولًا إلى \u2066${v.email}\u2069. ويمكن للعميل المستهلك بعد ذلك اللجوء مجانًا إلى وسيط الاستهلاك \u2068${v.mediator}\u2069. يُطبَّق القانون الفرنسي.`,
      ],
    },
  };
}
