import { STATUS_LABELS } from '../../order-status';

/** Order statuses as the customer reads them. */
export const orderStatus = {
  // The spec's French names, written once (core/order-status.ts, also read by the admin).
  ...STATUS_LABELS,
  paymentUnpaid: 'Non payée',
  paymentFailed: 'Paiement refusé',
  paymentExpired: 'Session de paiement expirée',
  paymentRefunded: 'Remboursée',
} as const;
