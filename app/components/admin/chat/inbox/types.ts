/** What the admin socket sends: a conversation of the inbox, and one message of it. */

export interface Conversation {
  id: string;
  email: string;
  /** Short number telling guests apart (« Invité n° 12 »). */
  number: number;
  device: string | null;
  startedOn: string | null;
  /** The language of the page the conversation started on: the one to answer in. */
  lang?: 'fr' | 'ar';
  /** The address a guest left for replies. */
  contactEmail: string | null;
  /** « non vérifiée » until the guest confirms it from its mailbox (issue 29). */
  contactEmailVerified: boolean;
  /** When a browser took the conversation over with a reply e-mail's link. */
  resumedFromLinkAt: string | null;
  lastMessage: string | null;
  lastMessageTime: string | null;
  adminUnread: number;
  createdAt: string;
}

export interface Message {
  id: string;
  conversationId: string;
  content: string;
  email: string;
  createdAt: string;
}

/** A socket call's answer: its data, or why it failed. */
export type Ack<T> = ({ ok: true } & T) | { ok: false; error: string };
