import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { SERVICE_TYPES, type ServiceType } from '../../../../core/request-rules';
import { useT } from '../../../lib/i18n';
import { FieldMessage } from '../../form/Field';

/** Each service's name and line in the catalogue (request-rules keeps the French the e-mails name it by). */
const SERVICE_TEXT = {
  traduction: ['requestForm.serviceTraduction', 'requestForm.serviceTraductionText'],
  legalisation: ['requestForm.serviceLegalisation', 'requestForm.serviceLegalisationText'],
  professionnelle: ['requestForm.serviceProfessionnelle', 'requestForm.serviceProfessionnelleText'],
} as const satisfies Record<ServiceType, readonly [string, string]>;

/** « Type de prestation », asked on /order only: one card per service, a radio in each. */
export function ServiceTypeField({
  id,
  registration,
  error,
}: {
  id: string;
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
}) {
  const t = useT();
  return (
    <fieldset>
      <legend className="field-label">{t('requestForm.serviceType')}</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {SERVICE_TYPES.map((s) => (
          <label
            key={s.id}
            className={`flex cursor-pointer gap-3 rounded-xl border bg-surface p-4 transition-colors has-[:checked]:border-brand has-[:checked]:bg-brand-soft/50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand hover:border-brand ${
              error ? 'border-danger' : 'border-line'
            }`}
          >
            {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props -- screen readers announce it on the focused radio */}
            <input
              type="radio"
              value={s.id}
              className="mt-1 h-4 w-4 shrink-0 accent-brand focus:outline-none"
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-erreur`}
              data-testid={`service-${s.id}`}
              {...registration}
            />
            <span>
              <span className="block font-semibold text-ink">{t(SERVICE_TEXT[s.id][0])}</span>
              <span className="mt-0.5 block text-sm leading-snug text-muted">{t(SERVICE_TEXT[s.id][1])}</span>
            </span>
          </label>
        ))}
      </div>
      <FieldMessage id={`${id}-erreur`} error={error} />
    </fieldset>
  );
}
