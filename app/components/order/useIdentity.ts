import { useEffect } from 'react';
import type { FieldErrors, UseFormGetValues, UseFormSetValue } from 'react-hook-form';
import { PICKUP_DELIVERY_ID } from '../../../core/catalogue-rules';
import { HOME_COUNTRY } from '../../../core/countries';
import { servesCountry, shippingZone } from '../../../core/shipping-zones';
import type { RegistrationWithDefault } from '../form/useTypedBeforeHydration';
import type { OrderFormValues } from './form-schema';
import type { IdentityField } from './IdentityFields';
import type { OrderCatalogue } from './types';

/**
 * What « Vos coordonnées » needs from the order form: its fields registered, the chosen row's
 * zone (an address is asked only when it posts paper) and the country kept within that zone.
 */
export function useIdentity({
  formId,
  register,
  errors,
  getValues,
  setValue,
  catalogue,
  deliveryMethod,
}: {
  formId: string;
  register: (name: keyof OrderFormValues) => RegistrationWithDefault;
  errors: FieldErrors<OrderFormValues>;
  getValues: UseFormGetValues<OrderFormValues>;
  setValue: UseFormSetValue<OrderFormValues>;
  catalogue: OrderCatalogue;
  deliveryMethod: string | undefined;
}) {
  const delivery = catalogue.deliveryMethods.find((d) => d.id === deliveryMethod);
  const zone = delivery ? shippingZone(delivery) : null;

  // « International » does not post to France, « Lettre suivie » only there: the country follows the row.
  useEffect(() => {
    if (!zone) return;
    const country = getValues('shipCountry') ?? '';
    if (country !== '' && servesCountry(zone, country)) return;
    setValue('shipCountry', zone === 'abroad' ? '' : HOME_COUNTRY);
  }, [zone, getValues, setValue]);

  const field: IdentityField = (name) => ({
    id: `${formId}-${name}`,
    registration: register(name),
    error: errors[name],
  });
  return { field, zone, pickup: delivery?.id === PICKUP_DELIVERY_ID };
}
