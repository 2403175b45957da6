/** What the visitor's browser keeps for the chat: never the conversation itself, only hints and the unsent queue. */

export interface ChatMessage {
  id: string;
  content: string;
  email: string;
  createdAt: string;
  clientId?: string | null;
  /** Shown before the server confirmed it (offline or in flight). */
  pending?: boolean;
}

const PENDING_KEY = 'chat-pending';
/** Mirrors ChatLauncher's CHAT_ACTIVE_KEY (not imported: the launcher is in the main bundle, this module is not). */
const ACTIVE_KEY = 'chat-active';
const OFFER_KEY = 'chat-contact-offer';

/** Remembered across tabs and visits: the widget then loads at idle on every page, for replies to show. */
export function markActive(active: boolean) {
  try {
    if (active) localStorage.setItem(ACTIVE_KEY, '1');
    else localStorage.removeItem(ACTIVE_KEY);
  } catch {
    // No storage: the widget simply loads on the first click.
  }
}

/**
 * What `visitor:read` sends: the last stored message the open panel shows. The server's read
 * marker moves there, so a reply e-mail repeats nothing the visitor saw (decision 068). Null
 * before the history arrived: the hello that brings it says what was read.
 */
export function readUpTo(list: ChatMessage[]): { upTo: string } | null {
  const last = list.findLast((m) => !m.pending);
  return last ? { upTo: last.id } : null;
}

export const newClientId = () => `c${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

/** Messages typed but not yet acknowledged, kept for the tab's session (offline, reload), in order. */
export function loadPending(): ChatMessage[] {
  try {
    return JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? '[]') as ChatMessage[];
  } catch {
    return [];
  }
}

export function savePending(list: ChatMessage[]) {
  try {
    if (list.length) sessionStorage.setItem(PENDING_KEY, JSON.stringify(list));
    else sessionStorage.removeItem(PENDING_KEY);
  } catch {
    // Private browsing without storage: the queue lives in memory only.
  }
}

/** « Non merci » to the e-mail offer is remembered: it is not asked again. */
export function offerDeclined(): boolean {
  try {
    return localStorage.getItem(OFFER_KEY) === 'declined';
  } catch {
    return false;
  }
}

export function declineOffer() {
  try {
    localStorage.setItem(OFFER_KEY, 'declined');
  } catch {
    // Without storage the offer may come back on the next visit; it is never required.
  }
}
