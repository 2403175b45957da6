import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { ChatContactOffer } from './ChatContactOffer';
import type { ChatButtonState } from './ChatLauncher';
import { useVisitorChat } from './useVisitorChat';
import { ChatComposer } from './widget/ChatComposer';
import { ChatErrorBar } from './widget/ChatErrorBar';
import { ChatHeader } from './widget/ChatHeader';
import { ChatMessages } from './widget/ChatMessages';
import { useLauncherButton } from './widget/useLauncherButton';
import { useLang, useT } from '../../lib/i18n';

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

  useLauncherButton({
    open: chat.open,
    unread: chat.unread,
    onToggle: () => (chat.open ? close() : void chat.openPanel()),
    onButtonState,
  });

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
          <ChatHeader
            titleId={`${id}-titre`}
            closed={closed}
            isOpen={isOpen}
            hint={chat.hint}
            replyMinutes={chat.replyMinutes}
            onClose={close}
          />

          {linkExpired ? (
            <p
              role="status"
              className="border-b border-line bg-surface-2 px-4 py-2 text-xs text-ink"
              data-testid="chat-link-expired"
            >
              {t('chat.linkExpired')}
            </p>
          ) : null}
          <ChatMessages listRef={listRef} messages={chat.messages} welcome={chat.welcome} />

          {chat.contact ? (
            <ChatContactOffer
              email={chat.contact.email}
              verified={chat.contact.verified}
              offer={chat.offerContact}
              onSave={chat.saveContact}
              onDecline={chat.decline}
            />
          ) : null}

          {chat.error ? <ChatErrorBar error={chat.error} onRetry={chat.canRetry ? chat.retry : null} /> : null}

          <ChatComposer
            id={id}
            inputRef={inputRef}
            draft={draft}
            onDraft={setDraft}
            onSubmit={() => void submit()}
            isOpen={isOpen}
            closed={closed}
            sending={chat.sending}
          />
        </section>
      ) : null}
    </>
  );
}
