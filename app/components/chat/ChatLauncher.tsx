import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';

const ChatWidget = lazy(() => import('./ChatWidget'));

/**
 * Mounts the chat widget once the page is interactive and the browser is idle:
 * its code (and the socket library) is a separate chunk that never delays the
 * first paint. The back office has its own inbox, so no widget there.
 */
export function ChatLauncher() {
  const [ready, setReady] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1200));
    const handle = idle(() => setReady(true));
    return () => (window.cancelIdleCallback ?? window.clearTimeout)(handle as number);
  }, []);
  if (!ready || pathname.startsWith('/admin/') || pathname.startsWith('/paiement-demo/')) return null;
  return (
    <Suspense fallback={null}>
      <ChatWidget />
    </Suspense>
  );
}
