import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import catalogueRoutes from './routes';
import { seedCatalogue } from './seed';

/** Catalogue: the public price list; on the first start, the prices of the spec. */
async function catalogueDomain(app: FastifyInstance) {
  await app.register(catalogueRoutes);
  // First start: the prices of the spec; later starts keep whatever the admin set.
  await seedCatalogue(app.database.db);
}

export default fp(catalogueDomain, { name: 'catalogue-domain', fastify: '5.x' });
