import { Lock } from 'lucide-react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { FieldMessage } from '../auth/fields';

/** Hint and error ids an input points to; the error line is always in the page so it is announced. */
function describedBy(id: string, hint: boolean, extra?: string): string {
  return [hint ? `${id}-aide` : null, extra ?? null, `${id}-erreur`].filter(Boolean).join(' ');
}

function Label({ id, label, optional }: { id: string; label: string; optional?: boolean }) {
  return (
    <label htmlFor={id} className="field-label">
      {label}
      {optional ? <span className="font-normal text-muted"> (facultatif)</span> : null}
    </label>
  );
}

function Hint({ id, hint }: { id: string; hint?: React.ReactNode }) {
  return hint ? (
    <p id={`${id}-aide`} className="mt-1.5 text-sm text-muted">
      {hint}
    </p>
  ) : null;
}

export function TextField({
  id,
  label,
  registration,
  error,
  hint,
  optional,
  autoComplete,
  placeholder,
  maxLength,
  testId,
  inputMode,
  autoCapitalize,
}: {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  hint?: React.ReactNode;
  optional?: boolean;
  autoComplete?: string;
  placeholder?: string;
  maxLength?: number;
  testId: string;
  inputMode?: React.HTMLAttributes<HTMLInputElement>['inputMode'];
  autoCapitalize?: string;
}) {
  return (
    <div>
      <Label id={id} label={label} optional={optional} />
      <input
        id={id}
        type="text"
        autoComplete={autoComplete}
        placeholder={placeholder}
        maxLength={maxLength}
        inputMode={inputMode}
        autoCapitalize={autoCapitalize}
        required={!optional}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, Boolean(hint))}
        className={`field-input ${error ? 'border-danger' : ''}`}
        data-testid={testId}
        {...registration}
      />
      <Hint id={id} hint={hint} />
      <FieldMessage id={`${id}-erreur`} error={error} />
    </div>
  );
}

/**
 * The e-mail field; signed in, it shows the account's address read-only (the
 * server uses that address anyway) and says how to use another one.
 */
export function RequestEmailField({
  id,
  registration,
  error,
  accountEmail,
  hint,
}: {
  id: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  accountEmail: string | null;
  hint: React.ReactNode;
}) {
  const locked = accountEmail !== null;
  return (
    <div>
      <Label id={id} label="Adresse e-mail" />
      <div className="relative">
        <input
          id={id}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          readOnly={locked}
          placeholder="vous@exemple.fr"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, true)}
          className={`field-input ${locked ? 'cursor-default bg-surface-2 pr-10 text-muted' : ''} ${error ? 'border-danger' : ''}`}
          data-testid="email-input"
          {...registration}
        />
        {locked ? <Lock className="pointer-events-none absolute top-1/2 right-3.5 h-4 w-4 -translate-y-1/2 text-muted" aria-hidden="true" /> : null}
      </div>
      <Hint id={id} hint={locked ? 'L’adresse de votre compte : nous vous répondrons à celle-ci.' : hint} />
      <FieldMessage id={`${id}-erreur`} error={error} />
    </div>
  );
}

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
}: {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  hint?: React.ReactNode;
  optional?: boolean;
  maxLength: number;
  /** Characters typed so far, for the counter. */
  length: number;
  rows?: number;
  placeholder?: string;
  testId: string;
}) {
  return (
    <div>
      <Label id={id} label={label} optional={optional} />
      <textarea
        id={id}
        rows={rows}
        maxLength={maxLength}
        placeholder={placeholder}
        required={!optional}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, Boolean(hint), `${id}-compteur`)}
        className={`field-input min-h-32 resize-y ${error ? 'border-danger' : ''}`}
        data-testid={testId}
        {...registration}
      />
      <div className="flex flex-wrap items-start justify-between gap-x-4">
        <Hint id={id} hint={hint} />
        <p id={`${id}-compteur`} className="mt-1.5 ml-auto text-xs text-muted tabular-nums">
          {length.toLocaleString('fr-FR')} / {maxLength.toLocaleString('fr-FR')} caractères
        </p>
      </div>
      <FieldMessage id={`${id}-erreur`} error={error} />
    </div>
  );
}

export function NumberField({
  id,
  label,
  registration,
  error,
  hint,
  min,
  max,
  testId,
}: {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  hint?: React.ReactNode;
  min: number;
  max: number;
  testId: string;
}) {
  return (
    <div>
      <Label id={id} label={label} />
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, Boolean(hint))}
        className={`field-input tabular-nums ${error ? 'border-danger' : ''}`}
        data-testid={testId}
        {...registration}
      />
      <Hint id={id} hint={hint} />
      <FieldMessage id={`${id}-erreur`} error={error} />
    </div>
  );
}

export function SelectField({
  id,
  label,
  registration,
  error,
  hint,
  testId,
  children,
}: {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  hint?: React.ReactNode;
  testId: string;
  children: React.ReactNode;
}) {
  return (
    <div>
      <Label id={id} label={label} />
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, Boolean(hint))}
        className={`field-input cursor-pointer ${error ? 'border-danger' : ''}`}
        data-testid={testId}
        {...registration}
      >
        {children}
      </select>
      <Hint id={id} hint={hint} />
      <FieldMessage id={`${id}-erreur`} error={error} />
    </div>
  );
}

/**
 * The field people never see (robots fill every input): off screen rather
 * than display:none, which some robots skip; out of the tab order and hidden
 * from assistive technology.
 */
export function Honeypot({ id, registration }: { id: string; registration: UseFormRegisterReturn }) {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Laissez ce champ vide</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" data-testid="honeypot" {...registration} />
    </div>
  );
}
