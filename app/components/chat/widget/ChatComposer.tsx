import { Loader2 } from 'lucide-react';
import type { RefObject } from 'react';
import { CHAT_MESSAGE_MAX } from '../../../../core/chat-rules';
import { useT } from '../../../lib/i18n';
import { FREE_TEXT } from '../../form/Field';
import { SendIcon } from '../../TurnedIcons';

/** The message being written: Enter sends it, Shift+Enter starts a new line. */
export function ChatComposer({
  id,
  inputRef,
  draft,
  onDraft,
  onSubmit,
  isOpen,
  closed,
  sending,
}: {
  id: string;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  draft: string;
  onDraft: (draft: string) => void;
  onSubmit: () => void;
  isOpen: boolean;
  closed: boolean;
  sending: boolean;
}) {
  const t = useT();
  return (
    <form
      className="flex items-end gap-2 border-t border-line bg-surface p-3"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor={`${id}-message`} className="sr-only">
        {t('chatWidget.yourMessage')}
      </label>
      <textarea
        ref={inputRef}
        id={`${id}-message`}
        rows={1}
        maxLength={CHAT_MESSAGE_MAX}
        value={draft}
        disabled={!isOpen || sending}
        placeholder={closed ? t('chatWidget.closed') : t('chatWidget.placeholder')}
        onChange={(e) => onDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey) {
            e.preventDefault();
            onSubmit();
          }
        }}
        dir={FREE_TEXT.dir}
        className={`field-input max-h-28 min-h-11 resize-none py-2.5 text-sm ${FREE_TEXT.className}`}
        data-testid="chat-input"
      />
      <button
        type="submit"
        className="btn-primary h-11 w-11 shrink-0 p-0"
        disabled={!isOpen || sending || !draft.trim()}
        aria-label={t('chatWidget.send')}
        data-testid="chat-send"
      >
        {sending ? (
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
        ) : (
          <SendIcon className="h-4 w-4" aria-hidden="true" />
        )}
      </button>
    </form>
  );
}
