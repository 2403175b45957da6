import { MessageCircle } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useShell } from '../../lib/shell-text';

const loadWidget = () => import('./ChatWidget');
const ChatWidget = lazy(loadWidget);

/** Set by the widget while the visitor has a conversation: only then is it loaded without a click. */
const CHAT_ACTIVE_KEY = 'chat-active';

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

  useEffect(() => {
    const asked = askedFromUrl();
    if (asked) {
      if (asked === 'expired') setNotice('expired');
      setMode('open');
      return;
    }
    if (!hasConversation() && !signedInConversation) return;
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1500));
    const handle = idle(() => setMode((m) => (m === 'button' ? 'idle' : m)));
    return () => (window.cancelIdleCallback ?? window.clearTimeout)(handle as number);
  }, [signedInConversation]);

  // The back office has its own inbox; the demo payment page is a checkout step.
  if (pathname.startsWith('/admin/') || pathname.startsWith('/paiement-demo/')) return null;
  if (mode !== 'button') {
    return (
      // A click while the chunk loads (at idle) is not lost: it opens the panel once loaded.
      <Suspense fallback={<ChatButton pending onOpen={() => setMode('open')} />}>
        <ChatWidget autoOpen={mode === 'open'} linkExpired={notice === 'expired'} />
      </Suspense>
    );
  }
  return <ChatButton onIntent={() => void loadWidget()} onOpen={() => setMode('open')} />;
}

function ChatButton({
  pending = false,
  onIntent,
  onOpen,
}: {
  pending?: boolean;
  onIntent?: () => void;
  onOpen?: () => void;
}) {
  const text = useShell();
  return (
    <div className="pointer-events-auto">
      <button
        type="button"
        onPointerEnter={onIntent}
        onFocus={onIntent}
        onClick={onOpen}
        aria-expanded={false}
        aria-busy={pending || undefined}
        aria-label={text.openChat}
        className="flex h-14 w-14 items-center justify-center rounded-full bg-brand text-on-brand shadow-lg transition-transform hover:scale-105 hover:bg-brand-strong"
        data-testid="chat-toggle"
      >
        <MessageCircle className="h-6 w-6" aria-hidden="true" />
      </button>
    </div>
  );
}
