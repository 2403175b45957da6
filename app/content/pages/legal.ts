import { BUSINESS, fullAddress } from '../../../core/business';
import type { LegalPageContent } from './legal-model';
import { arabicLegalValues } from './legal-values';
import type { PageSources } from './model';

const b = BUSINESS;
const mail = `[${b.email}](mailto:${b.email})`;
const phone = `[${b.phoneDisplay}](tel:${b.phone.replace(/\s/g, '')})`;

type Part = LegalPageContent['parts'][number];
type Values = ReturnType<typeof arabicLegalValues>;

/** /legal and /ar/legal: the legal notice (publisher, host, rules) and its Arabic summary. */
export function legalNoticePage(sources: PageSources): LegalPageContent {
  const v = arabicLegalValues(sources);
  return {
    path: '/legal',
    updated: '2026-11-22',
    head: {
      fr: {
        title: 'Mentions légales',
        crumb: 'Mentions légales',
        description: `Mentions légales du site ${b.tradeName}\u00a0: éditeur, traductrice certifiée arabe–français à ${b.address.city}, hébergeur, propriété intellectuelle et droit applicable.`,
        eyebrow: 'Informations légales',
        lead: `Qui édite ce site, qui l’héberge et quelles règles s’y appliquent\u00a0: les informations imposées par la loi pour ${b.tradeName}.`,
      },
      ar: {
        title: 'البيانات القانونية: ملخّص',
        description: 'من ينشر هذا الموقع ويستضيفه، والملكية الفكرية، والقانون المطبَّق.',
      },
    },
    parts: [publisherPart(v), hostingPart(v), propertyPart(v), liabilityPart(), dataPart(), lawPart()],
  };
}

function publisherPart(v: Values): Part {
  return {
    fr: [
      {
        id: 'editeur',
        title: 'Éditeur du site',
        blocks: [
          `Le présent site est édité par **${b.translatorName}**, traductrice indépendante exerçant sous le nom commercial **${b.tradeName}**.`,
          {
            facts: [
              { term: 'Nom', value: `${b.translatorName} EI` },
              { term: 'Nom commercial', value: b.tradeName },
              { term: 'Statut', value: 'Entrepreneur individuel, régime de la micro-entreprise' },
              { term: 'Adresse', value: `${fullAddress()}, ${b.address.countryName}` },
              { term: 'Téléphone', value: phone },
              { term: 'Courriel', value: mail },
              { term: 'SIRET', value: b.siret },
              { term: 'TVA', value: `${b.vatNote} (franchise en base de TVA)` },
            ],
          },
          `${b.translatorName} est inscrite sur la liste des experts judiciaires de la ${b.courtOfAppeal}, en qualité d’experte traductrice en langue arabe. C’est ce que l’on appelle couramment un «\u00a0traducteur assermenté\u00a0»\u00a0: l’appellation officielle est «\u00a0expert traducteur près la cour d’appel\u00a0». Sur ce site, nous parlons de traduction certifiée.`,
        ],
      },
    ],
    ar: {
      title: 'ناشرة الموقع',
      paragraphs: [
        `تنشر \u2068${v.name}\u2069، المترجمة المستقلة (مقاوِلة فردية)، هذا الموقع باسمها التجاري \u2068${v.trade}\u2069، وعنوانها \u2068${v.address}\u2069. رقم السجل (\u2066SIRET\u2069) ${v.siret}. وهي مسجّلة في قائمة الخبراء القضائيين لدى محكمة الاستئناف (\u2066${v.court}\u2069) بصفتها خبيرة مترجمة للغة العربية.`,
      ],
    },
  };
}

function hostingPart(v: Values): Part {
  return {
    fr: [
      {
        id: 'directrice-publication',
        title: 'Directrice de la publication',
        blocks: [
          `La directrice de la publication est ${b.translatorName}, joignable à l’adresse ${mail} ou par courrier à l’adresse professionnelle indiquée ci-dessus.`,
        ],
      },
      {
        id: 'hebergeur',
        title: 'Hébergeur',
        blocks: [
          'Le site et les données qu’il traite sont hébergés par\u00a0:',
          {
            facts: [
              { term: 'Hébergeur', value: b.host.name },
              { term: 'Adresse', value: b.host.address },
              { term: 'Téléphone', value: b.host.phone },
            ],
          },
        ],
      },
    ],
    ar: {
      title: 'النشر والاستضافة',
      paragraphs: [
        `مديرة النشر هي \u2068${v.name}\u2069 (\u2066${v.email}\u2069). يستضيف الموقعَ \u2068${v.hostName}\u2069، \u2068${v.hostAddress}\u2069.`,
      ],
    },
  };
}

function propertyPart(v: Values): Part {
  return {
    fr: [
      {
        id: 'propriete-intellectuelle',
        title: 'Propriété intellectuelle',
        blocks: [
          `L’ensemble des contenus de ce site (textes, articles du blog, réponses de la foire aux questions, logo, illustrations et mise en page) est la propriété de ${b.translatorName}, sauf mention contraire. Toute reproduction, représentation ou adaptation, totale ou partielle, sans autorisation écrite préalable est interdite et constituerait une contrefaçon au sens des articles L335-2 et suivants du Code de la propriété intellectuelle. Les courtes citations sont admises avec mention de la source et un lien vers la page concernée.`,
          'Les polices de caractères Inter et Source Serif 4 ainsi que les icônes Lucide sont utilisées conformément à leurs licences libres respectives. Le plan d’accès affiché sur le site provient d’OpenStreetMap (© les contributeurs d’OpenStreetMap, licence ODbL).',
          'Les exemples de documents traduits présentés sur le site sont des modèles fictifs ou anonymisés\u00a0: ils ne contiennent aucune donnée réelle d’un client.',
        ],
      },
    ],
    ar: {
      title: 'الملكية الفكرية',
      paragraphs: [
        `النصوص والمقالات وأجوبة الأسئلة الشائعة والشعار وتصميم الصفحات ملك لـ\u2068${v.name}\u2069: يُمنع نسخها دون إذن كتابي، ويُسمح بالاقتباسات القصيرة مع ذكر المصدر. نماذج الوثائق المترجمة المعروضة وهمية أو مجهولة الهوية.`,
      ],
    },
  };
}

function liabilityPart(): Part {
  return {
    fr: [
      {
        id: 'responsabilite',
        title: 'Responsabilité',
        blocks: [
          'Les informations publiées sur ce site (procédures de légalisation, exigences des administrations et des ambassades, délais indicatifs) sont données à titre d’information générale et mises à jour avec soin. Les règles des autorités françaises et étrangères évoluent toutefois régulièrement\u00a0: avant toute démarche importante, vérifiez les exigences auprès de l’organisme destinataire ou demandez conseil par courriel.',
          'L’éditrice s’efforce d’assurer l’accès au site en permanence mais ne peut garantir l’absence d’interruption, notamment en cas de maintenance ou de panne indépendante de sa volonté. Les liens vers des sites extérieurs (administrations, CNIL…) sont fournis pour votre commodité\u202f; leur contenu relève de la seule responsabilité de leurs éditeurs.',
          'Les conditions dans lesquelles sont réalisées les traductions commandées sur le site sont fixées par les [conditions générales d’utilisation et de vente](/cgu).',
        ],
      },
    ],
    ar: {
      title: 'المسؤولية',
      paragraphs: [
        'المعلومات المتعلقة بالتصديقات ومتطلبات الإدارات والمُدد إرشادية، والقواعد تتغيّر: تحقّق منها لدى الجهة المعنية قبل أي إجراء. تخضع الترجمات المطلوبة للشروط العامة.',
      ],
    },
  };
}

function dataPart(): Part {
  return {
    fr: [
      {
        id: 'donnees-personnelles',
        title: 'Données personnelles',
        blocks: [
          `${b.translatorName} est responsable du traitement des données personnelles collectées sur ce site (commandes, documents à traduire, messages). Elles ne servent qu’à traiter vos demandes, ne sont jamais vendues et sont conservées pour une durée limitée. Vous disposez notamment d’un droit d’accès, de rectification et d’effacement. Tous les détails figurent dans notre [politique de protection des données personnelles (RGPD)](/rgpd).`,
        ],
      },
      {
        id: 'cookies',
        title: 'Cookies',
        blocks: [
          'Le site n’utilise que des cookies nécessaires à son fonctionnement (panier, connexion, thème d’affichage, chat)\u202f; aucun cookie publicitaire ni de mesure d’audience n’est déposé. La liste complète et la manière de modifier votre choix sont détaillées dans la [politique de cookies](/cookies).',
        ],
      },
      {
        id: 'securite',
        title: 'Sécurité',
        blocks: [
          'Toutes les pages sont servies en HTTPS, les documents transmis sont stockés chiffrés et le paiement est confié à un prestataire certifié. Les mesures mises en place et les bons réflexes à adopter sont présentés sur la page [sécurité du site et certificat SSL](/securite-ssl).',
        ],
      },
    ],
    ar: {
      title: 'البيانات وملفات تعريف الارتباط والأمان',
      paragraphs: [
        'لا تُستخدم بياناتك إلا لمعالجة طلباتك، ولا تُباع أبدًا. لا يستخدم الموقع إلا ملفات تعريف الارتباط الضرورية لعمله. جميع الصفحات عبر \u2066HTTPS\u2069 والوثائق محفوظة مشفّرة.',
      ],
    },
  };
}

function lawPart(): Part {
  return {
    fr: [
      {
        id: 'droit-applicable',
        title: 'Droit applicable et juridiction',
        blocks: [
          'Le présent site et les présentes mentions sont soumis au droit français. En cas de différend, une solution amiable sera recherchée en priorité.',
          'À défaut d’accord, les tribunaux de Dijon sont compétents. Si vous agissez en tant que consommateur, vous pouvez également saisir, à votre choix, la juridiction du lieu où vous demeuriez au moment de la conclusion du contrat ou de la survenance du fait dommageable (article R631-3 du Code de la consommation).',
        ],
      },
      {
        id: 'mediation',
        title: 'Médiation de la consommation',
        blocks: [
          `Conformément aux articles L611-1 et suivants du Code de la consommation, tout client consommateur a le droit de recourir gratuitement à un médiateur de la consommation en vue de la résolution amiable d’un litige qui l’opposerait à ${b.tradeName}.`,
          `Le médiateur ne peut être saisi qu’après une réclamation écrite adressée au préalable à ${b.translatorName} (par courriel à ${mail} ou par courrier) et restée sans solution satisfaisante, et au plus tard un an après cette réclamation. Les coordonnées du médiateur compétent figurent sur chaque devis et chaque facture et vous sont communiquées sur simple demande\u202f; la procédure est détaillée dans les [conditions générales d’utilisation et de vente](/cgu#mediation).`,
        ],
      },
    ],
    ar: {
      title: 'القانون المطبَّق',
      paragraphs: [
        'يُطبَّق القانون الفرنسي. يُبحث أولًا عن حل ودّي، وإلا فالاختصاص لمحاكم ديجون، أو لمحكمة موطن المستهلك إن كان مستهلكًا (المادة \u2066R631-3\u2069 من قانون الاستهلاك الفرنسي).',
        'ويحق للمستهلك أن يلجأ مجانًا إلى وسيط الاستهلاك، بعد شكوى مكتوبة إلى المترجمة لم تلقَ حلًّا مُرضيًا، وفي أجل أقصاه سنة من تاريخها.',
      ],
    },
  };
}
