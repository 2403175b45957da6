import { BUSINESS, fullAddress } from '../../../core/business';
import { formatEuros } from '../../../core/money';
import { describeOpenHours } from '../../../core/chat-schedule';
import { urgentNameIn } from '../../../core/order-text';
import { arabicLegalValues } from './legal-values';
import type { LegalPageContent } from './legal-model';
import type { PageSources } from './model';

const b = BUSINESS;

/** /cgu, articles 1 to 6 (what is sold, ordering, prices, payment) and the Arabic summary of each. */
export function cguOrdering(sources: PageSources): LegalPageContent['parts'] {
  const context = contextOf(sources);
  return [objectPart(context), servicesPart(), orderPart(), pricePart(context)];
}

type Part = LegalPageContent['parts'][number];
type Context = ReturnType<typeof contextOf>;

/** What the parts' words are made of: the sources, and the Arabic summary's values. */
function contextOf(sources: PageSources) {
  const { catalogue, chatHours } = sources;
  const v = arabicLegalValues(sources);
  const urgent = catalogue.urgent && { ...catalogue.urgent, name: urgentNameIn('ar', catalogue.urgent.name) };
  return { catalogue, chatHours, v, urgent };
}

function objectPart({ chatHours, v }: Context): Part {
  return {
    fr: [
      {
        id: 'objet',
        title: 'Objet et champ d’application',
        blocks: [
          `Les présentes conditions générales régissent l’utilisation de ce site et la vente des prestations proposées par **${b.translatorName}**, entrepreneur individuel (EI) exerçant sous le nom commercial ${b.tradeName}, ${fullAddress()}, SIRET ${b.siret}, courriel [${b.email}](mailto:${b.email}), ci-après «\u00a0la traductrice\u00a0». ${b.translatorName} est inscrite sur la liste des experts judiciaires de la ${b.courtOfAppeal} pour la langue arabe.`,
          `Elles s’appliquent à toute personne qui consulte le site ou passe commande, qu’elle agisse en tant que consommateur ou pour les besoins de son activité professionnelle (ci-après «\u00a0le client\u00a0»). Toute commande implique leur acceptation sans réserve, dans la version en ligne au jour de la commande\u202f; le client peut les enregistrer ou les imprimer à tout moment. Lorsqu’un devis a été établi, ses conditions particulières priment sur les présentes.`,
        ],
      },
      {
        id: 'utilisation-du-site',
        title: 'Utilisation du site et compte client',
        blocks: [
          `L’accès au site est libre et gratuit\u202f; les frais de connexion restent à la charge de l’utilisateur. Une commande peut être passée avec une simple adresse e-mail ou depuis un compte client, qui permet de suivre ses commandes et de retrouver ses traductions dans l’Espace Client.`,
          {
            ul: [
              `Le client choisit un mot de passe d’au moins 8 caractères comprenant une majuscule, un chiffre et un caractère spécial. Il en assure la confidentialité et signale sans délai toute utilisation suspecte de son compte.`,
              `La session de connexion expire automatiquement au bout de 7 jours.`,
              `Le chat et les formulaires doivent être utilisés de manière courtoise et licite. Le chat est ouvert ${describeOpenHours(chatHours)} (heure de Paris)\u202f; en dehors de ces horaires, le [formulaire de contact](/contact) reste disponible.`,
              `La traductrice peut suspendre un compte utilisé de manière frauduleuse ou contraire aux présentes conditions.`,
            ],
          },
        ],
      },
    ],
    ar: {
      title: 'الغرض',
      paragraphs: [
        `تنظّم هذه الشروط استخدام الموقع وبيع خدمات \u2068${v.name}\u2069 (\u2068${v.trade}\u2069). كل طلب يعني قبولها، وشروط عرض السعر تتقدّم عليها.`,
      ],
    },
  };
}

function servicesPart(): Part {
  return {
    fr: [
      {
        id: 'services',
        title: 'Services proposés',
        blocks: [
          {
            ul: [
              `**Traduction certifiée** de l’arabe vers le français et du français vers l’arabe\u00a0: actes d’état civil, livrets de famille, jugements, extraits de casier judiciaire, diplômes et relevés de notes, permis de conduire, documents médicaux, commerciaux ou notariés… Chaque traduction porte la formule de certification, le cachet et la signature de la traductrice\u202f; elle est reconnue par les administrations, les juridictions et les ambassades.`,
              `**Accompagnement à la légalisation**\u00a0: lorsque le pays de destination l’exige (par exemple les Émirats arabes unis), la traductrice se charge des légalisations successives\u00a0: mairie, étape dite «\u00a0ministère\u00a0», puis ambassade ou consulat du pays concerné. Pour les pays qui l’acceptent, une apostille peut remplacer cette chaîne. Les formalités requises dépendent du pays et de l’organisme destinataire\u202f; en cas de doute, consultez la page [légalisation](/legalisation) ou interrogez-nous avant de commander.`,
              `**Devis**\u00a0: pour un document long, technique ou inhabituel, ou pour un ensemble de documents, un devis gratuit et sans engagement peut être demandé sur la page [demande de devis](/devis).`,
            ],
          },
        ],
      },
    ],
    ar: {
      title: 'الخدمات',
      paragraphs: [
        'ترجمة محلّفة (\u2066traduction\u00a0certifiée\u2069) من العربية إلى الفرنسية ومن الفرنسية إلى العربية، ومرافقة في التصديق (البلدية، الوزارة، السفارة أو القنصلية، أو الأبوستيل للدول التي تقبله)، وعرض سعر مجاني للوثائق الطويلة أو التقنية.',
      ],
    },
  };
}

function orderPart(): Part {
  return {
    fr: [
      {
        id: 'commande',
        title: 'Commande en ligne',
        blocks: [
          `La commande se passe en quelques étapes\u00a0:`,
          {
            ol: [
              `Sur la page [Services](/services), le client indique le nombre de documents et de pages, le mode de livraison, la légalisation souhaitée le cas échéant, son adresse e-mail s’il n’est pas connecté et, s’il le souhaite, un commentaire (orthographe des noms, usage prévu de la traduction…).`,
              `Il téléverse ses documents au format PDF, PNG ou JPG\u00a0: copies complètes et lisibles, recto et verso, tampons et mentions en marge compris.`,
              `Le prix total est calculé en direct à chaque modification des options, puis la commande est ajoutée au panier.`,
              `Dans le panier, le client vérifie le récapitulatif et peut le corriger avant de valider.`,
              `Il règle la commande en ligne. Le contrat est conclu dès la confirmation du paiement\u202f; un e-mail récapitulatif lui est alors adressé.`,
            ],
          },
          `À réception, la traductrice examine les documents. Si le nombre de pages réel diffère de celui déclaré, si un document est illisible ou incomplet, ou s’il nécessite un traitement particulier, elle contacte le client avant de commencer\u00a0: celui-ci accepte l’ajustement proposé ou annule sa commande et est intégralement remboursé. La traductrice peut refuser une commande dont l’objet est illicite ou portant sur un document manifestement falsifié\u202f; les sommes versées sont alors remboursées.`,
        ],
      },
    ],
    ar: {
      title: 'الطلب',
      paragraphs: [
        'يختار العميل خياراته ويرفع وثائقه (\u2066PDF\u2069 أو \u2066PNG\u2069 أو \u2066JPG\u2069) ويدفع عبر الإنترنت، ويُبرم العقد عند تأكيد الدفع. إذا اختلفت الوثائق عمّا صُرّح به، تقترح المترجمة تعديلًا أو تردّ المبلغ كاملًا.',
      ],
    },
  };
}

function pricePart({ catalogue, v, urgent }: Context): Part {
  return {
    fr: [
      {
        id: 'prix',
        title: 'Prix',
        blocks: [
          `Les prix sont indiqués en euros, toutes taxes comprises. La traductrice relevant de la franchise en base de TVA, aucune TVA n’est facturée (${b.vatNote})\u00a0: le prix affiché est le prix final à payer.`,
          `Le prix total d’une commande comprend\u00a0:`,
          {
            ul: [
              `la **traduction**, facturée ${formatEuros(catalogue.pricePerPageCents)} par page du document original comportant du texte à traduire${catalogue.urgent ? `, plus ${formatEuros(catalogue.urgent.priceCents)} par page avec l’option «\u00a0${catalogue.urgent.name}\u00a0»` : ''}\u202f;`,
              `les **frais de livraison** correspondant au mode d’envoi choisi\u202f;`,
              `la **légalisation** éventuelle, facturée par document et selon les étapes demandées (mairie, ministère, ambassade).`,
            ],
          },
          `Les tarifs en vigueur sont affichés sur la page [Services](/services). Le prix applicable est celui affiché lors de la validation de la commande\u202f; une modification ultérieure des tarifs est sans effet sur une commande déjà payée. Les droits de chancellerie propres à certaines ambassades ou à certains consulats, lorsqu’ils ne sont pas compris dans le tarif affiché, sont communiqués au client avant d’être engagés.`,
        ],
      },
      {
        id: 'paiement',
        title: 'Paiement',
        blocks: [
          `Le paiement s’effectue en ligne par carte bancaire, au moment de la commande, par l’intermédiaire d’un prestataire de paiement sécurisé certifié PCI-DSS. Votre banque peut vous demander une authentification forte (3-D Secure). Les données de carte sont saisies chez ce prestataire\u00a0: elles ne transitent pas par le site et ne sont jamais conservées par la traductrice.`,
          `La commande n’est traitée qu’après confirmation du paiement. Une facture est adressée par e-mail. Tout remboursement est effectué par le même moyen de paiement, dans un délai de 14 jours au plus.`,
        ],
      },
    ],
    ar: {
      title: 'الأسعار والدفع',
      paragraphs: [
        `الأسعار باليورو، دون ضريبة القيمة المضافة: ${v.price} للصفحة المترجمة، يُضاف إليها التسليم والتصديق عند الاقتضاء. الدفع بالبطاقة لدى مزوّد معتمد وفق معيار \u2066PCI-DSS\u2069، ويُردّ أي مبلغ بالوسيلة نفسها خلال 14 يومًا على الأكثر.`,
        ...(urgent
          ? [`خيار «\u2068${urgent.name}\u2069\u00a0»: ${formatEuros(urgent.priceCents)} إضافية للصفحة.`]
          : []),
      ],
    },
  };
}
