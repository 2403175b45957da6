import { BUSINESS } from '../../../core/business';
import { arabicActions, contactLabels, mapLabels } from './landing-shared';
import type { LandingPageContent } from './model';

/** The second half of /about (app/content/pages/about.ts): what the office translates, where it is. */

type Section = LandingPageContent['sections'][number];

const b = BUSINESS;
/** A name inside Arabic text, isolated so it keeps its own direction. */
const fsi = (s: string) => `\u2068${s}\u2069`;

/** #services: what the office translates, and where to go next. */
export function servicesSection(): Section {
  return {
    id: 'services',
    tone: 'plain',
    fr: {
      eyebrow: 'Services',
      title: 'Ce que nous traduisons',
      intro:
        'Le cabinet se consacre à la traduction écrite certifiée, de l’arabe vers le français et du français vers l’arabe. Il ne propose pas de prestations d’interprétariat.',
      blocks: [
        {
          kind: 'features',
          columns: 4,
          cards: [
            {
              icon: 'file',
              title: 'Actes d’état civil',
              text: 'Actes de naissance, de mariage et de décès, livrets de famille, jugements de divorce, actes de kafala.',
            },
            {
              icon: 'scale',
              title: 'Documents juridiques',
              text: 'Jugements, procurations, actes notariés, extraits de casier judiciaire, pièces de procédure.',
            },
            {
              icon: 'graduation',
              title: 'Documents universitaires',
              text: 'Diplômes, relevés de notes, attestations de scolarité et programmes de formation.',
            },
            {
              icon: 'briefcase',
              title: 'Documents commerciaux',
              text: 'Extraits Kbis, statuts, contrats, factures et certificats destinés à un partenaire étranger.',
            },
          ],
        },
        {
          kind: 'links',
          cards: [
            {
              icon: 'stamp',
              tone: 'accent',
              title: 'Accompagnement à la légalisation',
              text: 'Mairie, ministère, ambassade\u00a0: nous prenons en charge la chaîne de légalisation de vos traductions, y compris pour les Émirats arabes unis.',
              action: { to: '/legalisation', label: 'La légalisation en détail' },
            },
            {
              icon: 'scroll',
              title: 'Commande en ligne, prix immédiat',
              text: 'Téléversez vos documents, choisissez la livraison et la légalisation éventuelle\u00a0: le prix s’affiche tout de suite.',
              action: { to: '/services', label: 'Commander une traduction' },
            },
          ],
        },
      ],
    },
    ar: {
      title: 'ما تترجمه',
      intro:
        'يتفرّغ المكتب للترجمة المكتوبة المحلّفة من العربية إلى الفرنسية ومن الفرنسية إلى العربية، ولا يقدّم خدمات الترجمة الفورية.',
      blocks: [
        {
          kind: 'features',
          columns: 4,
          cards: [
            {
              icon: 'file',
              title: 'وثائق الحالة المدنية',
              text: 'شهادات الميلاد والزواج والوفاة، ودفاتر الأسرة، وأحكام الطلاق، وعقود الكفالة.',
            },
            {
              icon: 'scale',
              title: 'الوثائق القانونية',
              text: 'الأحكام والوكالات والعقود الموثّقة وصحائف السوابق العدلية ووثائق الإجراءات.',
            },
            {
              icon: 'graduation',
              title: 'الوثائق الجامعية',
              text: 'الشهادات وكشوف النقاط وشهادات التمدرس والبرامج الدراسية.',
            },
            {
              icon: 'briefcase',
              title: 'الوثائق التجارية',
              text: 'السجل التجاري (\u2066Kbis\u2069) والأنظمة الأساسية والعقود والفواتير والشهادات الموجّهة إلى شريك أجنبي.',
            },
          ],
        },
        {
          kind: 'links',
          cards: [
            {
              icon: 'stamp',
              tone: 'accent',
              title: 'المرافقة في التصديق',
              text: 'البلدية والوزارة والسفارة: نتولّى سلسلة تصديق ترجماتك، بما في ذلك للإمارات العربية المتحدة.',
              action: { to: '/legalisation', label: 'التصديق بالتفصيل' },
            },
            {
              icon: 'scroll',
              title: 'طلب عبر الإنترنت وسعر فوري',
              text: 'ارفع وثائقك واختر طريقة التسليم والتصديق إن لزم: يظهر السعر فورًا.',
              action: arabicActions.order(),
            },
          ],
        },
      ],
    },
  };
}

/** #acces: the office's card and its map (the only third-party frame of the site). */
export function accessSection(): Section {
  return {
    id: 'acces',
    tone: 'alt',
    fr: {
      eyebrow: 'Nous trouver',
      title: `Le cabinet, au cœur de ${b.address.city}`,
      intro:
        'Vous préférez remettre vos documents en main propre\u202f? Le cabinet vous reçoit sur rendez-vous. Tout peut aussi se faire à distance, par e-mail et par courrier.',
      blocks: [
        {
          kind: 'visit',
          action: { to: '/contact', label: 'Écrire via le formulaire de contact' },
          labels: { contact: contactLabels('fr'), map: mapLabels('fr') },
        },
      ],
    },
    ar: {
      title: `المكتب في قلب ${fsi(b.address.cityAr)}`,
      intro:
        'تفضّل تسليم وثائقك يدًا بيد؟ يستقبلك المكتب بموعد مسبق. ويمكن أيضًا إنجاز كل شيء عن بُعد، بالبريد الإلكتروني أو بالبريد العادي.',
      blocks: [
        {
          kind: 'visit',
          action: { to: '/contact', label: 'الكتابة عبر نموذج التواصل' },
          labels: { contact: contactLabels('ar'), map: mapLabels('ar') },
        },
      ],
    },
  };
}
