import { DEFAULT_LANG, type Lang } from '../../core/messages';
import { localizedPath } from '../../core/messages/pages';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { conversationKey } from '../../core/chat-rules';
import { users } from '../accounts/schema';
import { hashToken, newToken } from '../accounts/sessions';
import { replyEmail } from './visitor-emails';
import { claimReplyEmail, findConversation, storeAccessLink, unreadReplies } from './queries';
import type { ChatConversation } from './schema';

/** At most one reply e-mail per conversation in this time. */
const REPLY_EMAIL_EVERY_MS = 60 * 60_000;
/** How long the link of a reply e-mail gives a guest their conversation back. */
const CHAT_LINK_DAYS = 7;
/** Where the link of a reply e-mail lands (the token follows). */
const CHAT_LINK_PATH = '/chat/reprendre/';
/** The same under a language's prefix (/ar/chat/reprendre/), so that even an expired link lands on a page in that language. */
export const chatLinkPath = (lang: Lang) => (lang === DEFAULT_LANG ? CHAT_LINK_PATH : `/${lang}${CHAT_LINK_PATH}`);
/** Where the link that confirms a guest's contact address lands (the token follows). */
export const chatConfirmPath = (lang: Lang) =>
  lang === DEFAULT_LANG ? '/chat/confirmer/' : `/${lang}/chat/confirmer/`;
/**
 * Set (SameSite=Strict) by the page a resume link opens to the hash of its token, and required by
 * the page's form post: no request from another site carries it (issue 29).
 */
export const CHAT_LINK_COOKIE = 'chatLink';
/** Replies sent in a row within this wait go out in one e-mail. */
const BATCH = 5;

/** A guest conversation, which a link may hand over: never an account's, whatever its guest_id column holds. */
export function isGuestConversation(
  c: Pick<ChatConversation, 'userId' | 'guestId' | 'key'>,
): c is ChatConversation & { guestId: string } {
  return c.userId === null && c.guestId !== null && conversationKey(c.guestId) === c.key;
}

/**
 * Reply e-mails to visitors who left (issue 12, decision 014). A reply is
 * e-mailed only if, after a short wait (a page reload reconnects within it),
 * the visitor has still not read it (their read marker, decision 068) and no socket of theirs is connected on
 * any instance; only to an address the guest chose to leave, or to a
 * customer's account; and at most once an hour per conversation. The wait
 * lives in this process: a restart during it drops that e-mail, never sends two.
 */
export function chatReplyMailer(
  app: FastifyInstance,
  opts: { publicUrl: string; delayMs: number; isOnline: (key: string) => Promise<boolean>; now: () => Date },
) {
  const db = app.database.db;
  const base = opts.publicUrl.replace(/\/+$/, '');
  const timers = new Set<NodeJS.Timeout>();

  async function recipientOf(c: ChatConversation): Promise<string | null> {
    // Anyone may type anyone's address: it gets replies only once confirmed from its mailbox (issue 29).
    if (c.contactEmail) return c.contactEmailVerifiedAt ? c.contactEmail : null;
    if (!c.userId) return null;
    const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, c.userId));
    return user?.email ?? null;
  }

  /** Sends the e-mail if the rules above allow it now; true when one was queued. */
  async function sendIfAbsent(conversationId: string): Promise<boolean> {
    const conversation = await findConversation(db, conversationId);
    if (!conversation || conversation.visitorUnread === 0) return false;
    const to = await recipientOf(conversation);
    if (!to || (await opts.isOnline(conversation.key))) return false;
    // Only what the visitor has not seen (issue 30): a reply their open panel displayed is not repeated.
    const replies = (await unreadReplies(db, conversation)).slice(-BATCH);
    if (replies.length === 0) return false;
    const now = opts.now();
    const queued = await db.transaction(async (tx) => {
      if (!(await claimReplyEmail(tx, conversation.id, now, REPLY_EMAIL_EVERY_MS))) return false;
      // In the conversation's language (issue 17): its words, and the sign-in page it leads to.
      const lang = conversation.lang;
      let link = `${base}${localizedPath(lang, '/login')}?next=${encodeURIComponent(`${localizedPath(lang, '/')}?chat=ouvert`)}`;
      let linkDays: number | null = null;
      if (isGuestConversation(conversation)) {
        const token = newToken();
        await storeAccessLink(tx, {
          tokenHash: hashToken(token),
          conversationId: conversation.id,
          now,
          expiresAt: new Date(now.getTime() + CHAT_LINK_DAYS * 86_400_000),
        });
        link = `${base}${chatLinkPath(lang)}${token}`;
        linkDays = CHAT_LINK_DAYS;
      }
      await app.mail.enqueue(tx, {
        kind: 'chat-reply',
        relatedId: conversation.id,
        to,
        ...replyEmail(lang, {
          reply: replies.map((m) => m.content).join('\n\n'),
          link,
          linkDays,
        }),
      });
      return true;
    });
    if (queued) app.mail.worker.wake();
    return queued;
  }

  /** Set at shutdown: sockets closing then are not visitors leaving. */
  let closed = false;

  return {
    sendIfAbsent,
    /** Whether schedule() still takes work (false once the server is stopping). */
    get open() {
      return !closed;
    },
    /** After an admin reply, or a visitor leaving with replies unread: look again once the wait is over. */
    schedule(conversationId: string) {
      if (closed) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        sendIfAbsent(conversationId).catch((err: unknown) =>
          app.log.error({ err, conversationId }, 'chat reply e-mail failed'),
        );
      }, opts.delayMs);
      timer.unref();
      timers.add(timer);
    },
    close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
