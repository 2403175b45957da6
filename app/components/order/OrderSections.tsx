import { FileStack, Mail, MessageSquareText, Truck, Zap } from 'lucide-react';
import type { FieldError } from 'react-hook-form';
import type { RegistrationWithDefault } from '../form/useTypedBeforeHydration';
import { Link } from 'react-router';
import { BUSINESS, fullAddress } from '../../../core/business';
import { PICKUP_DELIVERY_ID } from '../../../core/catalogue-rules';
import { postalLegText } from '../../../core/catalogue-text';
import type { DeliveryEstimate as Estimate } from '../../../core/delivery-date';
import { formatEuros } from '../../../core/money';
import { MAX_COMMENT, MAX_DOCUMENTS, MAX_PAGES, URGENT_MAX_PAGES } from '../../../core/order-rules';
import { workingDaysText } from '../../../core/turnaround';
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

export function optionLabel(option: CatalogueOption, perDocument: boolean): string {
  if (option.priceCents === 0) return perDocument ? option.name : `${option.name} — inclus`;
  return `${option.name} — ${formatEuros(option.priceCents)}${perDocument ? ' par document' : ''}`;
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
  return (
    <FormSection
      id="documents"
      step={2}
      icon={FileStack}
      title="Documents"
      intro="Comptez chaque page à traduire, recto et verso séparément."
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <NumberField
          {...pages}
          label="Nombre de pages"
          hint="Une face de document = une page."
          min={1}
          max={MAX_PAGES}
          inputRef={pagesInput}
          large
          testId="pages-input"
        />
        <NumberField
          {...documents}
          label="Nombre de documents"
          hint="Un acte, un diplôme, un jugement… compte pour un."
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
export function optionHint(option: CatalogueOption | undefined, perDocument: boolean): string {
  if (!option) return '';
  const parts = [option.description];
  if (!perDocument && option.id === PICKUP_DELIVERY_ID)
    parts.push(`${fullAddress()}, ${BUSINESS.openingHoursText.toLowerCase()}`);
  if (!perDocument && option.postal) parts.push(postalLegText(option.postal));
  if (perDocument && (option.turnaroundDays ?? 0) > 0)
    parts.push(`ajoute ${workingDaysText(option.turnaroundDays ?? 0)} au délai`);
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
  const hint = optionHint(
    options.find((o) => o.id === chosen),
    perDocument,
  );
  return (
    <SelectField {...field} label={label} hint={hint} testId={testId}>
      {options.map((o) => (
        <option key={o.id} value={o.id}>
          {optionLabel(o, perDocument)}
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
  return (
    <FormSection
      id="livraison"
      step={3}
      icon={Truck}
      title="Livraison"
      intro="La version PDF signée est toujours envoyée par e-mail ; choisissez si vous voulez aussi l’original papier."
    >
      <OptionSelect
        field={field}
        label="Mode de livraison"
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
  const hintId = `${field.id}-hint`;
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
          <Zap className="mr-1 inline h-4 w-4 text-accent" aria-hidden="true" />
          {option.name} : {workingDaysText(option.turnaroundDays)}, + {formatEuros(option.priceCents)} par page
        </span>
      </label>
      <p id={hintId} className="mt-1 pl-8 text-xs text-muted">
        {option.description ? `${option.description}. ` : ''}Jusqu’à {URGENT_MAX_PAGES} pages ; au-delà,{' '}
        <Link to="/devis" className="text-brand underline">
          demandez un devis
        </Link>
        .
      </p>
      <div className="pl-8">
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
}: {
  field: Registered;
  knownEmail: string;
  needEmail: boolean;
  signedIn: boolean;
  onChangeEmail: () => void;
}) {
  return (
    <FormSection id="coordonnees" step={4} icon={Mail} title="Vos coordonnées">
      {needEmail ? (
        <EmailField
          {...field}
          required={false}
          placeholder="prenom.nom@exemple.fr"
          hint="Pour la confirmation de commande et l’envoi de votre traduction. Jamais de publicité."
        />
      ) : (
        <div className="flex flex-col gap-3 rounded-xl bg-surface-2/60 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted">
            Confirmation et traduction envoyées à{' '}
            <strong className="font-semibold [overflow-wrap:anywhere] text-ink" data-testid="known-email">
              {knownEmail}
            </strong>
          </p>
          {signedIn ? null : (
            <button type="button" className="btn-ghost shrink-0 px-3 py-2" onClick={onChangeEmail}>
              Utiliser une autre adresse
            </button>
          )}
        </div>
      )}
    </FormSection>
  );
}

export function CommentSection({ field, length }: { field: Registered; length: number }) {
  return (
    <FormSection id="commentaire" step={7} icon={MessageSquareText} title="Commentaire">
      <TextAreaField
        {...field}
        label="Précisions pour la traductrice"
        optional
        rows={4}
        minHeight="min-h-28"
        maxLength={MAX_COMMENT}
        length={length}
        placeholder="Orthographe des noms propres telle qu’elle figure sur le passeport, pays de destination, délai souhaité…"
        testId="comment-input"
      />
    </FormSection>
  );
}
