import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { tr } from '../../../../../core/messages';
import { QUOTE_LIMITS, type QuoteOfferInput } from '../../../../../core/quote-offer-rules';
import { FieldMessage, inputClass } from '../../../form/Field';

/** The quote's validity date (30 days by default) and its note to the client. */
export function OfferTermsFields({
  id,
  register,
  errors,
}: {
  id: string;
  register: UseFormRegister<QuoteOfferInput>;
  errors: FieldErrors<QuoteOfferInput>;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
      <div>
        <label htmlFor={`${id}-until`} className="field-label">
          {tr('adminRequest.validUntilLabel')}
        </label>
        <input
          id={`${id}-until`}
          type="date"
          className={inputClass(errors.validUntil)}
          aria-invalid={errors.validUntil ? true : undefined}
          aria-describedby={`${id}-until-erreur`}
          data-testid="quote-valid-until-input"
          {...register('validUntil')}
        />
        <FieldMessage id={`${id}-until-erreur`} error={errors.validUntil} />
      </div>
      <div>
        <label htmlFor={`${id}-note`} className="field-label">
          {tr('adminRequest.noteLabel')} <span className="font-normal text-muted">{tr('adminRequest.optional')}</span>
        </label>
        <textarea
          id={`${id}-note`}
          rows={3}
          maxLength={QUOTE_LIMITS.noteMax}
          dir="auto"
          className={inputClass(errors.note, 'resize-y')}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={`${id}-note-erreur`}
          data-testid="quote-note-input"
          {...register('note')}
        />
        <FieldMessage id={`${id}-note-erreur`} error={errors.note} />
      </div>
    </div>
  );
}
