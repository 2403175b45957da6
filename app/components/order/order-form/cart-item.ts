import { orderEmailSchema, priceRequestSchema, stripMarkup } from '../../../../core/order-rules';
import type { CartFile, CartItem } from '../../../lib/cart';
import type { OrderFormValues } from '../form-schema';
import { identityInput } from '../identity-values';
import type { OrderCatalogue } from '../types';

/** The cart item a valid form makes, and the e-mail it is for (typed, or the one already known). */
export function cartItemFromValues(
  values: OrderFormValues,
  {
    catalogue,
    needEmail,
    knownEmail,
    totalCents,
    files,
  }: {
    catalogue: OrderCatalogue;
    needEmail: boolean;
    knownEmail: string;
    totalCents: number;
    files: CartFile[];
  },
): { item: CartItem; email: string } {
  const request = priceRequestSchema.parse({
    numberOfPages: values.numberOfPages,
    numberOfDocuments: values.numberOfDocuments,
    deliveryMethod: values.deliveryMethod,
    legalization: values.legalization,
    urgent: values.urgent === true,
    purpose: values.purpose || undefined,
  });
  const email = needEmail ? orderEmailSchema.parse(values.email) : knownEmail;
  const delivery = catalogue.deliveryMethods.find((d) => d.id === request.deliveryMethod);
  const item: CartItem = {
    ...request,
    mailClient: email,
    identity: identityInput(values, delivery),
    // For display only: the server prices the order again.
    totalPrice: totalCents / 100,
    comment: stripMarkup(values.comment ?? ''),
    files: files.map(({ id, name, path, url, pages }) => ({ id, name, path, url, pages })),
  };
  return { item, email };
}
