import { useT } from '../../../lib/i18n';

/** What went wrong, and « retry » when trying again can help. */
export function ChatErrorBar({ error, onRetry }: { error: string; onRetry: (() => void) | null }) {
  const t = useT();
  return (
    <div className="flex items-center gap-3 border-t border-line bg-danger-soft px-4 py-2 text-xs text-ink">
      <p role="alert" className="flex-1" data-testid="chat-error">
        {error}
      </p>
      {onRetry ? (
        <button
          type="button"
          onClick={onRetry}
          className="btn-secondary min-h-10 shrink-0 px-3 py-2 text-xs"
          data-testid="chat-retry"
        >
          {t('chatWidget.retry')}
        </button>
      ) : null}
    </div>
  );
}
