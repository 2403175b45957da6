import type { FastifyInstance } from 'fastify';
import { SEED_LOCK_ID } from '../db/client';
import faqRoutes from './routes';
import { seedFaq } from './seed';

/** FAQ: the public questions and their admin editing; on the first start, the spec's questions. */
export default async function faqDomain(app: FastifyInstance) {
  // Instances starting together on one database take turns (the seeds check, then insert).
  await app.database.exclusive(SEED_LOCK_ID, () => seedFaq(app.database.db));
  await app.register(faqRoutes);
}
