import { AlertCircle, CheckCircle2 } from 'lucide-react';

export type NoticeValue = { tone: 'error' | 'success'; message: string; detail?: string | null } | null;

/**
 * The outcome of an action, where the action is. Errors are red text (spec 8,
 * Admin), with the server's explanation under the spec's words when there is one.
 * The live region stays in the page so screen readers announce what fills it.
 */
export function Notice({ value, testId }: { value: NoticeValue; testId?: string }) {
  return (
    <div aria-live={value?.tone === 'error' ? 'assertive' : 'polite'} aria-atomic="true">
      {value ? (
        <div
          role={value.tone === 'error' ? 'alert' : 'status'}
          className={`flex items-start gap-2 text-sm ${value.tone === 'error' ? 'text-danger' : 'text-success'}`}
          data-testid={testId ? `${testId}-${value.tone}` : undefined}
        >
          {value.tone === 'error' ? (
            <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          ) : (
            <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          )}
          <div className="min-w-0 [overflow-wrap:anywhere]">
            <p className="font-medium">{value.message}</p>
            {value.detail && value.detail !== value.message ? (
              <p className="mt-0.5 text-muted">{value.detail}</p>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}
