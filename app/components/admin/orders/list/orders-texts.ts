import { tr } from '../../../../../core/messages';
import type { OrdersPageFilters } from '../order-links';

/** What an empty orders table says, for the search, view or status it shows. */
export function ordersEmptyText(f: OrdersPageFilters | undefined): string {
  return f?.q
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
}

/** The orders table's caption: its order (newest first, or by due date). */
export function ordersCaption(f: OrdersPageFilters | undefined): string {
  return f?.view === 'today'
    ? 'Commandes à livrer aujourd’hui ou en retard, par échéance'
    : f?.sort === 'due'
      ? 'Commandes, par échéance'
      : 'Commandes, les plus récentes d’abord';
}
