import { lazy, Suspense } from 'react';

const Inbox = lazy(() => import('./ChatInbox').then((m) => ({ default: m.ChatInbox })));

/** The live chat inbox and its Socket.IO client load with the dashboard, not with the server's page bundle at start (issue 15). */
export function ChatInbox() {
  return (
    <Suspense fallback={<div className="min-h-12 rounded-lg border border-line" aria-busy="true" />}>
      <Inbox />
    </Suspense>
  );
}
