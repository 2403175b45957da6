import { translationDelayText, translationTurnaround } from '../../../core/catalogue-text';
import { workingDaysIn, workingDaysRangeIn } from '../../../core/counted';
import { t } from '../../../core/messages';
import { formatEuros } from '../../../core/money';
import { optionIn } from '../../../core/order-text';
import { weeksText, workingDaysRangeText, workingDaysText } from '../../../core/turnaround';
import type { OrderCatalogue } from '../../components/order/types';
import { arabicActions, arabicCta } from './landing-shared';
import type { LandingPageContent, PageSources } from './model';

type Section = LandingPageContent['sections'][number];

const stepOf = (c: OrderCatalogue, id: string) => c.legalizationTypes.find((l) => l.id === id);
/** A step under the name the order form and the invoice give it (one name per option, issue 30). */
const stepName = (c: OrderCatalogue, id: 'foreignAffairs', lang: 'fr' | 'ar') => {
  const option = stepOf(c, id);
  return option ? optionIn(lang, 'legalization', option).name : t(lang, `orderItem.legalization_${id}`);
};

/** /Emirats and /ar/Emirats: the UAE legalisation chain, its delays and prices from the catalogue. */
export function emiratesPage({ catalogue: c }: PageSources): LandingPageContent {
  return {
    // The breadcrumb has always named it in lower case (routes ignore case).
    path: '/emirats',
    structuredData: { fr: [], ar: ['service'] },
    meta: {
      fr: {
        title: 'Traduction et légalisation pour les Émirats arabes unis',
        description:
          'Traduction certifiée en arabe et légalisation complète de vos documents pour Dubaï et Abu Dhabi\u00a0: mairie, ministère, ambassade des EAU à Paris, puis MOFA.',
      },
      ar: {
        title: 'الترجمة والتصديق للإمارات',
        description: 'ترجمة محلّفة إلى العربية وتصديق كامل لوثائقك لدبي وأبوظبي، حتى سفارة الإمارات في باريس.',
      },
    },
    hero: {
      fr: {
        eyebrow: 'Dubaï · Abu Dhabi · Charjah',
        title: 'Traduction et légalisation pour les Émirats arabes unis',
        crumb: 'Émirats arabes unis',
        lead: 'Visa de travail, résidence familiale, création de société\u00a0: un document français n’est accepté aux Émirats qu’une fois traduit en arabe et légalisé de bout en bout. Nous préparons votre dossier et suivons chaque étape jusqu’à l’ambassade.',
        primary: { to: '/devis', label: 'Demander un devis' },
        secondary: { to: '/services?demarche=etranger', label: 'Commander une traduction' },
        points: ['Traduction certifiée vers l’arabe', 'Chaîne de légalisation suivie', 'Dossier prêt pour le MOFA'],
        illustration: 'skyline',
      },
      ar: {
        eyebrow: 'الإمارات العربية المتحدة',
        title: 'وثائقك للإمارات العربية المتحدة',
        crumb: 'الإمارات العربية المتحدة',
        lead: 'عمل أو زواج أو دراسة أو تأسيس شركة في دبي أو أبوظبي: نترجم وثائقك إلى العربية ونتابع سلسلة التصديق الفرنسية كاملة حتى سفارة الإمارات في باريس.',
        primary: arabicActions.quote(),
        secondary: { to: '/legalisation', label: 'تصديق (\u2066légalisation\u2069) وثائقك المترجمة' },
        points: ['ترجمة محلّفة إلى العربية', 'سلسلة تصديق كاملة', 'أسماء مطابقة لجواز السفر'],
      },
    },
    sections: [whySection(), stepsSection(), documentsSection(), delaysSection(c)],
    cta: {
      fr: {
        title: 'Préparez votre départ aux Émirats sereinement',
        text: 'Dites-nous quels documents vous devez fournir et pour quelle démarche\u00a0: nous vous proposons un devis complet, traduction et légalisations comprises.',
        primary: { to: '/devis', label: 'Demander un devis' },
        secondary: { to: '/services?demarche=etranger', label: 'Commander une traduction' },
      },
      ar: arabicCta(),
    },
    spacedCta: true,
  };
}

/** #pourquoi: why the full chain, in both languages. */
function whySection(): Section {
  return {
    id: 'pourquoi',
    tone: 'plain',
    fr: {
      eyebrow: 'Une procédure particulière',
      title: 'Pourquoi les Émirats demandent-ils une légalisation complète\u202f?',
      blocks: [
        {
          kind: 'split',
          paragraphs: [
            'Pour de nombreux pays, une simple apostille suffit à rendre un document français valable. Ce n’est pas la voie retenue pour les Émirats arabes unis\u00a0: la procédure habituelle est la chaîne complète de légalisation, qui se termine à l’ambassade des Émirats à Paris.',
            'Une fois sur place, le document reçoit encore l’attestation du ministère émirien des Affaires étrangères (MOFA). Ce n’est qu’après cette dernière étape que l’employeur, l’université, le ministère du Travail ou la zone franche l’acceptent.',
          ],
          aside: {
            title: 'À retenir',
            items: [
              'L’ordre des étapes compte\u00a0: chacune authentifie la précédente.',
              'Une étape oubliée oblige à tout recommencer depuis la France.',
              'Demandez à votre employeur ou à votre sponsor la liste exacte des pièces attendues.',
            ],
          },
        },
      ],
    },
    ar: {
      title: 'لماذا تشترط الإمارات تصديقًا كاملًا؟',
      blocks: [
        {
          kind: 'split',
          paragraphs: [
            'في كثير من البلدان يكفي الأبوستيل (\u2066apostille\u2069) لاعتماد وثيقة فرنسية، أما الإمارات العربية المتحدة فتشترط سلسلة التصديق الكاملة التي تنتهي في سفارتها في باريس.',
            'وعند الوصول تضع وزارة الخارجية الإماراتية (\u2066MOFA\u2069) تصديقها، وبعده فقط تقبل الوثيقةَ جهةُ العمل أو الجامعة أو المنطقة الحرة.',
          ],
          aside: {
            title: 'تذكّر',
            items: [
              'ترتيب المراحل مهمّ: كل مرحلة تصادق على التي قبلها.',
              'المرحلة المنسيّة تعني إعادة كل شيء من فرنسا.',
              'اطلب من جهة العمل أو الكفيل قائمة الوثائق المطلوبة بدقة.',
            ],
          },
        },
      ],
    },
  };
}

/** #etapes: the five steps, a timeline in French, numbered cards in Arabic. */
function stepsSection(): Section {
  return {
    id: 'etapes',
    tone: 'alt',
    fr: {
      eyebrow: 'La chaîne de légalisation',
      title: 'Les cinq étapes, de Dijon à Dubaï',
      intro:
        'Les quatre premières se font en France et nous pouvons les suivre pour vous\u202f; la cinquième a lieu aux Émirats. Selon le document, l’original doit parfois être légalisé lui aussi\u00a0: nous vous le signalons dès le devis.',
      blocks: [
        {
          kind: 'steps',
          layout: 'vertical',
          steps: [
            {
              title: 'Traduction certifiée en arabe',
              icon: 'languages',
              text: 'Votre document est traduit en arabe par une experte traductrice inscrite près la cour d’appel, qui appose son cachet, sa signature et la mention de conformité. Les noms propres sont transcrits exactement comme dans votre passeport, pour éviter tout refus à l’arrivée.',
              note: 'Au cabinet, à Dijon',
            },
            {
              title: 'Légalisation de la signature de la traductrice',
              icon: 'building',
              text: 'La mairie certifie la signature de la traductrice. Pour les documents commerciaux (Kbis, statuts, factures, certificats d’origine), c’est la chambre de commerce et d’industrie qui intervient.',
              note: 'Mairie, ou CCI pour les documents commerciaux',
            },
            {
              title: 'Légalisation «\u00a0ministère\u00a0»',
              icon: 'landmark',
              text: 'La signature est ensuite légalisée pour valoir à l’étranger. Cette étape, longtemps assurée par le bureau des légalisations du ministère de l’Europe et des Affaires étrangères, est confiée depuis le 1er septembre 2025 aux notaires habilités, qui agissent pour le compte de l’État.',
              note: 'Notaires habilités (ex-bureau des légalisations du ministère)',
            },
            {
              title: 'Légalisation par l’ambassade des Émirats arabes unis à Paris',
              icon: 'stamp',
              text: 'La section consulaire de l’ambassade des Émirats arabes unis à Paris légalise le document déjà légalisé en France. Des frais consulaires s’appliquent, plus élevés pour les documents commerciaux.',
              note: 'Ambassade des EAU, Paris',
            },
            {
              title: 'Attestation par le MOFA aux Émirats',
              icon: 'badge',
              text: 'À l’arrivée, le ministère des Affaires étrangères des Émirats (MOFA) appose son attestation, en ligne ou dans un centre agréé. Cette démarche se fait sur place, par vous, votre employeur ou son représentant\u00a0: nous vous remettons un dossier complet pour qu’elle se passe sans difficulté.',
              note: 'Sur place, aux Émirats',
            },
          ],
        },
      ],
    },
    ar: {
      title: 'خمس مراحل حتى الإمارات',
      blocks: [
        {
          kind: 'numbered',
          steps: [
            {
              title: 'ترجمة محلّفة إلى العربية',
              text: 'تُكتب الأسماء تمامًا كما في جواز سفرك، تفاديًا لأي رفض عند الوصول.',
            },
            {
              title: 'البلدية أو غرفة التجارة',
              text: 'يُصادَق على توقيع المترجمة، وتتولّى غرفة التجارة والصناعة ذلك للوثائق التجارية.',
            },
            {
              title: 'تصديق «الوزارة»',
              text: 'لدى جهات التوثيق المؤهَّلة (\u2066notaires\u2069) التي تعمل باسم الدولة منذ 1 سبتمبر 2025.',
            },
            {
              title: 'سفارة الإمارات في باريس',
              text: 'يصادق القسم القنصلي على الوثيقة، مع رسوم قنصلية أعلى للوثائق التجارية.',
            },
            {
              title: 'تصديق وزارة الخارجية الإماراتية',
              text: 'في الإمارات، تضع وزارة الخارجية (\u2066MOFA\u2069) تصديقها عبر الإنترنت أو في مركز معتمد: تتسلّم منا ملفًا كاملًا لهذا الإجراء.',
            },
          ],
        },
      ],
    },
  };
}

/** #documents: what is most often translated for the Emirates. */
function documentsSection(): Section {
  return {
    id: 'documents',
    tone: 'plain',
    fr: {
      eyebrow: 'Documents courants',
      title: 'Les documents que nous traduisons le plus souvent pour les Émirats',
      blocks: [
        {
          kind: 'features',
          columns: 4,
          cards: [
            {
              icon: 'graduation',
              title: 'Diplômes et relevés de notes',
              text: 'Exigés pour un visa de travail, une équivalence de diplôme ou une inscription universitaire.',
            },
            {
              icon: 'heart',
              title: 'Actes de mariage et de naissance',
              text: 'Pour faire venir votre conjoint et vos enfants au titre de la résidence familiale.',
            },
            {
              icon: 'scroll',
              title: 'Extrait de casier judiciaire',
              text: 'Souvent demandé par l’employeur ou pour certaines licences professionnelles.',
            },
            {
              icon: 'briefcase',
              title: 'Documents de société',
              text: 'Extrait Kbis, statuts, procurations\u00a0: pour créer une filiale, ouvrir un compte ou signer un contrat.',
            },
          ],
        },
      ],
    },
    ar: {
      title: 'الوثائق الأكثر طلبًا للإمارات',
      blocks: [
        {
          kind: 'items',
          items: [
            'الشهادات وكشوف النقاط: لتأشيرة العمل أو معادلة الشهادة أو التسجيل في الجامعة.',
            'عقود الزواج وشهادات الميلاد: لاستقدام الزوج والأبناء بتأشيرة الإقامة العائلية.',
            'صحيفة السوابق العدلية: يطلبها صاحب العمل غالبًا، وتُشترط لبعض التراخيص المهنية.',
            'وثائق الشركات، كالسجل التجاري (\u2066Kbis\u2069) والأنظمة الأساسية والوكالات: لتأسيس فرع أو فتح حساب أو توقيع عقد.',
          ],
        },
      ],
    },
  };
}

/** #delais: each step's delay and price from the catalogue (decision 028); the MOFA's is not ours to state. */
function delaysSection(c: OrderCatalogue): Section {
  const signature = ['mairie', 'chamberOfCommerce'].flatMap((id) => {
    const step = stepOf(c, id);
    return step ? [step.turnaroundDays ?? 0] : [];
  });
  const { min, max } = translationTurnaround(c);
  const onQuote = (lang: 'fr' | 'ar') => (lang === 'fr' ? 'Sur devis' : 'بحسب عرض السعر');
  const stepDays = (id: string, lang: 'fr' | 'ar') => {
    const option = stepOf(c, id);
    if (!option) return onQuote(lang);
    return lang === 'fr'
      ? workingDaysText(option.turnaroundDays ?? 0)
      : workingDaysIn('ar', option.turnaroundDays ?? 0);
  };
  const signatureDays = (lang: 'fr' | 'ar') =>
    !signature.length
      ? onQuote(lang)
      : lang === 'fr'
        ? workingDaysRangeText(Math.min(...signature), Math.max(...signature))
        : workingDaysRangeIn('ar', Math.min(...signature), Math.max(...signature));
  // From the order to the embassy's return: the fastest translation, then mairie, ministère, ambassade.
  const days =
    min + ['mairie', 'foreignAffairs', 'consulate'].reduce((sum, id) => sum + (stepOf(c, id)?.turnaroundDays ?? 0), 0);
  return {
    id: 'delais',
    tone: 'alt',
    fr: {
      eyebrow: 'Délais et tarifs',
      title: 'Combien de temps prévoir\u202f?',
      intro: `Comptez environ ${workingDaysText(days)} (${weeksText(days)}) entre la commande et le retour de l’ambassade, d’après nos délais par étape\u202f; l’envoi de l’original s’y ajoute. Les délais des autorités varient selon les périodes\u00a0: la date estimée de votre commande s’affiche avant le paiement.`,
      blocks: [
        {
          kind: 'delays',
          caption: 'Délais indicatifs par étape',
          headers: ['Étape', 'Délai indicatif'],
          rows: [
            { label: 'Traduction certifiée', value: translationDelayText(c) },
            { label: 'Légalisation en mairie ou à la CCI', value: signatureDays('fr') },
            { label: stepName(c, 'foreignAffairs', 'fr'), value: stepDays('foreignAffairs', 'fr') },
            { label: 'Légalisation par l’ambassade des EAU', value: stepDays('consulate', 'fr') },
            { label: 'Attestation MOFA aux Émirats', value: 'Sur place, par vous ou votre employeur' },
          ],
          card: {
            title: 'Tarifs',
            text: `Chaque étape est facturée séparément, par document. ${chainPrices(c)} Le détail, pour les documents administratifs comme pour les documents commerciaux, est sur notre page consacrée à la légalisation.`,
            action: { to: '/legalisation#tarifs', label: 'Voir les tarifs de légalisation' },
          },
        },
      ],
    },
    ar: {
      title: 'مدة كل مرحلة',
      intro: 'مُدد كتالوجنا بأيام العمل، أما مُدد الجهات الرسمية فلا تتوقف علينا.',
      blocks: [
        {
          kind: 'rows',
          rows: [
            { label: 'الترجمة المحلّفة', value: workingDaysRangeIn('ar', min, max) },
            { label: 'البلدية أو غرفة التجارة', value: signatureDays('ar') },
            { label: stepName(c, 'foreignAffairs', 'ar'), value: stepDays('foreignAffairs', 'ar') },
            { label: 'تصديق السفارة', value: stepDays('consulate', 'ar') },
            // Done in the Emirates by the customer: no delay of ours is stated (decision 028).
            { label: 'تصديق وزارة الخارجية الإماراتية', value: 'في الإمارات نفسها' },
          ],
        },
      ],
    },
  };
}

/** « Traduction 30 € la page, puis par document : mairie 20 €, ministère 50 €, ambassade 80 €. » */
function chainPrices(c: OrderCatalogue): string {
  const parts = [
    ['mairie', 'mairie'],
    ['foreignAffairs', 'ministère'],
    ['consulate', 'ambassade'],
  ].flatMap(([id, label]) => {
    const option = stepOf(c, id!);
    return option ? [`${label} ${formatEuros(option.priceCents)}`] : [];
  });
  const translation = `Traduction ${formatEuros(c.pricePerPageCents)} la page`;
  return parts.length ? `${translation}, puis par document\u00a0: ${parts.join(', ')}.` : `${translation}.`;
}
