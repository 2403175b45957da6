import { Link } from 'react-router';
import type { Route } from './+types/cgu';
import { BUSINESS, fullAddress } from '../../core/business';
import { PICKUP_DELIVERY_ID } from '../../core/catalogue-rules';
import {
  legalisationDelayText,
  optionPriceText,
  paperMethods,
  postalLegText,
  translationWithinText,
  urgentOfferText,
} from '../../core/catalogue-text';
import { formatEuros } from '../../core/money';
import { orderCatalogue } from '../.server/order-catalogue';
import type { OrderCatalogue } from '../components/order/types';
import { describeOpenHours } from '../../core/chat-schedule';
import { daysText, type RetentionPolicy } from '../../core/retention';
import { effectiveChatHours } from '../.server/chat-hours';
import { useRetention } from '../lib/retention';
import { LegalPage, legalMeta, type LegalSection } from '../components/LegalPage';

const b = BUSINESS;

const PAGE = {
  title: 'Conditions générales d’utilisation et de vente',
  crumb: 'Conditions générales',
  path: '/cgu',
  description:
    'Conditions générales d’utilisation et de vente : commande en ligne, prix, paiement, délais, livraison et rétractation pour vos traductions certifiées.',
};

export const meta: Route.MetaFunction = (args) => legalMeta(args, PAGE);

const mail = <a href={`mailto:${b.email}`}>{b.email}</a>;

/** Delivery options, prices and delays come from the catalogue (the order form's), the chat hours from the chat's settings: read on every render. */
export async function loader({ context }: Route.LoaderArgs) {
  const [catalogue, chatHours] = await Promise.all([orderCatalogue(context.db), effectiveChatHours(context)]);
  return { catalogue, chatHours };
}

const sectionsFor = (retention: RetentionPolicy, chatHours: string, catalogue: OrderCatalogue): LegalSection[] => [
  {
    id: 'objet',
    title: 'Objet et champ d’application',
    body: (
      <>
        <p>
          Les présentes conditions générales régissent l’utilisation de ce site et la vente des prestations proposées
          par <strong>{b.translatorName}</strong>, entrepreneur individuel (EI) exerçant sous le nom commercial{' '}
          {b.tradeName}, {fullAddress()}, SIRET {b.siret}, courriel {mail}, ci-après « la traductrice ».{' '}
          {b.translatorName} est inscrite sur la liste des experts judiciaires de la {b.courtOfAppeal} pour la langue
          arabe.
        </p>
        <p>
          Elles s’appliquent à toute personne qui consulte le site ou passe commande, qu’elle agisse en tant que
          consommateur ou pour les besoins de son activité professionnelle (ci-après « le client »). Toute commande
          implique leur acceptation sans réserve, dans la version en ligne au jour de la commande ; le client peut les
          enregistrer ou les imprimer à tout moment. Lorsqu’un devis a été établi, ses conditions particulières priment
          sur les présentes.
        </p>
      </>
    ),
  },
  {
    id: 'utilisation-du-site',
    title: 'Utilisation du site et compte client',
    body: (
      <>
        <p>
          L’accès au site est libre et gratuit ; les frais de connexion restent à la charge de l’utilisateur. Une
          commande peut être passée avec une simple adresse e-mail ou depuis un compte client, qui permet de suivre ses
          commandes et de retrouver ses traductions dans l’Espace Client.
        </p>
        <ul>
          <li>
            Le client choisit un mot de passe d’au moins 8 caractères comprenant une majuscule, un chiffre et un
            caractère spécial. Il en assure la confidentialité et signale sans délai toute utilisation suspecte de son
            compte.
          </li>
          <li>La session de connexion expire automatiquement au bout de 7 jours.</li>
          <li>
            Le chat et les formulaires doivent être utilisés de manière courtoise et licite. Le chat est ouvert{' '}
            {describeOpenHours(chatHours)} (heure de Paris) ; en dehors de ces horaires, le{' '}
            <Link to="/contact">formulaire de contact</Link> reste disponible.
          </li>
          <li>
            La traductrice peut suspendre un compte utilisé de manière frauduleuse ou contraire aux présentes
            conditions.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'services',
    title: 'Services proposés',
    body: (
      <>
        <ul>
          <li>
            <strong>Traduction certifiée</strong> de l’arabe vers le français et du français vers l’arabe : actes d’état
            civil, livrets de famille, jugements, extraits de casier judiciaire, diplômes et relevés de notes, permis de
            conduire, documents médicaux, commerciaux ou notariés… Chaque traduction porte la formule de certification,
            le cachet et la signature de la traductrice ; elle est reconnue par les administrations, les juridictions et
            les ambassades.
          </li>
          <li>
            <strong>Accompagnement à la légalisation</strong> : lorsque le pays de destination l’exige (par exemple les
            Émirats arabes unis), la traductrice se charge des légalisations successives : mairie, étape dite
            « ministère », puis ambassade ou consulat du pays concerné. Pour les pays qui l’acceptent, une apostille
            peut remplacer cette chaîne. Les formalités requises dépendent du pays et de l’organisme destinataire ; en
            cas de doute, consultez la page <Link to="/legalisation">légalisation</Link> ou interrogez-nous avant de
            commander.
          </li>
          <li>
            <strong>Devis</strong> : pour un document long, technique ou inhabituel, ou pour un ensemble de documents,
            un devis gratuit et sans engagement peut être demandé sur la page <Link to="/devis">demande de devis</Link>.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'commande',
    title: 'Commande en ligne',
    body: (
      <>
        <p>La commande se passe en quelques étapes :</p>
        <ol>
          <li>
            Sur la page <Link to="/services">Services</Link>, le client indique le nombre de documents et de pages, le
            mode de livraison, la légalisation souhaitée le cas échéant, son adresse e-mail s’il n’est pas connecté et,
            s’il le souhaite, un commentaire (orthographe des noms, usage prévu de la traduction…).
          </li>
          <li>
            Il téléverse ses documents au format PDF, PNG ou JPG : copies complètes et lisibles, recto et verso, tampons
            et mentions en marge compris.
          </li>
          <li>
            Le prix total est calculé en direct à chaque modification des options, puis la commande est ajoutée au
            panier.
          </li>
          <li>Dans le panier, le client vérifie le récapitulatif et peut le corriger avant de valider.</li>
          <li>
            Il règle la commande en ligne. Le contrat est conclu dès la confirmation du paiement ; un e-mail
            récapitulatif lui est alors adressé.
          </li>
        </ol>
        <p>
          À réception, la traductrice examine les documents. Si le nombre de pages réel diffère de celui déclaré, si un
          document est illisible ou incomplet, ou s’il nécessite un traitement particulier, elle contacte le client
          avant de commencer : celui-ci accepte l’ajustement proposé ou annule sa commande et est intégralement
          remboursé. La traductrice peut refuser une commande dont l’objet est illicite ou portant sur un document
          manifestement falsifié ; les sommes versées sont alors remboursées.
        </p>
      </>
    ),
  },
  {
    id: 'prix',
    title: 'Prix',
    body: (
      <>
        <p>
          Les prix sont indiqués en euros, toutes taxes comprises. La traductrice relevant de la franchise en base de
          TVA, aucune TVA n’est facturée ({b.vatNote}) : le prix affiché est le prix final à payer.
        </p>
        <p>Le prix total d’une commande comprend :</p>
        <ul>
          <li>
            la <strong>traduction</strong>, facturée {formatEuros(catalogue.pricePerPageCents)} par page du document
            original comportant du texte à traduire
            {catalogue.urgent
              ? `, plus ${formatEuros(catalogue.urgent.priceCents)} par page avec l’option « ${catalogue.urgent.name} »`
              : ''}{' '}
            ;
          </li>
          <li>
            les <strong>frais de livraison</strong> correspondant au mode d’envoi choisi ;
          </li>
          <li>
            la <strong>légalisation</strong> éventuelle, facturée par document et selon les étapes demandées (mairie,
            ministère, ambassade).
          </li>
        </ul>
        <p>
          Les tarifs en vigueur sont affichés sur la page <Link to="/services">Services</Link>. Le prix applicable est
          celui affiché lors de la validation de la commande ; une modification ultérieure des tarifs est sans effet sur
          une commande déjà payée. Les droits de chancellerie propres à certaines ambassades ou à certains consulats,
          lorsqu’ils ne sont pas compris dans le tarif affiché, sont communiqués au client avant d’être engagés.
        </p>
      </>
    ),
  },
  {
    id: 'paiement',
    title: 'Paiement',
    body: (
      <>
        <p>
          Le paiement s’effectue en ligne par carte bancaire, au moment de la commande, par l’intermédiaire d’un
          prestataire de paiement sécurisé certifié PCI-DSS. Votre banque peut vous demander une authentification forte
          (3-D Secure). Les données de carte sont saisies chez ce prestataire : elles ne transitent pas par le site et
          ne sont jamais conservées par la traductrice.
        </p>
        <p>
          La commande n’est traitée qu’après confirmation du paiement. Une facture est adressée par e-mail. Tout
          remboursement est effectué par le même moyen de paiement, dans un délai de 14 jours au plus.
        </p>
      </>
    ),
  },
  {
    id: 'delais',
    title: 'Délais',
    body: (
      <>
        <p>
          Les délais sont donnés à titre indicatif. Ils courent à compter de la confirmation du paiement et de la
          réception de documents complets et lisibles, et se comptent en jours ouvrés (du lundi au vendredi, hors jours
          fériés).
        </p>
        <ul>
          <li>
            <strong>Documents d’état civil courants</strong> (acte de naissance ou de mariage, extrait de casier
            judiciaire, permis de conduire…) : traduction envoyée {translationWithinText(catalogue)} selon le mode de
            livraison choisi. La date de livraison estimée est affichée avant le paiement ; celle calculée au paiement
            figure dans l’e-mail de confirmation et dans le suivi de la commande.
          </li>
          <li>
            <strong>Documents longs ou techniques</strong> (jugements, contrats, relevés de notes, statuts…) : délai
            plus long, annoncé dans le devis.
          </li>
          <li>
            <strong>Envoi postal</strong> : le délai d’acheminement du transporteur, indiqué pour chaque mode de
            livraison, s’ajoute au délai de traduction.
          </li>
          <li>
            <strong>Légalisation</strong> : chaque étape ajoute {legalisationDelayText(catalogue)} selon l’autorité
            (mairie, ministère, ambassade ou consulat) ; ces délais dépendent des autorités et la traductrice ne peut
            pas s’engager sur eux.
          </li>
          {catalogue.urgent ? (
            <li>
              <strong>Option « {catalogue.urgent.name} »</strong> : {urgentOfferText(catalogue)}, à choisir lors de la
              commande.
            </li>
          ) : null}
        </ul>
        <p>
          {catalogue.urgent ? 'Pour une échéance plus serrée encore' : 'Pour une urgence'}, contactez-nous avant de
          commander afin de vérifier la disponibilité. Si un délai convenu n’est pas respecté, le client consommateur
          peut, conformément aux articles L216-1 et suivants du Code de la consommation, enjoindre la traductrice
          d’exécuter la prestation dans un délai supplémentaire raisonnable puis, à défaut, résoudre le contrat et
          obtenir le remboursement des sommes versées.
        </p>
      </>
    ),
  },
  {
    id: 'livraison',
    title: 'Livraison',
    body: (
      <>
        <p>
          Dans tous les cas, la traduction signée et tamponnée est numérisée et envoyée au format PDF à l’adresse e-mail
          de la commande ; les titulaires d’un compte la retrouvent aussi dans leur Espace Client. Selon l’option
          choisie, l’original papier est ensuite expédié ou remis :
        </p>
        <ul>
          {paperMethods(catalogue).map((d) => (
            <li key={d.id}>
              <strong>{d.name}</strong> ({optionPriceText(d)}){d.description ? ` : ${d.description}` : ''}
              {d.postal ? `, ${postalLegText(d.postal)}` : ''}
              {d.id === PICKUP_DELIVERY_ID ? `, ${fullAddress()}, ${b.openingHoursText.toLowerCase()}` : ''} ;
            </li>
          ))}
        </ul>
        <p>
          <strong>Important :</strong> c’est l’original papier, revêtu du cachet et de la signature originale de la
          traductrice, qu’exigent la plupart des administrations, juridictions, ambassades et consulats. Le PDF reçu par
          e-mail permet de vérifier la traduction et convient aux seuls organismes qui acceptent une copie numérique. En
          cas de doute, choisissez un envoi postal.
        </p>
        <p>
          Le client vérifie l’adresse de livraison indiquée ; un pli retourné pour adresse erronée est réexpédié à ses
          frais. En cas de perte ou de détérioration pendant le transport, il en informe la traductrice dès qu’il le
          constate : conformément à l’article L216-4 du Code de la consommation, le client consommateur ne supporte pas
          ce risque et un nouvel original lui est adressé sans frais.
        </p>
      </>
    ),
  },
  {
    id: 'retractation',
    title: 'Droit de rétractation',
    body: (
      <>
        <p>
          Le client consommateur qui commande à distance dispose en principe d’un délai de 14 jours à compter de la
          conclusion du contrat pour se rétracter, sans avoir à se justifier (article L221-18 du Code de la
          consommation).
        </p>
        <p>
          Toutefois, l’article L221-28 du même code exclut ce droit pour les services pleinement exécutés avant la fin
          du délai de rétractation, dont l’exécution a commencé après accord préalable exprès du consommateur et
          renoncement exprès à son droit de rétractation, ainsi que pour les biens confectionnés selon ses
          spécifications ou nettement personnalisés, ce qu’est la traduction certifiée de ses propres documents. En
          pratique :
        </p>
        <ul>
          <li>
            en validant sa commande, le client demande expressément que la traduction commence sans attendre la fin du
            délai de 14 jours, et reconnaît qu’il perdra son droit de rétractation une fois la traduction entièrement
            livrée ;
          </li>
          <li>
            <strong>tant que le travail n’a pas commencé</strong>, il peut annuler sa commande par simple e-mail et être
            intégralement remboursé ;
          </li>
          <li>
            si le travail a commencé mais que la traduction n’est pas encore livrée, il peut encore se rétracter dans le
            délai de 14 jours ; il reste alors redevable d’un montant proportionné au travail effectué jusqu’à la
            communication de sa décision (article L221-25), ainsi que des frais déjà engagés auprès des autorités pour
            une légalisation.
          </li>
        </ul>
        <p>
          Pour exercer ce droit, il suffit d’adresser une déclaration dénuée d’ambiguïté par e-mail à {mail} ou par
          courrier à {fullAddress()}, par exemple au moyen du modèle ci-dessous. Le remboursement intervient dans les 14
          jours suivant la réception de la demande. Le droit de rétractation ne s’applique pas aux clients
          professionnels.
        </p>
        <h3>Modèle de formulaire de rétractation</h3>
        <div className="rounded-xl border border-line bg-surface-2 px-5 py-1 text-[0.9375rem]">
          <p>
            À l’attention de {b.translatorName} ({b.tradeName}), {fullAddress()}, {b.email} :
          </p>
          <p>
            Je/nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat portant sur la
            prestation de services ci-dessous :
          </p>
          <ul>
            <li>Commandé le (*) / reçu le (*) :</li>
            <li>Numéro de commande :</li>
            <li>Nom du (des) consommateur(s) :</li>
            <li>Adresse du (des) consommateur(s) :</li>
            <li>Signature du (des) consommateur(s) (uniquement en cas de notification sur papier) :</li>
            <li>Date :</li>
          </ul>
          <p>(*) Rayez la mention inutile.</p>
        </div>
      </>
    ),
  },
  {
    id: 'documents-et-noms',
    title: 'Documents fournis et orthographe des noms',
    body: (
      <>
        <p>
          La traduction est établie à partir du document transmis par le client. Celui-ci fournit des copies complètes
          et lisibles, sans page manquante, et précise si besoin l’usage prévu de la traduction (pays et organisme
          destinataire).
        </p>
        <p>
          Les noms propres arabes admettent souvent plusieurs transcriptions en caractères latins. Pour qu’ils
          correspondent exactement à vos autres papiers, indiquez dans le commentaire de la commande l’orthographe
          figurant sur votre passeport, votre titre de séjour ou vos actes français ; à défaut, la traductrice retient
          la transcription usuelle. Une différence d’orthographe entre documents peut conduire une administration à
          refuser un dossier : ce point mérite quelques secondes d’attention.
        </p>
        <p>
          Le client vérifie le PDF dès réception et signale toute erreur matérielle (nom, date, numéro) : elle est
          corrigée et la traduction réexpédiée gratuitement.
        </p>
      </>
    ),
  },
  {
    id: 'responsabilite',
    title: 'Responsabilité',
    body: (
      <>
        <p>
          La traductrice certifie la conformité de la traduction au document qui lui a été fourni. Elle répond de la
          fidélité et de l’exactitude de sa traduction et de la bonne exécution de la commande.
        </p>
        <p>Elle ne peut en revanche être tenue pour responsable :</p>
        <ul>
          <li>de l’authenticité, de la validité ou du contenu des documents source ;</li>
          <li>d’une orthographe de nom indiquée ou validée par le client ;</li>
          <li>
            du refus d’un dossier par une autorité française ou étrangère pour une raison étrangère à la traduction
            (document périmé, légalisation ou apostille non demandée, pièce manquante, exigence propre à l’organisme) ;
          </li>
          <li>des délais propres aux autorités et aux transporteurs, ni d’un cas de force majeure.</li>
        </ul>
        <p>
          À l’égard des clients professionnels, sa responsabilité est limitée au montant de la commande concernée. Cette
          limitation ne s’applique pas aux consommateurs, qui conservent l’ensemble des droits que leur reconnaît la
          loi.
        </p>
      </>
    ),
  },
  {
    id: 'confidentialite',
    title: 'Confidentialité',
    body: (
      <>
        <p>
          Les documents et informations confiés sont traités de manière strictement confidentielle. La traductrice est
          tenue au secret professionnel : elle ne divulgue à personne le contenu des documents, qui ne servent qu’à la
          réalisation de la prestation. Les traductions sont réalisées personnellement par {b.translatorName}, sans
          sous-traitance.
        </p>
        <p>
          Les documents sont stockés chiffrés et supprimés {daysText(retention.documentDays)} après la livraison, ou
          plus tôt à la demande du client. Le traitement des données personnelles est détaillé dans la{' '}
          <Link to="/rgpd">politique de protection des données</Link> et les mesures techniques sur la page{' '}
          <Link to="/securite-ssl">sécurité et certificat SSL</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'reclamations',
    title: 'Réclamations',
    body: (
      <p>
        Toute réclamation est à adresser par e-mail à {mail} ou par courrier à {fullAddress()}, en précisant le numéro
        de commande et l’objet de la demande. Elle reçoit une réponse écrite dans un délai de 15 jours. Une erreur de
        traduction est corrigée et la traduction réexpédiée sans frais.
      </p>
    ),
  },
  {
    id: 'mediation',
    title: 'Médiation de la consommation',
    body: (
      <>
        <p>
          Conformément aux articles L611-1 et suivants du Code de la consommation, le client consommateur peut recourir
          gratuitement à un médiateur de la consommation en vue de la résolution amiable d’un litige. Les coordonnées du
          médiateur dont relève {b.tradeName} figurent sur chaque devis et chaque facture et sont communiquées sur
          simple demande.
        </p>
        <p>
          Le médiateur ne peut être saisi qu’après une réclamation écrite adressée au préalable à la traductrice et
          restée sans solution satisfaisante, et au plus tard un an après cette réclamation. La liste des médiateurs
          référencés est publiée sur le site{' '}
          <a href="https://www.economie.gouv.fr/mediation-conso" rel="noopener noreferrer">
            economie.gouv.fr/mediation-conso
          </a>
          .
        </p>
      </>
    ),
  },
  {
    id: 'droit-applicable',
    title: 'Droit applicable et juridiction',
    body: (
      <p>
        Les présentes conditions sont rédigées en français et soumises au droit français. En cas de litige, une solution
        amiable est recherchée en priorité. À défaut, les tribunaux de Dijon sont compétents ; le client consommateur
        peut également saisir, à son choix, la juridiction du lieu où il demeurait au moment de la conclusion du contrat
        ou de la survenance du fait dommageable (article R631-3 du Code de la consommation).
      </p>
    ),
  },
];

export default function CguRoute({ loaderData }: Route.ComponentProps) {
  const { catalogue, chatHours } = loaderData;
  const retention = useRetention();
  return (
    <LegalPage
      title={PAGE.title}
      crumb={PAGE.crumb}
      path={PAGE.path}
      eyebrow="Conditions générales"
      lead="Les règles qui s’appliquent à l’utilisation du site et à vos commandes de traductions certifiées, de la commande en ligne à la livraison."
      updated="2026-11-24"
      numbered
      summary={[
        <>Prix en euros, sans TVA ajoutée : le prix affiché est le prix que vous payez.</>,
        <>Paiement en ligne sécurisé ; votre commande est traitée dès la confirmation du paiement.</>,
        <>
          Traduction envoyée {translationWithinText(catalogue)} ; la date de livraison estimée s’affiche avant le
          paiement.
        </>,
        <>L’original papier signé et tamponné est celui qu’exigent les administrations.</>,
        <>Annulation gratuite et remboursement intégral tant que la traduction n’a pas commencé.</>,
      ]}
      sections={sectionsFor(retention, chatHours, catalogue)}
    />
  );
}
