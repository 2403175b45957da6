import type { OrderStatus } from '../../../../core/order-status';

/** What the orders page lists, read from and written to its URL. */
export interface OrdersPageFilters {
  status: OrderStatus | null;
  q: string;
  archived: boolean;
  page: number;
  /** 'due': by due date, soonest first; null: newest first. */
  sort: 'due' | null;
  /**
   * 'toTranslate': « À traiter » (paid, translation not delivered); 'today': « À livrer aujourd’hui »
   * (still to deliver, due today or overdue); 'toShip': « À expédier » (server/admin/orders/work-queue.ts).
   */
  view: 'toTranslate' | 'today' | 'toShip' | null;
}

/** The orders page's URL for a set of filters (page 1 and empty values left out, so links stay short). */
export function ordersHref(filters: Partial<OrdersPageFilters>): string {
  const q = new URLSearchParams();
  if (filters.status) q.set('status', filters.status);
  if (filters.q) q.set('q', filters.q);
  if (filters.archived) q.set('archived', '1');
  if (filters.view) q.set('view', filters.view);
  if (filters.sort) q.set('sort', filters.sort);
  if (filters.page && filters.page > 1) q.set('page', String(filters.page));
  const s = q.toString();
  return s ? `/admin/orders?${s}` : '/admin/orders';
}

export const orderDetailHref = (id: string) => `/admin/order-admin-details/${id}`;
