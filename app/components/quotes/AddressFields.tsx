import { ADDRESS_LIMITS, type PostalAddressInput } from '../../../core/postal-address';
import { useT } from '../../lib/i18n';
import { controlProps, Field, inputClass } from '../form/Field';

/**
 * A postal address's fields (core/postal-address.ts), uncontrolled: what is typed before the page
 * is interactive stays, and the form is read as it is when « Accepter et payer » is pressed.
 * `prefix` is the API path of the address (« shippingAddress », « billing.address »): each input
 * is named after its path, so a refusal finds its field.
 */
export function AddressFields({
  prefix,
  values,
  countries,
  errors,
}: {
  prefix: string;
  values: PostalAddressInput;
  /** The countries offered, named and sorted by the server (ClientQuoteView's identity.countries). */
  countries: { code: string; name: string }[];
  errors: Record<string, string>;
}) {
  const t = useT();
  const id = (field: string) => `${prefix.replace(/\W/g, '-')}-${field}`;
  const name = (field: string) => `${prefix}.${field}`;
  const error = (field: string) => errors[name(field)] ?? (field === 'line1' ? errors[prefix] : undefined);
  const text = (field: 'line1' | 'line2' | 'city', label: string, autoComplete: string, optional = false) => (
    <Field id={id(field)} label={label} optional={optional} error={error(field)}>
      <input
        {...controlProps(id(field), error(field), undefined)}
        name={name(field)}
        defaultValue={values[field] ?? ''}
        autoComplete={autoComplete}
        maxLength={field === 'city' ? ADDRESS_LIMITS.city : ADDRESS_LIMITS.line}
        className={inputClass(error(field))}
        dir="auto"
        data-testid={id(field)}
      />
    </Field>
  );
  const section = prefix === 'shippingAddress' ? 'shipping' : 'billing';
  return (
    <div className="grid gap-3">
      {text('line1', t('address.line1Label'), `${section} address-line1`)}
      {text('line2', t('address.line2Label'), `${section} address-line2`, true)}
      <div className="grid grid-cols-[minmax(0,7.5rem)_minmax(0,1fr)] gap-3">
        <Field id={id('postalCode')} label={t('address.postalCodeLabel')} error={error('postalCode')}>
          <input
            {...controlProps(id('postalCode'), error('postalCode'), undefined)}
            name={name('postalCode')}
            defaultValue={values.postalCode ?? ''}
            autoComplete={section === 'shipping' ? 'shipping postal-code' : 'billing postal-code'}
            // Postal codes are typed in any case and spacing; core/postal-address.ts normalises them.
            autoCapitalize="characters"
            maxLength={ADDRESS_LIMITS.postalCode + 4}
            className={inputClass(error('postalCode'), 'tabular-nums')}
            dir="ltr"
            data-testid={id('postalCode')}
          />
        </Field>
        {text('city', t('address.cityLabel'), `${section} address-level2`)}
      </div>
      <Field id={id('country')} label={t('address.countryLabel')} error={error('country')}>
        <select
          {...controlProps(id('country'), error('country'), undefined)}
          name={name('country')}
          defaultValue={values.country ?? 'FR'}
          autoComplete={section === 'shipping' ? 'shipping country' : 'billing country'}
          className={inputClass(error('country'))}
          data-testid={id('country')}
        >
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </Field>
    </div>
  );
}
