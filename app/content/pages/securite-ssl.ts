import { BUSINESS } from '../../../core/business';
import { COOKIE_MAX_AGE_S } from '../../../core/cookie-lifetimes';
import { lifetimeIn } from '../../../core/counted';
import type { Lang } from '../../../core/messages';
import { daysText, minutesText } from '../../../core/retention';
import type { LegalPageContent } from './legal-model';
import { arabicLegalValues } from './legal-values';
import type { PageSources } from './model';

const b = BUSINESS;
/** How long a session lasts (server/accounts/sessions.ts), in `lang`. */
const sessionLifetime = (lang: Lang) => lifetimeIn(lang, COOKIE_MAX_AGE_S.session);
/** The address to write to, with « Sécurité » as the subject. */
const mail = `[${b.email}](mailto:${b.email}?subject=S%C3%A9curit%C3%A9)`;

type Part = LegalPageContent['parts'][number];
type Values = ReturnType<typeof arabicLegalValues>;

/**
 * /securite-ssl and /ar/securite-ssl: how documents and data are protected. The host name is the
 * one the site is served from (`sources.host`), the deletion delays the purge's own.
 */
export function securityPage(sources: PageSources): LegalPageContent {
  const v = arabicLegalValues(sources);
  return {
    path: '/securite-ssl',
    updated: '2026-11-24',
    head: {
      fr: {
        title: 'Sécurité du site et certificat SSL',
        crumb: 'Sécurité et SSL',
        description:
          'Connexion HTTPS, certificat SSL, documents chiffrés, paiement certifié PCI-DSS\u00a0: comment vos documents et vos données sont protégés sur ce site.',
        eyebrow: 'Sécurité',
        lead: 'Des actes d’état civil aux jugements, vous nous confiez des documents sensibles\u00a0: voici comment ils sont protégés, de l’envoi à la livraison.',
        summary: [
          'Connexion chiffrée (HTTPS) sur toutes les pages du site.',
          'Documents stockés chiffrés, accessibles uniquement à vous et à la traductrice.',
          'Paiement par un prestataire certifié PCI-DSS\u00a0: vos données bancaires ne passent pas par ce site.',
        ],
      },
      ar: {
        title: 'أمان الموقع: ملخّص',
        description: '\u2066HTTPS\u2069، وثائق مشفّرة، دفع معتمد: كيف تُحمى وثائقك.',
      },
    },
    parts: [
      httpsPart(),
      lockPart(sources.host, v),
      documentsPart(sources, v),
      paymentPart(sources.host),
      reportPart(v),
    ],
  };
}

function httpsPart(): Part {
  return {
    fr: [
      {
        id: 'https',
        title: 'Une connexion chiffrée sur toutes les pages',
        blocks: [
          'Toutes les pages du site sont servies en HTTPS, c’est-à-dire au travers d’une connexion chiffrée par le protocole TLS (successeur de SSL, dont le nom est resté dans l’usage). Tout ce qui circule entre votre navigateur et le site (formulaires, documents, messages du chat, mots de passe) est illisible pour un tiers, y compris sur un réseau Wi-Fi public.',
          'Une adresse saisie en «\u00a0http://\u00a0» est automatiquement redirigée vers sa version sécurisée, et votre navigateur est invité à n’utiliser que HTTPS pour ce site. Une politique de sécurité du contenu stricte empêche par ailleurs l’exécution de scripts non autorisés\u00a0: le site ne charge aucun script, police ou traceur provenant d’un autre site.',
        ],
      },
    ],
    ar: {
      title: 'اتصال مشفّر',
      paragraphs: [
        'جميع الصفحات عبر \u2066HTTPS\u2069 (\u2066TLS\u2069): ما يمرّ بين متصفحك والموقع لا يستطيع طرف آخر قراءته. ولا يحمّل الموقع أي برنامج أو أداة تتبّع من موقع آخر.',
      ],
    },
  };
}

function lockPart(host: string, v: Values): Part {
  return {
    fr: [
      {
        id: 'cadenas',
        title: 'Ce que signifie le cadenas',
        blocks: [
          'Le cadenas (ou l’icône équivalente) affiché à gauche de l’adresse vous garantit deux choses\u00a0:',
          {
            ul: [
              'la connexion est chiffrée\u00a0: personne ne peut lire ni modifier les échanges en cours de route\u202f;',
              'le site est bien celui dont l’adresse s’affiche\u00a0: son certificat a été délivré par une autorité de certification reconnue par votre navigateur, après vérification du contrôle du nom de domaine.',
            ],
          },
          `Le cadenas ne dit rien, en revanche, de l’honnêteté d’un site\u00a0: un site frauduleux peut lui aussi en afficher un. C’est pourquoi il faut toujours vérifier l’adresse elle-même\u00a0: ce site est **${host}**.`,
        ],
      },
      {
        id: 'verifier-le-certificat',
        title: 'Vérifier le certificat',
        blocks: [
          {
            ol: [
              'Cliquez sur l’icône située à gauche de l’adresse, dans la barre d’adresse.',
              'Choisissez «\u00a0La connexion est sécurisée\u00a0», puis «\u00a0Le certificat est valide\u00a0» ou «\u00a0Afficher le certificat\u00a0» (les intitulés varient selon le navigateur).',
              `Vérifiez que le certificat est délivré pour **${host}**, qu’il est en cours de validité et qu’il émane d’une autorité de certification.`,
            ],
          },
          `Si votre navigateur affiche un avertissement du type «\u00a0Votre connexion n’est pas privée\u00a0», ne poursuivez pas, ne saisissez aucune information et prévenez-nous à ${mail}.`,
        ],
      },
    ],
    ar: {
      title: 'القفل والشهادة',
      paragraphs: [
        `يضمن القفل اتصالًا مشفّرًا بالموقع الذي يظهر عنوانه، لا نزاهته: تحقّق دائمًا من العنوان \u2066${v.host}\u2069. وإذا أظهر متصفحك تحذيرًا فلا تتابع وأبلغنا على \u2066${v.email}\u2069.`,
      ],
    },
  };
}

function documentsPart({ retention }: PageSources, v: Values): Part {
  return {
    fr: [
      {
        id: 'documents',
        title: 'Vos documents',
        blocks: [
          {
            ul: [
              'Les documents que vous transmettez et les traductions sont **stockés chiffrés (AES-256)** sur les serveurs de notre hébergeur en France.',
              'Ils ne sont jamais publics\u00a0: aucun fichier n’est accessible par une simple adresse. Seuls vous-même et la traductrice y accédez, par des liens authentifiés.',
              'Seuls les formats PDF, PNG et JPG sont acceptés au téléversement.',
              `Les fichiers téléversés sans commande sont supprimés après ${minutesText(retention.uploadIdleMinutes)} sans activité\u202f; les documents commandés le sont ${daysText(retention.documentDays)} après la livraison, ou plus tôt à votre demande (voir la [politique de protection des données](/rgpd)).`,
            ],
          },
        ],
      },
    ],
    ar: {
      title: 'وثائقك',
      paragraphs: [
        `تُحفظ الوثائق والترجمات مشفّرة (\u2066AES-256\u2069) في فرنسا، ولا يصل إليها غيرك وغير المترجمة إلا بروابط موثَّقة. تُحذف الملفات المرفوعة دون طلب بعد ${v.idle} دون نشاط، والوثائق المطلوبة بعد ${v.days} من التسليم.`,
      ],
    },
  };
}

function paymentPart(host: string): Part {
  return {
    fr: [
      {
        id: 'paiement',
        title: 'Un paiement sécurisé',
        blocks: [
          'Le paiement est confié à un prestataire certifié **PCI-DSS**, la norme de sécurité des professionnels de la carte bancaire. Vous saisissez vos coordonnées bancaires directement chez ce prestataire\u00a0: elles ne transitent jamais par ce site et ne sont jamais conservées par la traductrice. Votre banque peut vous demander de confirmer le paiement (3-D Secure).',
          'Nous ne vous demanderons jamais votre numéro de carte par e-mail, par téléphone ou dans le chat.',
        ],
      },
      {
        id: 'comptes',
        title: 'Comptes et mots de passe',
        blocks: [
          {
            ul: [
              'Les mots de passe sont **hachés** avant d’être enregistrés\u00a0: ils ne sont jamais stockés en clair, ni envoyés par e-mail, et personne, pas même la traductrice, ne peut les lire.',
              'Un mot de passe doit comporter au moins 8 caractères, dont une majuscule, un chiffre et un caractère spécial.',
              `Les sessions expirent après **${sessionLifetime('fr')}**\u202f; le cookie de session est réservé au serveur (httpOnly) et n’est transmis que sur une connexion chiffrée.`,
              'En cas d’oubli, un lien personnel de réinitialisation est envoyé à l’adresse e-mail du compte, depuis la page [mot de passe oublié](/forgot-password).',
            ],
          },
        ],
      },
      {
        id: 'bonnes-pratiques',
        title: 'Les bons réflexes',
        blocks: [
          {
            ul: [
              `Vérifiez l’adresse **${host}** dans la barre d’adresse avant de saisir vos informations, et méfiez-vous des liens reçus par SMS ou par e-mail de manière inattendue.`,
              'Transmettez vos documents par le formulaire de [commande](/services) ou de [devis](/devis), dont les échanges sont chiffrés, plutôt que par un e-mail ou une messagerie non chiffrés.',
              'Choisissez un mot de passe propre à ce site\u202f; un gestionnaire de mots de passe vous y aidera.',
              'Sur un ordinateur partagé, déconnectez-vous après usage et supprimez les traductions téléchargées.',
              'Gardez votre navigateur et votre système à jour.',
            ],
          },
        ],
      },
    ],
    ar: {
      title: 'الدفع وكلمات المرور',
      paragraphs: [
        `تُدخل بياناتك المصرفية لدى مزوّد معتمد وفق معيار \u2066PCI-DSS\u2069 ولا تمرّ عبر هذا الموقع. كلمات المرور مُجزّأة، والجلسات تنتهي بعد ${sessionLifetime('ar')}. لن نطلب منك رقم بطاقتك أبدًا.`,
        'اختر لهذا الموقع كلمة مرور لا تستعملها في غيره، وأرسل وثائقك عبر نموذج الطلب أو طلب عرض السعر لا عبر بريد أو تطبيق مراسلة غير مشفّرين.',
      ],
    },
  };
}

function reportPart(v: Values): Part {
  return {
    fr: [
      {
        id: 'signaler',
        title: 'Signaler un problème de sécurité',
        blocks: [
          `Vous pensez avoir découvert une faille, ou vous avez reçu un message suspect se réclamant de ${b.tradeName}\u202f? Écrivez à ${mail} en indiquant «\u00a0Sécurité\u00a0» en objet, avec l’adresse de la page concernée et une description permettant de reproduire le problème.`,
          'Merci de ne pas accéder aux données d’autrui, de ne pas perturber le service et de ne rien divulguer publiquement avant la correction. Chaque signalement reçoit une réponse et est traité en priorité.',
        ],
      },
    ],
    ar: {
      title: 'الإبلاغ عن مشكلة',
      paragraphs: [`ثغرة أو رسالة مريبة؟ راسلنا على \u2066${v.email}\u2069 واكتب «\u2066Sécurité\u2069» في الموضوع.`],
    },
  };
}
