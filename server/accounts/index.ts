import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { adminBootstrapSettings, bootstrapAdmin } from './bootstrap';
import guestRoutes from './guest-routes';
import accountsPlugin, { accountSettings } from './plugin';
import accountRoutes from './routes';

/**
 * Accounts: the account service and the session of each request, sign-up, sign-in, password
 * reset, guest access links; on start, the admin account of ADMIN_EMAIL when it is set.
 */
async function accountsDomain(app: FastifyInstance, opts: { jobs?: boolean }) {
  await app.register(accountsPlugin, {
    ...accountSettings(app.config),
    db: app.database.db,
    jobs: opts.jobs !== false,
  });
  await app.register(accountRoutes);
  await app.register(guestRoutes);
  await bootstrapAdmin(app.database.db, adminBootstrapSettings(app.config), app.log);
}

export default fp(accountsDomain, { name: 'accounts-domain', fastify: '5.x' });
