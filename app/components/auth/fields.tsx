import { AlertCircle, CheckCircle2, Eye, EyeOff, Loader2 } from 'lucide-react';
import { useState } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

/** The error line under a field: always in the page so screen readers announce it when it fills. */
export function FieldMessage({ id, error }: { id: string; error?: FieldError }) {
  return (
    <p id={id} aria-live="polite" className={error?.message ? 'field-error flex items-start gap-1.5' : 'sr-only'}>
      {error?.message ? (
        <>
          <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <span>{error.message}</span>
        </>
      ) : null}
    </p>
  );
}

function describedBy(id: string, hint?: React.ReactNode): string {
  return hint ? `${id}-aide ${id}-erreur` : `${id}-erreur`;
}

export function EmailField({
  id,
  label = 'Adresse e-mail',
  registration,
  error,
  hint,
  autoFocus,
}: {
  id: string;
  label?: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  hint?: React.ReactNode;
  autoFocus?: boolean;
}) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={autoFocus}
        placeholder="vous@exemple.fr"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint)}
        className={`field-input ${error ? 'border-danger' : ''}`}
        data-testid="email-input"
        {...registration}
      />
      {hint ? (
        <p id={`${id}-aide`} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <FieldMessage id={`${id}-erreur`} error={error} />
    </div>
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
}: {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  hint?: React.ReactNode;
  autoComplete: 'current-password' | 'new-password';
  testId: string;
}) {
  const [visible, setVisible] = useState(false);
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint)}
          className={`field-input pr-12 ${error ? 'border-danger' : ''}`}
          data-testid={testId}
          {...registration}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-controls={id}
          aria-pressed={visible}
          aria-label={visible ? 'Masquer le mot de passe' : 'Afficher le mot de passe'}
          title={visible ? 'Masquer le mot de passe' : 'Afficher le mot de passe'}
          className="absolute inset-y-1 right-1 inline-flex w-10 items-center justify-center rounded-md text-muted hover:bg-surface-2 hover:text-brand focus-visible:outline-2 focus-visible:outline-brand"
        >
          {visible ? <EyeOff className="h-5 w-5" aria-hidden="true" /> : <Eye className="h-5 w-5" aria-hidden="true" />}
        </button>
      </div>
      {hint ? (
        <p id={`${id}-aide`} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <FieldMessage id={`${id}-erreur`} error={error} />
    </div>
  );
}

/**
 * The answer of the server (error or success), in a live region that is always
 * in the page so the change is announced; `children` adds links under the text.
 */
export function FormAlert({
  tone,
  message,
  children,
  testId = 'form-alert',
}: {
  tone: 'error' | 'success';
  message: string | null;
  children?: React.ReactNode;
  testId?: string;
}) {
  return (
    <div aria-live={tone === 'error' ? 'assertive' : 'polite'} aria-atomic="true">
      {message ? (
        <div
          role={tone === 'error' ? 'alert' : 'status'}
          data-testid={testId}
          className={`flex gap-3 rounded-xl border px-4 py-3.5 text-sm leading-relaxed ${
            tone === 'error' ? 'border-danger/40 bg-danger-soft text-ink' : 'border-success/40 bg-success-soft text-ink'
          }`}
        >
          {tone === 'error' ? (
            <AlertCircle className="mt-0.5 h-5 w-5 shrink-0 text-danger" aria-hidden="true" />
          ) : (
            <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-success" aria-hidden="true" />
          )}
          <div>
            <p className="font-medium">{message}</p>
            {children}
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** Disabled until the page is interactive (the form posts through JavaScript) and while a request is in flight. */
export function SubmitButton({
  pending,
  hydrated,
  label,
  pendingLabel,
  icon: Icon,
  testId = 'submit',
}: {
  pending: boolean;
  hydrated: boolean;
  label: string;
  pendingLabel: string;
  icon: React.ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  testId?: string;
}) {
  return (
    <button type="submit" className="btn-primary w-full py-3.5 text-base" disabled={pending || !hydrated} data-testid={testId}>
      {pending ? (
        <>
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
          {pendingLabel}
        </>
      ) : (
        <>
          <Icon className="h-4 w-4" aria-hidden="true" />
          {label}
        </>
      )}
    </button>
  );
}
