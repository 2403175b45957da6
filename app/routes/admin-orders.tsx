import { Loader2, Trash2, Truck } from 'lucide-react';
import { useState } from 'react';
import { data, Link, useRevalidator } from 'react-router';
import type { Route } from './+types/admin-orders';
import { formatEuros } from '../../core/money';
import { StatusBadge } from '../components/account/StatusBadge';
import { adminRequest } from '../components/admin/admin-api';
import { AdminShell } from '../components/admin/AdminShell';
import { Badge } from '../components/admin/Badge';
import { ConfirmDialog } from '../components/admin/ConfirmDialog';
import { DataTable, ROW_BUTTON, type Column } from '../components/admin/DataTable';
import { formatDate } from '../components/admin/format';
import { Pager } from '../components/admin/Pager';
import { Notice, type NoticeValue } from '../components/admin/orders/Notice';
import { orderDetailHref, ordersHref } from '../components/admin/orders/order-links';
import { ordersForPage, type AdminOrderRow, type OrdersPageData } from '../components/admin/orders/orders.server';
import { ArchiveToggle, OrdersToolbar } from '../components/admin/orders/OrdersToolbar';
import { ORDER_PAGE_TEXTS as TEXTS } from '../components/admin/orders/texts';
import { seo } from '../lib/seo';
import { privatePageHeaders, requireAdminPage } from '../lib/guards.server';

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
    return { orders: (await ordersForPage(context.db, new URL(request.url))) as OrdersPageData | null, loadError: null as string | null };
  } catch (err) {
    console.error(err);
    return data({ orders: null as OrdersPageData | null, loadError: TEXTS.listFailed as string | null }, { status: 500 });
  }
}

/** Never paid: deleting it erases it (the server decides; this only words the question). */
const neverPaid = (o: AdminOrderRow) => o.paymentStatus !== 'paid' && o.paymentStatus !== 'refunded';

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { orders, loadError } = loaderData;
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState<NoticeValue>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<AdminOrderRow | null>(null);

  async function ship(order: AdminOrderRow) {
    setBusy(order._id);
    setNotice(null);
    // The spec's call: the server accepts 'Shipped' and answers in French.
    const answer = await adminRequest<{ message: string }>('PATCH', `/api/admin/${order._id}`, { status: 'Shipped' });
    setBusy(null);
    if (!answer.ok) {
      setNotice({ tone: 'error', message: TEXTS.statusFailed, detail: answer.message });
      return;
    }
    setNotice({ tone: 'success', message: `Commande ${order._id} : ${answer.data.message}` });
    await revalidator.revalidate();
  }

  async function remove(order: AdminOrderRow) {
    setNotice(null);
    const answer = await adminRequest<{ message: string }>('DELETE', `/api/admin/${order._id}`);
    if (!answer.ok) {
      setNotice({ tone: 'error', message: TEXTS.deleteFailed, detail: answer.message });
      return;
    }
    setNotice({ tone: 'success', message: `Commande ${order._id} : ${answer.data.message}` });
    await revalidator.revalidate();
  }

  const columns: Column<AdminOrderRow>[] = [
    {
      id: 'id',
      header: 'ID',
      primary: true,
      className: 'md:whitespace-nowrap',
      cell: (o) => (
        <span className="flex flex-col">
          <Link to={orderDetailHref(o._id)} className="font-mono font-semibold text-brand underline-offset-4 hover:underline" data-testid="order-link">
            {o._id}
          </Link>
          <span className="text-xs font-normal text-muted">{formatDate(o.createdAt)}</span>
        </span>
      ),
    },
    { id: 'customer', header: 'Client', cell: (o) => <span data-testid="order-customer">{o.customer}</span> },
    {
      id: 'status',
      header: 'Statut',
      cell: (o) => (
        <span className="inline-flex flex-wrap items-center justify-end gap-1.5 md:justify-start">
          <StatusBadge status={o.status} label={o.statusLabel} />
          {o.archivedAt ? <Badge>Archivée</Badge> : null}
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
    ? `Aucune commande ne correspond à « ${f.q} »${f.status ? ' avec ce statut' : ''}.`
    : f?.status
      ? 'Aucune commande avec ce statut.'
      : 'Aucune commande pour le moment.';

  return (
    <AdminShell
      title="Commandes"
      lead="Toutes les commandes, de la plus récente à la plus ancienne. Ouvrez une commande pour déposer la traduction et prévenir le client."
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
              <ArchiveToggle filters={orders.filters} />
            </div>
            <Notice value={notice} testId="orders-action" />
            <DataTable
              caption="Commandes, les plus récentes d’abord"
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
                    {o.transitions.includes('shipped') ? (
                      <button
                        type="button"
                        className={`btn-secondary ${ROW_BUTTON}`}
                        disabled={busy === o._id}
                        onClick={() => ship(o)}
                        data-testid="ship"
                      >
                        {busy === o._id ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : <Truck className="h-4 w-4" aria-hidden="true" />}
                        Expédiée
                        <span className="sr-only"> : marquer la commande {o._id} comme expédiée</span>
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
            <Pager page={orders.page} pages={orders.pages} hrefFor={(p) => ordersHref({ ...orders.filters, page: p })} label="Pages des commandes" />
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
              Cette commande n’a jamais été payée : elle sera <strong className="font-semibold text-ink">effacée définitivement</strong>, avec les
              documents du client et son historique.
            </>
          ) : (
            <>
              La commande de <strong className="font-semibold text-ink [overflow-wrap:anywhere]">{toDelete?.customer}</strong> sera archivée : elle
              disparaît de la liste et de l’espace du client, mais elle et ses fichiers sont conservés.
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
