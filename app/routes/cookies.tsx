import { Link } from 'react-router';
import type { Route } from './+types/cookies';
import { BUSINESS } from '../../core/business';
import { LegalPage, legalMeta, ResponsiveTable, type LegalSection } from '../components/LegalPage';

const b = BUSINESS;

const PAGE = {
  title: 'Politique de cookies',
  crumb: 'Politique de cookies',
  path: '/cookies',
  description:
    'Les cookies utilisés sur ce site : panier, connexion, thème, chat. Leur rôle, leur durée, et comment modifier votre choix. Aucun cookie publicitaire.',
};

export const meta: Route.MetaFunction = (args) => legalMeta(args, PAGE);

function Name({ children }: { children: string }) {
  return (
    <code className="rounded-md border border-line bg-surface-2 px-1.5 py-0.5 font-mono text-[0.875rem] font-medium text-ink">
      {children}
    </code>
  );
}

const ESSENTIAL = 'Essentiel';

const COOKIES: { name: string; purpose: React.ReactNode; duration: string }[] = [
  {
    name: 'cart',
    purpose: 'Conserve votre panier (options choisies, fichiers téléversés, prix) pendant la commande.',
    duration: '7 jours',
  },
  {
    name: 'mailClient',
    purpose:
      'Retient la dernière adresse e-mail utilisée pour la commande, pour ne pas vous la redemander. Supprimé dès la confirmation de la commande.',
    duration: '7 jours',
  },
  {
    name: 'token',
    purpose:
      'Maintient votre session de connexion à l’Espace Client. Marqué httpOnly : aucun script de la page ne peut le lire.',
    duration: '7 jours',
  },
  {
    name: 'user',
    purpose: 'Affiche le nom de votre compte dans l’en-tête du site lorsque vous êtes connecté.',
    duration: '7 jours',
  },
  {
    name: 'darkMode',
    purpose: 'Retient le thème d’affichage que vous avez choisi (clair ou sombre).',
    duration: '1 an',
  },
  {
    name: 'guestId',
    purpose: 'Identifiant aléatoire qui permet de retrouver votre conversation du chat sans créer de compte.',
    duration: '30 jours',
  },
  {
    name: 'cookieConsent',
    purpose: 'Enregistre votre choix (« essentiels uniquement » ou « tous ») pour ne plus afficher le bandeau.',
    duration: '365 jours',
  },
];

const sections: LegalSection[] = [
  {
    id: 'definition',
    title: 'Qu’est-ce qu’un cookie ?',
    body: (
      <>
        <p>
          Un cookie est un petit fichier texte qu’un site enregistre dans votre navigateur, puis relit lors de vos
          visites suivantes. Il peut servir au fonctionnement même du site (garder votre panier, vous maintenir
          connecté) ou à d’autres fins, comme mesurer l’audience ou afficher de la publicité.
        </p>
        <p>
          La loi distingue deux familles. Les cookies strictement nécessaires au service que vous demandez peuvent être
          déposés sans votre accord. Tous les autres ne peuvent l’être qu’après votre consentement (article 82 de la loi
          Informatique et Libertés, recommandations de la CNIL).
        </p>
      </>
    ),
  },
  {
    id: 'liste',
    title: 'Les cookies utilisés sur ce site',
    body: (
      <>
        <p>
          Ce site n’utilise que les cookies essentiels ci-dessous. Ils sont tous déposés par le site lui-même (
          {b.tradeName}) : aucun n’est transmis à un tiers.
        </p>
        <ResponsiveTable
          label="Cookies utilisés sur ce site"
          headers={['Nom', 'Finalité', 'Durée', 'Catégorie']}
          rows={COOKIES.map((c) => ({
            key: c.name,
            cells: [
              <Name key="n">{c.name}</Name>,
              c.purpose,
              <span key="d" className="whitespace-nowrap">
                {c.duration}
              </span>,
              ESSENTIAL,
            ],
          }))}
        />
        <p>
          Pour les mêmes raisons, le panier et la dernière adresse e-mail de commande sont aussi conservés dans le
          stockage local de votre navigateur (localStorage). Ils en sont effacés dès la confirmation de votre commande.
        </p>
      </>
    ),
  },
  {
    id: 'cookies-essentiels',
    title: 'Pourquoi ces cookies ne demandent pas votre accord',
    body: (
      <>
        <p>
          Sans eux, le site ne pourrait pas fournir le service que vous lui demandez : votre panier se viderait à chaque
          page, vous seriez déconnecté en permanence et le chat ne retrouverait pas vos messages. Le cookie de thème et
          celui qui mémorise votre choix font partie des cookies de personnalisation de l’interface que la CNIL
          considère comme exemptés de consentement.
        </p>
        <p>
          Ces cookies ne servent ni à vous suivre d’un site à l’autre, ni à établir un profil, ni à afficher de la
          publicité. Lorsque vous commencez une commande sans avoir répondu au bandeau, le choix « cookies essentiels
          uniquement » est enregistré automatiquement.
        </p>
      </>
    ),
  },
  {
    id: 'cookies-optionnels',
    title: 'Cookies optionnels',
    body: (
      <>
        <p>
          Les cookies optionnels, c’est-à-dire de mesure d’audience, de marketing ou de préférences non indispensables,
          ne peuvent être déposés que si vous avez cliqué sur « Accepter tous les cookies ». Avec le choix « Cookies
          essentiels uniquement », aucun d’entre eux n’est jamais déposé.
        </p>
        <p>
          <strong>À ce jour, le site n’en dépose aucun</strong>, même si vous les avez acceptés. Si cela devait changer,
          ils seraient décrits sur cette page avant toute utilisation, avec leur éditeur et leur durée.
        </p>
      </>
    ),
  },
  {
    id: 'services-tiers',
    title: 'Aucun cookie tiers',
    body: (
      <p>
        Le site ne contient ni régie publicitaire, ni bouton de réseau social, ni outil d’analyse externe, et ses
        polices de caractères sont hébergées sur son propre serveur. Seul le plan d’accès de la page{' '}
        <Link to="/about">À propos</Link> est affiché depuis OpenStreetMap : ce service, qui dispose de sa propre
        politique de confidentialité, peut recevoir votre adresse IP lors de l’affichage de la carte, comme tout site
        que vous consultez.
      </p>
    ),
  },
  {
    id: 'modifier-votre-choix',
    title: 'Modifier votre choix',
    body: (
      <>
        <p>
          Votre choix est conservé 365 jours ; le bandeau vous est ensuite présenté de nouveau. Pour le modifier avant
          cette échéance, supprimez le cookie <Name>cookieConsent</Name> de votre navigateur : le bandeau réapparaîtra à
          la page suivante et vous pourrez choisir à nouveau.
        </p>
        <p>Dans la plupart des navigateurs, la marche à suivre est la suivante :</p>
        <ol>
          <li>cliquez sur l’icône située à gauche de l’adresse du site, dans la barre d’adresse ;</li>
          <li>ouvrez la rubrique « Cookies et données de site » (l’intitulé varie selon le navigateur) ;</li>
          <li>
            supprimez le cookie <Name>cookieConsent</Name>, ou l’ensemble des cookies du site, puis rechargez la page.
          </li>
        </ol>
        <p>
          Les réglages de votre navigateur (Chrome, Firefox, Safari, Edge…) permettent aussi de consulter, supprimer ou
          bloquer les cookies de manière générale. Si vous bloquez les cookies essentiels de ce site, le panier, la
          connexion à l’Espace Client et le chat ne fonctionneront plus.
        </p>
        <p>
          Pour toute question sur les données associées à ces cookies, consultez la{' '}
          <Link to="/rgpd">politique de protection des données personnelles</Link>.
        </p>
      </>
    ),
  },
];

export default function CookiesRoute() {
  return (
    <LegalPage
      title={PAGE.title}
      path={PAGE.path}
      eyebrow="Vie privée"
      lead="Ce site se limite aux cookies indispensables à son fonctionnement : voici lesquels, pourquoi, et comment changer d’avis."
      updated="2026-11-22"
      summary={[
        <>Uniquement des cookies essentiels : panier, connexion, thème d’affichage, chat et votre choix.</>,
        <>Aucun cookie publicitaire, de mesure d’audience ou de réseau social.</>,
        <>Votre choix est conservé 365 jours et vous pouvez le modifier à tout moment.</>,
      ]}
      sections={sections}
    />
  );
}
