import { tr } from '../../../../../core/messages';
import type { OrdersPageFilters } from '../order-links';

/** What an empty orders table says, for the search, view or status it shows. */
export function ordersEmptyText(f: OrdersPageFilters | undefined): string {
  return f?.q
    ? f.status || f.view
      ? tr('adminOrder.emptySearchInView', { q: f.q })
      : tr('adminOrder.emptySearch', { q: f.q })
    : f?.view === 'toTranslate'
      ? tr('adminOrder.emptyToTranslate')
      : f?.view === 'today'
        ? tr('adminOrder.emptyToday')
        : f?.view === 'toShip'
          ? tr('shipping.toShipNone')
          : f?.status
            ? tr('adminOrder.emptyStatus')
            : tr('adminOrder.emptyAll');
}

/** The orders table's caption: its order (newest first, or by due date). */
export function ordersCaption(f: OrdersPageFilters | undefined): string {
  return f?.view === 'today'
    ? tr('adminOrder.captionToday')
    : f?.sort === 'due'
      ? tr('adminOrder.captionDue')
      : tr('adminOrder.captionNewest');
}
