import { MessageCircle, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { splitLangPath } from '../../../core/messages/pages';
import { isBackOfficePath } from '../../lib/admin-chrome';
import { useShell } from '../../lib/shell-text';
import { onConversationElsewhere } from './chat-tabs';
import { useClearSpot } from './useClearSpot';

const loadWidget = () => import('./ChatWidget');
const ChatWidget = lazy(loadWidget);

/** Set by the widget while the visitor has a conversation: only then is it loaded without a click. */
const CHAT_ACTIVE_KEY = 'chat-active';

/** What the loaded widget tells the launcher's button to show, and what a click on it does. */
export type ChatButtonState = { open: boolean; unread: boolean; label: string; toggle: () => void };

function hasConversation(): boolean {
  try {
    return localStorage.getItem(CHAT_ACTIVE_KEY) === '1';
  } catch {
    return false;
  }
}

/** `?chat=ouvert` (the link of a reply e-mail) opens the panel; `?chat=lien-expire` opens it with a notice. */
function askedFromUrl(): 'open' | 'expired' | null {
  const value = new URLSearchParams(window.location.search).get('chat');
  if (value !== 'ouvert' && value !== 'lien-expire') return null;
  const url = new URL(window.location.href);
  url.searchParams.delete('chat');
  // Said once: a reload does not open it again. React Router's history state is kept as is.
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  return value === 'ouvert' ? 'open' : 'expired';
}

/**
 * The chat button of every page. Until the visitor reaches for it, it is just
 * this button: the widget's code and the socket library load on hover, focus
 * or click, or after hydration when the browser is idle for a visitor who has
 * a conversation (their browser remembers it; a signed-in visitor's page says
 * so too, for a new device), so that a waiting reply shows its dot and new ones
 * arrive live. Nothing of the chat is fetched before hydration.
 */
export function ChatLauncher({ signedInConversation = false }: { signedInConversation?: boolean }) {
  const { pathname } = useLocation();
  const [mode, setMode] = useState<'button' | 'idle' | 'open'>('button');
  const [notice, setNotice] = useState<'expired' | null>(null);
  const [widget, setWidget] = useState<ChatButtonState | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const text = useShell();

  const [startedElsewhere, setStartedElsewhere] = useState(false);

  useEffect(() => {
    const asked = askedFromUrl();
    if (!asked) return;
    if (asked === 'expired') setNotice('expired');
    setMode('open');
  }, []);

  // Another tab had a message stored: this one loads the widget, which connects (issue 30).
  useEffect(() => onConversationElsewhere(() => setStartedElsewhere(true)), []);

  // Checked again on every page: a tab opened before the conversation started finds it on its next page.
  useEffect(() => {
    if (!startedElsewhere && !hasConversation() && !signedInConversation) return;
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1500));
    const handle = idle(() => setMode((m) => (m === 'button' ? 'idle' : m)));
    return () => (window.cancelIdleCallback ?? window.clearTimeout)(handle as number);
  }, [signedInConversation, startedElsewhere, pathname]);

  const typing = useFieldFocus();
  const { path } = splitLangPath(pathname);
  const closed = !widget?.open && mode !== 'open';
  // On a phone the closed button steps aside where it would sit on what the visitor is doing (issue 30):
  // while a field has focus (the keyboard is up), and on the pages that end in payment (their pay bar).
  const aside = closed && (typing || isPaymentPage(path));
  // Elsewhere it rises, once the page is still, off a control or a table figure under it (decision 070).
  const lift = useClearSpot(buttonRef, closed && !aside, pathname);
  // The back office has its own inbox; the demo payment page is a checkout step (in either language).
  if (isBackOfficePath(pathname) || path.startsWith('/paiement-demo/')) return null;
  const intent = () => void loadWidget();
  return (
    <div
      className={`pointer-events-auto flex min-h-0 flex-col items-end gap-3 ${aside ? 'max-md:hidden' : ''}`}
      style={lift ? { translate: `0 -${lift}px` } : undefined}
      data-testid={widget ? 'chat-widget' : undefined}
      data-aside={aside || undefined}
      data-lift={lift || undefined}
    >
      {mode !== 'button' ? (
        <Suspense fallback={null}>
          <ChatWidget
            autoOpen={mode === 'open'}
            linkExpired={notice === 'expired'}
            buttonRef={buttonRef}
            onButtonState={setWidget}
          />
        </Suspense>
      ) : null}
      {/* One button from the first paint to the loaded widget: a click while the widget's code
          arrives is never lost on a button swapped out under the pointer. Before the widget
          answers, a click asks for it open (it opens once loaded). */}
      <button
        ref={buttonRef}
        type="button"
        onPointerEnter={widget ? undefined : intent}
        onFocus={widget ? undefined : intent}
        onClick={widget ? widget.toggle : () => setMode('open')}
        aria-expanded={widget?.open ?? false}
        aria-busy={(mode === 'open' && !widget) || undefined}
        aria-label={widget?.label ?? text.openChat}
        className="relative flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-brand text-on-brand shadow-lg transition-transform hover:scale-105 hover:bg-brand-strong"
        data-testid="chat-toggle"
      >
        {widget?.open ? (
          <X className="h-6 w-6" aria-hidden="true" />
        ) : (
          <MessageCircle className="h-6 w-6" aria-hidden="true" />
        )}
        {widget?.unread && !widget.open ? (
          <span
            className="absolute end-0.5 top-0.5 h-3.5 w-3.5 rounded-full border-2 border-surface bg-danger"
            data-testid="chat-unread"
          />
        ) : null}
      </button>
    </div>
  );
}

/** The cart and a quote to accept: each ends in « Payer », whose bar the button would cover on a phone. */
const isPaymentPage = (path: string) => path === '/panier' || /^\/devis\/[^/]+$/.test(path);

/** Whether a text field of the page (not the chat's own) has focus: on a phone, its keyboard is up. */
function useFieldFocus(): boolean {
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    const update = () => {
      const el = document.activeElement;
      const field =
        el instanceof HTMLTextAreaElement ||
        el instanceof HTMLSelectElement ||
        (el instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit', 'file'].includes(el.type));
      setFocused(field && !el.closest('[data-testid="chat-panel"]'));
    };
    // After a focusout, activeElement is settled only once the event is over.
    const later = () => window.setTimeout(update, 0);
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', later);
    return () => {
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', later);
    };
  }, []);
  return focused;
}
