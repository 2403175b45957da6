import { optionListText, paperMethods } from '../../../core/catalogue-text';
import { arabicOptionListText } from '../../../core/catalogue-text-ar';
import { t } from '../../../core/messages';
import { arabicActions, arabicCta, legalisationPriceLines, priceLabels } from './landing-shared';
import type { OrderCatalogue } from '../../components/order/types';
import type { LandingPageContent, PageSources } from './model';

type Section = LandingPageContent['sections'][number];

/** /legalisation and /ar/legalisation: the legalisation chain, its prices and delays from the catalogue. */
export function legalisationPage({ catalogue: c }: PageSources): LandingPageContent {
  return {
    path: '/legalisation',
    structuredData: { fr: [], ar: ['service'] },
    meta: {
      fr: {
        title: 'Légalisation de documents traduits à Dijon',
        description:
          'Légalisation de vos traductions certifiées arabe–français\u00a0: mairie, ministère, ambassade. Processus en 4 étapes, tarifs indicatifs par document et devis.',
      },
      ar: {
        title: 'تصديق الوثائق المترجمة',
        description: 'البلدية ثم الوزارة ثم السفارة: تصديق ترجماتك المحلّفة خطوة بخطوة، بأسعار الكتالوج.',
      },
    },
    hero: {
      fr: {
        eyebrow: 'Documents pour l’étranger',
        title: 'Légalisation de documents',
        crumb: 'Légalisation de documents',
        lead: 'Votre document doit être reconnu par une administration étrangère\u202f? Après la traduction certifiée, nous prenons en charge les légalisations successives — mairie, ministère, ambassade — jusqu’à un dossier prêt à être présenté.',
        primary: { to: '/devis', label: 'Demander un devis' },
        secondary: { to: '/Emirats', label: 'Dossier pour les Émirats' },
        points: [
          'Démarches suivies de bout en bout',
          'Tarifs clairs, étape par étape',
          'Envoi sécurisé dans toute la France',
        ],
        illustration: 'stamped-document',
      },
      ar: {
        eyebrow: 'وثائق للخارج',
        title: 'تصديق (\u2066légalisation\u2069) وثائقك المترجمة',
        crumb: 'وثائق للخارج',
        lead: 'هل يجب أن تعترف إدارة أجنبية بوثيقتك؟ بعد الترجمة المحلّفة، نتولّى التصديقات المتتالية حتى يصبح ملفك جاهزًا للتقديم.',
        primary: arabicActions.quote(),
        secondary: { to: '/Emirats', label: 'وثائقك للإمارات العربية المتحدة' },
        points: ['متابعة الإجراءات من البداية إلى النهاية', 'أسعار واضحة لكل مرحلة', 'إرسال آمن إلى كل أنحاء فرنسا'],
      },
    },
    sections: [processSection(), pricesSection(c), apostilleSection()],
    cta: {
      fr: {
        title: 'Un document à faire légaliser\u202f?',
        text: 'Envoyez-nous votre document et le pays de destination\u00a0: nous vous répondons avec un devis détaillé, étape par étape.',
        primary: { to: '/devis', label: 'Demander un devis' },
        secondary: { to: '/services', label: 'Commander une traduction' },
      },
      ar: arabicCta(),
    },
  };
}

/** #processus, in both languages. */
function processSection(): Section {
  return {
    id: 'processus',
    tone: 'plain',
    fr: {
      eyebrow: 'Le processus',
      title: 'Quatre étapes, dans cet ordre',
      intro:
        'Chaque autorité authentifie la signature de la précédente\u00a0: c’est ce qui permet à un pays étranger de faire confiance à un document français. Nous enchaînons les étapes pour vous et vous tenons informé à chacune d’elles.',
      blocks: [
        {
          kind: 'steps',
          steps: [
            {
              title: 'Traduction',
              icon: 'languages',
              text: 'Traduction certifiée de votre document par une experte traductrice inscrite près la cour d’appel\u00a0: cachet, signature et mention de conformité sur chaque page.',
              note: 'Réalisée au cabinet, à Dijon',
            },
            {
              title: 'Légalisation Mairie',
              icon: 'building',
              text: 'La mairie certifie la signature de la traductrice. Pour les documents commerciaux, c’est la chambre de commerce et d’industrie qui intervient.',
              note: 'Authentifie la signature',
            },
            {
              title: 'Légalisation Ministère',
              icon: 'landmark',
              text: 'Légalisation de la signature et du cachet par l’autorité compétente. Cette mission, longtemps assurée par le ministère de l’Europe et des Affaires étrangères, est confiée aux notaires habilités depuis le 1er septembre 2025.',
              note: 'Formalité valable à l’étranger',
            },
            {
              title: 'Légalisation Ambassade',
              icon: 'stamp',
              text: 'Dernière étape\u00a0: la section consulaire de l’ambassade du pays de destination, en France, légalise à son tour le document. Il est alors prêt à être présenté.',
              note: 'Document prêt pour le pays de destination',
            },
          ],
        },
        {
          kind: 'paragraphs',
          paragraphs: [
            'Chaque traduction livrée porte un QR code et un code\u00a0: l’autorité qui la reçoit peut [vérifier en ligne](/verifier) qu’elle est authentique, avant comme après la légalisation.',
          ],
        },
      ],
    },
    ar: {
      title: 'أربع مراحل بهذا الترتيب',
      intro: 'تصادق كل جهة على توقيع الجهة التي قبلها: وهذا ما يجعل بلدًا أجنبيًا يثق بوثيقة فرنسية.',
      blocks: [
        {
          kind: 'numbered',
          steps: [
            { title: 'الترجمة المحلّفة', text: 'ختم الخبيرة المترجمة وتوقيعها وعبارة المطابقة على كل صفحة.' },
            {
              title: 'البلدية أو غرفة التجارة',
              text: 'تصادق البلدية على توقيع المترجمة، وتتولّى ذلك غرفة التجارة والصناعة للوثائق التجارية.',
            },
            {
              title: 'مرحلة «الوزارة»',
              text: 'يُصادَق على التوقيع ليُعتدّ به في الخارج، وتتولّى هذه المرحلة منذ 1 سبتمبر 2025 جهات التوثيق المؤهَّلة (\u2066notaires\u2069).',
            },
            {
              title: 'السفارة أو القنصلية',
              text: 'يصادق القسم القنصلي لبلد المقصد في فرنسا على الوثيقة بدوره، فتصبح جاهزة للتقديم.',
            },
          ],
        },
        {
          kind: 'paragraphs',
          paragraphs: [
            'تحمل كل ترجمة نسلّمها رمز \u2066QR\u2069 ورمز تحقق: يمكن للجهة التي تتسلّمها [التحقق عبر الإنترنت](/ar/verifier) من أنها أصلية، قبل التصديق وبعده.',
          ],
        },
      ],
    },
  };
}

/** #tarifs, in both languages. */
function pricesSection(c: OrderCatalogue): Section {
  const paper = paperMethods(c);
  return {
    id: 'tarifs',
    tone: 'alt',
    fr: {
      eyebrow: 'Tarifs',
      title: 'Prix et délais par document',
      intro:
        'Les prix de chaque étape, par document, sont ceux de notre formulaire de commande\u202f; la traduction se compte par page. Chaque légalisation ajoute son délai à celui de la traduction\u00a0: la date de livraison estimée s’affiche avant le paiement.',
      blocks: [
        {
          kind: 'prices',
          labels: priceLabels('fr'),
          cards: [
            {
              title: 'Documents administratifs',
              icon: 'file',
              description: 'Actes de naissance, de mariage, casier judiciaire, diplômes, attestations…',
              lines: legalisationPriceLines('fr', c, 'mairie'),
            },
            {
              title: 'Documents commerciaux et factures',
              icon: 'globe',
              description:
                'Extrait Kbis, statuts, procurations, contrats, factures commerciales et pro forma\u00a0: la chambre de commerce remplace la mairie.',
              lines: legalisationPriceLines('fr', c, 'chamberOfCommerce'),
            },
          ],
        },
        {
          kind: 'notice',
          text: `Hors envoi de l’original papier${paper.length > 0 ? `\u00a0: ${optionListText(paper)}` : ''}. Vous n’avez besoin que de certaines étapes\u202f? Seules celles-ci sont facturées. Les droits de chancellerie propres à certaines ambassades sont communiqués avant d’être engagés.`,
          action: { to: '/devis', label: 'Obtenir mon devis' },
        },
      ],
    },
    ar: {
      title: 'الأسعار والمُدد لكل وثيقة',
      intro: 'هي أسعار نموذج الطلب نفسها، وتضيف كل مرحلة تصديق مدتها إلى مدة الترجمة.',
      blocks: [
        {
          kind: 'prices',
          labels: priceLabels('ar'),
          cards: [
            {
              title: 'الوثائق الإدارية',
              icon: 'file',
              description: 'شهادات الميلاد والزواج، وصحيفة السوابق العدلية، والشهادات الدراسية، والإفادات.',
              lines: legalisationPriceLines('ar', c, 'mairie'),
            },
            {
              title: t('ar', 'home.businessTitle'),
              icon: 'globe',
              description: 'السجل التجاري والأنظمة الأساسية والوكالات والعقود والفواتير: تحلّ غرفة التجارة محلّ البلدية.',
              lines: legalisationPriceLines('ar', c, 'chamberOfCommerce'),
            },
          ],
        },
        {
          kind: 'fineprint',
          text: `يُضاف إرسال النسخة الورقية الأصلية: ${arabicOptionListText(paper)}. لا تُحتسب إلا المراحل المطلوبة، وتُبلَّغ مسبقًا برسوم بعض السفارات قبل دفعها.`,
        },
      ],
    },
  };
}

/** #apostille, in both languages. */
function apostilleSection(): Section {
  return {
    id: 'apostille',
    tone: 'plain',
    fr: {
      eyebrow: 'Bon à savoir',
      title: 'Apostille ou légalisation\u202f?',
      intro:
        'Selon le pays de destination, une apostille peut remplacer la chaîne de légalisation. Avant de commencer, nous vérifions avec vous la formalité réellement exigée, pour ne rien payer d’inutile.',
      blocks: [
        {
          kind: 'cards',
          cards: [
            {
              eyebrow: 'Formalité simplifiée',
              title: 'L’apostille',
              text: 'Pour les pays parties à la convention de La Haye du 5 octobre 1961, un seul cachet, l’apostille, suffit à rendre le document valable. Autrefois délivrée par la cour d’appel, elle relève depuis 2025 des notaires habilités.',
            },
            {
              eyebrow: 'Chaîne complète',
              title: 'La légalisation',
              text: 'Pour les autres pays, le document passe par les quatre étapes décrites plus haut, jusqu’à l’ambassade du pays de destination. Certains accords entre États dispensent au contraire de toute formalité.',
            },
          ],
        },
        {
          kind: 'band',
          icon: 'plane',
          title: 'Vous partez aux Émirats arabes unis\u202f?',
          text: 'Visa de travail, résidence familiale, société\u00a0: la procédure comporte une étape de plus, sur place.',
          action: { to: '/Emirats', label: 'Voir la procédure pour les Émirats' },
        },
      ],
    },
    ar: {
      title: 'أبوستيل أم تصديق؟',
      blocks: [
        {
          kind: 'paragraphs',
          paragraphs: [
            'في الدول الموقّعة على اتفاقية لاهاي يحلّ الأبوستيل (\u2066apostille\u2069) محلّ السلسلة كلها. أما في غيرها، كالإمارات العربية المتحدة، فلا بد من التصديق الكامل. نتحقق معك من الإجراء المطلوب قبل البدء.',
          ],
        },
      ],
    },
  };
}
