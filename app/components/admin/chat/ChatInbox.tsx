import { ArrowLeft, Loader2, Send, Trash2, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
// The back office is the translator's, in French: its dates and sizes are formatted with 'fr'.
import { formatTime } from '../../chat/format';
import { ConfirmDialog } from '../ConfirmDialog';
import { ChatSoundToggle } from './ChatSoundToggle';
import { useAdminChat, type Conversation } from './useAdminChat';

/**
 * Spec: the sender's address, 'Invité' for guests, 'Anonyme' when missing.
 * Guests are told apart by their number, or by the address they left.
 */
function conversationLabel(
  c: Pick<Conversation, 'email' | 'number' | 'contactEmail' | 'contactEmailVerified'>,
): string {
  if (!c.email) return 'Anonyme';
  if (c.email !== 'guest') return c.email;
  if (!c.contactEmail) return `Invité n° ${c.number}`;
  // Anyone may type anyone's address: until its owner confirms it, it names nobody (issue 29).
  return c.contactEmailVerified
    ? `${c.contactEmail} (invité n° ${c.number})`
    : `Invité n° ${c.number} · ${c.contactEmail} (non vérifiée)`;
}

const AGO = new Intl.RelativeTimeFormat('fr', { style: 'short', numeric: 'auto' });

/** « à l’instant », « il y a 3 min », « il y a 2 h », « hier »… */
function relativeTime(iso: string, now = Date.now()): string {
  const minutes = Math.round((now - Date.parse(iso)) / 60_000);
  if (minutes < 1) return 'à l’instant';
  if (minutes < 60) return AGO.format(-minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 24) return AGO.format(-hours, 'hour');
  return AGO.format(-Math.round(hours / 24), 'day');
}

/** What the server could honestly tell about a visitor: language to answer in, device, first page, when. */
function visitorDetails(c: Conversation): string {
  return [
    c.lang === 'ar' ? 'en arabe' : null,
    c.device,
    c.startedOn ? `depuis ${c.startedOn}` : null,
    c.resumedFromLinkAt ? 'reprise depuis un lien e-mail' : null,
    relativeTime(c.lastMessageTime ?? c.createdAt),
  ]
    .filter(Boolean)
    .join(' · ');
}

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
    return (
      <div className="card px-4 py-3 text-sm text-muted" data-testid="chat-inbox" data-empty="true">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p data-testid="no-conversation">Aucune conversation{chat.connected ? '' : ' · hors ligne'}</p>
          <ChatSoundToggle />
        </div>
        {chat.error ? (
          <p role="alert" className="mt-2 text-danger" data-testid="chat-inbox-error">
            {chat.error}
          </p>
        ) : null}
      </div>
    );
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
              Conversations {chat.connected ? '' : '· hors ligne'}
            </h3>
            <ChatSoundToggle />
          </div>
          {chat.conversations === null ? (
            <p className="px-4 py-6 text-sm text-muted">Chargement...</p>
          ) : chat.conversations.length === 0 ? (
            <p className="px-4 py-6 text-sm text-muted" data-testid="no-conversation">
              Aucune conversation
            </p>
          ) : (
            <ul className="max-h-[500px] divide-y divide-line overflow-y-auto" data-testid="conversation-list">
              {chat.conversations.map((c) => (
                <li
                  key={c.id}
                  className={`flex items-stretch ${c.id === chat.selected ? 'bg-brand-soft/60' : ''}`}
                  data-testid="conversation"
                >
                  <button
                    type="button"
                    onClick={() => void chat.select(c.id)}
                    className="min-w-0 flex-1 px-4 py-3 text-left hover:bg-surface-2/60"
                    aria-current={c.id === chat.selected ? 'true' : undefined}
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
                      <span className="truncate text-sm text-muted">{c.lastMessage ?? '—'}</span>
                      {c.adminUnread > 0 ? (
                        <span
                          className="shrink-0 rounded-full bg-danger px-2 py-0.5 text-xs font-semibold text-on-brand tabular-nums"
                          data-testid="unread-badge"
                        >
                          <span className="sr-only">Non lus&nbsp;: </span>
                          {c.adminUnread}
                        </span>
                      ) : null}
                    </span>
                  </button>
                  <button
                    type="button"
                    onClick={() => setToDelete(c)}
                    className="px-3 text-muted hover:text-danger"
                    aria-label={`Supprimer la conversation avec ${conversationLabel(c)}`}
                    data-testid="delete-conversation"
                  >
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby={`${id}-fil`} className={`flex flex-col ${chat.selected ? '' : 'hidden lg:flex'}`}>
          <div className="flex items-center gap-2 border-b border-line px-4 py-3">
            {chat.selected ? (
              <button
                type="button"
                onClick={() => void chat.select(null)}
                className="-ml-2 rounded-lg p-1.5 text-muted hover:text-ink lg:hidden"
                aria-label="Retour aux conversations"
              >
                <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
              </button>
            ) : null}
            <h3 id={`${id}-fil`} className="truncate font-sans text-sm font-semibold text-ink">
              {current ? conversationLabel(current) : 'Messages'}
            </h3>
          </div>
          {chat.selected ? (
            <>
              <ol
                ref={listRef}
                className="h-[500px] space-y-3 overflow-y-auto bg-bg px-4 py-4"
                aria-live="polite"
                data-testid="admin-messages"
              >
                {chat.messages.map((m) => {
                  const mine = m.email === 'admin';
                  return (
                    <li
                      key={m.id}
                      className={`group flex items-start gap-2 ${mine ? 'flex-row-reverse' : ''}`}
                      data-testid={mine ? 'admin-message' : 'visitor-message'}
                    >
                      <div className={`max-w-[80%] ${mine ? 'text-right' : ''}`}>
                        <p
                          className={`inline-block rounded-2xl px-3.5 py-2.5 text-left text-sm leading-relaxed whitespace-pre-line [overflow-wrap:anywhere] ${
                            mine
                              ? 'rounded-tr-sm bg-brand text-on-brand'
                              : 'rounded-tl-sm border border-line bg-surface text-ink'
                          }`}
                        >
                          {m.content}
                        </p>
                        <p className="mt-1 text-[11px] text-muted">{formatTime(m.createdAt, 'fr')}</p>
                      </div>
                      <button
                        type="button"
                        onClick={() => void chat.deleteMessage(m.id)}
                        className="mt-1.5 rounded p-1 text-muted opacity-60 hover:text-danger hover:opacity-100 focus-visible:opacity-100"
                        aria-label="Supprimer ce message"
                      >
                        <X className="h-3.5 w-3.5" aria-hidden="true" />
                      </button>
                    </li>
                  );
                })}
              </ol>
              <form
                className="flex items-end gap-2 border-t border-line p-3"
                onSubmit={(e) => {
                  e.preventDefault();
                  void submit();
                }}
              >
                <label htmlFor={`${id}-reponse`} className="sr-only">
                  Votre réponse
                </label>
                <textarea
                  id={`${id}-reponse`}
                  rows={1}
                  value={draft}
                  maxLength={2000}
                  onChange={(e) => setDraft(e.target.value)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter' && !e.shiftKey) {
                      e.preventDefault();
                      void submit();
                    }
                  }}
                  placeholder="Votre réponse (Entrée pour envoyer, Maj+Entrée pour aller à la ligne)"
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
                  Envoyer
                </button>
              </form>
            </>
          ) : (
            <p className="flex h-[500px] items-center justify-center px-6 text-center text-sm text-muted">
              Sélectionnez une conversation pour commencer à discuter
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
        title="Supprimer la conversation ?"
        description={
          toDelete
            ? `La conversation avec ${conversationLabel(toDelete)} et tous ses messages seront supprimés définitivement.`
            : ''
        }
        confirmLabel="Supprimer"
        pendingLabel="Suppression…"
        onConfirm={async () => {
          if (toDelete) await chat.deleteConversation(toDelete.id);
        }}
      />
    </div>
  );
}
