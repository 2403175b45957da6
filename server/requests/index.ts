import type { FastifyPluginAsync } from 'fastify';
import adminInboxRoutes from './admin-inbox-routes';
import adminQuoteRoutes from './admin-routes';
import messageRoutes from './message-routes';
import quoteRoutes from './quote-routes';

/** Inbound requests: quotes (/devis, /order), contact, support, and their admin API. */
const requestRoutes: FastifyPluginAsync = async (app) => {
  await app.register(quoteRoutes);
  await app.register(messageRoutes);
  await app.register(adminQuoteRoutes);
  await app.register(adminInboxRoutes);
};

export default requestRoutes;
