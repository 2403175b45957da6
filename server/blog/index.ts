import type { FastifyInstance } from 'fastify';
import blogImageRoutes from './images';
import blogRoutes from './routes';
import { seedArticles } from './seed';

/** Blog: articles, their images and their admin editing; on the first start, the spec's articles. */
export default async function blogDomain(app: FastifyInstance) {
  await seedArticles(app.database.db);
  await app.register(blogImageRoutes);
  await app.register(blogRoutes);
}
