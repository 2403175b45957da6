import type { Conversation } from './types';

/**
 * Spec: the sender's address, 'Invité' for guests, 'Anonyme' when missing.
 * Guests are told apart by their number, or by the address they left.
 */
export function conversationLabel(
  c: Pick<Conversation, 'email' | 'number' | 'contactEmail' | 'contactEmailVerified'>,
): string {
  if (!c.email) return 'Anonyme';
  if (c.email !== 'guest') return c.email;
  if (!c.contactEmail) return `Invité n° ${c.number}`;
  // Anyone may type anyone's address: until its owner confirms it, it names nobody (issue 29).
  return c.contactEmailVerified
    ? `${c.contactEmail} (invité n° ${c.number})`
    : `Invité n° ${c.number} · ${c.contactEmail} (non vérifiée)`;
}

const AGO = new Intl.RelativeTimeFormat('fr', { style: 'short', numeric: 'auto' });

/** « à l’instant », « il y a 3 min », « il y a 2 h », « hier »… */
function relativeTime(iso: string, now = Date.now()): string {
  const minutes = Math.round((now - Date.parse(iso)) / 60_000);
  if (minutes < 1) return 'à l’instant';
  if (minutes < 60) return AGO.format(-minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 24) return AGO.format(-hours, 'hour');
  return AGO.format(-Math.round(hours / 24), 'day');
}

/** What the server could honestly tell about a visitor: language to answer in, device, first page, when. */
export function visitorDetails(c: Conversation): string {
  return [
    c.lang === 'ar' ? 'en arabe' : null,
    c.device,
    c.startedOn ? `depuis ${c.startedOn}` : null,
    c.resumedFromLinkAt ? 'reprise depuis un lien e-mail' : null,
    relativeTime(c.lastMessageTime ?? c.createdAt),
  ]
    .filter(Boolean)
    .join(' · ');
}
