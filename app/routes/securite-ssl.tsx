import { Link, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/securite-ssl';
import { BUSINESS } from '../../core/business';
import { daysText, minutesText, type RetentionPolicy } from '../../core/retention';
import { useRetention } from '../lib/retention';
import { LegalPage, legalMeta, type LegalSection } from '../components/LegalPage';

const b = BUSINESS;

const PAGE = {
  title: 'Sécurité du site et certificat SSL',
  crumb: 'Sécurité et SSL',
  path: '/securite-ssl',
  description:
    'Connexion HTTPS, certificat SSL, documents chiffrés, paiement certifié PCI-DSS : comment vos documents et vos données sont protégés sur ce site.',
};

export const meta: Route.MetaFunction = (args) => legalMeta(args, PAGE);

/** Host name the site is served from, as shown in the address bar and in the certificate. */
function siteHost(publicUrl: string | undefined): string {
  try {
    if (publicUrl) return new URL(publicUrl).host;
  } catch {
    // Fall back below.
  }
  return b.email.split('@')[1] ?? b.email;
}

function buildSections(host: string, retention: RetentionPolicy): LegalSection[] {
  const mail = <a href={`mailto:${b.email}?subject=S%C3%A9curit%C3%A9`}>{b.email}</a>;
  return [
    {
      id: 'https',
      title: 'Une connexion chiffrée sur toutes les pages',
      body: (
        <>
          <p>
            Toutes les pages du site sont servies en HTTPS, c’est-à-dire au travers d’une connexion chiffrée par le
            protocole TLS (successeur de SSL, dont le nom est resté dans l’usage). Tout ce qui circule entre votre
            navigateur et le site (formulaires, documents, messages du chat, mots de passe) est illisible pour un tiers,
            y compris sur un réseau Wi-Fi public.
          </p>
          <p>
            Une adresse saisie en « http:// » est automatiquement redirigée vers sa version sécurisée, et votre
            navigateur est invité à n’utiliser que HTTPS pour ce site. Une politique de sécurité du contenu stricte
            empêche par ailleurs l’exécution de scripts non autorisés : le site ne charge aucun script, police ou
            traceur provenant d’un autre site.
          </p>
        </>
      ),
    },
    {
      id: 'cadenas',
      title: 'Ce que signifie le cadenas',
      body: (
        <>
          <p>Le cadenas (ou l’icône équivalente) affiché à gauche de l’adresse vous garantit deux choses :</p>
          <ul>
            <li>la connexion est chiffrée : personne ne peut lire ni modifier les échanges en cours de route ;</li>
            <li>
              le site est bien celui dont l’adresse s’affiche : son certificat a été délivré par une autorité de
              certification reconnue par votre navigateur, après vérification du contrôle du nom de domaine.
            </li>
          </ul>
          <p>
            Le cadenas ne dit rien, en revanche, de l’honnêteté d’un site : un site frauduleux peut lui aussi en
            afficher un. C’est pourquoi il faut toujours vérifier l’adresse elle-même : ce site est{' '}
            <strong>{host}</strong>.
          </p>
        </>
      ),
    },
    {
      id: 'verifier-le-certificat',
      title: 'Vérifier le certificat',
      body: (
        <>
          <ol>
            <li>Cliquez sur l’icône située à gauche de l’adresse, dans la barre d’adresse.</li>
            <li>
              Choisissez « La connexion est sécurisée », puis « Le certificat est valide » ou « Afficher le certificat »
              (les intitulés varient selon le navigateur).
            </li>
            <li>
              Vérifiez que le certificat est délivré pour <strong>{host}</strong>, qu’il est en cours de validité et
              qu’il émane d’une autorité de certification.
            </li>
          </ol>
          <p>
            Si votre navigateur affiche un avertissement du type « Votre connexion n’est pas privée », ne poursuivez
            pas, ne saisissez aucune information et prévenez-nous à {mail}.
          </p>
        </>
      ),
    },
    {
      id: 'documents',
      title: 'Vos documents',
      body: (
        <>
          <ul>
            <li>
              Les documents que vous transmettez et les traductions sont <strong>stockés chiffrés (AES-256)</strong> sur
              les serveurs de notre hébergeur en France.
            </li>
            <li>
              Ils ne sont jamais publics : aucun fichier n’est accessible par une simple adresse. Seuls vous-même et la
              traductrice y accédez, par des liens authentifiés.
            </li>
            <li>Seuls les formats PDF, PNG et JPG sont acceptés au téléversement.</li>
            <li>
              Les fichiers téléversés sans commande sont supprimés après {minutesText(retention.uploadIdleMinutes)} sans
              activité ; les documents commandés le sont {daysText(retention.documentDays)} après la livraison, ou plus
              tôt à votre demande (voir la <Link to="/rgpd">politique de protection des données</Link>).
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'paiement',
      title: 'Un paiement sécurisé',
      body: (
        <>
          <p>
            Le paiement est confié à un prestataire certifié <strong>PCI-DSS</strong>, la norme de sécurité des
            professionnels de la carte bancaire. Vous saisissez vos coordonnées bancaires directement chez ce
            prestataire : elles ne transitent jamais par ce site et ne sont jamais conservées par la traductrice. Votre
            banque peut vous demander de confirmer le paiement (3-D Secure).
          </p>
          <p>Nous ne vous demanderons jamais votre numéro de carte par e-mail, par téléphone ou dans le chat.</p>
        </>
      ),
    },
    {
      id: 'comptes',
      title: 'Comptes et mots de passe',
      body: (
        <ul>
          <li>
            Les mots de passe sont <strong>hachés</strong> avant d’être enregistrés : ils ne sont jamais stockés en
            clair, ni envoyés par e-mail, et personne, pas même la traductrice, ne peut les lire.
          </li>
          <li>
            Un mot de passe doit comporter au moins 8 caractères, dont une majuscule, un chiffre et un caractère
            spécial.
          </li>
          <li>
            Les sessions expirent après <strong>7 jours</strong> ; le cookie de session est réservé au serveur
            (httpOnly) et n’est transmis que sur une connexion chiffrée.
          </li>
          <li>
            En cas d’oubli, un lien personnel de réinitialisation est envoyé à l’adresse e-mail du compte, depuis la
            page <Link to="/forgot-password">mot de passe oublié</Link>.
          </li>
        </ul>
      ),
    },
    {
      id: 'bonnes-pratiques',
      title: 'Les bons réflexes',
      body: (
        <ul>
          <li>
            Vérifiez l’adresse <strong>{host}</strong> dans la barre d’adresse avant de saisir vos informations, et
            méfiez-vous des liens reçus par SMS ou par e-mail de manière inattendue.
          </li>
          <li>
            Transmettez vos documents par le formulaire de <Link to="/services">commande</Link> ou de{' '}
            <Link to="/devis">devis</Link>, dont les échanges sont chiffrés, plutôt que par un e-mail ou une messagerie
            non chiffrés.
          </li>
          <li>Choisissez un mot de passe propre à ce site ; un gestionnaire de mots de passe vous y aidera.</li>
          <li>Sur un ordinateur partagé, déconnectez-vous après usage et supprimez les traductions téléchargées.</li>
          <li>Gardez votre navigateur et votre système à jour.</li>
        </ul>
      ),
    },
    {
      id: 'signaler',
      title: 'Signaler un problème de sécurité',
      body: (
        <>
          <p>
            Vous pensez avoir découvert une faille, ou vous avez reçu un message suspect se réclamant de {b.tradeName} ?
            Écrivez à {mail} en indiquant « Sécurité » en objet, avec l’adresse de la page concernée et une description
            permettant de reproduire le problème.
          </p>
          <p>
            Merci de ne pas accéder aux données d’autrui, de ne pas perturber le service et de ne rien divulguer
            publiquement avant la correction. Chaque signalement reçoit une réponse et est traité en priorité.
          </p>
        </>
      ),
    },
  ];
}

export default function SecuriteSslRoute() {
  const root = useRouteLoaderData('root') as { config?: { publicUrl?: string } } | undefined;
  const host = siteHost(root?.config?.publicUrl);
  const retention = useRetention();
  return (
    <LegalPage
      title={PAGE.title}
      crumb={PAGE.crumb}
      path={PAGE.path}
      eyebrow="Sécurité"
      lead="Des actes d’état civil aux jugements, vous nous confiez des documents sensibles : voici comment ils sont protégés, de l’envoi à la livraison."
      updated="2026-11-24"
      summary={[
        <>Connexion chiffrée (HTTPS) sur toutes les pages du site.</>,
        <>Documents stockés chiffrés, accessibles uniquement à vous et à la traductrice.</>,
        <>Paiement par un prestataire certifié PCI-DSS : vos données bancaires ne passent pas par ce site.</>,
      ]}
      sections={buildSections(host, retention)}
    />
  );
}
