import { FileStack, Mail, MessageSquareText, Truck, Zap } from 'lucide-react';
import type { FieldError } from 'react-hook-form';
import type { RegistrationWithDefault } from '../form/useTypedBeforeHydration';
import { Link } from 'react-router';
import { addressForArabic, BUSINESS, fullAddress } from '../../../core/business';
import { PICKUP_DELIVERY_ID } from '../../../core/catalogue-rules';
import type { DeliveryEstimate as Estimate } from '../../../core/delivery-date';
import { t as tIn, type Lang } from '../../../core/messages';
import { workingDaysIn } from '../../../core/counted';
import { eurosIn, optionIn, postalLegIn } from '../../../core/order-text';
import { localizedPath } from '../../../core/messages/pages';
import { useLang, useT } from '../../lib/i18n';
import { MAX_COMMENT, MAX_DOCUMENTS, MAX_PAGES, URGENT_MAX_PAGES } from '../../../core/order-rules';
import { SelectField, TextAreaField } from '../form/ChoiceFields';
import { describedBy, FieldMessage } from '../form/Field';
import { EmailField, NumberField } from '../form/TextFields';
import { DeliveryEstimate } from './DeliveryEstimate';
import { FormSection } from './FormSection';
import type { CatalogueOption, OrderCatalogue } from './types';

/** The steps of the order form, each a section with its fields (state and rules live in OrderForm's hooks). */

export interface Registered {
  id: string;
  registration: RegistrationWithDefault;
  error?: FieldError;
}

/** « Lettre suivie — 10 € », « Mairie — 20 € par document », « E-mail (PDF) — inclus », in the page's language. */
export function optionLabel(option: CatalogueOption, perDocument: boolean, lang: Lang): string {
  const kind = perDocument ? 'legalization' : 'delivery';
  const name = optionIn(lang, kind, option).name;
  if (option.priceCents === 0) return perDocument ? name : `${name} — ${tIn(lang, 'orderForm.included')}`;
  return `${name} — ${eurosIn(lang, option.priceCents)}${perDocument ? ` ${tIn(lang, 'orderForm.perDocument')}` : ''}`;
}

export function DocumentsSection({
  pages,
  documents,
  pagesInput,
  children,
}: {
  pages: Registered;
  documents: Registered;
  pagesInput: React.RefObject<HTMLInputElement | null>;
  /** What the uploaded files count, once there are some. */
  children?: React.ReactNode;
}) {
  const t = useT();
  return (
    <FormSection
      id="documents"
      step={2}
      icon={FileStack}
      title={t('orderForm.documentsTitle')}
      intro={t('orderForm.documentsIntro')}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <NumberField
          {...pages}
          label={t('orderForm.pagesLabel')}
          hint={t('requestForm.pagesHint')}
          min={1}
          max={MAX_PAGES}
          inputRef={pagesInput}
          large
          testId="pages-input"
        />
        <NumberField
          {...documents}
          label={t('orderForm.documentsLabel')}
          hint={t('orderForm.documentsHint')}
          min={1}
          max={MAX_DOCUMENTS}
          large
          testId="documents-input"
        />
      </div>
      {children}
    </FormSection>
  );
}

/** What the form says under a chosen option: its description, and for delivery its delays (catalogue fields). */
export function optionHint(option: CatalogueOption | undefined, perDocument: boolean, lang: Lang): string {
  if (!option) return '';
  const parts = [optionIn(lang, perDocument ? 'legalization' : 'delivery', option).description];
  if (!perDocument && option.id === PICKUP_DELIVERY_ID)
    parts.push(
      `${lang === 'fr' ? fullAddress() : addressForArabic()}, ${lang === 'fr' ? BUSINESS.openingHoursText.toLowerCase() : tIn(lang, 'shell.openingHours')}`,
    );
  if (!perDocument && option.postal) parts.push(postalLegIn(lang, option.postal));
  if (perDocument && (option.turnaroundDays ?? 0) > 0)
    parts.push(tIn(lang, 'orderPrice.addsDays', { days: workingDaysIn(lang, option.turnaroundDays ?? 0) }));
  return parts.filter(Boolean).join(' · ');
}

/** A choice among catalogue options, with the chosen option's description under it. */
function OptionSelect({
  field,
  label,
  options,
  chosen,
  perDocument,
  testId,
}: {
  field: Registered;
  label: string;
  options: CatalogueOption[];
  chosen?: string;
  perDocument: boolean;
  testId: string;
}) {
  const lang = useLang();
  const hint = optionHint(
    options.find((o) => o.id === chosen),
    perDocument,
    lang,
  );
  return (
    <SelectField {...field} label={label} hint={hint} testId={testId}>
      {options.map((o) => (
        <option key={o.id} value={o.id}>
          {optionLabel(o, perDocument, lang)}
        </option>
      ))}
    </SelectField>
  );
}

/** A catalogue choice section (delivery, legalisation): the registered field, its options, the current choice. */
interface OptionSectionProps {
  field: Registered;
  options: CatalogueOption[];
  chosen?: string;
}

export function DeliverySection({
  field,
  options,
  chosen,
  urgent,
  estimate,
}: OptionSectionProps & {
  /** The « Urgent » option when the catalogue offers it. */
  urgent: { option: NonNullable<OrderCatalogue['urgent']>; field: Registered } | null;
  estimate: Estimate | null;
}) {
  const t = useT();
  return (
    <FormSection
      id="livraison"
      step={3}
      icon={Truck}
      title={t('orderForm.deliveryTitle')}
      intro={t('orderForm.deliveryIntro')}
    >
      <OptionSelect
        field={field}
        label={t('orderForm.deliveryLabel')}
        options={options}
        chosen={chosen}
        perDocument={false}
        testId="delivery-select"
      />
      {urgent ? <UrgentChoice {...urgent} /> : null}
      <DeliveryEstimate estimate={estimate} testId="delivery-estimate-inline" className="mt-4" />
    </FormSection>
  );
}

/** « Urgent » : a shorter turnaround for a supplement per page (catalogue), up to URGENT_MAX_PAGES pages. */
function UrgentChoice({ option, field }: { option: NonNullable<OrderCatalogue['urgent']>; field: Registered }) {
  const t = useT();
  const lang = useLang();
  const hintId = `${field.id}-hint`;
  const shown = optionIn(lang, 'urgent', { ...option, id: 'urgent' });
  return (
    <div className="mt-4 rounded-xl border border-line px-4 py-3">
      <label htmlFor={field.id} className="flex cursor-pointer items-start gap-3 text-sm font-medium text-ink">
        <input
          id={field.id}
          type="checkbox"
          className="mt-0.5 h-5 w-5 shrink-0 rounded border-line accent-brand"
          aria-describedby={describedBy(field.id, false, hintId)}
          aria-invalid={field.error ? true : undefined}
          data-testid="urgent-checkbox"
          {...field.registration}
        />
        <span>
          <Zap className="me-1 inline h-4 w-4 text-accent" aria-hidden="true" />
          {t('orderForm.urgentChoice', {
            name: shown.name,
            days: workingDaysIn(lang, option.turnaroundDays),
            price: eurosIn(lang, option.priceCents),
          })}
        </span>
      </label>
      <p id={hintId} className="mt-1 ps-8 text-xs text-muted">
        {shown.description ? `${shown.description}. ` : ''}
        {t('orderForm.urgentUpTo', { count: URGENT_MAX_PAGES })}{' '}
        <Link to={localizedPath(lang, '/devis')} className="text-brand underline">
          {t('orderForm.askQuote')}
        </Link>
        .
      </p>
      <div className="ps-8">
        <FieldMessage id={`${field.id}-erreur`} error={field.error} />
      </div>
    </div>
  );
}

/** The address the order goes to: a field, or the known address with a way to use another (not when signed in). */
export function ContactSection({
  field,
  knownEmail,
  needEmail,
  signedIn,
  onChangeEmail,
  children,
}: {
  field: Registered;
  knownEmail: string;
  needEmail: boolean;
  signedIn: boolean;
  onChangeEmail: () => void;
  /** The buyer's name and phone, the shipping address and the billing identity (IdentityFields). */
  children?: React.ReactNode;
}) {
  const t = useT();
  return (
    <FormSection id="coordonnees" step={4} icon={Mail} title={t('orderForm.contactTitle')}>
      {needEmail ? (
        <EmailField
          {...field}
          required={false}
          label={t('orderForm.emailLabel')}
          placeholder={t('orderForm.emailPlaceholder')}
          hint={t('orderForm.emailHint')}
        />
      ) : (
        <div className="flex flex-col gap-3 rounded-xl bg-surface-2/60 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted">
            {t('orderForm.sentTo')}{' '}
            <strong className="font-semibold [overflow-wrap:anywhere] text-ink" data-testid="known-email">
              <bdi>{knownEmail}</bdi>
            </strong>
          </p>
          {signedIn ? null : (
            <button type="button" className="btn-ghost shrink-0 px-3 py-2" onClick={onChangeEmail}>
              {t('orderForm.otherAddress')}
            </button>
          )}
        </div>
      )}
      {children}
    </FormSection>
  );
}

export function CommentSection({ field, length }: { field: Registered; length: number }) {
  const t = useT();
  return (
    <FormSection id="commentaire" step={7} icon={MessageSquareText} title={t('orderForm.commentTitle')}>
      <TextAreaField
        {...field}
        label={t('orderForm.commentLabel')}
        optional={t('orderForm.optional')}
        rows={4}
        minHeight="min-h-28"
        maxLength={MAX_COMMENT}
        length={length}
        placeholder={t('orderForm.commentPlaceholder')}
        testId="comment-input"
      />
    </FormSection>
  );
}
