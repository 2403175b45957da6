import { BUSINESS } from '../../../core/business';
import { arabicActions, arabicCta, CITY_AR } from './landing-shared';
import { areaSection, deliverySection, faqSection } from './dijon-local';
import { documentsSection, howSection } from './dijon-documents';
import type { LandingPageContent, PageSources } from './model';

type Section = LandingPageContent['sections'][number];

const b = BUSINESS;
const city = b.address.city;

/**
 * /traduction-arabe-dijon and /ar/traduction-arabe-dijon: the local page (who asks for a certified
 * translation in Dijon, the documents, how to order, delivery, the area served, local questions).
 * Delivery options, prices and delays come from the catalogue the order form charges (decision 028).
 */
export function dijonPage({ catalogue: c }: PageSources): LandingPageContent {
  return {
    path: '/traduction-arabe-dijon',
    structuredData: { fr: ['business'], ar: ['business'] },
    meta: {
      fr: {
        title: `Traducteur arabe certifié à ${city}`,
        description: `Traducteur arabe à ${city}\u00a0: traduction certifiée arabe–français de vos actes pour la préfecture, la mairie ou le tribunal. Commande en ligne ou sur rendez-vous.`,
      },
      ar: {
        title: `مترجم عربي محلّف في ${CITY_AR}`,
        description: `ترجمة محلّفة عربي–فرنسي في ${CITY_AR} للمحافظة أو البلدية أو المحكمة: عبر الإنترنت أو في المكتب.`,
      },
    },
    hero: {
      fr: {
        eyebrow: `${city} et Côte-d’Or`,
        title: `Traducteur arabe certifié à ${city}`,
        crumb: `Traducteur arabe à ${city}`,
        lead: `Traduction certifiée arabe–français de vos actes d’état civil, jugements, diplômes et documents d’entreprise par ${b.translatorName}, experte traductrice inscrite près la ${b.courtOfAppeal}. Commandez en ligne ou venez au cabinet, ${b.address.street}, sur rendez-vous.`,
        primary: { to: '/services', label: 'Commander une traduction' },
        secondary: { to: '/devis', label: 'Demander un devis' },
        points: [
          'Acceptée par la préfecture et les mairies',
          `Cabinet au centre de ${city}`,
          'Envoi partout en France',
        ],
        illustration: 'city-map',
      },
      ar: {
        eyebrow: `${CITY_AR} ومقاطعة (\u2066Côte-d’Or\u2069)`,
        title: `مترجمتك المحلّفة للعربية في ${CITY_AR}`,
        crumb: `مترجمة العربية في ${CITY_AR}`,
        lead: `ترجمة محلّفة عربي–فرنسي لوثائق حالتك المدنية وأحكامك وشهاداتك ووثائق شركتك، تنجزها \u2068${b.translatorName}\u2069 الخبيرة المترجمة المقيّدة لدى محكمة الاستئناف (\u2066${b.courtOfAppeal}\u2069). اطلب عبر الإنترنت أو زُر المكتب في \u2068${b.address.street}\u2069 بموعد مسبق.`,
        primary: arabicActions.order(),
        secondary: arabicActions.quote(),
        points: [
          'مقبولة لدى المحافظة (\u2066Préfecture\u2069) والبلديات',
          `مكتب في وسط ${CITY_AR}`,
          'إرسال إلى كل أنحاء فرنسا',
        ],
        illustration: 'city-map',
      },
    },
    sections: [audienceSection(), documentsSection(), howSection(), deliverySection(c), areaSection(), faqSection(c)],
    cta: {
      fr: {
        title: `Votre traduction certifiée, à ${city} ou à distance`,
        text: 'Commandez en ligne en quelques minutes, ou demandez un devis pour un dossier plus complet.',
        primary: { to: '/services', label: 'Commander une traduction' },
        secondary: { to: '/devis', label: 'Demander un devis' },
      },
      ar: arabicCta(),
    },
    spacedCta: true,
  };
}

/** #pour-qui: the offices that ask for a certified translation. */
function audienceSection(): Section {
  return {
    id: 'pour-qui',
    tone: 'plain',
    fr: {
      eyebrow: 'Pour quelles démarches\u202f?',
      title: `Qui a besoin d’une traduction certifiée à ${city}\u202f?`,
      intro:
        'On parle souvent de «\u00a0traducteur assermenté\u00a0»\u00a0: le titre exact est «\u00a0expert traducteur près la cour d’appel\u00a0». Seule une traduction certifiée par un expert inscrit est acceptée par les administrations et les juridictions de la métropole dijonnaise.',
      blocks: [
        {
          kind: 'features',
          columns: 3,
          cards: [
            {
              icon: 'landmark',
              title: 'Préfecture de la Côte-d’Or',
              text: 'Titres de séjour, renouvellements et dossiers de naturalisation\u00a0: actes de naissance, de mariage, casier judiciaire.',
            },
            {
              icon: 'heart',
              title: 'Mairies de la métropole',
              text: 'Dossier de mariage, reconnaissance d’enfant, mise à jour du livret de famille et autres démarches d’état civil.',
            },
            {
              icon: 'scale',
              title: 'Tribunal judiciaire et notaires',
              text: 'Jugements de divorce, actes de kafala, successions, procurations\u00a0: les pièces en arabe à produire au dossier.',
            },
            {
              icon: 'graduation',
              title: 'Université et Campus France',
              text: 'Diplômes, relevés de notes et attestations pour l’Université Bourgogne Europe (ex-université de Bourgogne) et Campus France.',
            },
            {
              icon: 'briefcase',
              title: 'Employeurs et France Travail',
              text: 'Diplômes, certificats de travail et attestations pour faire reconnaître votre parcours professionnel.',
            },
            {
              icon: 'users',
              title: 'CAF et CPAM',
              text: 'Actes de naissance des enfants, livret de famille et justificatifs pour l’ouverture de vos droits.',
            },
          ],
        },
      ],
    },
    ar: {
      eyebrow: 'لأيّ إجراءات؟',
      title: `من يحتاج إلى ترجمة محلّفة في ${CITY_AR}؟`,
      intro:
        'يُقال غالبًا «مترجم محلّف»، أما الصفة الرسمية فهي «خبير مترجم لدى محكمة الاستئناف». ولا تقبل الإدارات والمحاكم في منطقة ديجون إلا ترجمةً يصادق عليها خبير مقيّد في قائمة المحكمة.',
      blocks: [
        {
          kind: 'features',
          columns: 3,
          cards: [
            {
              icon: 'landmark',
              title: 'المحافظة (\u2066Préfecture\u2069)',
              text: 'بطاقات الإقامة وتجديدها وملفات التجنّس: شهادات الميلاد والزواج وصحيفة السوابق العدلية.',
            },
            {
              icon: 'heart',
              title: 'بلديات المنطقة (\u2066Mairie\u2069)',
              text: 'ملف الزواج والاعتراف بالطفل وتحديث الدفتر العائلي وسائر إجراءات الحالة المدنية.',
            },
            {
              icon: 'scale',
              title: 'المحكمة والموثّقون',
              text: 'أحكام الطلاق وعقود الكفالة والتركات والوكالات: كل وثيقة عربية يجب تقديمها في الملف.',
            },
            {
              icon: 'graduation',
              title: 'الجامعة وكامبوس فرانس',
              text: 'الشهادات وكشوف النقاط والإفادات لجامعة بورغوني أوروبا ولملفات كامبوس فرانس.',
            },
            {
              icon: 'briefcase',
              title: 'أصحاب العمل ووكالة التشغيل',
              text: 'الشهادات وشهادات العمل والإفادات للاعتراف بمسارك المهني.',
            },
            {
              icon: 'users',
              title: 'صندوق المنح العائلية (\u2066CAF\u2069) والتأمين الصحي',
              text: 'شهادات ميلاد الأطفال والدفتر العائلي والمستندات اللازمة لفتح حقوقك.',
            },
          ],
        },
      ],
    },
  };
}
