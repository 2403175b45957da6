import type { UseFormRegisterReturn } from 'react-hook-form';
import { controlProps, Field, FREE_TEXT, inputClass } from './Field';
import { useT } from '../../lib/i18n';
import { usePageLang } from '../../lib/page-lang';
import type { FieldBase } from './TextFields';

export function SelectField({
  id,
  label,
  registration,
  error,
  hint,
  testId,
  children,
}: FieldBase & { label: string; testId: string; children: React.ReactNode }) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <select
        {...controlProps(id, error, hint)}
        className={inputClass(error, 'cursor-pointer')}
        data-testid={testId}
        {...registration}
      >
        {children}
      </select>
    </Field>
  );
}

/** A text area with its character counter (announced with the field). */
export function TextAreaField({
  id,
  label,
  registration,
  error,
  hint,
  optional,
  maxLength,
  length,
  rows = 6,
  placeholder,
  testId,
  minHeight = 'min-h-32',
}: FieldBase & {
  label: string;
  optional?: boolean | string;
  maxLength: number;
  /** Characters typed so far, for the counter. */
  length: number;
  rows?: number;
  placeholder?: string;
  testId: string;
  minHeight?: string;
}) {
  const t = useT();
  const number = usePageLang() === 'ar' ? 'ar-u-nu-latn' : 'fr-FR';
  return (
    <Field id={id} label={label} optional={optional} error={error}>
      <textarea
        {...controlProps(id, error, hint, `${id}-compteur`)}
        rows={rows}
        maxLength={maxLength}
        placeholder={placeholder}
        required={!optional || undefined}
        dir={FREE_TEXT.dir}
        className={inputClass(error, `${minHeight} resize-y ${FREE_TEXT.className}`)}
        data-testid={testId}
        {...registration}
      />
      <div className="flex flex-wrap items-start justify-between gap-x-4">
        {hint ? (
          <p id={`${id}-aide`} className="mt-1.5 text-sm text-muted">
            {hint}
          </p>
        ) : null}
        <p id={`${id}-compteur`} className="mt-1.5 ms-auto text-xs text-muted tabular-nums">
          {t('requestForm.counter', {
            count: maxLength,
            length: length.toLocaleString(number),
            max: maxLength.toLocaleString(number),
          })}
        </p>
      </div>
    </Field>
  );
}

/** A checkbox with its label around it. */
export function Checkbox({
  registration,
  testId,
  children,
}: {
  registration: UseFormRegisterReturn;
  testId: string;
  children: React.ReactNode;
}) {
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium lg:min-h-0">
      <input
        type="checkbox"
        className="h-5 w-5 rounded border-line accent-brand"
        data-testid={testId}
        {...registration}
      />
      <span>{children}</span>
    </label>
  );
}

/**
 * The field people never see (robots fill every input): off screen rather
 * than display:none, which some robots skip; out of the tab order and hidden
 * from assistive technology. Off the start side: right to left, an element far to the left
 * would widen the page (a scroll of 10 000 px on /ar/contact).
 */
export function Honeypot({ id, registration }: { id: string; registration: UseFormRegisterReturn }) {
  const t = useT();
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -start-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{t('form.honeypotLabel')}</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" data-testid="honeypot" {...registration} />
    </div>
  );
}
