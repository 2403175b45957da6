import { BUSINESS } from '../../../core/business';
import { arabicActions, CITY_AR } from './landing-shared';
import type { LandingPageContent } from './model';

type Section = LandingPageContent['sections'][number];

/** The documents translated and how to order, on /traduction-arabe-dijon (app/content/pages/dijon.ts). */

const b = BUSINESS;
const city = b.address.city;

/** #documents: the documents by family, and a word on legalisation. */
export function documentsSection(): Section {
  return {
    id: 'documents',
    tone: 'alt',
    fr: {
      eyebrow: 'Documents traduits',
      title: 'De l’arabe vers le français, et du français vers l’arabe',
      intro:
        'Documents rédigés en arabe littéral ou comportant des mentions dialectales, du Maghreb, du Proche-Orient, du Golfe ou d’Égypte\u00a0: chaque traduction reprend fidèlement la mise en page, les cachets et les mentions manuscrites.',
      blocks: [
        {
          kind: 'groups',
          groups: [
            {
              title: 'État civil et famille',
              items: [
                'Acte de naissance',
                'Acte de mariage',
                'Jugement de divorce',
                'Livret de famille',
                'Acte de kafala',
                'Acte de décès',
              ],
            },
            {
              title: 'Identité et justice',
              items: [
                'Passeport, carte d’identité',
                'Permis de conduire',
                'Extrait de casier judiciaire',
                'Jugements et décisions',
                'Procurations, actes notariés',
              ],
            },
            {
              title: 'Études, travail, entreprise',
              items: [
                'Diplômes et relevés de notes',
                'Certificats de travail',
                'Bulletins de salaire',
                'Extrait Kbis, statuts',
                'Contrats et factures',
              ],
            },
          ],
        },
        {
          kind: 'paragraphs',
          paragraphs: [
            'Votre document doit ensuite être reconnu à l’étranger\u202f? [Découvrez la légalisation de documents](/legalisation).',
          ],
        },
      ],
    },
    ar: {
      eyebrow: 'الوثائق المترجمة',
      title: 'من العربية إلى الفرنسية، ومن الفرنسية إلى العربية',
      intro:
        'وثائق مكتوبة بالعربية الفصحى أو فيها عبارات عامية، من المغرب العربي أو المشرق أو الخليج أو مصر: تنقل كل ترجمة بأمانة تنسيق الوثيقة وأختامها وما كُتب فيها بخط اليد.',
      blocks: [
        {
          kind: 'groups',
          groups: [
            {
              title: 'الحالة المدنية والأسرة',
              items: ['شهادة الميلاد', 'عقد الزواج', 'حكم الطلاق', 'الدفتر العائلي', 'عقد الكفالة', 'شهادة الوفاة'],
            },
            {
              title: 'الهوية والقضاء',
              items: [
                'جواز السفر وبطاقة التعريف',
                'رخصة السياقة',
                'صحيفة السوابق العدلية',
                'الأحكام والقرارات',
                'الوكالات والعقود الموثّقة',
              ],
            },
            {
              title: 'الدراسة والعمل والشركات',
              items: [
                'الشهادات وكشوف النقاط',
                'شهادات العمل',
                'كشوف الرواتب',
                'السجل التجاري والنظام الأساسي',
                'العقود والفواتير',
              ],
            },
          ],
        },
        {
          kind: 'paragraphs',
          paragraphs: ['هل يجب بعد ذلك أن يُعترف بوثيقتك في الخارج؟ [اكتشف تصديق الوثائق](/ar/legalisation).'],
        },
      ],
    },
  };
}

/** #fonctionnement: online or at the office, then the three steps. */
export function howSection(): Section {
  return {
    id: 'fonctionnement',
    tone: 'plain',
    fr: {
      eyebrow: 'Comment ça marche',
      title: 'En ligne ou au cabinet, comme vous préférez',
      blocks: [
        {
          kind: 'links',
          cards: [
            {
              icon: 'monitor',
              title: 'Commande en ligne',
              text: 'Téléversez vos documents, choisissez la livraison et voyez le prix s’afficher immédiatement. Paiement sécurisé, sans vous déplacer.',
              action: { to: '/services', label: 'Commander en ligne' },
            },
            {
              icon: 'store',
              title: 'Au cabinet, sur rendez-vous',
              text: `Apportez vos documents au ${b.address.street}, à ${city}\u00a0: nous examinons ensemble ce que l’administration attend et vous repartez avec un devis précis.`,
              action: { to: '/contact', label: 'Prendre rendez-vous' },
              tone: 'accent',
            },
          ],
        },
        {
          kind: 'steps',
          steps: [
            {
              title: 'Vous envoyez vos documents',
              text: 'En ligne ou au cabinet. Une photo nette suffit\u00a0: le prix est affiché tout de suite, ou un devis vous est envoyé.',
            },
            {
              title: 'Traduction et relecture',
              text: 'Traduction certifiée, puis relecture attentive des noms, dates et numéros, comparés à l’original ligne par ligne.',
            },
            {
              title: 'Livraison',
              text: 'Version numérique par e-mail, original cacheté par courrier ou remis en main propre au cabinet.',
            },
          ],
        },
      ],
    },
    ar: {
      eyebrow: 'كيف يتم ذلك',
      title: 'عبر الإنترنت أو في المكتب، كما تفضّل',
      blocks: [
        {
          kind: 'links',
          cards: [
            {
              icon: 'monitor',
              title: 'الطلب عبر الإنترنت',
              text: 'ارفع وثائقك واختر طريقة الاستلام ويظهر لك السعر فورًا. دفع آمن دون أن تتنقّل.',
              action: arabicActions.order(),
            },
            {
              icon: 'store',
              title: 'في المكتب، بموعد مسبق',
              text: `أحضر وثائقك إلى \u2068${b.address.street}\u2069 في ${CITY_AR}: ننظر معًا فيما تطلبه الإدارة وتغادر بعرض سعر دقيق.`,
              action: { to: '/contact', label: 'احجز موعدًا' },
              tone: 'accent',
            },
          ],
        },
        {
          kind: 'steps',
          steps: [
            {
              title: 'ترسل وثائقك',
              text: 'عبر الإنترنت أو في المكتب. تكفي صورة واضحة: يظهر السعر فورًا، أو يصلك عرض سعر.',
            },
            {
              title: 'الترجمة والمراجعة',
              text: 'ترجمة محلّفة، ثم مراجعة دقيقة للأسماء والتواريخ والأرقام ومقارنتها بالأصل سطرًا بسطر.',
            },
            {
              title: 'الاستلام',
              text: 'نسخة رقمية بالبريد الإلكتروني، والأصل المختوم بالبريد أو يدًا بيد في المكتب.',
            },
          ],
        },
      ],
    },
  };
}
