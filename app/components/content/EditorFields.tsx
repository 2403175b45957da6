import { AlertCircle, Loader2 } from 'lucide-react';
import { useT } from '../../lib/i18n';

/** The save or delete failure of spec 8, one line per server message line. */
export function EditorAlert({ message }: { message: string | null }) {
  return (
    <div aria-live="assertive" aria-atomic="true">
      {message ? (
        <div
          role="alert"
          data-testid="editor-error"
          className="flex gap-3 rounded-xl border border-danger/40 bg-danger-soft px-4 py-3.5 text-sm leading-relaxed whitespace-pre-line text-ink"
        >
          <AlertCircle className="mt-0.5 h-5 w-5 shrink-0 text-danger" aria-hidden="true" />
          <span>{message}</span>
        </div>
      ) : null}
    </div>
  );
}

export function SaveButton({ pending }: { pending: boolean }) {
  const t = useT();
  return (
    <button type="submit" className="btn-primary" disabled={pending} data-testid="editor-save">
      {pending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
      {t(pending ? 'adminShared.saving' : 'adminShared.save')}
    </button>
  );
}
