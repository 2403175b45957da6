import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { BUSINESS } from '../../core/business';
import { normalizeEmail } from '../../core/account-rules';
import { msg, t } from '../../core/messages';
import { ORDER_MESSAGE_MAX } from '../../core/order-message';
import { GUEST_COOKIE } from '../accounts/guest';
import { bearerToken, isSameOriginRequest } from '../accounts/plugin';
import { problem } from '../http/error-schema';
import type { ZodApp } from '../http/zod-app';
import { html, layout, paragraphs, safeUrl, type MailContent } from '../mail/templates';
import { httpError } from '../plugins/error-handler';
import { clientKey } from '../plugins/rate-limit';
import { callerCanSee } from './access';
import { parseReference, requireCaller } from './customer-request';
import { orderMessages } from './customer-schema';
import { orders, type Order } from './schema';

const MESSAGE_MAX_LENGTH = ORDER_MESSAGE_MAX;
/** Messages a caller may send per hour (per client address). */
const SEND_EMAIL_LIMIT = { limit: 20, windowMs: 60 * 60_000 } as const;

/** To the translator: a customer's question, answerable by replying (in French, domain translatorMail). */
function customerMessageEmail(input: {
  from: string;
  body: string;
  order: Order | null;
  publicUrl: string;
}): MailContent {
  const P = 'margin:0 0 16px';
  const adminUrl = input.order ? `${input.publicUrl}/admin/order-admin-details/${input.order.id}` : null;
  const intro = (from: string, id: string) =>
    input.order
      ? t('fr', 'translatorMail.customerFromOrder', { from, id })
      : t('fr', 'translatorMail.customerFrom', { from });
  // The sender and the reference in bold: the sentence is split around them, each part escaped by `html`.
  const [before, middle = '', after = ''] = intro('\u0000', '\u0001').split(/[\u0000\u0001]/);
  const reply = t('fr', 'translatorMail.replyToClient');
  const open = t('fr', 'translatorMail.openOrder');
  // The spec's fixed subject of « Une question ou remarque ? » (the translator reads it: French).
  const subject = t('fr', 'orderMessage.subject');
  return layout({
    lang: 'fr', // to the translator
    subject: input.order ? t('fr', 'translatorMail.customerSubjectOrder', { subject, id: input.order.id }) : subject,
    preheader: t('fr', 'translatorMail.customerPreheader', { from: input.from }),
    body: html`<p style="${P}">${before}<strong>${input.from}</strong>${middle}${input.order ? html`<strong>${input.order.id}</strong>${after}` : ''}</p>
${paragraphs(input.body)}
<p style="${P};font-size:14px;color:#4b5563">${reply}</p>
${adminUrl ? html`<p style="margin:0"><a href="${safeUrl(adminUrl)}" style="color:#1d4ed8">${open}</a></p>` : ''}`,
    bodyText: `${intro(input.from, input.order?.id ?? '')}

${input.body}

${reply}${adminUrl ? `\n\n${open}\u00a0: ${adminUrl}` : ''}

-- ${BUSINESS.tradeName}`,
  });
}

/** « Une question ou remarque ? »: the customer's message to the translator, kept with its order if it names one. */
export function registerCustomerMessageRoute(app: ZodApp, publicUrl: string) {
  const db = app.database.db;
  const publicOrigin = new URL(publicUrl).origin;

  app.post(
    '/api/services/send-email',
    {
      schema: {
        tags: ['commandes'],
        summary: '«\u00a0Une question ou remarque\u202f?\u00a0»\u00a0: message du client au traducteur',
        description:
          'Client connecté ou accès invité. clientEmail\u00a0: l’adresse du compte ou celle ouverte par le lien d’accès. Avec orderId (commande visible), le message est gardé avec la commande. L’e-mail au traducteur part par la file d’envoi (Reply-To\u00a0: le client).',
        body: z.object(
          {
            clientEmail: z.string().max(1000).optional(),
            subject: z.string().max(500).optional(),
            message: z
              .string()
              .max(20_000, msg('form.messageTooLong', { max: ORDER_MESSAGE_MAX }))
              .optional(),
            orderId: z.string().max(100).optional(),
          },
          msg('form.messageRequired'),
        ),
        response: {
          200: z.object({ message: z.string() }),
          400: problem,
          401: problem,
          403: problem,
          404: problem,
          429: problem,
        },
      },
    },
    async (request, reply) => {
      // A guest session rides on a cookie too: writes must come from the site (the account cookie is checked globally).
      if (request.cookies?.[GUEST_COOKIE] && !bearerToken(request) && !isSameOriginRequest(request, publicOrigin)) {
        throw httpError(403, 'account.foreignOrigin');
      }
      const caller = await requireCaller(request);
      const { user } = caller;
      const body = request.body;
      const clientEmail = normalizeEmail(body.clientEmail ?? '');
      if (!clientEmail || !(caller.guestEmail === clientEmail || user?.email === clientEmail)) {
        throw httpError(403, 'account.accessDenied');
      }
      const text = (body.message ?? '').trim();
      if (!text) throw httpError(400, 'form.messageRequired');
      if (text.length > MESSAGE_MAX_LENGTH) throw httpError(400, 'form.messageTooLong', { max: MESSAGE_MAX_LENGTH });
      let order: Order | null = null;
      if (body.orderId !== undefined && body.orderId !== '') {
        const id = parseReference(body.orderId);
        const [found] = await db.select().from(orders).where(eq(orders.id, id));
        if (!found || !callerCanSee(caller, found)) throw httpError(404, 'order.notFound');
        order = found;
      }
      await app.rateLimit.enforce(reply, [{ key: `send-email:ip:${clientKey(request.ip)}`, ...SEND_EMAIL_LIMIT }]);
      await db.transaction(async (tx) => {
        if (order) await tx.insert(orderMessages).values({ orderId: order.id, authorEmail: clientEmail, body: text });
        await app.mail.enqueue(tx, {
          kind: 'customer-message',
          relatedId: order?.id ?? null,
          to: app.mail.businessEmail,
          replyTo: clientEmail,
          ...customerMessageEmail({ from: clientEmail, body: text, order, publicUrl }),
        });
      });
      app.mail.worker.wake();
      request.log.info({ orderId: order?.id, guest: !user }, 'customer message');
      return { message: request.t('form.messageSent') };
    },
  );
}
