import { parseStatus } from '../../../../core/order-status';
import { adminOrderCounts, adminOrderDetail, listAdminOrders, type AdminOrderCounts, type AdminOrderDetail, type AdminOrderRow } from '../../../../server/admin/orders/queries';
import type { Database } from '../../../../server/db/client';
import { DOWNLOAD_LINK_DAYS } from '../../../../server/files/download-links';
import type { OrdersPageFilters } from './order-links';

export interface OrdersPageData {
  filters: OrdersPageFilters;
  items: AdminOrderRow[];
  page: number;
  pages: number;
  total: number;
  counts: AdminOrderCounts;
}

/** ?status=&q=&archived=1&page= as the page reads them; a hand-edited bad value shows the default view. */
export function ordersFilters(url: URL): OrdersPageFilters {
  const rawStatus = url.searchParams.get('status');
  const asked = Number(url.searchParams.get('page') ?? 1);
  return {
    status: rawStatus ? parseStatus(rawStatus) : null,
    q: (url.searchParams.get('q') ?? '').trim().slice(0, 200),
    archived: url.searchParams.get('archived') === '1',
    page: Number.isInteger(asked) && asked >= 1 && asked <= 1_000_000 ? asked : 1,
  };
}

/** The « Commandes » page's data, read with the queries of GET /api/admin/orders (the loader has checked the role). */
export async function ordersForPage(db: Database, url: URL): Promise<OrdersPageData> {
  const filters = ordersFilters(url);
  const [list, counts] = await Promise.all([
    listAdminOrders(db, { status: filters.status ?? undefined, q: filters.q, page: filters.page, includeArchived: filters.archived }),
    adminOrderCounts(db, { q: filters.q, includeArchived: filters.archived }),
  ]);
  return { filters, items: list.items, page: list.page, pages: list.pages, total: list.total, counts };
}

export interface OrderDetailPageData {
  order: AdminOrderDetail | null;
  /** How long the e-mailed download links work. */
  linkDays: number;
}

/** One order for the detail page (GET /api/admin/orders/:id's query); order null when there is none. */
export async function orderDetailForPage(db: Database, id: string): Promise<OrderDetailPageData> {
  return { order: await adminOrderDetail(db, id.trim().toUpperCase().slice(0, 100)), linkDays: DOWNLOAD_LINK_DAYS };
}

export type { AdminOrderDetail, AdminOrderRow };
