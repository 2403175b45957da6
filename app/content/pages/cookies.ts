import { BUSINESS } from '../../../core/business';
import { COOKIE_MAX_AGE_S } from '../../../core/cookie-lifetimes';
import { lifetimeIn } from '../../../core/counted';
import type { Lang } from '../../../core/messages';
import { STORAGE_PART } from './cookies-storage';
import type { LegalPageContent } from './legal-model';

const b = BUSINESS;

/**
 * Every cookie the site sets: its name, what it does, how long it stays (the lifetime the code
 * that sets it reads, core/cookie-lifetimes.ts, read when the page is made: issue 26), and what
 * the Arabic summary calls it.
 */
export const COOKIES: [name: string, purpose: string, lifetime: keyof typeof COOKIE_MAX_AGE_S, arabic: string][] = [
  ['cart', 'Conserve votre panier (options choisies, fichiers téléversés, prix) pendant la commande.', 'cart', 'السلة'],
  [
    'mailClient',
    'Retient la dernière adresse e-mail utilisée pour la commande, pour ne pas vous la redemander. Supprimé dès la confirmation de la commande.',
    'mailClient',
    'آخر بريد إلكتروني للطلب',
  ],
  [
    'token',
    'Maintient votre session de connexion à l’Espace Client. Marqué httpOnly\u00a0: aucun script de la page ne peut le lire.',
    'session',
    'جلسة تسجيل الدخول',
  ],
  [
    'user',
    'Affiche le nom de votre compte dans l’en-tête du site lorsque vous êtes connecté.',
    'session',
    'اسم الحساب في أعلى الصفحة',
  ],
  [
    'darkMode',
    'Retient le thème d’affichage que vous avez choisi (clair ou sombre).',
    'darkMode',
    'المظهر الفاتح أو الداكن',
  ],
  [
    'guestId',
    'Identifiant aléatoire qui permet de retrouver votre conversation du chat sans créer de compte.',
    'guestId',
    'محادثة الدردشة',
  ],
  [
    'uploadSession',
    'Identifiant aléatoire qui relie à votre navigateur les documents téléversés avant la commande, pour que personne d’autre ne puisse les joindre à la sienne. Marqué httpOnly.',
    'uploadSession',
    'الوثائق المرفوعة قبل الطلب',
  ],
  [
    'guestToken',
    'Ouvre le suivi de vos commandes sans compte, après un clic sur le lien reçu par e-mail. Marqué httpOnly.',
    'guestToken',
    'رابط متابعة الطلبات دون حساب',
  ],
  [
    'knownDevice',
    'Reconnaît un navigateur où vous vous êtes déjà connecté, pour qu’un blocage après des essais de mot de passe erronés faits ailleurs ne vous empêche pas d’entrer. Marqué httpOnly.',
    'knownDevice',
    'المتصفح الذي سبق الدخول منه',
  ],
  [
    'chatLink',
    'Pendant la reprise d’une conversation du chat depuis le lien reçu par e-mail, garantit que le clic vient bien de la page de reprise. Marqué httpOnly.',
    'chatLink',
    'استئناف المحادثة من رابط البريد',
  ],
  [
    'devis_saisie',
    'Garde ce que vous avez saisi sur la page d’un devis (nom, adresses de livraison et de facturation), pour qu’un rechargement ne vous le fasse pas retaper. Supprimé dès que vous acceptez le devis.',
    'quoteIdentity',
    'ما تكتبه في صفحة عرض السعر',
  ],
  ['lang', 'Retient la langue du site que vous avez choisie (français ou arabe).', 'lang', 'لغة الموقع التي اخترتها'],
  [
    'cookieConsent',
    'Enregistre votre choix («\u00a0essentiels uniquement\u00a0» ou «\u00a0tous\u00a0») pour ne plus afficher le bandeau.',
    'cookieConsent',
    'اختيارك في هذا الشريط',
  ],
];

/** How long the banner's choice is kept, in `lang`. */
const consentLifetime = (lang: Lang) => lifetimeIn(lang, COOKIE_MAX_AGE_S.cookieConsent);

/** The French articles, each group next to its Arabic summary. */
const parts = (): LegalPageContent['parts'] => [
  {
    fr: [
      {
        id: 'definition',
        title: 'Qu’est-ce qu’un cookie\u202f?',
        blocks: [
          'Un cookie est un petit fichier texte qu’un site enregistre dans votre navigateur, puis relit lors de vos visites suivantes. Il peut servir au fonctionnement même du site (garder votre panier, vous maintenir connecté) ou à d’autres fins, comme mesurer l’audience ou afficher de la publicité.',
          'La loi distingue deux familles. Les cookies strictement nécessaires au service que vous demandez peuvent être déposés sans votre accord. Tous les autres ne peuvent l’être qu’après votre consentement (article 82 de la loi Informatique et Libertés, recommandations de la CNIL).',
        ],
      },
    ],
    ar: {
      title: 'ما ملف تعريف الارتباط؟',
      paragraphs: [
        'ملف صغير يحفظه الموقع في متصفحك. ما كان منها ضروريًا للخدمة المطلوبة يجوز وضعه دون موافقتك، أما غيرها فيحتاج إلى موافقتك.',
      ],
    },
  },
  {
    fr: [
      {
        id: 'liste',
        title: 'Les cookies utilisés sur ce site',
        blocks: [
          `Ce site n’utilise que les cookies essentiels ci-dessous. Ils sont tous déposés par le site lui-même (${b.tradeName})\u00a0: aucun n’est transmis à un tiers.`,
          {
            table: {
              label: 'Cookies utilisés sur ce site',
              headers: ['Nom', 'Finalité', 'Durée', 'Catégorie'],
              rows: COOKIES.map(([name, purpose, lifetime]) => [
                `\`${name}\``,
                purpose,
                lifetimeIn('fr', COOKIE_MAX_AGE_S[lifetime]),
                'Essentiel',
              ]),
            },
          },
          'Pour les mêmes raisons, le site garde aussi quelques données dans le stockage de votre navigateur (le panier, l’état du chat)\u00a0: elles sont décrites une à une plus bas, dans «\u00a0Ce que le site garde dans votre navigateur, en dehors des cookies\u00a0».',
        ],
      },
      {
        id: 'cookies-essentiels',
        title: 'Pourquoi ces cookies ne demandent pas votre accord',
        blocks: [
          'Sans eux, le site ne pourrait pas fournir le service que vous lui demandez\u00a0: votre panier se viderait à chaque page, vous seriez déconnecté en permanence et le chat ne retrouverait pas vos messages. Le cookie de thème et celui qui mémorise votre choix font partie des cookies de personnalisation de l’interface que la CNIL considère comme exemptés de consentement.',
          'Ces cookies ne servent ni à vous suivre d’un site à l’autre, ni à établir un profil, ni à afficher de la publicité. Lorsque vous commencez une commande sans avoir répondu au bandeau, le choix «\u00a0cookies essentiels uniquement\u00a0» est enregistré automatiquement.',
        ],
      },
    ],
    ar: {
      title: 'ملفات هذا الموقع',
      paragraphs: [
        `ملفات ضرورية فقط يضعها الموقع نفسه ولا تُنقل إلى أي طرف آخر: ${COOKIES.map(([, , lifetime, arabic], i) => `${i ? 'و' : ''}${arabic} (${lifetimeIn('ar', COOKIE_MAX_AGE_S[lifetime])})`).join('، ')}.`,
      ],
    },
  },
  STORAGE_PART,
  {
    fr: [
      {
        id: 'cookies-optionnels',
        title: 'Cookies optionnels',
        blocks: [
          'Les cookies optionnels, c’est-à-dire de mesure d’audience, de marketing ou de préférences non indispensables, ne peuvent être déposés que si vous avez cliqué sur «\u00a0Accepter tous les cookies\u00a0». Avec le choix «\u00a0Cookies essentiels uniquement\u00a0», aucun d’entre eux n’est jamais déposé.',
          '**À ce jour, le site n’en dépose aucun**, même si vous les avez acceptés. Si cela devait changer, ils seraient décrits sur cette page avant toute utilisation, avec leur éditeur et leur durée.',
        ],
      },
      {
        id: 'services-tiers',
        title: 'Aucun cookie tiers',
        blocks: [
          'Le site ne contient ni régie publicitaire, ni bouton de réseau social, ni outil d’analyse externe, et ses polices de caractères sont hébergées sur son propre serveur. Seul le plan d’accès de la page [À propos](/about) est affiché depuis OpenStreetMap\u00a0: ce service, qui dispose de sa propre politique de confidentialité, peut recevoir votre adresse IP lors de l’affichage de la carte, comme tout site que vous consultez.',
        ],
      },
    ],
    ar: {
      title: 'لا إعلانات ولا أطراف أخرى',
      paragraphs: [
        'لا قياس للزيارات ولا إعلانات ولا أزرار لشبكات التواصل. وحدها خريطة صفحة «عن المترجمة» تأتي من \u2066OpenStreetMap\u2069 الذي قد يتلقى عنوان \u2066IP\u2069 الخاص بك.',
      ],
    },
  },
  {
    fr: [
      {
        id: 'modifier-votre-choix',
        title: 'Modifier votre choix',
        blocks: [
          `Votre choix est conservé ${consentLifetime('fr')}\u202f; le bandeau vous est ensuite présenté de nouveau. Pour le modifier avant cette échéance, supprimez le cookie \`cookieConsent\` de votre navigateur\u00a0: le bandeau réapparaîtra à la page suivante et vous pourrez choisir à nouveau.`,
          'Dans la plupart des navigateurs, la marche à suivre est la suivante\u00a0:',
          {
            ol: [
              'cliquez sur l’icône située à gauche de l’adresse du site, dans la barre d’adresse\u202f;',
              'ouvrez la rubrique «\u00a0Cookies et données de site\u00a0» (l’intitulé varie selon le navigateur)\u202f;',
              'supprimez le cookie `cookieConsent`, ou l’ensemble des cookies du site, puis rechargez la page.',
            ],
          },
          'Les réglages de votre navigateur (Chrome, Firefox, Safari, Edge…) permettent aussi de consulter, supprimer ou bloquer les cookies de manière générale. Si vous bloquez les cookies essentiels de ce site, le panier, la connexion à l’Espace Client et le chat ne fonctionneront plus.',
          'Pour toute question sur les données associées à ces cookies, consultez la [politique de protection des données personnelles](/rgpd).',
        ],
      },
    ],
    ar: {
      title: 'تغيير اختيارك',
      paragraphs: [
        `يُحفظ اختيارك ${consentLifetime('ar')}. لتغييره قبل ذلك، احذف ملف \u2066cookieConsent\u2069 من متصفحك فيظهر الشريط من جديد في الصفحة التالية.`,
      ],
    },
  },
];

/** /cookies and /ar/cookies: the cookie policy and its Arabic summary. */
export function cookiesPage(): LegalPageContent {
  return {
    path: '/cookies',
    updated: '2026-11-28',
    head: {
      fr: {
        title: 'Politique de cookies',
        crumb: 'Politique de cookies',
        description:
          'Les cookies utilisés sur ce site\u00a0: panier, connexion, thème, chat. Leur rôle, leur durée, et comment modifier votre choix. Aucun cookie publicitaire.',
        eyebrow: 'Vie privée',
        lead: 'Ce site se limite aux cookies indispensables à son fonctionnement\u00a0: voici lesquels, pourquoi, et comment changer d’avis.',
        summary: [
          'Uniquement des cookies essentiels\u00a0: panier, connexion, thème d’affichage, chat et votre choix.',
          'Aucun cookie publicitaire, de mesure d’audience ou de réseau social.',
          'Quelques données gardées dans votre navigateur (panier, chat), chacune décrite avec sa durée.',
          `Votre choix est conservé ${consentLifetime('fr')} et vous pouvez le modifier à tout moment.`,
        ],
      },
      ar: {
        title: 'سياسة ملفات تعريف الارتباط: ملخّص',
        description: 'ملفات تعريف الارتباط الوحيدة في الموقع، وهي ضرورية، وكيف تغيّر اختيارك.',
      },
    },
    parts: parts(),
  };
}
