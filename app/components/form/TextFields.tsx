import { Eye, EyeOff, Lock } from 'lucide-react';
import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useT } from '../../lib/i18n';
import { controlProps, Field, FREE_TEXT, inputClass, type FieldProblem } from './Field';

/** What every field of the kit takes. */
export interface FieldBase {
  id: string;
  registration: UseFormRegisterReturn;
  error?: FieldProblem;
  hint?: React.ReactNode;
}

export function TextField({
  id,
  label,
  registration,
  error,
  hint,
  optional,
  required = !optional,
  labelClassName,
  autoComplete,
  placeholder,
  maxLength,
  testId,
  inputMode,
  autoCapitalize,
  type = 'text',
}: FieldBase & {
  label: React.ReactNode;
  optional?: boolean | string;
  required?: boolean;
  labelClassName?: string;
  autoComplete?: string;
  placeholder?: string;
  maxLength?: number;
  testId: string;
  inputMode?: React.HTMLAttributes<HTMLInputElement>['inputMode'];
  autoCapitalize?: string;
  /** Undefined leaves the browser's default (text) unsaid. */
  type?: 'text' | undefined;
}) {
  return (
    <Field id={id} label={label} optional={optional} hint={hint} error={error} labelClassName={labelClassName}>
      <input
        {...controlProps(id, error, hint)}
        type={type}
        autoComplete={autoComplete}
        placeholder={placeholder}
        maxLength={maxLength}
        inputMode={inputMode}
        autoCapitalize={autoCapitalize}
        required={required || undefined}
        // A name or an address, typed in either language (issue 26).
        dir={FREE_TEXT.dir}
        className={inputClass(error, FREE_TEXT.className)}
        data-testid={testId}
        {...registration}
      />
    </Field>
  );
}

/**
 * The e-mail field. `lockedTo` (signed in, on the request forms) shows the
 * account's address read-only: the server uses that address anyway.
 */
export function EmailField({
  id,
  label,
  registration,
  error,
  hint,
  autoFocus,
  lockedTo = null,
  placeholder,
  required = true,
}: FieldBase & {
  label?: string;
  autoFocus?: boolean;
  lockedTo?: string | null;
  placeholder?: string;
  required?: boolean;
}) {
  const t = useT();
  const locked = lockedTo !== null;
  const shownHint = locked ? t('requestForm.emailLocked') : hint;
  return (
    <Field id={id} label={label ?? t('requestForm.email')} hint={shownHint} error={error}>
      <div className="relative">
        <input
          {...controlProps(id, error, shownHint)}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          // An address is written left to right: in a right-to-left field « ali@ » showed as « @ali ».
          // Empty, the field keeps the page's direction for its example (rtl:placeholder-shown); the
          // lock sits on the side the address starts from (rtl:ps-10).
          dir="auto"
          required={required || undefined}
          readOnly={locked || undefined}
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={autoFocus}
          placeholder={placeholder ?? t('form.emailPlaceholder')}
          className={inputClass(
            error,
            `rtl:placeholder-shown:[direction:rtl] ${locked ? 'cursor-default bg-surface-2 pe-10 text-muted rtl:ps-10' : ''}`,
          )}
          data-testid="email-input"
          {...registration}
        />
        {locked ? (
          <Lock
            className="pointer-events-none absolute end-3.5 top-1/2 h-4 w-4 -translate-y-1/2 text-muted"
            aria-hidden="true"
          />
        ) : null}
      </div>
    </Field>
  );
}

/** A password input with a show/hide button; `autoComplete` tells managers whether to fill or to suggest. */
export function PasswordField({
  id,
  label,
  registration,
  error,
  hint,
  autoComplete,
  testId,
}: FieldBase & { label: string; autoComplete: 'current-password' | 'new-password'; testId: string }) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  const action = t(visible ? 'accountPage.hidePassword' : 'accountPage.showPassword');
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <div className="relative">
        <input
          {...controlProps(id, error, hint)}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          required
          className={inputClass(error, 'pe-12')}
          data-testid={testId}
          {...registration}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-controls={id}
          aria-pressed={visible}
          aria-label={action}
          title={action}
          className="absolute inset-y-1 end-1 inline-flex w-10 items-center justify-center rounded-md text-muted hover:bg-surface-2 hover:text-brand focus-visible:outline-2 focus-visible:outline-brand"
        >
          {visible ? <EyeOff className="h-5 w-5" aria-hidden="true" /> : <Eye className="h-5 w-5" aria-hidden="true" />}
        </button>
      </div>
    </Field>
  );
}

/** A whole number; `large` is the order form's prominent count, `inputRef` reaches the element. */
export function NumberField({
  id,
  label,
  registration,
  error,
  hint,
  min,
  max,
  testId,
  large,
  inputRef,
}: FieldBase & {
  label: string;
  min: number;
  max: number;
  testId: string;
  large?: boolean;
  inputRef?: React.RefObject<HTMLInputElement | null>;
}) {
  const { ref, ...rest } = registration;
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <input
        {...controlProps(id, error, hint)}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        required
        className={inputClass(error, large ? 'text-lg font-medium tabular-nums' : 'tabular-nums')}
        data-testid={testId}
        ref={(el) => {
          ref(el);
          if (inputRef) inputRef.current = el;
        }}
        {...rest}
      />
    </Field>
  );
}
