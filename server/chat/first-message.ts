import type { FastifyInstance } from 'fastify';
import { firstMessageEmail } from './emails';
import { claimFirstNotification } from './queries';
import { HOUR_MS } from './rooms';

/**
 * The business's e-mail about a conversation's first message, sent once per conversation; one
 * address creating guest after guest gets its first few notified, not forty (issue 12).
 */
export function firstMessageNotifier(app: FastifyInstance, publicUrl: string, guestsPerHour: number) {
  const adminUrl = `${publicUrl.replace(/\/+$/, '')}/admin/dashboard`;
  return async function notifyFirst(
    conversationId: string,
    sender: string,
    message: string,
    address?: string,
  ): Promise<boolean> {
    const allowed = address
      ? (await app.rateLimit.hit(`chat-notify:ip:${address}`, guestsPerHour, HOUR_MS)).allowed
      : true;
    const sent = await app.database.db.transaction(async (tx) => {
      if (!(await claimFirstNotification(tx, conversationId))) return false;
      if (!allowed) return false;
      await app.mail.enqueue(tx, {
        kind: 'chat-first-message',
        relatedId: conversationId,
        to: app.mail.businessEmail,
        ...firstMessageEmail({ sender, message, adminUrl }),
      });
      return true;
    });
    if (sent) app.mail.worker.wake();
    else if (!allowed)
      app.log.info(
        { conversationId },
        'chat: first-message e-mail skipped, this address started too many conversations this hour',
      );
    return sent;
  };
}
