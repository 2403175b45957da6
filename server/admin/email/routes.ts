import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminErrors, adminOnly } from '../guard';
import { translationDelivery } from '../orders/delivery';
import { translationDeliveryEmail } from '../orders/emails';
import { followLink, paperOriginal } from '../../orders/follow-link';
import { adminMessageEmail } from './message';
import { adminEmailBodySchema } from '../../../core/admin-email-rules';
import { problem } from '../../http/error-schema';

/** « Message » of the users page (and later the order page): an e-mail from the translator, through the outbox. */
const adminEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  adminOnly(app);

  app.post(
    '/api/admin/send-email',
    {
      schema: {
        tags: ['administration'],
        summary: 'Écrire à un client\u00a0: l’e-mail part par la file d’envoi (visible dans «\u00a0E-mails\u00a0»)',
        description: 'Réponses du client\u00a0: à l’adresse BUSINESS_EMAIL (Reply-To).',
        body: adminEmailBodySchema,
        response: {
          200: z.object({ message: z.string(), id: z.string() }),
          400: problem,
          ...adminErrors,
          404: problem,
          409: problem,
        },
      },
    },
    async (request) => {
      const { clientEmail, subject, text, fileAdmin, orderId } = request.body;
      const delivery =
        fileAdmin !== undefined || orderId !== undefined
          ? await translationDelivery(app, { clientEmail, fileAdmin, orderId })
          : null;
      const order = delivery?.links.length ? delivery.order : null;
      const row = await app.database.db.transaction(async (tx) =>
        app.mail.enqueue(tx, {
          kind: 'admin-message',
          to: clientEmail,
          relatedId: delivery?.order?.id ?? null,
          ...(delivery?.links.length
            ? translationDeliveryEmail({
                subject,
                text,
                links: delivery.links,
                expiresAt: delivery.expiresAt,
                paper: order ? paperOriginal(order) : null,
                follow: order ? await followLink(app, tx, order) : null,
                // Her message is hers, in whatever language she wrote it; the frame follows the order.
                lang: order?.lang ?? 'fr',
              })
            : // About an order: its language frames the message; about none, no language is stored: French.
              adminMessageEmail({ subject, text, lang: delivery?.order?.lang ?? 'fr' })),
        }),
      );
      app.mail.worker.wake();
      request.log.info({ mailId: row.id }, 'admin message queued');
      return { message: request.t('adminEmail.queued', { to: clientEmail }), id: row.id };
    },
  );
};

export default adminEmailRoutes;
