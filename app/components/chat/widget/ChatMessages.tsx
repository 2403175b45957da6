import type { RefObject } from 'react';
import { useLang, useT } from '../../../lib/i18n';
import { formatTime } from '../format';
import type { useVisitorChat } from '../useVisitorChat';

type ChatMessage = ReturnType<typeof useVisitorChat>['messages'][number];

/** The conversation: the welcome until the first message, then each message with its time (or « sending »). */
export function ChatMessages({
  listRef,
  messages,
  welcome,
}: {
  listRef: RefObject<HTMLOListElement | null>;
  messages: ChatMessage[];
  welcome: string | null | undefined;
}) {
  const t = useT();
  const lang = useLang();
  return (
    <ol
      ref={listRef}
      className="flex-1 space-y-3 overflow-y-auto bg-bg px-4 py-4"
      aria-live="polite"
      aria-label={t('chatWidget.messages')}
      data-testid="chat-messages"
    >
      {messages.length === 0 && welcome ? (
        <li
          className="max-w-[85%] rounded-2xl rounded-ss-sm border border-line bg-surface px-3.5 py-2.5 text-sm leading-relaxed text-ink"
          data-testid="chat-welcome"
        >
          {welcome}
        </li>
      ) : null}
      {messages.map((m) => {
        const mine = m.email !== 'admin';
        return (
          <li
            key={m.clientId ?? m.id}
            className={`flex flex-col ${mine ? 'items-end' : 'items-start'}`}
            data-testid={mine ? 'chat-mine' : 'chat-theirs'}
          >
            <span className="sr-only">
              {mine ? t('chatWidget.you') : t('chatWidget.translator')}
              {lang === 'fr' ? ' :' : ':'}
            </span>
            {/* Either language, whatever the page's: the message's first letter sets its direction. */}
            <p
              dir="auto"
              className={`max-w-[85%] rounded-2xl px-3.5 py-2.5 text-sm leading-relaxed whitespace-pre-line [overflow-wrap:anywhere] ${
                mine ? 'rounded-se-sm bg-brand text-on-brand' : 'rounded-ss-sm border border-line bg-surface text-ink'
              } ${m.pending ? 'opacity-70' : ''}`}
            >
              {m.content}
            </p>
            <span className="mt-1 text-[11px] text-muted">
              {m.pending ? t('chatWidget.sending') : formatTime(m.createdAt, lang)}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
