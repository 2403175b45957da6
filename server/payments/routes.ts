import { checkoutPath } from '../../core/checkout-paths';
import type { FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';
import { z } from 'zod';
import { acceptBodylessForms } from '../plugins/bodyless-forms';
import { endedOfferOf } from '../quotes/offer-ended';

const SESSION = z.string().regex(/^demo_[A-Za-z0-9_-]{20,64}$/);

/** Stripe's webhook (signature checked on the raw body) and the demo page's two buttons. */
const paymentRoutes: FastifyPluginAsync = async (app) => {
  const config = app.config;

  if (app.payments.name === 'stripe') {
    const secret = config.STRIPE_WEBHOOK_SECRET;
    const { stripeClient } = await import('./stripe');
    const stripe = stripeClient({ secretKey: config.STRIPE_SECRET_KEY!, publicUrl: config.PUBLIC_URL });
    await app.register(async (hook) => {
      // The signature covers the exact bytes Stripe sent: keep them unparsed.
      hook.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_req, body, done) =>
        done(null, body),
      );
      hook.post(
        '/api/payments/stripe/webhook',
        { schema: { tags: ['paiement'], summary: 'Webhook Stripe (signé)' } },
        async (request, reply) => {
          if (!secret) {
            request.log.error('STRIPE_WEBHOOK_SECRET is not set: webhook refused');
            return reply.status(503).send({ message: request.t('checkout.webhookOff') });
          }
          let event: Stripe.Event;
          try {
            event = stripe.webhooks.constructEvent(
              request.body as Buffer,
              String(request.headers['stripe-signature'] ?? ''),
              secret,
            );
          } catch {
            return reply.status(400).send({ message: request.t('checkout.signatureInvalid') });
          }
          const session = event.data.object as Stripe.Checkout.Session;
          const intent =
            typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);
          switch (event.type) {
            case 'checkout.session.completed':
              // Delayed methods (bank debits) complete unpaid and succeed later.
              if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') {
                await app.orders.markPaid(session.id, 'stripe', event.id, intent);
              }
              break;
            case 'checkout.session.async_payment_succeeded':
              await app.orders.markPaid(session.id, 'stripe', event.id, intent);
              break;
            case 'charge.refunded':
              // A refund made here (its credit note may still be missing) or in Stripe's dashboard.
              await app.refunds.reconcileStripeCharge(event.data.object as Stripe.Charge, event.id);
              break;
            case 'checkout.session.async_payment_failed':
              await app.orders.markUnpaidOutcome(session.id, 'failed', 'stripe', event.id);
              break;
            case 'checkout.session.expired':
              await app.orders.markUnpaidOutcome(session.id, 'expired', 'stripe', event.id);
              break;
            default:
              break;
          }
          return { received: true };
        },
      );
    });
  }

  if (app.payments.name === 'demo') {
    if (config.isProduction)
      app.log.warn('Demonstration payments are enabled: orders are marked paid without any charge');
    await app.register(demoRoutes);
  }
};

/** The demo page posts plain HTML forms (no JavaScript needed); their bodies carry nothing we read. */
const demoRoutes: FastifyPluginAsync = async (app) => {
  acceptBodylessForms(app);

  app.post<{ Params: { sessionId: string } }>(
    '/api/payments/demo/:sessionId/pay',
    { schema: { tags: ['paiement'], summary: 'Page de paiement de démonstration\u00a0: payer (aucun débit réel)' } },
    async (request, reply) => {
      const id = request.params.sessionId;
      const order = SESSION.safeParse(id).success ? await app.orders.bySession(id) : undefined;
      if (!order) return reply.status(404).send({ message: request.t('checkout.sessionUnknown') });
      // A quote's price holds until its last valid day: after it, back to the page, which says so.
      if (await endedOfferOf(app.database.db, order))
        return reply.redirect(`${checkoutPath(order.lang, '/paiement-demo')}/${encodeURIComponent(id)}`, 303);
      await app.orders.markPaid(id, 'demo');
      // Back to the return page in the order's language.
      return reply.redirect(
        `${checkoutPath(order.lang, '/payment-success')}?session_id=${encodeURIComponent(id)}`,
        303,
      );
    },
  );

  app.post<{ Params: { sessionId: string } }>(
    '/api/payments/demo/:sessionId/cancel',
    { schema: { tags: ['paiement'], summary: 'Page de paiement de démonstration\u00a0: annuler' } },
    async (request, reply) => {
      const id = request.params.sessionId;
      const order = SESSION.safeParse(id).success ? await app.orders.bySession(id) : undefined;
      return reply.redirect(checkoutPath(order?.lang ?? 'fr', '/panier'), 303);
    },
  );
};

export default paymentRoutes;
