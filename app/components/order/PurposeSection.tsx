import { Compass } from 'lucide-react';
import { purposeIn } from '../../../core/order-text';
import { PURPOSE_IDS, PURPOSES, type Purpose } from '../../../core/purposes';
import { useLang, useT } from '../../lib/i18n';
import { FieldMessage } from '../form/Field';
import { FormSection } from './FormSection';
import type { Registered } from './OrderSections';

/**
 * « Pour quelle démarche ? »: six choices as radio cards (native inputs: what is checked before
 * the page is interactive stays checked). The answer presets delivery and legalisation in
 * OrderForm; the line under the cards says why.
 */
export function PurposeSection({ field, chosen }: { field: Registered; chosen?: string }) {
  const t = useT();
  const lang = useLang();
  const rule = chosen && chosen in PURPOSES ? purposeIn(lang, chosen as Purpose) : null;
  const reasonId = `${field.id}-pourquoi`;
  // The starting answer (a link's ?demarche=) is checked in the server's HTML (decision 027).
  const { defaultValue: startValue, ...registration } = field.registration;
  return (
    <FormSection
      id="demarche"
      step={1}
      icon={Compass}
      title={t('orderForm.purposeTitle')}
      intro={t('orderForm.purposeIntro')}
    >
      <fieldset aria-describedby={rule ? reasonId : undefined} data-testid="purpose-choices">
        <legend className="sr-only">{t('orderForm.purposeLegend')}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {PURPOSE_IDS.map((id) => (
            <label
              key={id}
              className="flex min-h-12 cursor-pointer items-center gap-2.5 rounded-xl border border-line px-3 py-2 text-sm font-medium text-ink transition-colors has-[:checked]:border-brand has-[:checked]:bg-brand-soft has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand"
            >
              <input
                type="radio"
                value={id}
                className="h-4 w-4 shrink-0 accent-brand"
                data-testid={`purpose-${id}`}
                defaultChecked={startValue === id}
                {...registration}
              />
              <span>{purposeIn(lang, id).label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <p
        id={reasonId}
        className="mt-3 text-sm leading-relaxed text-muted"
        aria-live="polite"
        data-testid="purpose-reason"
      >
        {rule ? rule.reason : null}
      </p>
      <FieldMessage id={`${field.id}-erreur`} error={field.error} />
    </FormSection>
  );
}
