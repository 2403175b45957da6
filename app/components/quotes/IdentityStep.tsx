import type { IdentityFormValues } from '../../../core/identity-form';
import { BUYER_LIMITS } from '../../../core/buyer';
import { servesCountry, type ShipsTo } from '../../../core/shipping-zones';
import { useT } from '../../lib/i18n';
import { controlProps, Field, inputClass } from '../form/Field';
import { AddressFields } from './AddressFields';

/** One text input named after its API path. */
function TextInput({
  name,
  label,
  value,
  error,
  hint,
  optional,
  autoComplete,
  maxLength,
  ltr,
}: {
  name: string;
  label: string;
  value: string;
  error?: string;
  hint?: string;
  optional?: boolean;
  autoComplete?: string;
  maxLength: number;
  /** Numbers and codes read left to right on an Arabic page too. */
  ltr?: boolean;
}) {
  const id = `identite-${name.replace(/\W/g, '-')}`;
  return (
    <Field id={id} label={label} optional={optional} hint={hint} error={error}>
      <input
        {...controlProps(id, error, hint)}
        name={name}
        defaultValue={value}
        autoComplete={autoComplete}
        maxLength={maxLength}
        className={inputClass(error)}
        dir={ltr ? 'ltr' : 'auto'}
        data-testid={id}
      />
    </Field>
  );
}

/**
 * « Vos coordonnées » on a quote's page (issue 27), the checkout's fields and words: the buyer's
 * name and phone, the shipping address when the quote posts paper, and « Facturer au nom de ». The
 * company's fields show when « une entreprise » is ticked, by CSS alone, so they work before the
 * page is interactive too.
 */
export function IdentityStep({
  formRef,
  values,
  shipsTo,
  countries,
  errors,
  disabled,
  onInput,
}: {
  formRef: React.RefObject<HTMLFormElement | null>;
  values: IdentityFormValues;
  countries: { code: string; name: string }[];
  shipsTo: ShipsTo | null;
  errors: Record<string, string>;
  disabled: boolean;
  onInput: (event: React.FormEvent<HTMLFormElement>) => void;
}) {
  const t = useT();
  return (
    <form
      ref={formRef}
      noValidate
      onInput={onInput}
      onSubmit={(e) => e.preventDefault()}
      aria-labelledby="identite-titre"
      className="mb-5"
      data-testid="quote-identity"
    >
      <fieldset disabled={disabled} className="grid gap-4">
        <div>
          <h2 id="identite-titre" className="text-xl font-semibold">
            {t('quotePage.identityTitle')}
          </h2>
          <p className="mt-1 text-sm text-muted">
            {t('quotePage.identityIntro', { shipping: shipsTo ? t('quotePage.identityIntroShipping') : '' })}
          </p>
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextInput
            name="buyer.name"
            label={t('buyer.nameLabel')}
            value={values.name}
            error={errors['buyer.name']}
            autoComplete="name"
            maxLength={BUYER_LIMITS.name}
          />
          <TextInput
            name="buyer.phone"
            label={t('buyer.phoneLabel')}
            value={values.phone}
            error={errors['buyer.phone']}
            optional
            autoComplete="tel"
            maxLength={BUYER_LIMITS.phone}
            ltr
          />
        </div>
        {shipsTo ? (
          <section aria-labelledby="expedition-titre" className="grid gap-2" data-testid="shipping-address">
            <h3 id="expedition-titre" className="font-semibold">
              {t('address.shippingTitle')}
            </h3>
            <AddressFields
              prefix="shippingAddress"
              values={values.ship}
              countries={countries.filter((c) => servesCountry(shipsTo, c.code))}
              errors={errors}
            />
          </section>
        ) : null}
        <BillingFields values={values} countries={countries} errors={errors} />
      </fieldset>
    </form>
  );
}

/** « Facturer au nom de »: vous-même, or a company with its numbers, address and reference. */
function BillingFields({
  values,
  countries,
  errors,
}: {
  values: IdentityFormValues;
  countries: { code: string; name: string }[];
  errors: Record<string, string>;
}) {
  const t = useT();
  const choice = (kind: 'person' | 'business', label: string) => (
    <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-line px-3 py-2 text-sm has-[:checked]:border-brand has-[:checked]:bg-brand-soft/40">
      <input
        type="radio"
        name="billing.kind"
        value={kind}
        defaultChecked={values.billingKind === kind}
        className={`h-4 w-4 accent-brand ${kind === 'business' ? 'billing-business' : ''}`}
        data-testid={`billing-${kind}`}
      />
      {label}
    </label>
  );
  return (
    <fieldset className="grid gap-3 [&:has(.billing-business:checked)_.business-fields]:grid">
      <legend className="mb-2 font-semibold">{t('billing.title')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {choice('person', t('billing.person'))}
        {choice('business', t('billing.business'))}
      </div>
      <div className="business-fields hidden gap-3" data-testid="business-fields">
        <TextInput
          name="billing.companyName"
          label={t('billing.companyNameLabel')}
          value={values.companyName}
          error={errors['billing.companyName']}
          autoComplete="organization"
          maxLength={BUYER_LIMITS.companyName}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextInput
            name="billing.companyId"
            label={t('billing.companyIdLabel')}
            hint={t('billing.companyIdHint')}
            value={values.companyId}
            error={errors['billing.companyId']}
            maxLength={24}
            ltr
          />
          <TextInput
            name="billing.vatNumber"
            label={t('billing.vatLabel')}
            value={values.vatNumber}
            error={errors['billing.vatNumber']}
            optional
            maxLength={24}
            ltr
          />
        </div>
        <h3 className="-mb-1 font-semibold">{t('address.billingAddressTitle')}</h3>
        <AddressFields prefix="billing.address" values={values.bill} countries={countries} errors={errors} />
        <TextInput
          name="billing.reference"
          label={t('billing.referenceLabel')}
          hint={t('billing.referenceHint')}
          value={values.reference}
          error={errors['billing.reference']}
          optional
          maxLength={BUYER_LIMITS.reference}
        />
      </div>
    </fieldset>
  );
}
