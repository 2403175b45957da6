import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { CATALOGUE_LIMITS, type CatalogueFormInput } from '../../../core/catalogue-rules';
import { FieldMessage } from '../auth/fields';

/**
 * Name, price, description and « proposée » of one price row, shared by the
 * edit and add forms. `fixedActive` replaces the checkbox with why it cannot change.
 */
export function CatalogueFields({
  idPrefix,
  register,
  errors,
  fixedActive,
  showActive = true,
}: {
  idPrefix: string;
  register: UseFormRegister<CatalogueFormInput>;
  errors: FieldErrors<CatalogueFormInput>;
  fixedActive?: string | null;
  showActive?: boolean;
}) {
  const field = (name: keyof CatalogueFormInput) => ({
    id: `${idPrefix}-${name}`,
    errorId: `${idPrefix}-${name}-erreur`,
    invalid: errors[name] ? true : undefined,
  });
  const name = field('name');
  const price = field('price');
  const description = field('description');
  return (
    <>
      <div className="md:col-span-6">
        <label htmlFor={name.id} className="field-label">
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
      <div className="md:col-span-3">
        <label htmlFor={price.id} className="field-label">
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
      <div className="flex md:col-span-3 md:pt-8">
        {!showActive ? null : fixedActive ? (
          <p className="text-sm text-muted">{fixedActive}</p>
        ) : (
          <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium md:min-h-0">
            <input type="checkbox" className="h-5 w-5 rounded border-line accent-brand" data-testid="catalogue-active" {...register('active')} />
            Proposée aux clients
          </label>
        )}
      </div>
      <div className="md:col-span-9">
        <label htmlFor={description.id} className="field-label">
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
    </>
  );
}
