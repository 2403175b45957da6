import { tr } from '../../../../core/messages';
import { Archive, ArrowDownUp, Search, X } from 'lucide-react';
import { Form, Link } from 'react-router';
import { STATUS_LABELS, type OrderStatus } from '../../../../core/order-status';
import { FilterTabs } from '../FilterTabs';
import { ordersHref, type OrdersPageFilters } from './order-links';

/** The statuses in the order an order goes through them. */
const TAB_ORDER: OrderStatus[] = [
  'paid',
  'in_progress',
  'translated',
  'shipped',
  'completed',
  'pending_payment',
  'partially_refunded',
  'cancelled',
];

/**
 * Search, status tabs and the archive switch. Everything lives in the URL, so
 * the loader reads it on the server, the back button works and the search
 * works before the page's script has loaded.
 */
export function OrdersToolbar({
  filters,
  counts,
}: {
  filters: OrdersPageFilters;
  counts: Record<OrderStatus | 'all' | 'dueToday' | 'toShip' | 'toTranslate', number>;
}) {
  // The work queue first (server/admin/orders/work-queue.ts), then every order by status.
  const tabs = [
    {
      key: 'toTranslate',
      label: tr('adminOrder.tabToTranslate'),
      count: counts.toTranslate,
      to: ordersHref({ ...filters, status: null, view: 'toTranslate', page: 1 }),
    },
    {
      key: 'today',
      label: tr('adminOrder.tabToday'),
      count: counts.dueToday,
      to: ordersHref({ ...filters, status: null, view: 'today', page: 1 }),
    },
    {
      key: 'toShip',
      label: tr('shipping.toShip'),
      count: counts.toShip,
      to: ordersHref({ ...filters, status: null, view: 'toShip', page: 1 }),
    },
    {
      key: 'all',
      label: tr('adminOrder.tabAll'),
      count: counts.all,
      to: ordersHref({ ...filters, status: null, view: null, page: 1 }),
    },
    ...TAB_ORDER.map((s) => ({
      key: s,
      label: STATUS_LABELS[s],
      count: counts[s],
      to: ordersHref({ ...filters, status: s, view: null, page: 1 }),
    })),
  ];
  return (
    <div className="space-y-4">
      <Form
        method="get"
        action="/admin/orders"
        role="search"
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        data-testid="orders-search"
      >
        {filters.status ? <input type="hidden" name="status" value={filters.status} /> : null}
        {filters.view ? <input type="hidden" name="view" value={filters.view} /> : null}
        {filters.sort ? <input type="hidden" name="sort" value={filters.sort} /> : null}
        {filters.archived ? <input type="hidden" name="archived" value="1" /> : null}
        <div className="min-w-0 flex-1">
          <label htmlFor="orders-q" className="field-label">
            {tr('adminOrder.searchLabel')}
          </label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-muted"
              aria-hidden="true"
            />
            <input
              id="orders-q"
              name="q"
              type="search"
              defaultValue={filters.q}
              key={filters.q}
              maxLength={200}
              placeholder={tr('adminOrder.searchPlaceholder')}
              autoComplete="off"
              spellCheck={false}
              className="field-input pl-9"
              data-testid="orders-q"
            />
          </div>
        </div>
        <div className="flex gap-2">
          <button type="submit" className="btn-primary min-h-11 flex-1 sm:flex-none">
            {tr('adminOrder.searchSubmit')}
          </button>
          {filters.q ? (
            <Link to={ordersHref({ ...filters, q: '', page: 1 })} className="btn-secondary min-h-11">
              <X className="h-4 w-4" aria-hidden="true" />
              {tr('adminOrder.searchClear')}
            </Link>
          ) : null}
        </div>
      </Form>
      <FilterTabs
        label={tr('adminOrder.statusTabs')}
        tabs={tabs}
        current={filters.view ?? filters.status ?? 'all'}
        testId="orders-tabs"
      />
    </div>
  );
}

/** Shows or hides the archived (soft-deleted) orders. */
export function ArchiveToggle({ filters }: { filters: OrdersPageFilters }) {
  return (
    <Link
      to={ordersHref({ ...filters, archived: !filters.archived, page: 1 })}
      preventScrollReset
      className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-brand md:min-h-0"
      data-testid="orders-archived-toggle"
    >
      <Archive className="h-4 w-4" aria-hidden="true" />
      {filters.archived ? tr('adminOrder.archivedHide') : tr('adminOrder.archivedShow')}
    </Link>
  );
}

/** Newest first, or by due date (soonest first). The « À livrer aujourd’hui » view is always by due date. */
export function SortToggle({ filters }: { filters: OrdersPageFilters }) {
  if (filters.view === 'today') return null;
  const byDue = filters.sort === 'due';
  return (
    <Link
      to={ordersHref({ ...filters, sort: byDue ? null : 'due', page: 1 })}
      preventScrollReset
      className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-brand md:min-h-0"
      data-testid="orders-sort-toggle"
    >
      <ArrowDownUp className="h-4 w-4" aria-hidden="true" />
      {byDue ? tr('adminOrder.sortByDate') : tr('adminOrder.sortByDue')}
    </Link>
  );
}
