import type { FastifyInstance } from 'fastify';
import faqRoutes from './routes';
import { seedFaq } from './seed';

/** FAQ: the public questions and their admin editing; on the first start, the spec's questions. */
export default async function faqDomain(app: FastifyInstance) {
  await seedFaq(app.database.db);
  await app.register(faqRoutes);
}
