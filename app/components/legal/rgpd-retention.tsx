import { Link } from 'react-router';
import {
  ACCOUNTING_RETENTION_YEARS,
  daysText,
  minutesText,
  yearsText,
  type RetentionPolicy,
} from '../../../core/retention';
import { ResponsiveTable, type LegalSection } from '../LegalPage';

/**
 * « Durées de conservation » of /rgpd: every duration comes from the retention policy the purge
 * applies (core/retention.ts), so the page never states a period the site does not keep.
 */
export const retentionSection = (r: RetentionPolicy): LegalSection => ({
  id: 'durees-de-conservation',
  title: 'Durées de conservation',
  body: (
    <>
      <p>
        <strong>Les données de contact sont effacées {yearsText(r.contactYears)} après le dernier échange.</strong> Les
        autres données sont conservées selon les durées suivantes, puis supprimées ou anonymisées automatiquement :
      </p>
      <ResponsiveTable
        label="Durées de conservation des données"
        headers={['Données', 'Conservation']}
        rows={[
          {
            key: 'contact',
            cells: [
              'Demandes de devis, messages du formulaire de contact et du support, conversations du chat',
              `${yearsText(r.contactYears)} après le dernier message ou le traitement de la demande`,
            ],
          },
          {
            key: 'compte',
            cells: [
              'Compte client',
              `Jusqu’à sa suppression par vous (Espace Client), et au plus ${yearsText(r.contactYears)} après votre dernière connexion`,
            ],
          },
          {
            key: 'documents',
            cells: [
              'Documents transmis et traductions',
              `${daysText(r.documentDays)} après la livraison ; pour une commande annulée ou jamais payée, ${daysText(r.documentDays)} après sa dernière modification ; aussitôt si vous supprimez votre compte`,
            ],
          },
          {
            key: 'fichiers',
            cells: [
              'Fichiers téléversés sans commande',
              `Supprimés après ${minutesText(r.uploadIdleMinutes)} sans activité du formulaire de commande`,
            ],
          },
          {
            key: 'commandes',
            cells: ['Commandes non payées', `Effacées ${yearsText(r.contactYears)} après leur dernière modification`],
          },
          {
            key: 'factures',
            cells: [
              'Commandes payées : référence, date, prestations et montant (pièces comptables)',
              `${yearsText(ACCOUNTING_RETENTION_YEARS)} après le paiement (article L123-22 du Code de commerce) ; votre adresse e-mail, votre nom, votre téléphone, votre adresse d’expédition, votre commentaire et vos messages en sont effacés ${yearsText(r.contactYears)} après la dernière modification de la commande ; le nom ou la raison sociale et l’adresse de facturation restent, comme sur la facture`,
            ],
          },
          {
            key: 'expedition',
            cells: [
              'Adresse d’expédition et téléphone',
              `${daysText(r.documentDays)} après l’envoi de l’original (ou après la livraison de la traduction quand rien n’est envoyé par la poste)`,
            ],
          },
          {
            key: 'emails',
            cells: ['Copies des e-mails envoyés par le site', `${yearsText(r.contactYears)} après leur envoi`],
          },
          {
            key: 'liens',
            cells: ['Liens de connexion et d’accès envoyés par e-mail', 'Un jour après leur expiration'],
          },
          { key: 'journaux', cells: ['Journaux techniques du serveur', '6 mois'] },
          {
            key: 'cookies',
            cells: [
              'Cookies',
              <>
                De 7 jours à 1 an selon le cookie (voir la <Link to="/cookies">liste</Link>)
              </>,
            ],
          },
        ]}
      />
      <p>
        En cas de litige, les données nécessaires à sa résolution peuvent être conservées jusqu’à son règlement
        définitif.
      </p>
    </>
  ),
});
