import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { conversationKey, GUEST_ID, userConversationKey } from '../../core/chat-rules';
import { findSession, type CurrentUser } from '../accounts/sessions';
import type { VisitorIdentity } from './queries';
import { COOKIE_MAX_AGE_S } from '../../core/cookie-lifetimes';

/** Spec: 'guest-' + random text in a cookie kept 30 days; signed and httpOnly since it names a conversation. */
const CHAT_GUEST_COOKIE = 'guestId';

export const newGuestId = (): string => `guest-${randomBytes(18).toString('base64url')}`;

export function setGuestIdCookie(reply: FastifyReply, guestId: string, secure: boolean): void {
  reply.setCookie(CHAT_GUEST_COOKIE, guestId, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    signed: true,
    maxAge: COOKIE_MAX_AGE_S.guestId,
  });
}

/** The guest id of a signed cookie value; anything forged or malformed counts as none. */
function guestIdFromCookie(app: FastifyInstance, raw: string | undefined): string | null {
  if (!raw) return null;
  const unsigned = app.unsignCookie(raw);
  return unsigned.valid && unsigned.value && GUEST_ID.test(unsigned.value) ? unsigned.value : null;
}

export interface ChatCaller {
  user: CurrentUser | null;
  /** The signed-in caller's session (sockets join a room per session, ended at logout). */
  sessionId: string | null;
  guestId: string | null;
  /** The one conversation this caller may read and write, or null (no identity yet). */
  visitor: VisitorIdentity | null;
}

/**
 * Who is on the other end, from the cookies only: a signed-in user talks in
 * their account's conversation (keyed by id, not e-mail), a guest in their
 * guest id's. Nothing the client sends in a message or an event can change it.
 */
export async function chatCallerFromCookies(
  app: FastifyInstance,
  cookies: Record<string, string | undefined>,
  bearer?: string,
): Promise<ChatCaller> {
  const token = bearer ?? cookies.token;
  const session = token ? await findSession(app.database.db, token, new Date()) : null;
  const user = session?.user ?? null;
  const guestId = guestIdFromCookie(app, cookies[CHAT_GUEST_COOKIE]);
  let visitor: VisitorIdentity | null = null;
  if (user) visitor = { key: userConversationKey(user.id), email: user.email, guestId, userId: user.id };
  else if (guestId) visitor = { key: conversationKey(guestId), email: 'guest', guestId, userId: null };
  return { user, sessionId: session?.sessionId ?? null, guestId, visitor };
}

/** What the inbox may say about a device, from its User-Agent only (no fingerprinting, nothing stored beyond the word). */
export function deviceOf(userAgent: string | undefined): 'mobile' | 'tablette' | 'ordinateur' | null {
  if (!userAgent) return null;
  if (/iPad|Tablet|Android(?!.*Mobile)/i.test(userAgent)) return 'tablette';
  if (/Mobi|iPhone|Android/i.test(userAgent)) return 'mobile';
  return 'ordinateur';
}

/** The page a visitor started from, as a bare path of this site (query and fragment dropped), or null. */
export function pagePath(raw: unknown): string | null {
  if (typeof raw !== 'string' || !raw.startsWith('/') || raw.startsWith('//')) return null;
  const path = raw.split(/[?#]/, 1)[0]!.slice(0, 120);
  return /^\/[\w\-./~%]*$/.test(path) ? path : null;
}
