import type { Conversation } from './types';
import { tr } from '../../../../../core/messages';

/**
 * Spec: the sender's address, 'Invité' for guests, 'Anonyme' when missing.
 * Guests are told apart by their number, or by the address they left.
 */
export function conversationLabel(
  c: Pick<Conversation, 'email' | 'number' | 'contactEmail' | 'contactEmailVerified'>,
): string {
  if (!c.email) return tr('adminChat.anonymous');
  if (c.email !== 'guest') return c.email;
  if (!c.contactEmail) return tr('adminChat.guest', { number: c.number });
  // Anyone may type anyone's address: until its owner confirms it, it names nobody (issue 29).
  return c.contactEmailVerified
    ? tr('adminChat.guestVerified', { email: c.contactEmail, number: c.number })
    : tr('adminChat.guestUnverified', { email: c.contactEmail, number: c.number });
}

const AGO = new Intl.RelativeTimeFormat('fr', { style: 'short', numeric: 'auto' });

/** « à l’instant », « il y a 3 min », « il y a 2 h », « hier »… */
function relativeTime(iso: string, now = Date.now()): string {
  const minutes = Math.round((now - Date.parse(iso)) / 60_000);
  if (minutes < 1) return tr('adminChat.justNow');
  if (minutes < 60) return AGO.format(-minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 24) return AGO.format(-hours, 'hour');
  return AGO.format(-Math.round(hours / 24), 'day');
}

/** What the server could honestly tell about a visitor: language to answer in, device, first page, when. */
export function visitorDetails(c: Conversation): string {
  return [
    c.lang === 'ar' ? tr('adminChat.inArabic') : null,
    c.device,
    c.startedOn ? tr('adminChat.startedOn', { page: c.startedOn }) : null,
    c.resumedFromLinkAt ? tr('adminChat.resumedFromLink') : null,
    relativeTime(c.lastMessageTime ?? c.createdAt),
  ]
    .filter(Boolean)
    .join(' · ');
}
