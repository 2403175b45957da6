import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { verificationAdminRoutes, verificationRoutes } from './routes';
import { createVerificationService, type VerificationService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    verification: VerificationService;
  }
}

/** « Vérifier une traduction » (issue 31, decision 054): stamping at delivery, the public check, revocation. */
async function verificationDomain(app: FastifyInstance) {
  app.decorate('verification', createVerificationService(app));
  await app.register(verificationRoutes);
  await app.register(verificationAdminRoutes);
}

export default fp(verificationDomain, { name: 'verification-domain', fastify: '5.x' });
