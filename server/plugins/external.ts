import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { BUSINESS } from '../../core/business';
import type { Config } from '../config/config';
import type { DatabaseHandle } from '../db/client';
import mailPlugin, { mailSettings } from '../mail/plugin';
import { openStorage, type FileStore } from '../storage';
import { PageCache } from '../ssr/page-cache';
import afterResponsePlugin from './after-response';
import { drainOnClose } from './drain-on-close';
import errorHandler from './error-handler';
import i18nPlugin from './i18n';
import rateLimitPlugin, { rateLimitSettings } from './rate-limit';
import securityHeaders from './security-headers';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    pageCache: PageCache;
    files: FileStore;
  }
}

interface ExternalOptions {
  config: Config;
  database: DatabaseHandle;
  /** Background work (the mail worker) off in tests that drive it by hand. */
  jobs: boolean;
}

/**
 * What every domain stands on, none of it about translations: the settings, the database, the
 * encrypted file storage, the mail outbox, the page cache, rate limits (memory or Redis), one
 * error handler, security headers, cookies, compression and the API documentation.
 */
async function externalPlugins(app: FastifyInstance, opts: ExternalOptions) {
  const { config } = opts;
  app.decorate('config', config);
  app.decorate('database', opts.database);
  app.decorate(
    'pageCache',
    new PageCache({ ttlMs: config.PAGE_CACHE_TTL_MS, maxBytes: config.PAGE_CACHE_MAX_MB * 1024 * 1024 }),
  );
  app.decorate('files', await openStorage(config));
  // First of the preClose hooks: requests arriving once the server stops are refused before the mail worker's wait.
  await app.register(drainOnClose);
  await app.register(mailPlugin, {
    ...mailSettings(config),
    db: opts.database.db,
    jobs: opts.jobs,
    // PGlite is one process's alone (in memory, or its folder locked): nobody else can be sending.
    soleSender: opts.database.driver === 'pglite',
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorHandler);
  await app.register(securityHeaders, { hsts: config.isHttps });
  await app.register(cookie, { secret: config.SESSION_SECRET });
  await app.register(i18nPlugin);
  await app.register(rateLimitPlugin, rateLimitSettings(config));
  await app.register(afterResponsePlugin);
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Quality 11 (the default) costs ~10x the CPU for a few % on HTML.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: `API — ${BUSINESS.tradeName}`,
        description: 'API REST du site\u00a0: catalogue, commandes, comptes, FAQ, blog, chat.',
        version: '1.0.0',
      },
      servers: [{ url: config.PUBLIC_URL }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

export default fp(externalPlugins, { name: 'external', fastify: '5.x' });
