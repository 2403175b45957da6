import { Loader2, Send } from 'lucide-react';
import { tr } from '../../../../../core/messages';

/** The translator's answer: Enter sends it, Shift+Enter starts a new line. */
export function ReplyForm({
  id,
  draft,
  onDraft,
  sending,
  onSubmit,
}: {
  id: string;
  draft: string;
  onDraft: (draft: string) => void;
  sending: boolean;
  onSubmit: () => void;
}) {
  return (
    <form
      className="flex items-end gap-2 border-t border-line p-3"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor={`${id}-reponse`} className="sr-only">
        {tr('adminChat.replyLabel')}
      </label>
      <textarea
        id={`${id}-reponse`}
        rows={1}
        value={draft}
        maxLength={2000}
        dir="auto"
        onChange={(e) => onDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey) {
            e.preventDefault();
            onSubmit();
          }
        }}
        placeholder={tr('adminChat.replyPlaceholder')}
        className="field-input max-h-32 min-h-11 resize-y py-2.5 text-sm"
        data-testid="admin-chat-input"
      />
      <button
        type="submit"
        className="btn-primary h-11 shrink-0 px-4"
        disabled={sending || !draft.trim()}
        data-testid="admin-chat-send"
      >
        {sending ? (
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
        ) : (
          <Send className="h-4 w-4" aria-hidden="true" />
        )}
        {tr('adminShared.send')}
      </button>
    </form>
  );
}
