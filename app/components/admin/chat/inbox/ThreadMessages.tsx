import { X } from 'lucide-react';
import type { RefObject } from 'react';
import { formatTime } from '../../../chat/format';
import type { Message } from './types';
import { tr } from '../../../../../core/messages';

/** The open conversation's messages, the translator's on the right, each one deletable. */
export function ThreadMessages({
  listRef,
  messages,
  onDelete,
}: {
  listRef: RefObject<HTMLOListElement | null>;
  messages: Message[];
  onDelete: (id: string) => void;
}) {
  return (
    <ol
      ref={listRef}
      className="h-[500px] space-y-3 overflow-y-auto bg-bg px-4 py-4"
      aria-live="polite"
      data-testid="admin-messages"
    >
      {messages.map((m) => {
        const mine = m.email === 'admin';
        return (
          <li
            key={m.id}
            className={`group flex items-start gap-2 ${mine ? 'flex-row-reverse' : ''}`}
            data-testid={mine ? 'admin-message' : 'visitor-message'}
          >
            <div className={`max-w-[80%] ${mine ? 'text-right' : ''}`}>
              <p
                dir="auto"
                className={`inline-block rounded-2xl px-3.5 py-2.5 text-start text-sm leading-relaxed whitespace-pre-line [overflow-wrap:anywhere] ${
                  mine ? 'rounded-tr-sm bg-brand text-on-brand' : 'rounded-tl-sm border border-line bg-surface text-ink'
                }`}
              >
                {m.content}
              </p>
              <p className="mt-1 text-[11px] text-muted">{formatTime(m.createdAt, 'fr')}</p>
            </div>
            <button
              type="button"
              onClick={() => onDelete(m.id)}
              className="mt-1.5 rounded p-1 text-muted opacity-60 hover:text-danger hover:opacity-100 focus-visible:opacity-100"
              aria-label={tr('adminChat.deleteMessage')}
            >
              <X className="h-3.5 w-3.5" aria-hidden="true" />
            </button>
          </li>
        );
      })}
    </ol>
  );
}
