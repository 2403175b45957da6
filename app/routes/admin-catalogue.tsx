import { data, useRevalidator } from 'react-router';
import type { Route } from './+types/admin-catalogue';
import { ADMIN_CHROME } from '../lib/admin-chrome';
import { CATALOGUE_KIND_LABELS, type CatalogueKind } from '../../core/catalogue-rules';
import { AdminShell } from '../components/admin/AdminShell';
import { CatalogueAddForm } from '../components/admin/CatalogueAddForm';
import { CatalogueHeader } from '../components/admin/CatalogueFields';
import { CatalogueRowForm } from '../components/admin/CatalogueRowForm';
import { DeliveryCalendarForm } from '../components/admin/DeliveryCalendarForm';
import { catalogueForPage, deliveryCalendarForPage } from '../.server/admin-catalogue';
import { DELIVERY_SETTINGS_DEFAULTS } from '../../core/delivery-settings';
import { URGENT_MAX_PAGES } from '../../core/order-rules';
import type { CatalogueRowView } from '../components/admin/types';
import { seo } from '../lib/seo';
import { privatePageHeaders, requireAdminPage } from '../.server/guards';

/** The back office's own frame (issue 30). */
export const handle = ADMIN_CHROME;

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Tarifs',
    description:
      'Prix à la page, modes de livraison, légalisations, option « Urgent », délais et calendrier de livraison.',
    noindex: true,
  });

/** Spec 8 (Admin): the catalogue could not be read. */
const LOAD_FAILED = 'Impossible de récupérer les services';

/** Admin only: anyone else is sent to /login?next=…. */
export const headers = privatePageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  try {
    const [rows, calendar] = await Promise.all([catalogueForPage(context.db), deliveryCalendarForPage(context.db)]);
    return { rows, calendar, loadError: null as string | null };
  } catch (err) {
    console.error(err);
    return data(
      {
        rows: [] as CatalogueRowView[],
        calendar: DELIVERY_SETTINGS_DEFAULTS,
        loadError: LOAD_FAILED as string | null,
      },
      { status: 500 },
    );
  }
}

const SECTIONS: { kind: CatalogueKind; lead: string; add?: 'delivery' | 'legalization'; addLabel?: string }[] = [
  { kind: 'page', lead: 'Multiplié par le nombre de pages de la commande.' },
  {
    kind: 'delivery',
    lead: 'Ajouté une fois par commande. L’ordre est celui du formulaire de commande. Le délai compte les jours ouvrés pour traduire, certifier et envoyer ; l’acheminement postal s’y ajoute pour l’original papier.',
    add: 'delivery',
    addLabel: 'Ajouter un mode de livraison',
  },
  {
    kind: 'legalization',
    lead: 'Multiplié par le nombre de documents. « Aucune » à 0 € n’ajoute pas de ligne au prix. Les jours de l’étape s’ajoutent au délai de la commande.',
    add: 'legalization',
    addLabel: 'Ajouter un type de légalisation',
  },
  {
    kind: 'urgent',
    lead: `Supplément par page, pour un délai plus court que celui du mode de livraison (jusqu’à ${URGENT_MAX_PAGES} pages). Décochez « Proposée » pour retirer l’option du formulaire.`,
  },
];

export default function AdminCatalogue({ loaderData }: Route.ComponentProps) {
  const { rows, calendar, loadError } = loaderData;
  const revalidator = useRevalidator();
  const refresh = () => void revalidator.revalidate();

  return (
    <AdminShell
      title="Tarifs"
      lead="Prix, délais et calendrier de livraison. Un changement s’applique aussitôt aux prix, aux dates estimées et à toutes les pages du site qui les citent ; les commandes déjà passées gardent le prix et la date promise auxquels elles ont été vendues."
      crumbs={[{ name: 'Tarifs', path: '/admin/catalogue' }]}
    >
      {loadError ? (
        <p role="alert" className="font-medium text-danger" data-testid="catalogue-error">
          {loadError}
        </p>
      ) : (
        <div className="space-y-8">
          {SECTIONS.map((section) => {
            const list = rows.filter((r) => r.kind === section.kind);
            return (
              <section
                key={section.kind}
                aria-labelledby={`tarifs-${section.kind}`}
                className="card p-5 sm:p-8"
                data-testid={`catalogue-section-${section.kind}`}
              >
                <header className="mb-5">
                  <h2 id={`tarifs-${section.kind}`} className="text-2xl font-semibold">
                    {CATALOGUE_KIND_LABELS[section.kind]}
                  </h2>
                  <p className="mt-1 text-sm text-muted">{section.lead}</p>
                </header>
                <CatalogueHeader />
                <div className="divide-y divide-line">
                  {list.map((row) => (
                    <CatalogueRowForm key={`${row.kind}:${row.id}`} row={row} onSaved={refresh} />
                  ))}
                </div>
                {section.add && section.addLabel ? (
                  <CatalogueAddForm kind={section.add} label={section.addLabel} onAdded={refresh} />
                ) : null}
              </section>
            );
          })}
          <section aria-labelledby="tarifs-calendrier" className="card p-5 sm:p-8" data-testid="delivery-calendar">
            <header className="mb-5">
              <h2 id="tarifs-calendrier" className="text-2xl font-semibold">
                Calendrier de livraison
              </h2>
              <p className="mt-1 text-sm text-muted">
                Les dates estimées comptent les jours ouvrés&nbsp;: du lundi au vendredi, hors jours fériés et jours de
                fermeture ci-dessous.
              </p>
            </header>
            <DeliveryCalendarForm cutoffHour={calendar.cutoffHour} closedDays={calendar.closedDays} onSaved={refresh} />
          </section>
        </div>
      )}
    </AdminShell>
  );
}
