import { AlertCircle, Loader2 } from 'lucide-react';

/** A labelled field with its hint and its error line, as every editor field shows them. */
export function Field({
  id,
  label,
  hint,
  error,
  children,
  labelId,
}: {
  id: string;
  label: string;
  hint?: React.ReactNode;
  error?: string;
  children: React.ReactNode;
  /** For fields that are not inputs (the rich-text editor is labelled by id). */
  labelId?: string;
}) {
  return (
    <div>
      <label id={labelId} htmlFor={labelId ? undefined : id} className="field-label">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-aide`} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <p id={`${id}-erreur`} aria-live="polite" className={error ? 'field-error flex items-start gap-1.5' : 'sr-only'}>
        {error ? (
          <>
            <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            <span>{error}</span>
          </>
        ) : null}
      </p>
    </div>
  );
}

export const describedBy = (id: string, hint?: boolean) => (hint ? `${id}-aide ${id}-erreur` : `${id}-erreur`);

/** The save or delete failure of spec 8, one line per server message line. */
export function EditorAlert({ message }: { message: string | null }) {
  return (
    <div aria-live="assertive" aria-atomic="true">
      {message ? (
        <div role="alert" data-testid="editor-error" className="flex gap-3 rounded-xl border border-danger/40 bg-danger-soft px-4 py-3.5 text-sm leading-relaxed whitespace-pre-line text-ink">
          <AlertCircle className="mt-0.5 h-5 w-5 shrink-0 text-danger" aria-hidden="true" />
          <span>{message}</span>
        </div>
      ) : null}
    </div>
  );
}

export function SaveButton({ pending }: { pending: boolean }) {
  return (
    <button type="submit" className="btn-primary" disabled={pending} data-testid="editor-save">
      {pending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
      {pending ? 'Enregistrement…' : 'Enregistrer'}
    </button>
  );
}
