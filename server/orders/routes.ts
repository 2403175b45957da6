import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkoutBodySchema } from '../../core/checkout-rules';
import { commentSchema, orderEmailSchema } from '../../core/order-rules';
import { uploads } from '../files/schema';
import { ensureUploadOwner, uploadOwner } from '../files/upload-session';
import { HttpError, httpError } from '../plugins/error-handler';
import { clientKey } from '../plugins/rate-limit';
import { PaymentUnavailableError } from '../payments/provider';
import { customerOrderViewIn } from './view-in-lang';
import { problem } from '../http/error-schema';

const HOUR_MS = 3_600_000;

const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/services/checkout',
    {
      schema: {
        tags: ['commandes'],
        summary: 'Crée la commande du panier et ouvre la page de paiement',
        description:
          'Le prix est recalculé par le serveur\u202f; les fichiers doivent être les envois en attente de ce navigateur. La même clé d’idempotence renvoie toujours la même commande.',
        body: checkoutBodySchema,
        response: { 200: z.object({ orderId: z.string(), url: z.string() }), 400: problem, 429: problem, 502: problem },
      },
    },
    async (request, reply) => {
      const body = request.body;
      // A signed-in customer orders under the account's e-mail; a visitor gives one with the cart.
      const user = await request.currentUser();
      // The key is this caller's (issue 29, item 6): the account's, or this browser's upload session.
      const checkoutOwner = user ? `user:${user.id}` : `browser:${ensureUploadOwner(request, reply)}`;
      // Each checkout holds its files until UNPAID_DOCUMENT_HOURS (issue 29, item 2): per browser or
      // account, and per client address (three browsers' worth: an office, a family).
      const perHour = app.config.CHECKOUTS_PER_HOUR;
      await app.rateLimit.enforce(reply, [
        { key: `checkout:${checkoutOwner}`, limit: perHour, windowMs: HOUR_MS },
        { key: `checkout:ip:${clientKey(request.ip)}`, limit: perHour * 3, windowMs: HOUR_MS },
      ]);
      const email = orderEmailSchema.safeParse(user?.email ?? body.email ?? '');
      if (!email.success) throw HttpError.fromZod(email.error);
      const comment = commentSchema.safeParse(body.comment ?? '');
      if (!comment.success) throw HttpError.fromZod(comment.error);
      const result = await app.orders.checkout({
        numberOfPages: body.numberOfPages,
        numberOfDocuments: body.numberOfDocuments,
        deliveryMethod: body.deliveryMethod,
        legalization: body.legalization,
        urgent: body.urgent,
        purpose: body.purpose,
        fulfilment: { buyer: body.buyer, shippingAddress: body.shippingAddress, billing: body.billing },
        email: email.data,
        comment: comment.data,
        fileIds: body.fileIds.map((f) => f.split('/').pop() ?? f),
        idempotencyKey: body.idempotencyKey,
        checkoutOwner,
        uploadOwner: uploadOwner(request),
        userId: user?.id ?? null,
        // The page's language as the server read it (URL prefix, then x-site-lang): never a body field.
        lang: request.lang,
      });
      request.log.info({ orderId: result.orderId }, 'checkout');
      return result;
    },
  );

  app.get(
    '/api/services/payment-success',
    {
      schema: {
        tags: ['commandes'],
        summary: 'Vérifie le paiement d’une session au retour du client',
        querystring: z.object({ session_id: z.string().min(1, 'Session de paiement manquante.').max(300) }),
        response: {
          200: z.object({ paid: z.literal(true), order: z.any() }),
          400: problem,
          402: problem,
          404: problem,
          502: problem,
        },
      },
    },
    async (request, reply) => {
      const sessionId = request.query.session_id;
      let order = await app.orders.bySession(sessionId);
      if (!order) return reply.status(404).send({ message: request.t('checkout.sessionUnknown') });
      if (order.paymentStatus !== 'paid') {
        // The visitor may be back before the webhook: ask the provider directly.
        let status;
        try {
          status = await app.payments.sessionStatus(sessionId);
        } catch (err) {
          if (err instanceof PaymentUnavailableError) throw httpError(502, 'checkout.verifyUnavailable');
          throw err;
        }
        if (status !== 'paid') return reply.status(402).send({ message: request.t('checkout.notConfirmed') });
        order = (await app.orders.markPaid(sessionId, app.payments.name)).order ?? order;
      }
      const files = await app.database.db.select().from(uploads).where(eq(uploads.orderId, order.id));
      // Worded in the caller's language: the confirmation page shows it as it is.
      return { paid: true as const, order: await customerOrderViewIn(request.lang, app.database.db, order, files) };
    },
  );

  // An empty body is not a cart.
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.url !== '/api/services/checkout') return;
    const body = request.body as Record<string, unknown> | null | undefined;
    if (
      !body ||
      typeof body !== 'object' ||
      (body.numberOfPages === undefined && body.numberOfDocuments === undefined)
    ) {
      throw httpError(400, 'checkout.emptyCart');
    }
  });
};

export default orderRoutes;
