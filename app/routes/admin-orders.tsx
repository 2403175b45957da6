import { useState } from 'react';
import { data } from 'react-router';
import type { Route } from './+types/admin-orders';
import { ADMIN_CHROME } from '../lib/admin-chrome';
import { useAdminAction } from '../components/admin/useAdminAction';
import { AdminShell } from '../components/admin/AdminShell';
import { DataTable } from '../components/admin/DataTable';
import { Pager } from '../components/admin/Pager';
import { Notice } from '../components/admin/orders/Notice';
import { ordersHref } from '../components/admin/orders/order-links';
import { orderColumns } from '../components/admin/orders/list/order-columns';
import { ordersCaption, ordersEmptyText } from '../components/admin/orders/list/orders-texts';
import { ordersForPage, type AdminOrderRow, type OrdersPageData } from '../.server/admin-orders';
import { ArchiveToggle, OrdersToolbar, SortToggle } from '../components/admin/orders/OrdersToolbar';
import { OrderRowActions, type RowIntent } from '../components/admin/orders/OrderRowActions';
import { OrderRowDialogs } from '../components/admin/orders/OrderRowDialogs';
import { t, tr } from '../../core/messages';
import { seo } from '../lib/seo';
import { privatePageHeaders, requireAdminPage } from '../.server/guards';

/** The back office's own frame (issue 30). */
export const handle = ADMIN_CHROME;

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: tr('adminOrder.ordersTitle'),
    description: tr('adminOrder.ordersDescription'),
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
    // The back office is the translator's, in French.
    const loadError: string | null = t('fr', 'adminShared.servicesLoadFailed');
    return data({ orders: null as OrdersPageData | null, loadError }, { status: 500 });
  }
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { orders, loadError } = loaderData;
  const { notice, setNotice, run } = useAdminAction();
  const [intent, setIntent] = useState<RowIntent | null>(null);

  const columns = orderColumns<AdminOrderRow>(orders?.today ?? '');

  const f = orders?.filters;
  const empty = ordersEmptyText(f);
  const caption = ordersCaption(f);

  return (
    <AdminShell
      title={tr('adminOrder.ordersTitle')}
      lead={tr('adminOrder.ordersLead')}
      crumbs={[{ name: tr('adminOrder.ordersTitle'), path: '/admin/orders' }]}
    >
      <div className="space-y-6">
        {loadError || !orders ? (
          <p role="alert" className="font-medium text-danger" data-testid="orders-error">
            {loadError ?? tr('adminShared.servicesLoadFailed')}
          </p>
        ) : (
          <>
            <OrdersToolbar filters={orders.filters} counts={orders.counts} />
            <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm text-muted" data-testid="orders-count">
                {orders.filters.archived
                  ? tr('adminOrder.ordersCountArchived', { count: orders.total })
                  : tr('adminOrder.ordersCount', { count: orders.total })}
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
              label={tr('adminOrder.pagerLabel')}
            />
          </>
        )}
      </div>

      <OrderRowDialogs intent={intent} onClose={() => setIntent(null)} run={run} setNotice={setNotice} />
    </AdminShell>
  );
}
