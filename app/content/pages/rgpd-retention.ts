import { minutesIn, monthsIn } from '../../../core/counted';
import { ACCOUNTING_RETENTION_YEARS, BACKUP_COPIES, daysText, minutesText, yearsText } from '../../../core/retention';
import type { LegalPageContent } from './legal-model';
import type { PageSources } from './model';

type Part = LegalPageContent['parts'][number];

/**
 * « Durées de conservation » of /rgpd and its Arabic summary: every duration comes from the
 * retention policy the purge applies (core/retention.ts), so the page never states a period the
 * site does not keep.
 */
export function retentionPart(
  { retention: r }: PageSources,
  v: { years: string; days: string; idle: string; accounting: string },
): Part {
  return {
    fr: [
      {
        id: 'durees-de-conservation',
        title: 'Durées de conservation',
        blocks: [
          `**Les données de contact sont effacées ${yearsText(r.contactYears)} après le dernier échange.** Les autres données sont conservées selon les durées suivantes, puis supprimées ou anonymisées automatiquement\u00a0:`,
          {
            table: {
              label: 'Durées de conservation des données',
              headers: ['Données', 'Conservation'],
              rows: [
                [
                  'Demandes de devis, messages du formulaire de contact et du support, conversations du chat',
                  `${yearsText(r.contactYears)} après le dernier message ou le traitement de la demande`,
                ],
                [
                  'Compte client',
                  `Jusqu’à sa suppression par vous (Espace Client), et au plus ${yearsText(r.contactYears)} après votre dernière connexion`,
                ],
                [
                  'Documents transmis et traductions',
                  `${daysText(r.documentDays)} après la livraison\u202f; pour une commande annulée, ${daysText(r.documentDays)} après sa dernière modification\u202f; pour une commande jamais payée, ${minutesText(r.unpaidDocumentHours * 60)} après sa dernière modification\u202f; aussitôt si vous supprimez votre compte`,
                ],
                [
                  'Fichiers téléversés sans commande',
                  `Supprimés après ${minutesText(r.uploadIdleMinutes)} sans activité du formulaire de commande`,
                ],
                ['Commandes non payées', `Effacées ${yearsText(r.contactYears)} après leur dernière modification`],
                [
                  'Commandes payées\u00a0: référence, date, prestations et montant (pièces comptables)',
                  `${yearsText(ACCOUNTING_RETENTION_YEARS)} après le paiement (article L123-22 du Code de commerce)\u202f; votre adresse e-mail, votre nom, votre téléphone, votre adresse d’expédition, votre commentaire et vos messages en sont effacés ${yearsText(r.contactYears)} après la dernière modification de la commande\u202f; le nom ou la raison sociale et l’adresse de facturation restent, comme sur la facture`,
                ],
                [
                  'Adresse d’expédition et téléphone',
                  `${daysText(r.documentDays)} après l’envoi de l’original (ou après la livraison de la traduction quand rien n’est envoyé par la poste)`,
                ],
                [
                  'Avis clients (note, texte, nom affiché)',
                  `Tant que la commande garde vos coordonnées\u00a0: effacés avec elles, ${yearsText(r.contactYears)} après la dernière modification de la commande, ou aussitôt à votre demande ou si vous supprimez votre compte\u202f; un avis masqué n’est plus affiché mais reste conservé jusque-là`,
                ],
                ['Copies des e-mails envoyés par le site', `${yearsText(r.contactYears)} après leur envoi`],
                ['Liens de connexion et d’accès envoyés par e-mail', 'Un jour après leur expiration'],
                ['Journaux techniques du serveur', '6 mois'],
                ['Cookies', 'De 7 jours à 1 an selon le cookie (voir la [liste](/cookies))'],
              ],
            },
          },
          `**Sauvegardes\u00a0:** une copie chiffrée des données et des documents est faite chaque nuit et gardée au plus ${monthsIn('fr', BACKUP_COPIES.monthly)}\u202f; une donnée effacée en disparaît quand ces copies arrivent à échéance, et une restauration applique de nouveau les effacements faits depuis la copie.`,
          'En cas de litige, les données nécessaires à sa résolution peuvent être conservées jusqu’à son règlement définitif.',
        ],
      },
    ],
    ar: {
      title: 'إلى متى',
      paragraphs: [
        `الطلبات والرسائل وبيانات التواصل: تُحذف بعد ${v.years} من آخر تواصل. الوثائق والترجمات: بعد ${v.days} من التسليم، وبعد ${minutesIn('ar', r.unpaidDocumentHours * 60)} من آخر تعديل إذا لم يُدفع الطلب. الملفات المرفوعة دون طلب: بعد ${v.idle} دون نشاط. آراء العملاء: تُحذف مع بيانات التواصل الخاصة بالطلب، أو فورًا بطلب منك. المستندات المحاسبية للطلبات المدفوعة: ${v.accounting}.`,
        `النسخ الاحتياطية: نسخة مشفّرة من البيانات والوثائق كل ليلة، تُحفظ ${monthsIn('ar', BACKUP_COPIES.monthly)} على الأكثر؛ وما يُحذف يختفي منها عند انتهاء مدتها، ويُعاد تطبيق عمليات الحذف عند أي استعادة.`,
      ],
    },
  };
}
