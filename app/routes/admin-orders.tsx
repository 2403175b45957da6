import { Loader2, Trash2, Truck } from 'lucide-react';
import { useState } from 'react';
import { data, Link } from 'react-router';
import type { Route } from './+types/admin-orders';
import { ADMIN_CHROME } from '../lib/admin-chrome';
import { formatEuros } from '../../core/money';
import { StatusBadge } from '../components/account/StatusBadge';
import { adminRequest } from '../components/admin/admin-api';
import { useAdminAction } from '../components/admin/useAdminAction';
import { AdminShell } from '../components/admin/AdminShell';
import { Badge } from '../components/admin/Badge';
import { ConfirmDialog } from '../components/admin/ConfirmDialog';
import { DataTable, ROW_BUTTON, type Column } from '../components/admin/DataTable';
import { formatDate } from '../components/admin/format';
import { Pager } from '../components/admin/Pager';
import { Notice } from '../components/admin/orders/Notice';
import { orderDetailHref, ordersHref } from '../components/admin/orders/order-links';
import { ordersForPage, type AdminOrderRow, type OrdersPageData } from '../.server/admin-orders';
import { ArchiveToggle, OrdersToolbar, SortToggle } from '../components/admin/orders/OrdersToolbar';
import { DueDate } from '../components/admin/orders/DueDate';
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

/** Never paid: deleting it erases it (the server decides; this only words the question). */
const neverPaid = (o: AdminOrderRow) => o.paymentStatus !== 'paid' && o.paymentStatus !== 'refunded';

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { orders, loadError } = loaderData;
  const { notice, busy, run } = useAdminAction();
  const [toDelete, setToDelete] = useState<AdminOrderRow | null>(null);

  const done = (order: AdminOrderRow) => (data: { message: string }) => ({
    tone: 'success' as const,
    message: `Commande ${order._id} : ${data.message}`,
  });
  // The spec's call: the server accepts 'Shipped' and answers in French.
  const ship = (order: AdminOrderRow) =>
    run(order._id, () => adminRequest<{ message: string }>('PATCH', `/api/admin/${order._id}`, { status: 'Shipped' }), {
      failed: TEXTS.statusFailed,
      done: done(order),
    });
  const remove = (order: AdminOrderRow) =>
    run(null, () => adminRequest<{ message: string }>('DELETE', `/api/admin/${order._id}`), {
      failed: TEXTS.deleteFailed,
      done: done(order),
    });

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
      lead="Toutes les commandes, avec leur échéance (fixée au paiement). « À livrer aujourd’hui » montre ce qui est dû aujourd’hui et, en rouge, ce qui est en retard. Ouvrez une commande pour déposer la traduction et prévenir le client."
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
              actions={(o) =>
                o.archivedAt ? (
                  <span className="self-center px-1 text-xs text-muted">Archivée le {formatDate(o.archivedAt)}</span>
                ) : (
                  <>
                    {o.toShip ? (
                      // A paper original to post: the order page asks for the carrier and the tracking number.
                      <Link
                        to={`${orderDetailHref(o._id)}#shipping-title`}
                        className={`btn-secondary ${ROW_BUTTON}`}
                        data-testid="ship-with-tracking"
                      >
                        <Truck className="h-4 w-4" aria-hidden="true" />
                        {tr('shipping.markShipped')}
                        <span className="sr-only">&nbsp;: {o._id}</span>
                      </Link>
                    ) : o.transitions.includes('shipped') ? (
                      <button
                        type="button"
                        className={`btn-secondary ${ROW_BUTTON}`}
                        disabled={busy === o._id}
                        onClick={() => ship(o)}
                        data-testid="ship"
                      >
                        {busy === o._id ? (
                          <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
                        ) : (
                          <Truck className="h-4 w-4" aria-hidden="true" />
                        )}
                        Expédiée
                        <span className="sr-only">&nbsp;: marquer la commande {o._id} comme expédiée</span>
                      </button>
                    ) : null}
                    <button
                      type="button"
                      className={`btn-ghost text-danger hover:bg-danger-soft ${ROW_BUTTON}`}
                      onClick={() => setToDelete(o)}
                      data-testid="delete"
                    >
                      <Trash2 className="h-4 w-4" aria-hidden="true" />
                      Supprimer
                      <span className="sr-only"> la commande {o._id}</span>
                    </button>
                  </>
                )
              }
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

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={`Supprimer la commande ${toDelete?._id ?? ''} ?`}
        description={
          toDelete && neverPaid(toDelete) ? (
            <>
              Cette commande n’a jamais été payée&nbsp;: elle sera{' '}
              <strong className="font-semibold text-ink">effacée définitivement</strong>, avec les documents du client
              et son historique.
            </>
          ) : (
            <>
              La commande de{' '}
              <strong className="font-semibold text-ink [overflow-wrap:anywhere]">{toDelete?.customer}</strong> sera
              archivée&nbsp;: elle disparaît de la liste et de l’espace du client, mais elle et ses fichiers sont
              conservés.
            </>
          )
        }
        confirmLabel={toDelete && neverPaid(toDelete) ? 'Effacer' : 'Archiver'}
        pendingLabel="Suppression…"
        onConfirm={() => (toDelete ? remove(toDelete) : Promise.resolve())}
      />
    </AdminShell>
  );
}
