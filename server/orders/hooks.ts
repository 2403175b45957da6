import type { OrderStatus } from '../../core/order-status';
import type { DbOrTx } from '../db/client';
import type { Order } from './schema';

/** What other domains do when an order changes (e-mails, the review invitation); tests observe with it. */
export interface OrderHooks {
  /** Runs inside the transaction that marks the order paid (e-mails go to the outbox there). */
  onPaid?(tx: DbOrTx, order: Order): Promise<void>;
  /** Runs after that transaction committed (e.g. wake the mail worker). */
  afterPaid?(order: Order): void;
  /** Runs inside the transaction of any other status change. */
  onStatusChange?(tx: DbOrTx, order: Order, from: OrderStatus, to: OrderStatus): Promise<void>;
}
