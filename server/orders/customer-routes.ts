import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { normalizeEmail } from '../../core/account-rules';
import { httpError } from '../plugins/error-handler';
import { callerOf, ownOrders } from './access';
import { customerOrderDetail, customerOrders, customerViews } from './customer-queries';
import { parseReference, requireCaller } from './customer-request';
import { registerCustomerMessageRoute } from './message-route';
import { orders, type Order } from './schema';
import { problem } from '../http/error-schema';

const orderView = z.any().describe('Commande (vue client, section 3 de la spécification)');

/**
 * The customer area: a customer's orders, one order with its history and
 * messages, and « Une question ou remarque ? ». Access rules in access.ts.
 */
const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const publicUrl = app.config.PUBLIC_URL.replace(/\/+$/, '');

  app.get(
    '/api/services/orders',
    {
      schema: {
        tags: ['commandes'],
        summary: 'Les commandes du client\u00a0: celles de son compte et celles de l’adresse ouverte par lien d’accès',
        response: { 200: z.object({ orders: z.array(orderView) }), 401: problem },
      },
    },
    async (request) => {
      return { orders: await customerOrders(db, await requireCaller(request)) };
    },
  );

  app.get(
    '/api/services/orders-by-email',
    {
      schema: {
        tags: ['commandes'],
        summary: 'Les commandes d’une adresse e-mail, si l’appelant l’a prouvée',
        description:
          'Répond pour l’adresse ouverte par un lien d’accès (accès invité), pour l’adresse du compte connecté (ses commandes liées au compte) et pour un administrateur\u202f; sinon 403. Plus récentes d’abord.',
        querystring: z.object({ email: z.string().max(1000).optional() }),
        response: { 200: z.object({ orders: z.array(orderView) }), 401: problem, 403: problem },
      },
    },
    async (request) => {
      const caller = await requireCaller(request);
      const { user } = caller;
      const email = normalizeEmail(request.query.email ?? '');
      if (!email) throw httpError(403, 'account.accessDenied');
      let list: Order[];
      if (user?.role === 'admin') {
        list = await db
          .select()
          .from(orders)
          .where(eq(orders.customerEmail, email))
          .orderBy(desc(orders.createdAt), desc(orders.id));
      } else {
        const viaGuest = caller.guestEmail === email;
        const viaAccount = user !== null && user.email === email;
        if (!viaGuest && !viaAccount) throw httpError(403, 'account.accessDenied');
        list = (await ownOrders(db, caller)).filter(
          (o) => (viaGuest && o.customerEmail === email) || (viaAccount && o.userId === user!.id),
        );
      }
      return { orders: await customerViews(db, list) };
    },
  );

  app.get(
    '/api/services/orders/:id',
    {
      schema: {
        tags: ['commandes'],
        summary: 'Une commande (vue client), son historique et ses messages',
        description: 'Seulement pour qui peut voir la commande\u202f; sinon 404, comme pour une commande inexistante.',
        params: z.object({ id: z.string().max(100) }),
        response: { 200: orderView, 400: problem, 404: problem },
      },
    },
    async (request) => {
      const id = parseReference(request.params.id);
      const detail = await customerOrderDetail(db, await callerOf(request), id);
      if (!detail) throw httpError(404, 'order.notFound');
      return detail;
    },
  );
  registerCustomerMessageRoute(app, publicUrl);
};

export default customerRoutes;
