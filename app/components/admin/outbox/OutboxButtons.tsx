import { Loader2, RefreshCw, RotateCcw } from 'lucide-react';
import { ROW_BUTTON } from '../DataTable';
import { tr } from '../../../../core/messages';

/** « Actualiser »: the outbox read again, spinning while it loads. */
export function RefreshButton({ loading, onRefresh }: { loading: boolean; onRefresh: () => void }) {
  return (
    <button type="button" className="btn-secondary" onClick={onRefresh} disabled={loading} data-testid="outbox-refresh">
      {loading ? (
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
      ) : (
        <RefreshCw className="h-4 w-4" aria-hidden="true" />
      )}
      {tr('adminOutbox.refresh')}
    </button>
  );
}

/** « Renvoyer » on a failed e-mail's row. */
export function RetryButton({ busy, onRetry }: { busy: boolean; onRetry: () => void }) {
  return (
    <button
      type="button"
      className={`btn-primary ${ROW_BUTTON}`}
      onClick={onRetry}
      disabled={busy}
      data-testid="outbox-retry"
    >
      {busy ? (
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
      ) : (
        <RotateCcw className="h-4 w-4" aria-hidden="true" />
      )}
      {tr('adminOutbox.retry')}
    </button>
  );
}
