import { Link } from 'react-router';
import type { Route } from './+types/rgpd';
import { BUSINESS, fullAddress } from '../../core/business';
import { ACCOUNTING_RETENTION_YEARS, daysText, yearsText, type RetentionPolicy } from '../../core/retention';
import { useRetention } from '../lib/retention';
import { Facts, LegalPage, legalMeta, ResponsiveTable, type LegalSection } from '../components/LegalPage';
import { retentionSection } from '../components/legal/rgpd-retention';

const b = BUSINESS;

const PAGE = {
  title: 'Protection des données personnelles (RGPD)',
  crumb: 'Données personnelles (RGPD)',
  path: '/rgpd',
  description:
    'Quelles données nous collectons, pourquoi, combien de temps nous les gardons et comment exercer vos droits : la politique RGPD de votre traductrice certifiée.',
};

export const meta: Route.MetaFunction = (args) => legalMeta(args, PAGE);

const mail = <a href={`mailto:${b.email}`}>{b.email}</a>;

const sectionsFor = (r: RetentionPolicy): LegalSection[] => [
  {
    id: 'responsable',
    title: 'Responsable du traitement',
    body: (
      <>
        <p>
          Le responsable du traitement des données collectées sur ce site est <strong>{b.translatorName}</strong>,
          entrepreneur individuel exerçant sous le nom {b.tradeName}.
        </p>
        <Facts
          items={[
            { term: 'Responsable', value: `${b.translatorName} EI (${b.tradeName})` },
            { term: 'Adresse', value: `${fullAddress()}, ${b.address.countryName}` },
            { term: 'Courriel', value: mail },
            { term: 'Téléphone', value: <a href={`tel:${b.phone.replace(/\s/g, '')}`}>{b.phoneDisplay}</a> },
          ]}
        />
        <p>
          N’étant pas tenue de désigner un délégué à la protection des données, {b.translatorName} est votre
          interlocutrice directe pour toute question relative à vos données.
        </p>
      </>
    ),
  },
  {
    id: 'donnees-collectees',
    title: 'Données collectées',
    body: (
      <>
        <ul>
          <li>
            <strong>Coordonnées</strong> : adresse e-mail ; nom complet (obligatoire : il figure sur l’envoi et la
            facture) ; téléphone (facultatif : utilisé uniquement par le transporteur et pour une question sur votre
            commande) ; adresse d’expédition, seulement si l’original papier vous est envoyé par la poste ou par
            transporteur ; si vous faites facturer une entreprise, un cabinet ou une administration : raison sociale,
            SIREN ou SIRET, numéro de TVA intracommunautaire, adresse de facturation et référence de commande, imprimés
            sur la facture.
          </li>
          <li>
            <strong>Compte client</strong> : adresse e-mail, mot de passe (conservé uniquement sous forme hachée,
            illisible même pour nous) et historique des commandes.
          </li>
          <li>
            <strong>Commandes</strong> : options choisies, montants, factures et suivi de la commande.
          </li>
          <li>
            <strong>Documents à traduire et traductions</strong> : ils contiennent par nature des données d’identité
            (nom, date et lieu de naissance, filiation, nationalité, numéros de pièces) et peuvent contenir des données
            sensibles : situation familiale, santé, décisions de justice ou extraits de casier judiciaire.
          </li>
          <li>
            <strong>Messages</strong> : contenu et date des messages du chat (avec votre adresse e-mail si vous la
            donnez, sinon un identifiant aléatoire), du formulaire de contact et des demandes de devis.
          </li>
          <li>
            <strong>Paiement</strong> : il est traité directement par notre prestataire de paiement. Nous ne recevons
            que la confirmation de la transaction (montant, date, référence) : aucun numéro de carte bancaire n’est
            collecté ni conservé par ce site.
          </li>
          <li>
            <strong>Données techniques</strong> : journaux du serveur (adresse IP, date, page demandée, navigateur)
            nécessaires à la sécurité, et cookies essentiels décrits dans la{' '}
            <Link to="/cookies">politique de cookies</Link>.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'finalites',
    title: 'Finalités et bases légales',
    body: (
      <>
        <ResponsiveTable
          label="Finalités des traitements et bases légales"
          headers={['Finalité', 'Base légale']}
          rows={[
            {
              key: 'commande',
              cells: [
                'Traiter votre commande : traduction, légalisation, livraison, suivi et service après-vente',
                'Exécution du contrat (art. 6.1.b du RGPD)',
              ],
            },
            { key: 'compte', cells: ['Gérer votre compte client', 'Exécution du contrat (art. 6.1.b)'] },
            {
              key: 'demandes',
              cells: [
                'Répondre à vos demandes de devis et à vos messages (chat, formulaire de contact)',
                'Mesures précontractuelles prises à votre demande (art. 6.1.b) et intérêt légitime à vous répondre (art. 6.1.f)',
              ],
            },
            {
              key: 'factures',
              cells: [
                'Établir les factures et tenir la comptabilité',
                `Obligation légale (art. 6.1.c) : conservation des pièces comptables pendant ${yearsText(ACCOUNTING_RETENTION_YEARS)}`,
              ],
            },
            {
              key: 'securite',
              cells: [
                'Assurer la sécurité du site, prévenir la fraude et gérer les éventuels litiges',
                'Intérêt légitime (art. 6.1.f)',
              ],
            },
            {
              key: 'cookies',
              cells: [
                'Cookies optionnels (aucun n’est utilisé à ce jour)',
                'Consentement (art. 6.1.a), que vous pouvez retirer à tout moment',
              ],
            },
          ]}
        />
        <p>
          Les données sensibles figurant dans vos documents ne sont traitées que parce que vous nous les transmettez
          pour en obtenir la traduction, le plus souvent afin de faire valoir vos droits auprès d’une administration ou
          d’une juridiction. Elles ne servent à rien d’autre et ne sont lues que par la traductrice et, pour une
          légalisation, par les autorités concernées.
        </p>
        <p>
          Vos données ne sont jamais vendues, louées ni utilisées à des fins publicitaires. Elles ne font l’objet
          d’aucun profilage ni d’aucune décision automatisée.
        </p>
      </>
    ),
  },
  retentionSection(r),
  {
    id: 'destinataires',
    title: 'Destinataires',
    body: (
      <>
        <p>
          Vos données et vos documents ne sont accessibles qu’à la traductrice, {b.translatorName}, qui travaille seule
          et ne sous-traite pas ses traductions. Interviennent uniquement, pour les besoins techniques du service et
          dans le cadre de contrats conformes à l’article 28 du RGPD :
        </p>
        <ul>
          <li>l’hébergeur du site, {b.host.name}, qui stocke les données en France ;</li>
          <li>le prestataire de paiement, qui traite les données de votre carte bancaire ;</li>
          <li>le service d’envoi d’e-mails, pour les confirmations et la livraison des traductions ;</li>
          <li>le transporteur choisi (La Poste ou DHL), qui ne reçoit que vos nom et adresse de livraison.</li>
        </ul>
        <p>
          Lorsque vous demandez une légalisation, la traduction et, si nécessaire, le document source sont présentés aux
          autorités chargées de la légalisation (mairie, autorité de légalisation « ministère », ambassade ou consulat).
          Vos données ne peuvent en outre être communiquées qu’aux autorités légalement habilitées à les demander.
        </p>
      </>
    ),
  },
  {
    id: 'transferts-hors-ue',
    title: 'Transferts hors de l’Union européenne',
    body: (
      <p>
        Les données sont hébergées en France et aucun transfert hors de l’Union européenne n’est prévu. Seules
        exceptions, à votre demande et pour exécuter votre commande : l’envoi d’un original à une adresse située hors de
        l’Union, ou la légalisation auprès de l’ambassade d’un pays tiers, qui impliquent de transmettre les
        informations strictement nécessaires au transporteur ou à l’autorité concernée.
      </p>
    ),
  },
  {
    id: 'securite',
    title: 'Sécurité des données',
    body: (
      <>
        <p>Des mesures techniques et organisationnelles protègent vos données :</p>
        <ul>
          <li>toutes les pages et tous les échanges sont chiffrés en HTTPS ;</li>
          <li>les documents sont stockés chiffrés (AES-256) et ne sont jamais accessibles publiquement ;</li>
          <li>
            l’accès est réservé au client et à la traductrice, après authentification, et les mots de passe sont
            hachés ;
          </li>
          <li>les données de paiement sont traitées exclusivement par un prestataire certifié PCI-DSS.</li>
        </ul>
        <p>
          Le détail de ces mesures figure sur la page <Link to="/securite-ssl">sécurité et certificat SSL</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'vos-droits',
    title: 'Vos droits',
    body: (
      <>
        <p>Conformément au RGPD et à la loi Informatique et Libertés, vous disposez des droits suivants :</p>
        <ul>
          <li>
            <strong>accès</strong> : savoir quelles données nous détenons sur vous et en obtenir une copie ;
          </li>
          <li>
            <strong>rectification</strong> : faire corriger des données inexactes ou incomplètes ;
          </li>
          <li>
            <strong>effacement</strong> : faire supprimer vos données, notamment vos documents avant la fin du délai de{' '}
            {daysText(r.documentDays)}, sauf celles que la loi nous oblige à conserver, comme les factures ; avec un
            compte, « Supprimer mon compte » dans l’Espace Client le fait aussitôt ;
          </li>
          <li>
            <strong>limitation</strong> : faire geler temporairement l’utilisation de vos données ;
          </li>
          <li>
            <strong>portabilité</strong> : recevoir les données que vous nous avez fournies dans un format courant (avec
            un compte, « Télécharger mes données » dans l’Espace Client donne un fichier ZIP de vos commandes, messages,
            demandes et documents encore conservés) ;
          </li>
          <li>
            <strong>opposition</strong> : vous opposer à un traitement fondé sur notre intérêt légitime ;
          </li>
          <li>
            retirer à tout moment un consentement donné, et définir des directives sur le sort de vos données après
            votre décès.
          </li>
        </ul>
        <p>
          Pour exercer ces droits, écrivez à {mail} ou par courrier à {b.translatorName}, {b.tradeName}, {fullAddress()}
          . Une pièce d’identité ne vous sera demandée qu’en cas de doute raisonnable sur votre identité. La réponse
          vous parvient gratuitement dans un délai d’un mois ; ce délai peut être prolongé de deux mois pour une demande
          complexe, auquel cas vous en êtes informé.
        </p>
      </>
    ),
  },
  {
    id: 'reclamation-cnil',
    title: 'Réclamation auprès de la CNIL',
    body: (
      <p>
        Si vous estimez, après nous avoir contactés, que vos droits ne sont pas respectés, vous pouvez adresser une
        réclamation à la Commission nationale de l’informatique et des libertés (CNIL), en ligne sur{' '}
        <a href="https://www.cnil.fr" rel="noopener noreferrer">
          cnil.fr
        </a>{' '}
        ou par courrier : CNIL, 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07.
      </p>
    ),
  },
];

export default function RgpdRoute() {
  const r = useRetention();
  return (
    <LegalPage
      title={PAGE.title}
      crumb={PAGE.crumb}
      path={PAGE.path}
      eyebrow="Vie privée"
      lead="Vos documents sont souvent très personnels : voici comment vos données sont collectées, utilisées, protégées et supprimées."
      updated="2026-11-24"
      summary={[
        <>
          Vos documents ne servent qu’à leur traduction ; ils sont stockés chiffrés et supprimés{' '}
          {daysText(r.documentDays)} après la livraison.
        </>,
        <>Vos données ne sont jamais vendues ni utilisées à des fins publicitaires.</>,
        <>Les données de contact sont effacées {yearsText(r.contactYears)} après le dernier échange.</>,
        <>Accès, rectification, effacement : un simple e-mail suffit, réponse sous un mois.</>,
      ]}
      sections={sectionsFor(r)}
    />
  );
}
