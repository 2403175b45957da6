import type { FastifyInstance } from 'fastify';
import { SEED_LOCK_ID } from '../db/client';
import blogImageRoutes from './images';
import blogRoutes from './routes';
import { seedArticles } from './seed';

/** Blog: articles, their images and their admin editing; on the first start, the spec's articles. */
export default async function blogDomain(app: FastifyInstance) {
  // Instances starting together on one database take turns (the seeds check, then insert).
  await app.database.exclusive(SEED_LOCK_ID, () => seedArticles(app.database.db));
  await app.register(blogImageRoutes);
  await app.register(blogRoutes);
}
