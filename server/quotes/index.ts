import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import adminQuoteOfferRoutes from './admin-routes';
import quoteRoutes from './routes';

/** Quotes that become paid orders (decision 030): the admin writes and sends, the client accepts and pays. */
async function quotesDomain(app: FastifyInstance) {
  await app.register(quoteRoutes);
  await app.register(adminQuoteOfferRoutes);
}

export default fp(quotesDomain, { name: 'quotes-domain', fastify: '5.x' });
