import type { CountryOption } from '../../../../core/countries';
import type { CartFile } from '../../../lib/cart';
import type { OrderFormValues } from '../form-schema';
import type { DeliveryClock, OrderCatalogue } from '../types';

export interface OrderFormProps {
  catalogue: OrderCatalogue;
  /** The admin's delivery calendar and the server's clock: the estimated date is computed as the server would. */
  clock: DeliveryClock;
  /** Values to start from: the defaults, or the cart item when editing it. */
  initial: Omit<OrderFormValues, 'email'>;
  initialFiles: CartFile[];
  /** E-mail already known: the signed-in user's or the last one used (mailClient). */
  knownEmail: string;
  signedIn: boolean;
  editing: boolean;
  /** Every country, named and sorted by the server (IdentityFields says why). */
  countries: CountryOption[];
}
