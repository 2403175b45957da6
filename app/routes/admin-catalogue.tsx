import { data, useRevalidator } from 'react-router';
import type { Route } from './+types/admin-catalogue';
import { CATALOGUE_KIND_LABELS, type CatalogueKind } from '../../core/catalogue-rules';
import { AdminShell } from '../components/admin/AdminShell';
import { CatalogueAddForm } from '../components/admin/CatalogueAddForm';
import { CatalogueHeader } from '../components/admin/CatalogueFields';
import { CatalogueRowForm } from '../components/admin/CatalogueRowForm';
import { catalogueForPage, type CatalogueRowView } from '../components/admin/catalogue.server';
import { seo } from '../lib/seo';
import { privatePageHeaders, requireAdminPage } from '../lib/guards.server';

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Tarifs',
    description: 'Prix à la page, modes de livraison et légalisations.',
    noindex: true,
  });

/** Spec 8 (Admin): the catalogue could not be read. */
const LOAD_FAILED = 'Impossible de récupérer les services';

/** Admin only: anyone else is sent to /login?next=…. */
export const headers = privatePageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  try {
    return { rows: await catalogueForPage(context.db), loadError: null as string | null };
  } catch (err) {
    console.error(err);
    return data({ rows: [] as CatalogueRowView[], loadError: LOAD_FAILED as string | null }, { status: 500 });
  }
}

const SECTIONS: { kind: CatalogueKind; lead: string; add?: string }[] = [
  { kind: 'page', lead: 'Multiplié par le nombre de pages de la commande.' },
  { kind: 'delivery', lead: 'Ajouté une fois par commande. L’ordre est celui du formulaire de commande.', add: 'Ajouter un mode de livraison' },
  {
    kind: 'legalization',
    lead: 'Multiplié par le nombre de documents. « Aucune » à 0 € n’ajoute pas de ligne au prix.',
    add: 'Ajouter un type de légalisation',
  },
];

export default function AdminCatalogue({ loaderData }: Route.ComponentProps) {
  const { rows, loadError } = loaderData;
  const revalidator = useRevalidator();
  const refresh = () => void revalidator.revalidate();

  return (
    <AdminShell
      title="Tarifs"
      lead="Prix à la page, modes de livraison et légalisations. Un changement s’applique aussitôt aux nouveaux calculs de prix ; les commandes déjà passées gardent le prix auquel elles ont été vendues."
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
                {section.kind !== 'page' && section.add ? <CatalogueAddForm kind={section.kind} label={section.add} onAdded={refresh} /> : null}
              </section>
            );
          })}
        </div>
      )}
    </AdminShell>
  );
}
