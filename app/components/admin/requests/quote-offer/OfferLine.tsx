import { Trash2 } from 'lucide-react';
import type { FieldError, UseFormRegister, UseFormRegisterReturn } from 'react-hook-form';
import { tr } from '../../../../../core/messages';
import { formatEuros } from '../../../../../core/money';
import { QUOTE_LIMITS, type QuoteOfferInput } from '../../../../../core/quote-offer-rules';
import { FieldMessage, inputClass } from '../../../form/Field';
import { SOURCE_TAGS, type Line } from '../quote-offer-lines';

type LineErrors = Partial<Record<keyof Line, FieldError>> | undefined;

/** One labelled input of a line, with its message below. */
function LineInput({
  id,
  label,
  error,
  testId,
  registration,
  ...input
}: {
  id: string;
  label: string;
  error: FieldError | undefined;
  testId: string;
  registration: UseFormRegisterReturn;
  maxLength?: number;
  inputMode?: 'numeric' | 'decimal';
}) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        {...input}
        // The label may be typed in Arabic for an Arabic client (numbers stay left to right).
        dir={input.inputMode ? undefined : 'auto'}
        className={inputClass(error, 'mt-1')}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-erreur`}
        data-testid={testId}
        {...registration}
      />
      <FieldMessage id={`${id}-erreur`} error={error} />
    </div>
  );
}

/** A line of the quote: where it comes from, its label, quantity and unit price, and the amount they make. */
export function OfferLine({
  index: i,
  source,
  base,
  register,
  errors,
  amount,
  onRemove,
}: {
  index: number;
  source: Line['source'];
  /** The prefix of the line's field ids. */
  base: string;
  register: UseFormRegister<QuoteOfferInput>;
  errors: LineErrors;
  amount: number | null;
  onRemove: () => void;
}) {
  return (
    <li className="rounded-xl border border-line p-3 sm:p-4" data-testid="quote-offer-line">
      <div className="flex items-center justify-between gap-3">
        <span className="text-xs font-semibold tracking-wide text-muted uppercase">{tr(SOURCE_TAGS[source])}</span>
        <button
          type="button"
          className="btn-ghost -my-1 p-1.5 text-danger"
          onClick={onRemove}
          aria-label={tr('adminRequest.removeLine', { n: i + 1 })}
          data-testid="quote-line-remove"
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
      <input type="hidden" {...register(`lines.${i}.source`)} />
      <input type="hidden" {...register(`lines.${i}.optionId`)} />
      <div className="mt-2 grid gap-3 sm:grid-cols-[minmax(0,1fr)_5rem_8rem_7rem] sm:items-start">
        <LineInput
          id={`${base}-label`}
          label={tr('adminRequest.lineLabel')}
          maxLength={QUOTE_LIMITS.labelMax}
          error={errors?.label}
          testId="quote-line-label"
          registration={register(`lines.${i}.label`)}
        />
        <div className="grid grid-cols-[5rem_minmax(0,1fr)_auto] gap-3 sm:contents">
          <LineInput
            id={`${base}-qty`}
            label={tr('adminRequest.lineQuantity')}
            inputMode="numeric"
            error={errors?.quantity}
            testId="quote-line-quantity"
            registration={register(`lines.${i}.quantity`)}
          />
          <LineInput
            id={`${base}-unit`}
            label={tr('adminRequest.lineUnitPrice')}
            inputMode="decimal"
            error={errors?.unitPrice}
            testId="quote-line-unit"
            registration={register(`lines.${i}.unitPrice`)}
          />
          <p className="text-sm">
            <span className="block font-medium text-ink">{tr('adminRequest.lineAmount')}</span>
            <span className="mt-1 block py-2.5 text-right font-semibold text-ink tabular-nums">
              {amount === null ? '—' : formatEuros(amount)}
            </span>
          </p>
        </div>
      </div>
    </li>
  );
}
