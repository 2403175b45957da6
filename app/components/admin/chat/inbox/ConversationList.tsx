import { Trash2 } from 'lucide-react';
// The back office is the translator's, in French: its dates and sizes are formatted with 'fr'.
import { formatTime } from '../../../chat/format';
import { conversationLabel, visitorDetails } from './conversation-text';
import type { Conversation } from './types';
import { tr } from '../../../../../core/messages';

/** The inbox's conversations, newest first: who, when, the last message and what is unread. */
export function ConversationList({
  conversations,
  selected,
  onSelect,
  onDelete,
}: {
  conversations: Conversation[];
  selected: string | null;
  onSelect: (id: string) => void;
  onDelete: (conversation: Conversation) => void;
}) {
  return (
    <ul className="max-h-[500px] divide-y divide-line overflow-y-auto" data-testid="conversation-list">
      {conversations.map((c) => (
        <li
          key={c.id}
          className={`flex items-stretch ${c.id === selected ? 'bg-brand-soft/60' : ''}`}
          data-testid="conversation"
        >
          <button
            type="button"
            onClick={() => onSelect(c.id)}
            className="min-w-0 flex-1 px-4 py-3 text-left hover:bg-surface-2/60"
            aria-current={c.id === selected ? 'true' : undefined}
          >
            <span className="flex items-center justify-between gap-2">
              <span className="truncate text-sm font-semibold text-ink">{conversationLabel(c)}</span>
              <span className="shrink-0 text-xs text-muted">
                {c.lastMessageTime ? formatTime(c.lastMessageTime, 'fr') : ''}
              </span>
            </span>
            <span className="mt-0.5 block truncate text-xs text-muted" data-testid="conversation-details">
              {visitorDetails(c)}
            </span>
            <span className="mt-0.5 flex items-center justify-between gap-2">
              <bdi className="truncate text-sm text-muted">{c.lastMessage ?? '—'}</bdi>
              {c.adminUnread > 0 ? (
                <span
                  className="shrink-0 rounded-full bg-danger px-2 py-0.5 text-xs font-semibold text-on-brand tabular-nums"
                  data-testid="unread-badge"
                >
                  <span className="sr-only">{tr('adminChat.unread')} </span>
                  {c.adminUnread}
                </span>
              ) : null}
            </span>
          </button>
          <button
            type="button"
            onClick={() => onDelete(c)}
            className="px-3 text-muted hover:text-danger"
            aria-label={tr('adminChat.deleteWith', { who: conversationLabel(c) })}
            data-testid="delete-conversation"
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}
