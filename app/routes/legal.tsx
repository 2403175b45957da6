import { Link } from 'react-router';
import type { Route } from './+types/legal';
import { BUSINESS, fullAddress } from '../../core/business';
import { Facts, LegalPage, legalMeta, type LegalSection } from '../components/LegalPage';

const b = BUSINESS;

const PAGE = {
  title: 'Mentions légales',
  crumb: 'Mentions légales',
  path: '/legal',
  description: `Mentions légales du site ${b.tradeName} : éditeur, traductrice certifiée arabe–français à ${b.address.city}, hébergeur, propriété intellectuelle et droit applicable.`,
};

export const meta: Route.MetaFunction = (args) => legalMeta(args, PAGE);
const mail = <a href={`mailto:${b.email}`}>{b.email}</a>;
const phone = <a href={`tel:${b.phone.replace(/\s/g, '')}`}>{b.phoneDisplay}</a>;

const sections: LegalSection[] = [
  {
    id: 'editeur',
    title: 'Éditeur du site',
    body: (
      <>
        <p>
          Le présent site est édité par <strong>{b.translatorName}</strong>, traductrice indépendante exerçant sous le
          nom commercial <strong>{b.tradeName}</strong>.
        </p>
        <Facts
          items={[
            { term: 'Nom', value: `${b.translatorName} EI` },
            { term: 'Nom commercial', value: b.tradeName },
            { term: 'Statut', value: 'Entrepreneur individuel, régime de la micro-entreprise' },
            { term: 'Adresse', value: `${fullAddress()}, ${b.address.countryName}` },
            { term: 'Téléphone', value: phone },
            { term: 'Courriel', value: mail },
            { term: 'SIRET', value: b.siret },
            { term: 'TVA', value: `${b.vatNote} (franchise en base de TVA)` },
          ]}
        />
        <p>
          {b.translatorName} est inscrite sur la liste des experts judiciaires de la {b.courtOfAppeal}, en qualité
          d’experte traductrice en langue arabe. C’est ce que l’on appelle couramment un « traducteur assermenté » :
          l’appellation officielle est « expert traducteur près la cour d’appel ». Sur ce site, nous parlons de
          traduction certifiée.
        </p>
      </>
    ),
  },
  {
    id: 'directrice-publication',
    title: 'Directrice de la publication',
    body: (
      <p>
        La directrice de la publication est {b.translatorName}, joignable à l’adresse {mail} ou par courrier à l’adresse
        professionnelle indiquée ci-dessus.
      </p>
    ),
  },
  {
    id: 'hebergeur',
    title: 'Hébergeur',
    body: (
      <>
        <p>Le site et les données qu’il traite sont hébergés par :</p>
        <Facts
          items={[
            { term: 'Hébergeur', value: b.host.name },
            { term: 'Adresse', value: b.host.address },
            { term: 'Téléphone', value: b.host.phone },
          ]}
        />
      </>
    ),
  },
  {
    id: 'propriete-intellectuelle',
    title: 'Propriété intellectuelle',
    body: (
      <>
        <p>
          L’ensemble des contenus de ce site (textes, articles du blog, réponses de la foire aux questions, logo,
          illustrations et mise en page) est la propriété de {b.translatorName}, sauf mention contraire. Toute
          reproduction, représentation ou adaptation, totale ou partielle, sans autorisation écrite préalable est
          interdite et constituerait une contrefaçon au sens des articles L335-2 et suivants du Code de la propriété
          intellectuelle. Les courtes citations sont admises avec mention de la source et un lien vers la page
          concernée.
        </p>
        <p>
          Les polices de caractères Inter et Source Serif 4 ainsi que les icônes Lucide sont utilisées conformément à
          leurs licences libres respectives. Le plan d’accès affiché sur le site provient d’OpenStreetMap (© les
          contributeurs d’OpenStreetMap, licence ODbL).
        </p>
        <p>
          Les exemples de documents traduits présentés sur le site sont des modèles fictifs ou anonymisés : ils ne
          contiennent aucune donnée réelle d’un client.
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
          Les informations publiées sur ce site (procédures de légalisation, exigences des administrations et des
          ambassades, délais indicatifs) sont données à titre d’information générale et mises à jour avec soin. Les
          règles des autorités françaises et étrangères évoluent toutefois régulièrement : avant toute démarche
          importante, vérifiez les exigences auprès de l’organisme destinataire ou demandez conseil par courriel.
        </p>
        <p>
          L’éditrice s’efforce d’assurer l’accès au site en permanence mais ne peut garantir l’absence d’interruption,
          notamment en cas de maintenance ou de panne indépendante de sa volonté. Les liens vers des sites extérieurs
          (administrations, CNIL…) sont fournis pour votre commodité ; leur contenu relève de la seule responsabilité de
          leurs éditeurs.
        </p>
        <p>
          Les conditions dans lesquelles sont réalisées les traductions commandées sur le site sont fixées par les{' '}
          <Link to="/cgu">conditions générales d’utilisation et de vente</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'donnees-personnelles',
    title: 'Données personnelles',
    body: (
      <p>
        {b.translatorName} est responsable du traitement des données personnelles collectées sur ce site (commandes,
        documents à traduire, messages). Elles ne servent qu’à traiter vos demandes, ne sont jamais vendues et sont
        conservées pour une durée limitée. Vous disposez notamment d’un droit d’accès, de rectification et d’effacement.
        Tous les détails figurent dans notre{' '}
        <Link to="/rgpd">politique de protection des données personnelles (RGPD)</Link>.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <p>
        Le site n’utilise que des cookies nécessaires à son fonctionnement (panier, connexion, thème d’affichage,
        chat) ; aucun cookie publicitaire ni de mesure d’audience n’est déposé. La liste complète et la manière de
        modifier votre choix sont détaillées dans la <Link to="/cookies">politique de cookies</Link>.
      </p>
    ),
  },
  {
    id: 'securite',
    title: 'Sécurité',
    body: (
      <p>
        Toutes les pages sont servies en HTTPS, les documents transmis sont stockés chiffrés et le paiement est confié à
        un prestataire certifié. Les mesures mises en place et les bons réflexes à adopter sont présentés sur la page{' '}
        <Link to="/securite-ssl">sécurité du site et certificat SSL</Link>.
      </p>
    ),
  },
  {
    id: 'droit-applicable',
    title: 'Droit applicable et juridiction',
    body: (
      <>
        <p>
          Le présent site et les présentes mentions sont soumis au droit français. En cas de différend, une solution
          amiable sera recherchée en priorité.
        </p>
        <p>
          À défaut d’accord, les tribunaux de Dijon sont compétents. Si vous agissez en tant que consommateur, vous
          pouvez également saisir, à votre choix, la juridiction du lieu où vous demeuriez au moment de la conclusion du
          contrat ou de la survenance du fait dommageable (article R631-3 du Code de la consommation).
        </p>
      </>
    ),
  },
  {
    id: 'mediation',
    title: 'Médiation de la consommation',
    body: (
      <>
        <p>
          Conformément aux articles L611-1 et suivants du Code de la consommation, tout client consommateur a le droit
          de recourir gratuitement à un médiateur de la consommation en vue de la résolution amiable d’un litige qui
          l’opposerait à {b.tradeName}.
        </p>
        <p>
          Le médiateur ne peut être saisi qu’après une réclamation écrite adressée au préalable à {b.translatorName}{' '}
          (par courriel à {mail} ou par courrier) et restée sans solution satisfaisante, et au plus tard un an après
          cette réclamation. Les coordonnées du médiateur compétent figurent sur chaque devis et chaque facture et vous
          sont communiquées sur simple demande ; la procédure est détaillée dans les{' '}
          <Link to="/cgu#mediation">conditions générales d’utilisation et de vente</Link>.
        </p>
      </>
    ),
  },
];

export default function LegalRoute() {
  return (
    <LegalPage
      title={PAGE.title}
      path={PAGE.path}
      eyebrow="Informations légales"
      lead={`Qui édite ce site, qui l’héberge et quelles règles s’y appliquent : les informations imposées par la loi pour ${b.tradeName}.`}
      updated="2026-11-22"
      sections={sections}
    />
  );
}
