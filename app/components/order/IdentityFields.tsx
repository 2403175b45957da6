import { Building2, MapPin, Store } from 'lucide-react';
import { addressForArabic, BUSINESS, fullAddress } from '../../../core/business';
import type { CountryOption } from '../../../core/countries';
import { postalCodeExample } from '../../../core/postal-address';
import { servesCountry, type ShipsTo } from '../../../core/shipping-zones';
import { useLang, useT } from '../../lib/i18n';
import { SelectField } from '../form/ChoiceFields';
import { TextField } from '../form/TextFields';
import type { IdentityValues } from './identity-values';
import type { Registered } from './OrderSections';

/** A field of « Vos coordonnées », registered by the form (OrderForm). */
export type IdentityField = (name: keyof IdentityValues) => Registered;

/**
 * The buyer's name and phone, then what the chosen delivery needs: the shipping address for a
 * row that posts paper (only the countries it serves), the office's address and hours for
 * pickup; then « Facturer au nom de » (issue 27). Rules: core/buyer, through identity-values.
 */
export function IdentityFields({
  field,
  zone,
  pickup,
  billingKind,
  shipCountry,
  billCountry,
  countries,
}: {
  field: IdentityField;
  /** Where the chosen delivery posts; null when it posts nothing. */
  zone: ShipsTo | null;
  pickup: boolean;
  billingKind: string | undefined;
  shipCountry: string | undefined;
  billCountry: string | undefined;
  /**
   * Every country, named and sorted by the server in the page's language (the services loader):
   * the browser's own Intl names a few differently (« Îles Malouines (Îles Falkland) »), and a
   * list it renders before hydration would no longer match the server's.
   */
  countries: CountryOption[];
}) {
  const t = useT();
  return (
    <div className="mt-5 space-y-5" data-testid="identity-fields">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...field('buyerName')}
          label={t('buyer.nameLabel')}
          hint={t('buyer.nameHint')}
          autoComplete="name"
          maxLength={120}
          testId="buyer-name"
        />
        <TextField
          {...field('buyerPhone')}
          label={t('buyer.phoneLabel')}
          optional={t('orderForm.optional')}
          hint={t('buyer.phoneHint')}
          autoComplete="tel"
          inputMode="tel"
          maxLength={25}
          testId="buyer-phone"
        />
      </div>
      {zone ? (
        <fieldset className="rounded-xl border border-line p-4" data-testid="shipping-address">
          <legend className="flex items-center gap-2 px-1 font-semibold text-ink">
            <MapPin className="h-4 w-4 text-brand" aria-hidden="true" />
            {t('address.shippingTitle')}
          </legend>
          <p className="mb-3 text-sm text-muted">{t('address.shippingIntro')}</p>
          <AddressFields
            field={field}
            prefix="ship"
            countries={countries.filter((c) => servesCountry(zone, c.code))}
            country={shipCountry}
          />
        </fieldset>
      ) : pickup ? (
        <PickupNotice />
      ) : null}
      <BillingFields field={field} kind={billingKind} billCountry={billCountry} countries={countries} />
    </div>
  );
}

/** « Retrait au cabinet »: no address to give; where and when to collect the original. */
function PickupNotice() {
  const t = useT();
  const lang = useLang();
  return (
    <p className="flex gap-2.5 rounded-xl bg-surface-2/60 p-4 text-sm text-ink" data-testid="pickup-notice">
      <Store className="mt-0.5 h-4 w-4 shrink-0 text-brand" aria-hidden="true" />
      <span>
        <strong className="block">{t('buyer.pickupTitle')}</strong>
        {t('buyer.pickupText', {
          address: lang === 'fr' ? fullAddress() : addressForArabic(),
          hours: lang === 'fr' ? BUSINESS.openingHoursText.toLowerCase() : t('shell.openingHours'),
        })}
      </span>
    </p>
  );
}

function AddressFields({
  field,
  prefix,
  countries,
  country,
}: {
  field: IdentityField;
  prefix: 'ship' | 'bill';
  countries: CountryOption[];
  country: string | undefined;
}) {
  const t = useT();
  const example = postalCodeExample(country ?? '');
  const id = prefix === 'ship' ? 'ship' : 'bill';
  return (
    <div className="grid gap-4 sm:grid-cols-6">
      <div className="sm:col-span-6">
        <TextField
          {...field(`${id}Line1`)}
          label={t('address.line1Label')}
          placeholder={t('address.line1Placeholder')}
          autoComplete={`${prefix === 'ship' ? 'shipping' : 'billing'} address-line1`}
          maxLength={120}
          testId={`${id}-line1`}
        />
      </div>
      <div className="sm:col-span-6">
        <TextField
          {...field(`${id}Line2`)}
          label={t('address.line2Label')}
          optional={t('orderForm.optional')}
          placeholder={t('address.line2Placeholder')}
          autoComplete={`${prefix === 'ship' ? 'shipping' : 'billing'} address-line2`}
          maxLength={120}
          testId={`${id}-line2`}
        />
      </div>
      <div className="sm:col-span-2">
        <TextField
          {...field(`${id}PostalCode`)}
          label={t('address.postalCodeLabel')}
          hint={example ? t('address.postalCodeHint', { example }) : undefined}
          autoComplete={`${prefix === 'ship' ? 'shipping' : 'billing'} postal-code`}
          maxLength={12}
          testId={`${id}-postal-code`}
        />
      </div>
      <div className="sm:col-span-4">
        <TextField
          {...field(`${id}City`)}
          label={t('address.cityLabel')}
          autoComplete={`${prefix === 'ship' ? 'shipping' : 'billing'} address-level2`}
          maxLength={80}
          testId={`${id}-city`}
        />
      </div>
      <div className="sm:col-span-6">
        <SelectField {...field(`${id}Country`)} label={t('address.countryLabel')} testId={`${id}-country`}>
          {countries.some((c) => c.code === country) ? null : <option value="">{t('address.countryInvalid')}</option>}
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </SelectField>
      </div>
    </div>
  );
}

/** « Facturer au nom de »: the buyer (default) or a business with its identifiers and billing address. */
function BillingFields({
  field,
  kind,
  billCountry,
  countries,
}: {
  field: IdentityField;
  kind: string | undefined;
  billCountry: string | undefined;
  countries: CountryOption[];
}) {
  const t = useT();
  // A radio keeps its own value: the starting value goes through defaultChecked, never defaultValue.
  const registration = { ...field('billingKind').registration };
  delete registration.defaultValue;
  return (
    <fieldset className="rounded-xl border border-line p-4" data-testid="billing">
      <legend className="flex items-center gap-2 px-1 font-semibold text-ink">
        <Building2 className="h-4 w-4 text-brand" aria-hidden="true" />
        {t('billing.title')}
      </legend>
      <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
        {(['person', 'business'] as const).map((value) => (
          <label key={value} className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium">
            <input
              type="radio"
              value={value}
              className="h-5 w-5 accent-brand"
              data-testid={`billing-${value}`}
              {...registration}
              defaultChecked={value === 'person' ? kind !== 'business' : kind === 'business'}
            />
            {t(value === 'person' ? 'billing.person' : 'billing.business')}
          </label>
        ))}
      </div>
      {kind === 'business' ? (
        <div className="mt-4 space-y-4" data-testid="billing-business-fields">
          <TextField
            {...field('companyName')}
            label={t('billing.companyNameLabel')}
            autoComplete="organization"
            maxLength={120}
            testId="company-name"
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              {...field('companyId')}
              label={t('billing.companyIdLabel')}
              hint={t('billing.companyIdHint')}
              inputMode="numeric"
              maxLength={20}
              testId="company-id"
            />
            <TextField
              {...field('vatNumber')}
              label={t('billing.vatLabel')}
              optional={t('orderForm.optional')}
              hint={t('billing.vatHint')}
              autoCapitalize="characters"
              maxLength={20}
              testId="vat-number"
            />
          </div>
          <p className="font-medium text-ink">{t('address.billingAddressTitle')}</p>
          <AddressFields field={field} prefix="bill" countries={countries} country={billCountry} />
          <TextField
            {...field('billReference')}
            label={t('billing.referenceLabel')}
            optional={t('orderForm.optional')}
            hint={t('billing.referenceHint')}
            maxLength={60}
            testId="bill-reference"
          />
        </div>
      ) : null}
    </fieldset>
  );
}
