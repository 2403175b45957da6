import { Inbox } from 'lucide-react';
import { data } from 'react-router';
import type { Route } from './+types/admin-requests';
import { ADMIN_CHROME } from '../lib/admin-chrome';
import { AdminShell } from '../components/admin/AdminShell';
import { FilterTabs } from '../components/admin/FilterTabs';
import { Pager } from '../components/admin/Pager';
import { RequestCard } from '../components/admin/requests/RequestCard';
import { requestsForPage } from '../.server/admin-requests';
import { requireAdminPage } from '../.server/guards';
import { seo } from '../lib/seo';
import { tr, type PlainMessageId } from '../../core/messages';

/** The back office's own frame (issue 30). */
export const handle = ADMIN_CHROME;

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: tr('adminRequest.requestsTitle'),
    description: tr('adminRequest.requestsDescription'),
    noindex: true,
  });

const NO_STORE = { 'Cache-Control': 'private, no-store' };
export const headers: Route.HeadersFunction = () => NO_STORE;

/** Admin only: anyone else is sent to /login?next=…. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  return data(await requestsForPage(new URL(request.url), context), { headers: NO_STORE });
}

/** The tabs' words (ids, worded when drawn). */
const TYPE_LABELS = {
  devis: 'adminRequest.typeQuote',
  contact: 'adminRequest.typeContact',
  support: 'adminRequest.typeSupport',
} as const satisfies Record<string, PlainMessageId>;
const STATUS_LABELS = {
  new: 'adminRequest.stateNew',
  handled: 'adminRequest.stateHandled',
  all: 'adminRequest.stateAll',
} as const satisfies Record<string, PlainMessageId>;

export default function AdminRequests({ loaderData }: Route.ComponentProps) {
  const { type, status, page, pages, total, items, counts, catalogue } = loaderData;
  const href = (t: string, s: string, p = 1) => `/admin/demandes?type=${t}&statut=${s}${p > 1 ? `&page=${p}` : ''}`;
  const waiting = { devis: counts.quotes, contact: counts.contact, support: counts.support };
  return (
    <AdminShell
      title={tr('adminRequest.requestsTitle')}
      lead={tr('adminRequest.requestsLead')}
      crumbs={[{ name: tr('adminRequest.requestsTitle'), path: '/admin/demandes' }]}
    >
      <div className="space-y-4">
        <FilterTabs
          label={tr('adminRequest.typeTabs')}
          current={type}
          testId="request-types"
          tabs={(['devis', 'contact', 'support'] as const).map((t) => ({
            key: t,
            label: tr(TYPE_LABELS[t]),
            count: waiting[t],
            to: href(t, status),
          }))}
        />
        <FilterTabs
          label={tr('adminRequest.stateTabs')}
          current={status}
          tabs={(['new', 'handled', 'all'] as const).map((s) => ({
            key: s,
            label: tr(STATUS_LABELS[s]),
            to: href(type, s),
          }))}
        />
      </div>
      <p className="mt-6 text-sm text-muted" data-testid="request-total">
        {tr('adminRequest.requestCount', { count: total })}
      </p>
      {items.length > 0 ? (
        <ul className="mt-3 space-y-4">
          {items.map((item) => (
            <RequestCard key={item.id} item={item} catalogue={catalogue} />
          ))}
        </ul>
      ) : (
        <div className="card mt-3 flex flex-col items-center py-12 text-center">
          <Inbox className="h-10 w-10 text-muted" aria-hidden="true" />
          <p className="mt-4 font-semibold">
            {status === 'new' ? tr('adminRequest.emptyNew') : tr('adminRequest.emptyAll')}
          </p>
        </div>
      )}
      <div className="mt-6">
        <Pager page={page} pages={pages} hrefFor={(p) => href(type, status, p)} />
      </div>
    </AdminShell>
  );
}
