import { addressForArabic, BUSINESS, fullAddress } from '../../../core/business';
import {
  optionPriceText,
  postalLegText,
  translationTurnaround,
  translationWithinText,
  urgentOfferIn,
} from '../../../core/catalogue-text';
import { arabicOptionPriceText } from '../../../core/catalogue-text-ar';
import { PICKUP_DELIVERY_ID } from '../../../core/catalogue-rules';
import { withinWorkingDaysIn, workingDaysRangeIn } from '../../../core/counted';
import { t } from '../../../core/messages';
import { formatEuros } from '../../../core/money';
import { optionIn, urgentNameIn } from '../../../core/order-text';
import type { OrderCatalogue } from '../../components/order/types';
import { CITY_AR, contactLabels } from './landing-shared';
import type { LandingBlock, LandingPageContent } from './model';

type Section = LandingPageContent['sections'][number];
type Features = Extract<LandingBlock, { kind: 'features' }>;

/**
 * The local half of /traduction-arabe-dijon (app/content/pages/dijon.ts): how the translation
 * reaches the client, the area served and the local questions. Every option, price and delay is
 * the catalogue's, so a method the admin switches off disappears from the page.
 */

const b = BUSINESS;
const city = b.address.city;
const isolate = (text: string) => `\u2068${text}\u2069`;

/** The towns of the metropolis and around, as their signs write them (both pages). */
const TOWNS = [
  'Dijon',
  'Chenôve',
  'Talant',
  'Quetigny',
  'Longvic',
  'Fontaine-lès-Dijon',
  'Chevigny-Saint-Sauveur',
  'Beaune',
];

/** The delivery methods a page may state: e-mail, the cheapest and widest post, pickup. */
function methods(c: OrderCatalogue) {
  const email = c.deliveryMethods.find((d) => !d.postal && d.id !== PICKUP_DELIVERY_ID);
  const posted = c.deliveryMethods.filter((d) => d.postal);
  const legs = posted.flatMap((d) => (d.postal ? [d.postal] : []));
  const span = legs.length
    ? { minDays: Math.min(...legs.map((l) => l.minDays)), maxDays: Math.max(...legs.map((l) => l.maxDays)) }
    : null;
  const cheapestPost = posted.length ? Math.min(...posted.map((d) => d.priceCents)) : null;
  const pickup = c.deliveryMethods.find((d) => d.id === PICKUP_DELIVERY_ID);
  return { email, span, cheapestPost, pickup };
}

const columnsFor = (cards: Features['cards']): Features['columns'] => (cards.length >= 3 ? 3 : 2);

/** #livraison: one card per way of receiving the translation the order form offers today. */
export function deliverySection(c: OrderCatalogue): Section {
  const { email, span, cheapestPost, pickup } = methods(c);
  const fr: Features['cards'] = [
    ...(email
      ? [
          {
            icon: 'mail' as const,
            title: 'Par e-mail',
            text: `Une version numérique signée, envoyée ${withinWorkingDaysIn('fr', email.turnaroundDays ?? 0)}, pour avancer sans attendre (${optionPriceText(email)}).`,
          },
        ]
      : []),
    ...(span
      ? [
          {
            icon: 'truck' as const,
            title: 'Par courrier',
            text: `L’original papier, avec cachet et signature, envoyé par La Poste partout en France${cheapestPost !== null ? `, à partir de ${formatEuros(cheapestPost)}` : ''}\u00a0: ${postalLegText(span)} selon l’envoi choisi.`,
          },
        ]
      : []),
    ...(pickup
      ? [
          {
            icon: 'map-pin' as const,
            title: pickup.name,
            text: `Retrait en main propre au bureau, ${fullAddress()}, ${b.openingHoursText.toLowerCase()}\u00a0: prêt ${withinWorkingDaysIn('fr', pickup.turnaroundDays ?? 0)} (${optionPriceText(pickup)}).`,
            tone: 'accent' as const,
          },
        ]
      : []),
  ];
  const ar: Features['cards'] = [
    ...(email
      ? [
          {
            icon: 'mail' as const,
            title: 'بالبريد الإلكتروني',
            text: `نسخة رقمية موقّعة تُرسَل ${withinWorkingDaysIn('ar', email.turnaroundDays ?? 0)}، لتتقدّم في إجراءاتك دون انتظار (${arabicOptionPriceText(email)}).`,
          },
        ]
      : []),
    ...(span
      ? [
          {
            icon: 'truck' as const,
            title: 'بالبريد',
            text: `النسخة الورقية الأصلية بختمها وتوقيعها، تُرسَل عبر البريد الفرنسي إلى كل أنحاء فرنسا${cheapestPost !== null ? `، ابتداءً من ${formatEuros(cheapestPost)}` : ''}: ${workingDaysRangeIn('ar', span.minDays, span.maxDays)} للتوصيل حسب طريقة الإرسال المختارة.`,
          },
        ]
      : []),
    ...(pickup
      ? [
          {
            icon: 'map-pin' as const,
            title: optionIn('ar', 'delivery', pickup).name,
            text: `استلام يدًا بيد في المكتب، ${isolate(addressForArabic())}، ${t('ar', 'shell.openingHours')}: تكون جاهزة ${withinWorkingDaysIn('ar', pickup.turnaroundDays ?? 0)} (${arabicOptionPriceText(pickup)}).`,
            tone: 'accent' as const,
          },
        ]
      : []),
  ];
  return {
    id: 'livraison',
    tone: 'alt',
    fr: {
      eyebrow: 'Livraison',
      title: 'Recevez votre traduction où vous voulez',
      blocks: [{ kind: 'features', columns: columnsFor(fr), cards: fr }],
    },
    ar: {
      eyebrow: 'الاستلام',
      title: 'استلم ترجمتك حيث تشاء',
      blocks: [{ kind: 'features', columns: columnsFor(ar), cards: ar }],
    },
  };
}

/** #zone: the towns served, the way from afar, and the office's card. */
export function areaSection(): Section {
  return {
    id: 'zone',
    tone: 'plain',
    fr: {
      eyebrow: 'Zone desservie',
      title: `${city}, la Côte-d’Or et toute la France`,
      blocks: [
        {
          kind: 'area',
          text: `Le cabinet reçoit les habitants de ${city} et de sa métropole, mais aussi de toute la Côte-d’Or et de la région ${b.address.region}. Partout ailleurs en France, tout se fait à distance, avec un envoi postal des originaux.`,
          townsLabel: 'Communes desservies',
          towns: TOWNS,
          wider: ['Toute la Côte-d’Or', b.address.region, 'Toute la France par courrier'],
          aside: {
            title: `Vous habitez loin de ${city}\u202f?`,
            text: 'Envoyez vos documents en ligne, recevez la version numérique par e-mail puis l’original cacheté par courrier suivi\u00a0: mêmes tarifs, même valeur officielle qu’au cabinet.',
          },
          actions: [
            { to: '/contact', label: 'Nous écrire' },
            { to: '/about#acces', label: 'Plan d’accès' },
          ],
          labels: contactLabels('fr'),
        },
      ],
    },
    ar: {
      eyebrow: 'المنطقة التي نخدمها',
      title: `${CITY_AR} ومقاطعة (\u2066Côte-d’Or\u2069) وكل فرنسا`,
      blocks: [
        {
          kind: 'area',
          text: `يستقبل المكتب سكان ${CITY_AR} وضواحيها، وكذلك سكان مقاطعة (\u2066Côte-d’Or\u2069) كلها وجهة (\u2066${b.address.region}\u2069). وفي أي مكان آخر من فرنسا يتم كل شيء عن بُعد، مع إرسال الأصول بالبريد.`,
          townsLabel: 'البلديات التي نخدمها',
          towns: TOWNS,
          wider: ['كل مقاطعة (\u2066Côte-d’Or\u2069)', `جهة (\u2066${b.address.region}\u2069)`, 'كل فرنسا بالبريد'],
          aside: {
            title: `تسكن بعيدًا عن ${CITY_AR}؟`,
            text: 'أرسل وثائقك عبر الإنترنت، واستلم النسخة الرقمية بالبريد الإلكتروني ثم الأصل المختوم ببريد مضمون يمكن تتبّعه: الأسعار نفسها والقيمة الرسمية نفسها كما في المكتب.',
          },
          actions: [
            { to: '/contact', label: t('ar', 'shell.contactUs') },
            { to: '/about#acces', label: 'خريطة الوصول' },
          ],
          labels: contactLabels('ar'),
        },
      ],
    },
  };
}

/** #faq-locale: the local questions; delays and the urgent option from the catalogue. */
export function faqSection(c: OrderCatalogue): Section {
  const fastest = translationTurnaround(c).min;
  const urgentFr = urgentOfferIn('fr', c);
  const urgentAr = urgentOfferIn('ar', c);
  const tel = `tel:${b.phone.replace(/\s/g, '')}`;
  return {
    id: 'faq-locale',
    tone: 'alt',
    fr: {
      eyebrow: 'Questions fréquentes',
      title: 'Vos questions, nos réponses',
      blocks: [
        {
          kind: 'faq',
          items: [
            {
              question: 'La préfecture de la Côte-d’Or accepte-t-elle vos traductions\u202f?',
              answer: `Oui. Pour un titre de séjour ou une naturalisation, la préfecture demande une traduction réalisée par un traducteur expert inscrit près une cour d’appel\u00a0: c’est le cas de ${b.translatorName}, inscrite près la ${b.courtOfAppeal}. Présentez toujours la traduction avec le document d’origine.`,
            },
            {
              question: 'Puis-je déposer mes documents directement au cabinet\u202f?',
              answer: `Oui, sur rendez-vous, au ${b.address.street} à ${city}. Appelez le [${b.phoneDisplay}](${tel}) ou écrivez-nous pour fixer un créneau. Vous pouvez aussi tout faire en ligne, sans vous déplacer.`,
            },
            {
              question: 'Combien de temps faut-il pour obtenir une traduction certifiée\u202f?',
              answer: `Votre traduction est envoyée ${translationWithinText(c)} après le paiement\u00a0: le formulaire de commande affiche la date de livraison estimée. ${
                c.urgent && urgentFr
                  ? `Un rendez-vous en préfecture approche\u202f? Choisissez l’option «\u00a0${c.urgent.name}\u00a0»\u00a0: ${urgentFr}.`
                  : 'Un rendez-vous en préfecture approche\u202f? Écrivez-nous avant de commander\u00a0: nous vous disons si la date peut être tenue.'
              }`,
            },
            {
              question: 'Faut-il me confier les originaux\u202f?',
              answer:
                'Non. Un scan ou une photo nette et complète suffit pour traduire. Vous gardez vos originaux, que l’administration pourra vous demander de présenter avec la traduction.',
            },
          ],
        },
        { kind: 'paragraphs', paragraphs: ['D’autres questions\u202f? [Consultez la FAQ complète](/faq).'] },
      ],
    },
    ar: {
      eyebrow: 'أسئلة شائعة',
      title: 'أسئلتكم وأجوبتنا',
      blocks: [
        {
          kind: 'faq',
          items: [
            {
              question: 'هل تقبل محافظة (\u2066Côte-d’Or\u2069) ترجماتكم؟',
              answer: `نعم. لبطاقة الإقامة أو التجنّس، تطلب المحافظة ترجمة ينجزها خبير مترجم مقيّد لدى محكمة استئناف، وهذه حال \u2068${b.translatorName}\u2069 المقيّدة لدى محكمة الاستئناف (\u2066${b.courtOfAppeal}\u2069). قدّم الترجمة دائمًا مع الوثيقة الأصلية.`,
            },
            {
              question: 'هل يمكنني إحضار وثائقي إلى المكتب مباشرة؟',
              answer: `نعم، بموعد مسبق، في \u2068${b.address.street}\u2069 في ${CITY_AR}. اتصل بالرقم [\u2066${b.phoneDisplay}\u2069](${tel}) أو راسلنا لتحديد موعد. ويمكنك أيضًا إنجاز كل شيء عبر الإنترنت دون أن تتنقّل.`,
            },
            {
              question: 'كم من الوقت تستغرق الترجمة المحلّفة؟',
              answer: `تُرسَل ترجمتك ${withinWorkingDaysIn('ar', fastest)} بعد الدفع، ويعرض نموذج الطلب تاريخ التسليم المتوقَّع. ${
                c.urgent && urgentAr
                  ? `موعدك في المحافظة قريب؟ اختر خيار ${isolate(urgentNameIn('ar', c.urgent.name))}: ${urgentAr}.`
                  : 'موعدك في المحافظة قريب؟ راسلنا قبل الطلب ونخبرك إن كان بالإمكان الالتزام بالتاريخ.'
              }`,
            },
            {
              question: 'هل عليّ أن أسلّمكم الوثائق الأصلية؟',
              answer:
                'لا. تكفي صورة أو نسخة ممسوحة واضحة وكاملة للترجمة. تحتفظ بوثائقك الأصلية، وقد تطلب منك الإدارة تقديمها مع الترجمة.',
            },
          ],
        },
        { kind: 'paragraphs', paragraphs: ['أسئلة أخرى؟ [اطّلع على صفحة الأسئلة الشائعة كاملة](/ar/faq).'] },
      ],
    },
  };
}
