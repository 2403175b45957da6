import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { CATALOGUE_LIMITS, type CatalogueFormInput } from '../../../core/catalogue-rules';
import { FieldMessage } from '../auth/fields';

/**
 * One line per price row from the large breakpoint up (name, description,
 * price, « proposée », button), stacked with visible labels below it. The
 * column headers of a list share this template.
 */
export const CATALOGUE_GRID = 'grid grid-cols-2 gap-x-3 gap-y-4 lg:grid-cols-[minmax(0,16rem)_minmax(0,1fr)_8rem_8rem_9.5rem]';

/** The column headers above a list of rows (large screens only; each field keeps its own label). */
export function CatalogueHeader() {
  return (
    <div aria-hidden="true" className={`${CATALOGUE_GRID} hidden pb-2 text-xs font-semibold tracking-wide text-muted uppercase lg:grid`}>
      <span>Nom</span>
      <span>Description</span>
      <span className="text-right">Prix</span>
      <span>Proposée</span>
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
  const field = (name: keyof CatalogueFormInput) => ({
    id: `${idPrefix}-${name}`,
    errorId: `${idPrefix}-${name}-erreur`,
    invalid: errors[name] ? true : undefined,
  });
  const name = field('name');
  const price = field('price');
  const description = field('description');
  const label = labels === 'always' ? 'field-label' : 'field-label lg:sr-only';
  return (
    <>
      <div className="col-span-2 lg:col-span-1">
        <label htmlFor={name.id} className={label}>
          Nom
        </label>
        <input
          id={name.id}
          maxLength={CATALOGUE_LIMITS.nameMax}
          autoComplete="off"
          aria-invalid={name.invalid}
          aria-describedby={name.errorId}
          className={`field-input ${name.invalid ? 'border-danger' : ''}`}
          data-testid="catalogue-name"
          {...register('name')}
        />
        <FieldMessage id={name.errorId} error={errors.name} />
      </div>
      <div className="col-span-2 lg:col-span-1">
        <label htmlFor={description.id} className={label}>
          Description <span className="font-normal text-muted">(facultative)</span>
        </label>
        <input
          id={description.id}
          maxLength={CATALOGUE_LIMITS.descriptionMax}
          autoComplete="off"
          aria-invalid={description.invalid}
          aria-describedby={description.errorId}
          className={`field-input ${description.invalid ? 'border-danger' : ''}`}
          data-testid="catalogue-description"
          {...register('description')}
        />
        <FieldMessage id={description.errorId} error={errors.description} />
      </div>
      <div>
        <label htmlFor={price.id} className={label}>
          Prix
        </label>
        <div className="relative">
          <input
            id={price.id}
            inputMode="decimal"
            autoComplete="off"
            aria-invalid={price.invalid}
            aria-describedby={`${idPrefix}-price-aide ${price.errorId}`}
            className={`field-input pr-9 text-right tabular-nums ${price.invalid ? 'border-danger' : ''}`}
            data-testid="catalogue-price"
            {...register('price')}
          />
          <span className="pointer-events-none absolute inset-y-0 right-3.5 flex items-center text-muted" aria-hidden="true">
            €
          </span>
        </div>
        <p id={`${idPrefix}-price-aide`} className="sr-only">
          En euros, de 0 à 10 000, deux décimales au plus.
        </p>
        <FieldMessage id={price.errorId} error={errors.price} />
      </div>
      <div className={`flex items-end lg:min-h-11 lg:items-center ${labels === 'always' ? 'lg:mt-7' : ''}`}>
        {fixedActive ? (
          <p className="pb-1 text-sm text-muted lg:pb-0">{fixedActive}</p>
        ) : (
          <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium lg:min-h-0">
            <input type="checkbox" className="h-5 w-5 rounded border-line accent-brand" data-testid="catalogue-active" {...register('active')} />
            <span>
              Proposée<span className="lg:sr-only"> aux clients</span>
            </span>
          </label>
        )}
      </div>
    </>
  );
}
