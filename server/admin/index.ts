import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import adminCatalogueRoutes from './catalogue/routes';
import adminDashboardRoutes from './dashboard/routes';
import adminEmailRoutes from './email/routes';
import adminOrderRoutes from './orders/routes';
import adminOutboxRoutes from './outbox/routes';
import adminUserRoutes from './users/routes';
import shippingRoutes from '../shipping/routes';

/** The back office API: users, e-mails and the outbox, catalogue, orders, dashboard, shipping (admins only). */
async function adminDomain(app: FastifyInstance) {
  await app.register(adminUserRoutes);
  await app.register(adminEmailRoutes);
  await app.register(adminOutboxRoutes);
  await app.register(adminCatalogueRoutes);
  await app.register(adminOrderRoutes);
  await app.register(adminDashboardRoutes);
  await app.register(shippingRoutes);
}

export default fp(adminDomain, { name: 'admin-domain', fastify: '5.x' });
