import type { FastifyInstance } from 'fastify';
import rateLimitPlugin from '../plugins/rate-limit';
import { createTestApp, type TestApp } from '../test/app';
import accountsDomain from './index';

/**
 * Test helper: the whole server with the accounts domain, whether or not app.ts
 * registers it yet (it adds the rate limiter and the accounts domain when missing).
 */
function withAccounts(app: FastifyInstance): void {
  if (!app.hasDecorator('rateLimit')) void app.register(rateLimitPlugin, {});
  if (!app.hasDecorator('accounts')) void app.register(accountsDomain, { jobs: false });
}

export function createAccountsTestApp(
  env: Record<string, string> = {},
  extend?: (app: FastifyInstance) => void,
): Promise<TestApp> {
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
