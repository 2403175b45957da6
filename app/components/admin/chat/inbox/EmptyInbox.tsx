import { ChatSoundToggle } from '../ChatSoundToggle';
import { tr } from '../../../../../core/messages';

/** Nobody is writing: one line, not two empty panes pushing the rest of the dashboard down (issue 30). */
export function EmptyInbox({ connected, error }: { connected: boolean; error: string | null }) {
  return (
    <div className="card px-4 py-3 text-sm text-muted" data-testid="chat-inbox" data-empty="true">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p data-testid="no-conversation">{connected ? tr('adminChat.none') : tr('adminChat.noneOffline')}</p>
        <ChatSoundToggle />
      </div>
      {error ? (
        <p role="alert" className="mt-2 text-danger" data-testid="chat-inbox-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
