import { BUSINESS, fullAddress } from '../../../core/business';
import { ACCOUNTING_RETENTION_YEARS, daysText, yearsText } from '../../../core/retention';
import type { LegalPageContent } from './legal-model';
import { arabicLegalValues } from './legal-values';
import type { PageSources } from './model';
import { sentToStripe } from './rgpd-payment';
import { retentionPart } from './rgpd-retention';

const b = BUSINESS;
const mail = `[${b.email}](mailto:${b.email})`;

type Part = LegalPageContent['parts'][number];
type Values = ReturnType<typeof arabicLegalValues>;

/**
 * /rgpd and /ar/rgpd: the privacy policy and its Arabic summary. Every duration comes from the
 * retention policy the purge applies (`sources.retention`), never from a constant of this file.
 */
export function rgpdPage(sources: PageSources): LegalPageContent {
  const r = sources.retention;
  const v = arabicLegalValues(sources);
  return {
    path: '/rgpd',
    updated: '2026-11-28',
    head: {
      fr: {
        title: 'Protection des données personnelles (RGPD)',
        crumb: 'Données personnelles (RGPD)',
        description:
          'Quelles données nous collectons, pourquoi, combien de temps nous les gardons et comment exercer vos droits\u00a0: la politique RGPD de votre traductrice certifiée.',
        eyebrow: 'Vie privée',
        lead: 'Vos documents sont souvent très personnels\u00a0: voici comment vos données sont collectées, utilisées, protégées et supprimées.',
        summary: [
          `Vos documents ne servent qu’à leur traduction\u202f; ils sont stockés chiffrés et supprimés ${daysText(r.documentDays)} après la livraison.`,
          'Vos données ne sont jamais vendues ni utilisées à des fins publicitaires.',
          `Les données de contact sont effacées ${yearsText(r.contactYears)} après le dernier échange.`,
          'Accès, rectification, effacement\u00a0: un simple e-mail suffit, réponse sous un mois.',
        ],
      },
      ar: {
        title: 'حماية البيانات الشخصية: ملخّص',
        description: 'ما البيانات التي نحتفظ بها، ولماذا، وإلى متى، وما حقوقك.',
      },
    },
    parts: [
      controllerPart(v),
      collectedPart(),
      purposesPart(),
      retentionPart(sources, v),
      recipientsPart(v),
      rightsPart(sources, v),
    ],
  };
}

function controllerPart(v: Values): Part {
  return {
    fr: [
      {
        id: 'responsable',
        title: 'Responsable du traitement',
        blocks: [
          `Le responsable du traitement des données collectées sur ce site est **${b.translatorName}**, entrepreneur individuel exerçant sous le nom ${b.tradeName}.`,
          {
            facts: [
              { term: 'Responsable', value: `${b.translatorName} EI (${b.tradeName})` },
              { term: 'Adresse', value: `${fullAddress()}, ${b.address.countryName}` },
              { term: 'Courriel', value: mail },
              { term: 'Téléphone', value: `[${b.phoneDisplay}](tel:${b.phone.replace(/\s/g, '')})` },
            ],
          },
          `N’étant pas tenue de désigner un délégué à la protection des données, ${b.translatorName} est votre interlocutrice directe pour toute question relative à vos données.`,
        ],
      },
    ],
    ar: {
      title: 'المسؤولة عن المعالجة',
      paragraphs: [
        `\u2068${v.name}\u2069 (\u2068${v.trade}\u2069)، \u2068${v.address}\u2069، \u2066${v.email}\u2069: محاورتك المباشرة في كل ما يخص بياناتك.`,
      ],
    },
  };
}

function collectedPart(): Part {
  return {
    fr: [
      {
        id: 'donnees-collectees',
        title: 'Données collectées',
        blocks: [
          {
            ul: [
              '**Coordonnées**\u00a0: adresse e-mail\u202f; nom complet (obligatoire\u00a0: il figure sur l’envoi et la facture)\u202f; téléphone (facultatif\u00a0: utilisé uniquement par le transporteur et pour une question sur votre commande)\u202f; adresse d’expédition, seulement si l’original papier vous est envoyé par la poste ou par transporteur\u202f; si vous faites facturer une entreprise, un cabinet ou une administration\u00a0: raison sociale, SIREN ou SIRET, numéro de TVA intracommunautaire, adresse de facturation et référence de commande, imprimés sur la facture.',
              '**Compte client**\u00a0: adresse e-mail, mot de passe (conservé uniquement sous forme hachée, illisible même pour nous) et historique des commandes.',
              '**Commandes**\u00a0: options choisies, montants, factures et suivi de la commande.',
              '**Documents à traduire et traductions**\u00a0: ils contiennent par nature des données d’identité (nom, date et lieu de naissance, filiation, nationalité, numéros de pièces) et peuvent contenir des données sensibles\u00a0: situation familiale, santé, décisions de justice ou extraits de casier judiciaire.',
              '**Messages**\u00a0: contenu et date des messages du chat (avec votre adresse e-mail si vous la donnez, sinon un identifiant aléatoire), du formulaire de contact et des demandes de devis.',
              '**Avis**\u00a0: si vous donnez votre avis après une commande (un seul e-mail vous le propose après la livraison), votre note, votre texte, le nom que vous choisissez d’afficher (prénom, initiales ou aucun) et la date, liés à votre commande. Rien n’est publié sans relecture par la traductrice, qui ne peut pas modifier votre avis\u202f; publié, il est visible de tous sur la page d’accueil, avec le nom choisi et jamais votre adresse e-mail.',
              `**Paiement**\u00a0: il est traité par notre prestataire de paiement, Stripe. Pour que sa page de paiement ne vous redemande pas ce que vous avez déjà saisi, ce site lui transmet ${sentToStripe('fr')}, avec la référence de la commande, ses lignes et leurs montants. Vos données de carte bancaire sont saisies directement chez Stripe\u00a0: ce site n’en reçoit ni n’en conserve aucune et ne reçoit que la confirmation de la transaction (montant, date, référence).`,
              '**Données techniques**\u00a0: journaux du serveur (adresse IP, date, page demandée, navigateur) nécessaires à la sécurité, et cookies essentiels décrits dans la [politique de cookies](/cookies).',
            ],
          },
        ],
      },
    ],
    ar: {
      title: 'البيانات المجمَّعة',
      paragraphs: [
        'بيانات التواصل (البريد الإلكتروني، والاسم الكامل، والهاتف إن أعطيته، وعنوان الشحن إذا أُرسل إليك الأصل الورقي، وبيانات الفوترة إذا طلبت فاتورة باسم جهة)، وحسابك (كلمة المرور مُجزّأة لا تُقرأ)، وطلباتك وفواتيرك، والوثائق المراد ترجمتها (بيانات هوية وأحيانًا بيانات حساسة)، ورسائلك، وتقييمك ورأيك والاسم الذي تختاره إن شاركتنا رأيك بعد التسليم (لا يُنشر إلا بعد مراجعته، ولا يظهر بريدك الإلكتروني أبدًا)، وبيانات تقنية. لا يُجمع أي رقم بطاقة مصرفية.',
        `ولكي لا يُطلب منك ما أدخلته من قبل، يتلقّى مزوّد الدفع \u2066Stripe\u2069 ${sentToStripe('ar')}، مع مرجع الطلب وبنوده ومبالغه. أما بيانات بطاقتك المصرفية فتُدخلها مباشرة لدى \u2066Stripe\u2069 ولا يتلقّاها هذا الموقع ولا يحتفظ بها.`,
      ],
    },
  };
}

function purposesPart(): Part {
  return {
    fr: [
      {
        id: 'finalites',
        title: 'Finalités et bases légales',
        blocks: [
          {
            table: {
              label: 'Finalités des traitements et bases légales',
              headers: ['Finalité', 'Base légale'],
              rows: [
                [
                  'Traiter votre commande\u00a0: traduction, légalisation, livraison, suivi et service après-vente',
                  'Exécution du contrat (art. 6.1.b du RGPD)',
                ],
                ['Gérer votre compte client', 'Exécution du contrat (art. 6.1.b)'],
                [
                  'Répondre à vos demandes de devis et à vos messages (chat, formulaire de contact)',
                  'Mesures précontractuelles prises à votre demande (art. 6.1.b) et intérêt légitime à vous répondre (art. 6.1.f)',
                ],
                [
                  'Vous demander votre avis après la livraison (un seul e-mail) et publier celui que vous donnez',
                  'Intérêt légitime (art. 6.1.f) pour la demande\u202f; votre consentement (art. 6.1.a), donné en envoyant l’avis, pour sa publication',
                ],
                [
                  'Établir les factures et tenir la comptabilité',
                  `Obligation légale (art. 6.1.c)\u00a0: conservation des pièces comptables pendant ${yearsText(ACCOUNTING_RETENTION_YEARS)}`,
                ],
                [
                  'Assurer la sécurité du site, prévenir la fraude et gérer les éventuels litiges',
                  'Intérêt légitime (art. 6.1.f)',
                ],
                [
                  'Cookies optionnels (aucun n’est utilisé à ce jour)',
                  'Consentement (art. 6.1.a), que vous pouvez retirer à tout moment',
                ],
              ],
            },
          },
          'Les données sensibles figurant dans vos documents ne sont traitées que parce que vous nous les transmettez pour en obtenir la traduction, le plus souvent afin de faire valoir vos droits auprès d’une administration ou d’une juridiction. Elles ne servent à rien d’autre et ne sont lues que par la traductrice et, pour une légalisation, par les autorités concernées.',
          'Vos données ne sont jamais vendues, louées ni utilisées à des fins publicitaires. Elles ne font l’objet d’aucun profilage ni d’aucune décision automatisée.',
        ],
      },
    ],
    ar: {
      title: 'لماذا',
      paragraphs: [
        'لمعالجة طلباتك والرد عليك، وإدارة حسابك، ومسك الحسابات، وضمان الأمان. لا تُباع بياناتك ولا تُستخدم للإعلان، ولا يُتخذ أي قرار آلي بشأنك.',
      ],
    },
  };
}

function recipientsPart(v: Values): Part {
  return {
    fr: [
      {
        id: 'destinataires',
        title: 'Destinataires',
        blocks: [
          `Vos données et vos documents ne sont accessibles qu’à la traductrice, ${b.translatorName}, qui travaille seule et ne sous-traite pas ses traductions. Interviennent uniquement, pour les besoins techniques du service et dans le cadre de contrats conformes à l’article 28 du RGPD\u00a0:`,
          {
            ul: [
              `l’hébergeur du site, ${b.host.name}, qui stocke les données en France\u202f;`,
              `le prestataire de paiement, Stripe, qui traite les données de votre carte bancaire et reçoit ${sentToStripe('fr')}, pour ne pas vous les redemander\u202f;`,
              'le service d’envoi d’e-mails, pour les confirmations et la livraison des traductions\u202f;',
              'le transporteur choisi (La Poste ou DHL), qui ne reçoit que vos nom et adresse de livraison.',
            ],
          },
          'Lorsque vous demandez une légalisation, la traduction et, si nécessaire, le document source sont présentés aux autorités chargées de la légalisation (mairie, autorité de légalisation «\u00a0ministère\u00a0», ambassade ou consulat). Vos données ne peuvent en outre être communiquées qu’aux autorités légalement habilitées à les demander.',
        ],
      },
      {
        id: 'transferts-hors-ue',
        title: 'Transferts hors de l’Union européenne',
        blocks: [
          'Les données sont hébergées en France. Elles ne sortent de l’Union européenne que dans deux cas\u00a0: le paiement en ligne, traité par Stripe Payments Europe (Irlande), qui peut confier une partie de ce traitement à des sociétés de son groupe hors de l’Union, notamment aux États-Unis, encadré par les clauses contractuelles types de la Commission européenne\u202f; et, à votre demande et pour exécuter votre commande, l’envoi d’un original à une adresse située hors de l’Union ou la légalisation auprès de l’ambassade d’un pays tiers, qui impliquent de transmettre les informations strictement nécessaires au transporteur ou à l’autorité concernée.',
        ],
      },
      {
        id: 'securite',
        title: 'Sécurité des données',
        blocks: [
          'Des mesures techniques et organisationnelles protègent vos données\u00a0:',
          {
            ul: [
              'toutes les pages et tous les échanges sont chiffrés en HTTPS\u202f;',
              'les documents sont stockés chiffrés (AES-256) et ne sont jamais accessibles publiquement\u202f;',
              'l’accès est réservé au client et à la traductrice, après authentification, et les mots de passe sont hachés\u202f;',
              'les données de paiement sont traitées exclusivement par un prestataire certifié PCI-DSS.',
            ],
          },
          'Le détail de ces mesures figure sur la page [sécurité et certificat SSL](/securite-ssl).',
        ],
      },
    ],
    ar: {
      title: 'من يطّلع عليها',
      paragraphs: [
        `المترجمة وحدها تقرأ وثائقك. ويتدخّل المستضيف (\u2068${v.hostName}\u2069، في فرنسا) ومزوّد الدفع (\u2066Stripe\u2069) وخدمة البريد الإلكتروني وشركة النقل المختارة. لا نقل للبيانات خارج الاتحاد الأوروبي إلا للدفع الإلكتروني (قد تعالج \u2066Stripe\u2069 جزءًا منه خارج الاتحاد، ولا سيما في الولايات المتحدة، وفق البنود التعاقدية النموذجية للمفوضية الأوروبية) أو بطلبك (إرسال أو تصديق في بلد آخر).`,
        'وتُحمى بياناتك في كل مرحلة: الصفحات كلها عبر \u2066HTTPS\u2069، والوثائق محفوظة مشفّرة، ولا يصل إليها إلا أنت والمترجمة بعد التحقق من الهوية.',
      ],
    },
  };
}

function rightsPart({ retention: r }: PageSources, v: Values): Part {
  return {
    fr: [
      {
        id: 'vos-droits',
        title: 'Vos droits',
        blocks: [
          'Conformément au RGPD et à la loi Informatique et Libertés, vous disposez des droits suivants\u00a0:',
          {
            ul: [
              '**accès**\u00a0: savoir quelles données nous détenons sur vous et en obtenir une copie\u202f;',
              '**rectification**\u00a0: faire corriger des données inexactes ou incomplètes\u202f;',
              `**effacement**\u00a0: faire supprimer vos données, notamment vos documents avant la fin du délai de ${daysText(r.documentDays)}, sauf celles que la loi nous oblige à conserver, comme les factures\u202f; avec un compte, «\u00a0Supprimer mon compte\u00a0» dans l’Espace Client le fait aussitôt\u202f;`,
              '**limitation**\u00a0: faire geler temporairement l’utilisation de vos données\u202f;',
              '**portabilité**\u00a0: recevoir les données que vous nous avez fournies dans un format courant (avec un compte, «\u00a0Télécharger mes données\u00a0» dans l’Espace Client donne un fichier ZIP de vos commandes, messages, demandes et documents encore conservés)\u202f;',
              '**opposition**\u00a0: vous opposer à un traitement fondé sur notre intérêt légitime\u202f;',
              'retirer à tout moment un consentement donné, et définir des directives sur le sort de vos données après votre décès.',
            ],
          },
          `Pour exercer ces droits, écrivez à ${mail} ou par courrier à ${b.translatorName}, ${b.tradeName}, ${fullAddress()}. Une pièce d’identité ne vous sera demandée qu’en cas de doute raisonnable sur votre identité. La réponse vous parvient gratuitement dans un délai d’un mois\u202f; ce délai peut être prolongé de deux mois pour une demande complexe, auquel cas vous en êtes informé.`,
        ],
      },
      {
        id: 'reclamation-cnil',
        title: 'Réclamation auprès de la CNIL',
        blocks: [
          'Si vous estimez, après nous avoir contactés, que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la Commission nationale de l’informatique et des libertés (CNIL), en ligne sur [cnil.fr](https://www.cnil.fr) ou par courrier\u00a0: CNIL, 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07.',
        ],
      },
    ],
    ar: {
      title: 'حقوقك',
      paragraphs: [
        `الاطلاع والتصحيح والحذف والتقييد والنقل والاعتراض: راسل \u2066${v.email}\u2069، أو استخدم «تنزيل بياناتي» و«حذف حسابي» في مساحة العميل. الرد مجاني خلال شهر. ويمكنك أيضًا تقديم شكوى إلى اللجنة الوطنية للمعلوماتية والحريات (\u2066CNIL\u2069).`,
      ],
    },
  };
}
