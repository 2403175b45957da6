import { Eraser, Timer } from 'lucide-react';
import { data } from 'react-router';
import type { Route } from './+types/admin-privacy';
import { ADMIN_CHROME } from '../lib/admin-chrome';
import { ACCOUNTING_RETENTION_YEARS, daysText, minutesText, yearsText } from '../../core/retention';
// The back office is the translator's, in French: its dates and sizes are formatted with 'fr'.
import { formatDayTime } from '../components/account/format';
import { AdminShell } from '../components/admin/AdminShell';
import { ErasureTool } from '../components/admin/privacy/ErasureTool';
import { privacyForPage } from '../.server/admin-privacy';
import { privatePageHeaders, requireAdminPage } from '../.server/guards';
import { seo } from '../lib/seo';

/** The back office's own frame (issue 30). */
export const handle = ADMIN_CHROME;

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Données personnelles',
    description: 'Effacement sur demande et conservation des données.',
    noindex: true,
  });

export const headers = privatePageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  return data(await privacyForPage(context), { headers: { 'Cache-Control': 'private, no-store' } });
}

const COUNT_LABELS: [string, string][] = [
  ['ordersDocumentsDeleted', 'commandes dont les documents ont été supprimés'],
  ['filesDeleted', 'fichiers supprimés'],
  ['requestsErased', 'demandes effacées'],
  ['chatConversationsErased', 'conversations effacées'],
  ['accountsErased', 'comptes inactifs effacés'],
  ['unpaidOrdersErased', 'commandes non payées effacées'],
  ['paidOrdersAnonymised', 'commandes payées anonymisées'],
  ['shippingDetailsRemoved', 'adresses d’expédition et téléphones retirés'],
  ['emailsErased', 'copies d’e-mails effacées'],
  ['orphanFiles', 'fichiers orphelins supprimés'],
];

export default function AdminPrivacy({ loaderData }: Route.ComponentProps) {
  const { retention, lastRun } = loaderData;
  return (
    <AdminShell
      title="Données personnelles"
      lead="Effacer les données d’une personne qui le demande, et ce que le site supprime de lui-même."
    >
      <section className="card sm:p-7" aria-labelledby="erase-title">
        <h2 id="erase-title" className="flex items-center gap-2.5 text-xl font-semibold">
          <Eraser className="h-5 w-5 text-danger" aria-hidden="true" />
          Effacer les données de cette personne
        </h2>
        <p className="mt-1 mb-5 text-sm text-muted">
          Pour une demande reçue par e-mail ou par courrier, avec ou sans compte client, une fois son identité vérifiée.
          La personne reçoit un e-mail de confirmation.
        </p>
        <ErasureTool />
      </section>

      <section className="card mt-8 sm:p-7" aria-labelledby="retention-title" data-testid="retention-status">
        <h2 id="retention-title" className="flex items-center gap-2.5 text-xl font-semibold">
          <Timer className="h-5 w-5 text-brand" aria-hidden="true" />
          Conservation automatique
        </h2>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
          <li>
            Documents et traductions&nbsp;: {daysText(retention.documentDays)} après la livraison (ou la dernière
            modification d’une commande annulée ou non payée).
          </li>
          <li>
            Demandes, conversations, comptes inactifs, commandes non payées, copies d’e-mails&nbsp;:{' '}
            {yearsText(retention.contactYears)} sans activité.
          </li>
          <li>
            Commandes payées&nbsp;: anonymisées après {yearsText(retention.contactYears)}, effacées{' '}
            {yearsText(ACCOUNTING_RETENTION_YEARS)} après le paiement.
          </li>
          <li>Fichiers envoyés sans commande&nbsp;: {minutesText(retention.uploadIdleMinutes)} sans activité.</li>
        </ul>
        <p className="mt-4 text-sm text-muted">
          {/* In words (issue 30): the setting names are in docs/configuration.md, for whoever hosts the site. */}
          Ces durées sont réglées sur le serveur par la personne qui héberge le site&#x202F;; la purge tourne toutes les
          heures.
        </p>
        {lastRun ? (
          <div className="mt-4">
            <p className="font-medium" data-testid="last-purge">
              Dernière purge&nbsp;: {formatDayTime(lastRun.at, 'fr')}
            </p>
            <ul className="mt-2 grid gap-x-6 gap-y-1 text-sm text-muted sm:grid-cols-2">
              {COUNT_LABELS.map(([key, label]) => (
                <li key={key}>
                  <span className="font-semibold text-ink tabular-nums">
                    {lastRun.counts[key as keyof typeof lastRun.counts]}
                  </span>{' '}
                  {label}
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="mt-4 font-medium" data-testid="last-purge">
            Dernière purge&nbsp;: pas encore (la première a lieu une minute après le démarrage).
          </p>
        )}
      </section>
    </AdminShell>
  );
}
