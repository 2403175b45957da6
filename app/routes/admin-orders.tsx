import { useState } from 'react';
import { data, Link } from 'react-router';
import type { Route } from './+types/admin-orders';
import { ADMIN_CHROME } from '../lib/admin-chrome';
import { formatEuros } from '../../core/money';
import { StatusBadge } from '../components/account/StatusBadge';
import { useAdminAction } from '../components/admin/useAdminAction';
import { AdminShell } from '../components/admin/AdminShell';
import { Badge } from '../components/admin/Badge';
import { DataTable, type Column } from '../components/admin/DataTable';
import { formatDate } from '../components/admin/format';
import { Pager } from '../components/admin/Pager';
import { Notice } from '../components/admin/orders/Notice';
import { orderDetailHref, ordersHref } from '../components/admin/orders/order-links';
import { ordersForPage, type AdminOrderRow, type OrdersPageData } from '../.server/admin-orders';
import { ArchiveToggle, OrdersToolbar, SortToggle } from '../components/admin/orders/OrdersToolbar';
import { DueDate } from '../components/admin/orders/DueDate';
import { OrderRowActions, type RowIntent } from '../components/admin/orders/OrderRowActions';
import { OrderRowDialogs } from '../components/admin/orders/OrderRowDialogs';
import { ORDER_PAGE_TEXTS as TEXTS } from '../components/admin/orders/texts';
import { seo } from '../lib/seo';
import { tr } from '../../core/messages';
import { privatePageHeaders, requireAdminPage } from '../.server/guards';

/** The back office's own frame (issue 30). */
export const handle = ADMIN_CHROME;

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Commandes',
    description: 'Toutes les commandes, de la plus récente à la plus ancienne.',
    noindex: true,
  });

/** Admin only (spec 6): anyone else is sent to /login?next=…. */
export const headers = privatePageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  try {
    return {
      orders: (await ordersForPage(context.db, new URL(request.url))) as OrdersPageData | null,
      loadError: null as string | null,
    };
  } catch (err) {
    console.error(err);
    return data(
      { orders: null as OrdersPageData | null, loadError: TEXTS.listFailed as string | null },
      { status: 500 },
    );
  }
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { orders, loadError } = loaderData;
  const { notice, setNotice, run } = useAdminAction();
  const [intent, setIntent] = useState<RowIntent | null>(null);

  const columns: Column<AdminOrderRow>[] = [
    {
      id: 'id',
      header: 'ID',
      primary: true,
      className: 'md:whitespace-nowrap',
      cell: (o) => (
        <span className="flex flex-col">
          <Link
            to={orderDetailHref(o._id)}
            className="font-mono font-semibold text-brand underline-offset-4 hover:underline"
            data-testid="order-link"
          >
            {o._id}
          </Link>
          <span className="text-xs font-normal text-muted">{formatDate(o.createdAt)}</span>
        </span>
      ),
    },
    {
      id: 'customer',
      header: 'Client',
      cell: (o) => (
        <span className="flex flex-col items-start gap-1">
          <span data-testid="order-customer">{o.customer}</span>
          {/* French is the rule: only another language is pointed out, so she answers in it. */}
          {o.langLabel !== 'français' ? (
            <Badge tone="accent" testId="order-lang">
              Langue&nbsp;: {o.langLabel}
            </Badge>
          ) : null}
        </span>
      ),
    },
    {
      id: 'due',
      header: 'Échéance',
      className: 'md:whitespace-nowrap',
      cell: (o) => <DueDate dueOn={o.dueOn} today={orders?.today ?? ''} open={o.open} urgent={o.urgent} />,
    },
    {
      id: 'status',
      header: 'Statut',
      cell: (o) => (
        <span className="inline-flex flex-wrap items-center justify-end gap-1.5 md:justify-start">
          <StatusBadge status={o.status} label={o.statusLabel} />
          {o.archivedAt ? <Badge>Archivée</Badge> : null}
          {o.toShip ? (
            <Badge tone="accent" testId="order-to-ship">
              {tr('shipping.toShip')}
            </Badge>
          ) : null}
        </span>
      ),
    },
    {
      id: 'total',
      header: 'Total',
      className: 'md:text-right md:whitespace-nowrap',
      cell: (o) => (
        <span className="tabular-nums" data-testid="order-total">
          {formatEuros(o.totalCents)}
          <span className="block text-xs text-muted">{o.paymentStatusLabel}</span>
        </span>
      ),
    },
  ];

  const f = orders?.filters;
  const empty = f?.q
    ? `Aucune commande ne correspond à « ${f.q} »${f.status || f.view ? ' dans cette vue' : ''}.`
    : f?.view === 'toTranslate'
      ? 'Aucune commande à traiter\u00a0: chaque commande payée a sa traduction.'
      : f?.view === 'today'
        ? 'Rien à livrer aujourd’hui, et aucune commande en retard.'
        : f?.view === 'toShip'
          ? tr('shipping.toShipNone')
          : f?.status
            ? 'Aucune commande avec ce statut.'
            : 'Aucune commande pour le moment.';
  const caption =
    f?.view === 'today'
      ? 'Commandes à livrer aujourd’hui ou en retard, par échéance'
      : f?.sort === 'due'
        ? 'Commandes, par échéance'
        : 'Commandes, les plus récentes d’abord';

  return (
    <AdminShell
      title="Commandes"
      lead="Toutes les commandes, avec leur échéance (fixée au paiement). « À traiter » : payées, traduction à déposer ; « À livrer aujourd’hui / en retard » : ce qui est dû aujourd’hui et, en rouge, ce qui est en retard. Chaque ligne propose l’étape suivante."
      crumbs={[{ name: 'Commandes', path: '/admin/orders' }]}
    >
      <div className="space-y-6">
        {loadError || !orders ? (
          <p role="alert" className="font-medium text-danger" data-testid="orders-error">
            {loadError ?? TEXTS.listFailed}
          </p>
        ) : (
          <>
            <OrdersToolbar filters={orders.filters} counts={orders.counts} />
            <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm text-muted" data-testid="orders-count">
                {orders.total} commande{orders.total > 1 ? 's' : ''}
                {orders.filters.archived ? ', archivées comprises' : ''}.
              </p>
              <div className="flex flex-wrap gap-x-5">
                <SortToggle filters={orders.filters} />
                <ArchiveToggle filters={orders.filters} />
              </div>
            </div>
            <Notice value={notice} testId="orders-action" />
            <DataTable
              caption={caption}
              columns={columns}
              rows={orders.items}
              rowKey={(o) => o._id}
              testId="orders-table"
              rowTestId="order-row"
              empty={empty}
              actions={(o) => <OrderRowActions order={o} onIntent={setIntent} />}
            />
            <Pager
              page={orders.page}
              pages={orders.pages}
              hrefFor={(p) => ordersHref({ ...orders.filters, page: p })}
              label="Pages des commandes"
            />
          </>
        )}
      </div>

      <OrderRowDialogs intent={intent} onClose={() => setIntent(null)} run={run} setNotice={setNotice} />
    </AdminShell>
  );
}
