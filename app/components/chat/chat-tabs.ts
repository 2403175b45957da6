/**
 * How the tabs of one browser tell each other that the visitor's conversation exists (issue 30).
 * A tab opened before the chat started has no socket, so the server cannot reach it: the tab that
 * had a message stored writes this key, and every other tab of the same origin gets a `storage`
 * event, loads the widget and connects, so the admin's replies light its dot too. Tiny on purpose:
 * the launcher, in every page's bundle, listens to it.
 */
const STARTED_KEY = 'chat-started';

/** After the server stored a message of this visitor: the other tabs connect (a new value each time, or no event fires). */
export function announceConversation() {
  try {
    localStorage.setItem(STARTED_KEY, `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`);
  } catch {
    // No storage: the other tabs learn of the conversation when they load their next page.
  }
}

/** Calls `heard` when another tab announces the conversation; returns the unsubscribe. */
export function onConversationElsewhere(heard: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === STARTED_KEY && event.newValue) heard();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
