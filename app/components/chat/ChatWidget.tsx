import { Loader2, X } from 'lucide-react';
import { SendIcon } from '../TurnedIcons';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router';
import { CHAT_MESSAGE_MAX } from '../../../core/chat-rules';
import { ChatContactOffer } from './ChatContactOffer';
import { formatTime } from './format';
import { useVisitorChat } from './useVisitorChat';
import { useLang, useT } from '../../lib/i18n';
import { localizedPath } from '../../../core/messages/pages';
import { useShell } from '../../lib/shell-text';
import { replyTimeText } from './widget-text';
import type { ChatButtonState } from './ChatLauncher';

/**
 * The floating chat's panel, in the page's language. Loaded after the page is interactive (see
 * ChatLauncher), so it never weighs on the first paint. The round button under it belongs to the
 * launcher, which keeps one button from the first paint on: the widget tells it what to show
 * (open, a reply waiting) and what a click does.
 */
export default function ChatWidget({
  autoOpen = false,
  linkExpired = false,
  buttonRef,
  onButtonState,
}: {
  autoOpen?: boolean;
  linkExpired?: boolean;
  buttonRef: RefObject<HTMLButtonElement | null>;
  onButtonState: (state: ChatButtonState | null) => void;
}) {
  const lang = useLang();
  const shell = useShell();
  const chat = useVisitorChat(lang);
  const t = useT();
  const id = useId();
  const [draft, setDraft] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const isOpen = chat.state?.open ?? false;
  // Hours not known yet (a slow network) or not at all (a failed setup): the chat is not said to be closed.
  const closed = chat.state !== null && !isOpen;

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [chat.messages, chat.open]);

  useEffect(() => {
    if (chat.open && isOpen) inputRef.current?.focus();
  }, [chat.open, isOpen]);

  // Loaded by a click on the launcher's button: open at once.
  const { openPanel } = chat;
  useEffect(() => {
    if (autoOpen) void openPanel();
  }, [autoOpen, openPanel]);

  const close = () => {
    chat.setOpen(false);
    buttonRef.current?.focus();
  };

  // The launcher's button: what it says and what a click does, kept current.
  const toggleRef = useRef<() => void>(() => {});
  toggleRef.current = () => (chat.open ? close() : void chat.openPanel());
  const label = chat.open ? t('chatWidget.close') : chat.unread ? t('chatWidget.openUnread') : shell.openChat;
  useEffect(() => {
    onButtonState({ open: chat.open, unread: chat.unread, label, toggle: () => toggleRef.current() });
  }, [chat.open, chat.unread, label, onButtonState]);
  useEffect(() => () => onButtonState(null), [onButtonState]);

  const submit = async () => {
    if (!isOpen || chat.sending || !draft.trim()) return;
    const text = draft;
    setDraft('');
    if (!(await chat.send(text))) setDraft(text);
  };

  return (
    <>
      {chat.open ? (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape closes the dialog from any control in it
        <section
          role="dialog"
          aria-modal="false"
          aria-labelledby={`${id}-titre`}
          className="flex h-[min(32rem,calc(100dvh-7rem-var(--dock-lift,0rem)))] min-h-0 w-[min(23rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-2xl"
          onKeyDown={(e) => {
            if (e.key === 'Escape') close();
          }}
          data-testid="chat-panel"
        >
          <header className="flex items-start justify-between gap-3 bg-brand px-4 py-3.5 text-on-brand">
            <div>
              <h2
                id={`${id}-titre`}
                className="font-sans text-base font-semibold text-on-brand"
                data-testid="chat-title"
              >
                {closed ? t('chatWidget.closed') : t('chatWidget.titleOpen')}
              </h2>
              <p className="text-xs opacity-90" data-testid="chat-subtitle">
                {isOpen ? (
                  <>
                    {t('chatWidget.subtitle')}
                    <span className="block" data-testid="chat-reply-time">
                      {replyTimeText(chat.replyMinutes, lang)}
                    </span>
                  </>
                ) : (
                  <>
                    {chat.hint ? `${chat.hint} · ` : ''}
                    <Link
                      to={localizedPath(lang, '/contact')}
                      className="font-semibold text-on-brand underline"
                      onClick={close}
                    >
                      {t('chatWidget.contactForm')}
                    </Link>
                  </>
                )}
              </p>
            </div>
            <button
              type="button"
              onClick={close}
              className="-me-1 rounded-lg p-1.5 text-on-brand hover:bg-on-brand/15"
              aria-label={t('chatWidget.close')}
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </button>
          </header>

          {linkExpired ? (
            <p
              role="status"
              className="border-b border-line bg-surface-2 px-4 py-2 text-xs text-ink"
              data-testid="chat-link-expired"
            >
              {t('chat.linkExpired')}
            </p>
          ) : null}
          <ol
            ref={listRef}
            className="flex-1 space-y-3 overflow-y-auto bg-bg px-4 py-4"
            aria-live="polite"
            aria-label={t('chatWidget.messages')}
            data-testid="chat-messages"
          >
            {chat.messages.length === 0 && chat.welcome ? (
              <li
                className="max-w-[85%] rounded-2xl rounded-ss-sm border border-line bg-surface px-3.5 py-2.5 text-sm leading-relaxed text-ink"
                data-testid="chat-welcome"
              >
                {chat.welcome}
              </li>
            ) : null}
            {chat.messages.map((m) => {
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
                      mine
                        ? 'rounded-se-sm bg-brand text-on-brand'
                        : 'rounded-ss-sm border border-line bg-surface text-ink'
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

          {chat.contact ? (
            <ChatContactOffer
              email={chat.contact.email}
              verified={chat.contact.verified}
              offer={chat.offerContact}
              onSave={chat.saveContact}
              onDecline={chat.decline}
            />
          ) : null}

          {chat.error ? (
            <div className="flex items-center gap-3 border-t border-line bg-danger-soft px-4 py-2 text-xs text-ink">
              <p role="alert" className="flex-1" data-testid="chat-error">
                {chat.error}
              </p>
              {chat.canRetry ? (
                <button
                  type="button"
                  onClick={chat.retry}
                  className="btn-secondary min-h-10 shrink-0 px-3 py-2 text-xs"
                  data-testid="chat-retry"
                >
                  {t('chatWidget.retry')}
                </button>
              ) : null}
            </div>
          ) : null}

          <form
            className="flex items-end gap-2 border-t border-line bg-surface p-3"
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
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
              disabled={!isOpen || chat.sending}
              placeholder={closed ? t('chatWidget.closed') : t('chatWidget.placeholder')}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && !e.shiftKey) {
                  e.preventDefault();
                  void submit();
                }
              }}
              className="field-input max-h-28 min-h-11 resize-none py-2.5 text-sm"
              data-testid="chat-input"
            />
            <button
              type="submit"
              className="btn-primary h-11 w-11 shrink-0 p-0"
              disabled={!isOpen || chat.sending || !draft.trim()}
              aria-label={t('chatWidget.send')}
              data-testid="chat-send"
            >
              {chat.sending ? (
                <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
              ) : (
                <SendIcon className="h-4 w-4" aria-hidden="true" />
              )}
            </button>
          </form>
        </section>
      ) : null}
    </>
  );
}
