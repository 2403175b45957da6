import { data, useRevalidator } from 'react-router';
import type { Route } from './+types/admin-catalogue';
import { ADMIN_CHROME } from '../lib/admin-chrome';
import type { CatalogueKind } from '../../core/catalogue-rules';
import { t as wordIn, tr, type PlainMessageId } from '../../core/messages';
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
    title: wordIn('fr', 'adminShared.navPrices'),
    description: wordIn('fr', 'adminCatalogue.metaDescription'),
    noindex: true,
  });

/** Spec 8 (Admin): the catalogue could not be read. */

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
        loadError: wordIn('fr', 'adminShared.servicesLoadFailed') as string | null,
      },
      { status: 500 },
    );
  }
}

/** The page's sections: catalogue ids, worded when drawn. */
const SECTIONS: {
  kind: CatalogueKind;
  /** Absent for « Urgent », whose lead names the page limit (worded where it is drawn). */
  lead?: PlainMessageId;
  add?: 'delivery' | 'legalization';
  addLabel?: PlainMessageId;
}[] = [
  { kind: 'page', lead: 'adminCatalogue.leadPage' },
  {
    kind: 'delivery',
    lead: 'adminCatalogue.leadDelivery',
    add: 'delivery',
    addLabel: 'adminCatalogue.addDelivery',
  },
  {
    kind: 'legalization',
    lead: 'adminCatalogue.leadLegalization',
    add: 'legalization',
    addLabel: 'adminCatalogue.addLegalization',
  },
  { kind: 'urgent' },
];

export default function AdminCatalogue({ loaderData }: Route.ComponentProps) {
  const { rows, calendar, loadError } = loaderData;
  const revalidator = useRevalidator();
  const refresh = () => void revalidator.revalidate();

  return (
    <AdminShell
      title={tr('adminShared.navPrices')}
      lead={tr('adminCatalogue.lead')}
      crumbs={[{ name: tr('adminShared.navPrices'), path: '/admin/catalogue' }]}
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
                    {tr(`adminCatalogue.kind_${section.kind}`)}
                  </h2>
                  <p className="mt-1 text-sm text-muted">
                    {section.lead ? tr(section.lead) : tr('adminCatalogue.leadUrgent', { max: URGENT_MAX_PAGES })}
                  </p>
                </header>
                <CatalogueHeader />
                <div className="divide-y divide-line">
                  {list.map((row) => (
                    <CatalogueRowForm key={`${row.kind}:${row.id}`} row={row} onSaved={refresh} />
                  ))}
                </div>
                {section.add && section.addLabel ? (
                  <CatalogueAddForm kind={section.add} label={tr(section.addLabel)} onAdded={refresh} />
                ) : null}
              </section>
            );
          })}
          <section aria-labelledby="tarifs-calendrier" className="card p-5 sm:p-8" data-testid="delivery-calendar">
            <header className="mb-5">
              <h2 id="tarifs-calendrier" className="text-2xl font-semibold">
                {tr('adminCatalogue.calendarTitle')}
              </h2>
              <p className="mt-1 text-sm text-muted">{tr('adminCatalogue.calendarLead')}</p>
            </header>
            <DeliveryCalendarForm cutoffHour={calendar.cutoffHour} closedDays={calendar.closedDays} onSaved={refresh} />
          </section>
        </div>
      )}
    </AdminShell>
  );
}
