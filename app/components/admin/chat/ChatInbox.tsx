import { ArrowLeft } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { ConfirmDialog } from '../ConfirmDialog';
import { ChatSoundToggle } from './ChatSoundToggle';
import { conversationLabel } from './inbox/conversation-text';
import { ConversationList } from './inbox/ConversationList';
import { EmptyInbox } from './inbox/EmptyInbox';
import { ReplyForm } from './inbox/ReplyForm';
import { ThreadMessages } from './inbox/ThreadMessages';
import { useAdminChat, type Conversation } from './useAdminChat';
import { tr } from '../../../../core/messages';

/** The live chat inbox of /admin/dashboard: conversations on the left, the selected one on the right. */
export function ChatInbox() {
  const chat = useAdminChat();
  const id = useId();
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [toDelete, setToDelete] = useState<Conversation | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const current = chat.conversations?.find((c) => c.id === chat.selected) ?? null;
  // « il y a 3 min » stays true.
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setTick((n) => n + 1), 60_000);
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [chat.messages]);

  const submit = async () => {
    if (!draft.trim() || sending) return;
    setSending(true);
    const text = draft;
    setDraft('');
    if (!(await chat.send(text))) setDraft(text);
    setSending(false);
  };

  // Nobody is writing: one line, not two empty panes pushing the rest of the dashboard down (issue 30).
  if (chat.conversations?.length === 0) {
    return <EmptyInbox connected={chat.connected} error={chat.error} />;
  }

  return (
    <div className="card overflow-hidden p-0" data-testid="chat-inbox">
      <div className="grid grid-cols-[minmax(0,1fr)] lg:grid-cols-[20rem_minmax(0,1fr)]">
        <section
          aria-labelledby={`${id}-liste`}
          className={`border-line lg:border-r ${chat.selected ? 'hidden lg:block' : ''}`}
        >
          <div className="flex items-center justify-between gap-2 border-b border-line px-4 py-2">
            <h3 id={`${id}-liste`} className="py-1 font-sans text-sm font-semibold text-muted">
              {chat.connected ? tr('adminChat.conversations') : tr('adminChat.conversationsOffline')}
            </h3>
            <ChatSoundToggle />
          </div>
          {chat.conversations === null ? (
            <p className="px-4 py-6 text-sm text-muted">{tr('adminChat.loading')}</p>
          ) : chat.conversations.length === 0 ? (
            <p className="px-4 py-6 text-sm text-muted" data-testid="no-conversation">
              {tr('adminChat.none')}
            </p>
          ) : (
            <ConversationList
              conversations={chat.conversations}
              selected={chat.selected}
              onSelect={(id) => void chat.select(id)}
              onDelete={setToDelete}
            />
          )}
        </section>

        <section aria-labelledby={`${id}-fil`} className={`flex flex-col ${chat.selected ? '' : 'hidden lg:flex'}`}>
          <div className="flex items-center gap-2 border-b border-line px-4 py-3">
            {chat.selected ? (
              <button
                type="button"
                onClick={() => void chat.select(null)}
                className="-ml-2 rounded-lg p-1.5 text-muted hover:text-ink lg:hidden"
                aria-label={tr('adminChat.back')}
              >
                <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
              </button>
            ) : null}
            <h3 id={`${id}-fil`} className="truncate font-sans text-sm font-semibold text-ink">
              {current ? conversationLabel(current) : tr('adminChat.messages')}
            </h3>
          </div>
          {chat.selected ? (
            <>
              <ThreadMessages
                listRef={listRef}
                messages={chat.messages}
                onDelete={(messageId) => void chat.deleteMessage(messageId)}
              />
              <ReplyForm id={id} draft={draft} onDraft={setDraft} sending={sending} onSubmit={() => void submit()} />
            </>
          ) : (
            <p className="flex h-[500px] items-center justify-center px-6 text-center text-sm text-muted">
              {tr('adminChat.pick')}
            </p>
          )}
        </section>
      </div>
      {chat.error ? (
        <p role="alert" className="border-t border-line px-4 py-2.5 text-sm text-danger" data-testid="chat-inbox-error">
          {chat.error}
        </p>
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={tr('adminChat.deleteTitle')}
        description={toDelete ? tr('adminChat.deleteText', { who: conversationLabel(toDelete) }) : ''}
        confirmLabel={tr('adminShared.delete')}
        pendingLabel={tr('adminShared.deleting')}
        onConfirm={async () => {
          if (toDelete) await chat.deleteConversation(toDelete.id);
        }}
      />
    </div>
  );
}
