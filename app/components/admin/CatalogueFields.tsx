import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import {
  CATALOGUE_LIMITS,
  postalKind,
  timedKind,
  type CatalogueFormInput,
  type CatalogueKind,
} from '../../../core/catalogue-rules';
import { Checkbox } from '../form/ChoiceFields';
import { controlProps, Field, FieldMessage, inputClass } from '../form/Field';
import { TextField } from '../form/TextFields';
import { tr, type PlainMessageId } from '../../../core/messages';

/**
 * One line per price row from the large breakpoint up (name, description,
 * price, « proposée », button), stacked with visible labels below it. The
 * column headers of a list share this template.
 */
export const CATALOGUE_GRID =
  'grid grid-cols-2 gap-x-3 gap-y-4 lg:grid-cols-[minmax(0,16rem)_minmax(0,1fr)_8rem_8rem_9.5rem]';

/** The column headers above a list of rows (large screens only; each field keeps its own label). */
export function CatalogueHeader() {
  return (
    <div
      aria-hidden="true"
      className={`${CATALOGUE_GRID} hidden pb-2 text-xs font-semibold tracking-wide text-muted uppercase lg:grid`}
    >
      <span>{tr('adminCatalogue.name')}</span>
      <span>{tr('adminCatalogue.description')}</span>
      <span className="text-right">{tr('adminCatalogue.price')}</span>
      <span>{tr('adminCatalogue.offered')}</span>
      <span />
    </div>
  );
}

/**
 * Name, description, price and « proposée » of one price row, shared by the
 * edit and add forms. `fixedActive` replaces the checkbox with why it cannot change.
 */
export function CatalogueFields({
  idPrefix,
  register,
  errors,
  fixedActive,
  labels = 'stacked',
}: {
  idPrefix: string;
  /** 'stacked': labels only while the fields are stacked (a header names the columns); 'always': a form on its own. */
  labels?: 'stacked' | 'always';
  register: UseFormRegister<CatalogueFormInput>;
  errors: FieldErrors<CatalogueFormInput>;
  fixedActive?: string | null;
}) {
  const label = labels === 'always' ? 'field-label' : 'field-label lg:sr-only';
  const priceId = `${idPrefix}-price`;
  const text = { type: undefined, required: false, autoComplete: 'off', labelClassName: label } as const;
  return (
    <>
      <div className="col-span-2 lg:col-span-1">
        <TextField
          {...text}
          id={`${idPrefix}-name`}
          label={tr('adminCatalogue.name')}
          maxLength={CATALOGUE_LIMITS.nameMax}
          registration={register('name')}
          error={errors.name}
          testId="catalogue-name"
        />
      </div>
      <div className="col-span-2 lg:col-span-1">
        <TextField
          {...text}
          id={`${idPrefix}-description`}
          label={tr('adminCatalogue.description')}
          optional="facultative"
          maxLength={CATALOGUE_LIMITS.descriptionMax}
          registration={register('description')}
          error={errors.description}
          testId="catalogue-description"
        />
      </div>
      <Field
        id={priceId}
        label={tr('adminCatalogue.price')}
        labelClassName={label}
        hint={tr('adminCatalogue.priceHint', { max: CATALOGUE_LIMITS.priceMaxEuros.toLocaleString('fr-FR') })}
        hintClassName="sr-only"
        error={errors.price}
      >
        <div className="relative">
          <input
            {...controlProps(priceId, errors.price, true)}
            inputMode="decimal"
            autoComplete="off"
            className={inputClass(errors.price, 'pr-9 text-right tabular-nums')}
            data-testid="catalogue-price"
            {...register('price')}
          />
          <span
            className="pointer-events-none absolute inset-y-0 right-3.5 flex items-center text-muted"
            aria-hidden="true"
          >
            €
          </span>
        </div>
      </Field>
      <div className={`flex items-end lg:min-h-11 lg:items-center ${labels === 'always' ? 'lg:mt-7' : ''}`}>
        {fixedActive ? (
          <p className="pb-1 text-sm text-muted lg:pb-0">{fixedActive}</p>
        ) : (
          <Checkbox registration={register('active')} testId="catalogue-active">
            {tr('adminCatalogue.offered')}
            <span className="lg:sr-only"> {tr('adminCatalogue.offeredToClients')}</span>
          </Checkbox>
        )}
      </div>
    </>
  );
}

/** The text of a days field: a whole number, typed with the numeric keypad. */
function DaysInput({
  id,
  label,
  error,
  registration,
  testId,
}: {
  id: string;
  label: string;
  error?: { message?: string };
  registration: ReturnType<UseFormRegister<CatalogueFormInput>>;
  testId: string;
}) {
  return (
    <div className="w-24">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        {...controlProps(id, error, false)}
        inputMode="numeric"
        autoComplete="off"
        className={inputClass(error, 'text-right tabular-nums')}
        data-testid={testId}
        {...registration}
      />
    </div>
  );
}

const LEADS: Record<Exclude<CatalogueKind, 'page'>, PlainMessageId> = {
  delivery: 'adminCatalogue.delayDelivery',
  legalization: 'adminCatalogue.delayLegalization',
  urgent: 'adminCatalogue.delayUrgent',
};

/**
 * The delays of a row (decision 028), under its other fields: working days for delivery
 * methods, legalisation steps and « Urgent »; the postal leg (min–max) of a paper delivery,
 * left empty for e-mail and pickup. The estimated dates of the site come from them.
 */
export function CatalogueDelayFields({
  idPrefix,
  kind,
  register,
  errors,
}: {
  idPrefix: string;
  kind: CatalogueKind;
  register: UseFormRegister<CatalogueFormInput>;
  errors: FieldErrors<CatalogueFormInput>;
}) {
  if (!timedKind(kind)) return null;
  const ids = { turnaround: `${idPrefix}-turnaround`, min: `${idPrefix}-postal-min`, max: `${idPrefix}-postal-max` };
  return (
    <div className="col-span-2 lg:col-span-5">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3 text-sm">
        <div className="flex items-center gap-2">
          <span className="text-muted" aria-hidden="true">
            {tr(LEADS[kind as Exclude<CatalogueKind, 'page'>])}
          </span>
          <DaysInput
            id={ids.turnaround}
            label={tr('adminCatalogue.inWorkingDays', { delay: tr(LEADS[kind as Exclude<CatalogueKind, 'page'>]) })}
            error={errors.turnaround}
            registration={register('turnaround')}
            testId="catalogue-turnaround"
          />
          <span className="text-muted" aria-hidden="true">
            {tr('adminCatalogue.workingDays')}
          </span>
        </div>
        {postalKind(kind) ? (
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-muted" aria-hidden="true">
              {tr('adminCatalogue.postal')}
            </span>
            <DaysInput
              id={ids.min}
              label={tr('adminCatalogue.postalMin')}
              error={errors.postalMin}
              registration={register('postalMin')}
              testId="catalogue-postal-min"
            />
            <span className="text-muted" aria-hidden="true">
              {tr('adminCatalogue.postalTo')}
            </span>
            <DaysInput
              id={ids.max}
              label={tr('adminCatalogue.postalMax')}
              error={errors.postalMax}
              registration={register('postalMax')}
              testId="catalogue-postal-max"
            />
            <span className="text-muted" aria-hidden="true">
              {tr('adminCatalogue.postalDays')}
            </span>
          </div>
        ) : null}
      </div>
      <FieldMessage id={`${ids.turnaround}-erreur`} error={errors.turnaround} />
      {postalKind(kind) ? (
        <>
          <FieldMessage id={`${ids.min}-erreur`} error={errors.postalMin} />
          <FieldMessage id={`${ids.max}-erreur`} error={errors.postalMax} />
        </>
      ) : null}
    </div>
  );
}
