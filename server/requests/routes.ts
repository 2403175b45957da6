import type { FastifyPluginAsync } from 'fastify';
import adminQuoteRoutes from './admin-routes';
import messageRoutes from './message-routes';
import quoteRoutes from './quote-routes';

/** Inbound requests: quotes (/devis, /order), contact, support, and the admin quote API. */
const requestRoutes: FastifyPluginAsync = async (app) => {
  await app.register(quoteRoutes);
  await app.register(messageRoutes);
  await app.register(adminQuoteRoutes);
};

export default requestRoutes;
