import type { FastifyInstance } from 'fastify';
import rateLimitPlugin from '../plugins/rate-limit';
import { createTestApp, type TestApp } from '../test/app';
import accountsPlugin, { accountSettings } from './plugin';
import accountRoutes from './routes';

/**
 * Test helper: the whole server with the accounts domain, whether or not app.ts
 * registers it yet (it adds the rate limiter, the plugin and the routes when missing).
 */
export function withAccounts(app: FastifyInstance): void {
  if (!app.hasDecorator('rateLimit')) void app.register(rateLimitPlugin, {});
  if (!app.hasDecorator('accounts')) {
    void app.register(accountsPlugin, { ...accountSettings(app.config), db: app.database.db, jobs: false });
    void app.register(accountRoutes);
  }
}

export function createAccountsTestApp(env: Record<string, string> = {}, extend?: (app: FastifyInstance) => void): Promise<TestApp> {
  return createTestApp(env, {
    extend(app) {
      withAccounts(app);
      extend?.(app);
    },
  });
}

/** A different client address for each call, so rate limits of one test never leak into another. */
let lastIp = 0;
export function nextIp(): string {
  lastIp += 1;
  return `10.${(lastIp >> 16) & 255}.${(lastIp >> 8) & 255}.${lastIp & 255}`;
}
