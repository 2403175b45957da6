import { AlertCircle, CheckCircle2, Loader2 } from 'lucide-react';
import { useErrorText } from './useErrorText';

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
  const text = useErrorText()(message);
  return (
    <div aria-live={tone === 'error' ? 'assertive' : 'polite'} aria-atomic="true">
      {text ? (
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
            <p className="font-medium">{text}</p>
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
    <button
      type="submit"
      className="btn-primary w-full py-3.5 text-base"
      disabled={pending || !hydrated}
      data-testid={testId}
    >
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
