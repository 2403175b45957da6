import type { FastifyInstance } from 'fastify';
import type { Lang } from '../../core/messages';
import { hashToken, newToken } from '../accounts/sessions';
import { storeEmailConfirmation } from './link-queries';
import { chatConfirmPath } from './replies';
import { HOUR_MS } from './rooms';
import { confirmationEmail } from './visitor-emails';

/** How long the link that confirms a guest's contact address works. */
const CONFIRM_LINK_HOURS = 24;
/** Confirmation e-mails per address and per client address an hour: typing someone's address mails them little. */
const PER_ADDRESS = { limit: 3, windowMs: HOUR_MS } as const;
const PER_CLIENT = { limit: 10, windowMs: HOUR_MS } as const;

/**
 * Mails a link confirming the address a guest typed, in the conversation's language, unless that
 * address or that client address has had its share this hour (then the address stays unconfirmed
 * and the guest may type it again later). True when one was queued.
 */
export async function sendContactConfirmation(
  app: FastifyInstance,
  input: { conversationId: string; email: string; lang: Lang; clientAddress: string; now: Date },
): Promise<boolean> {
  for (const [key, rule] of [
    [`chat-confirm:email:${input.email}`, PER_ADDRESS],
    [`chat-confirm:ip:${input.clientAddress}`, PER_CLIENT],
  ] as const) {
    if (!(await app.rateLimit.hit(key, rule.limit, rule.windowMs)).allowed) return false;
  }
  const base = app.config.PUBLIC_URL.replace(/\/+$/, '');
  const token = newToken();
  await app.database.db.transaction(async (tx) => {
    await storeEmailConfirmation(tx, {
      tokenHash: hashToken(token),
      conversationId: input.conversationId,
      email: input.email,
      now: input.now,
      expiresAt: new Date(input.now.getTime() + CONFIRM_LINK_HOURS * HOUR_MS),
    });
    await app.mail.enqueue(tx, {
      kind: 'chat-confirm-email',
      relatedId: input.conversationId,
      to: input.email,
      ...confirmationEmail(input.lang, `${base}${chatConfirmPath(input.lang)}${token}`, CONFIRM_LINK_HOURS),
    });
  });
  app.mail.worker.wake();
  return true;
}
