import { MessageCircle } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';

const loadWidget = () => import('./ChatWidget');
const ChatWidget = lazy(loadWidget);

/** Set by the widget while the visitor has a conversation: only then is it loaded without a click. */
export const CHAT_ACTIVE_KEY = 'chat-active';

function hasConversation(): boolean {
  try {
    return localStorage.getItem(CHAT_ACTIVE_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The chat button of every page. Until the visitor reaches for it, it is just
 * this button: the widget's code and the socket library load on hover, focus
 * or click (or, for a visitor with a conversation, when the browser is idle,
 * so a waiting reply can show its dot). The first paint never pays for the chat.
 */
export function ChatLauncher() {
  const { pathname } = useLocation();
  const [mode, setMode] = useState<'button' | 'idle' | 'open'>('button');

  useEffect(() => {
    if (!hasConversation()) return;
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1500));
    const handle = idle(() => setMode((m) => (m === 'button' ? 'idle' : m)));
    return () => (window.cancelIdleCallback ?? window.clearTimeout)(handle as number);
  }, []);

  // The back office has its own inbox; the demo payment page is a checkout step.
  if (pathname.startsWith('/admin/') || pathname.startsWith('/paiement-demo/')) return null;
  if (mode !== 'button') {
    return (
      <Suspense fallback={<ChatButton pending />}>
        <ChatWidget autoOpen={mode === 'open'} />
      </Suspense>
    );
  }
  return <ChatButton onIntent={() => void loadWidget()} onOpen={() => setMode('open')} />;
}

function ChatButton({ pending = false, onIntent, onOpen }: { pending?: boolean; onIntent?: () => void; onOpen?: () => void }) {
  return (
    <div className="chat-dock fixed right-4 z-40 sm:right-6">
      <button
        type="button"
        onPointerEnter={onIntent}
        onFocus={onIntent}
        onClick={onOpen}
        aria-expanded={false}
        aria-busy={pending || undefined}
        aria-label="Ouvrir le chat"
        className="flex h-14 w-14 items-center justify-center rounded-full bg-brand text-on-brand shadow-lg transition-transform hover:scale-105 hover:bg-brand-strong"
        data-testid="chat-toggle"
      >
        <MessageCircle className="h-6 w-6" aria-hidden="true" />
      </button>
    </div>
  );
}
