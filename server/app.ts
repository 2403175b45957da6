import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { ServerBuild } from 'react-router';
import { BUSINESS } from '../core/business';
import type { Config } from './config/config';
import type { DatabaseHandle } from './db/client';
import catalogueRoutes from './catalogue/routes';
import { seedCatalogue } from './catalogue/seed';
import filesRoutes from './files/routes';
import { createUploadService } from './files/service';
import { startSweeper } from './files/sweeper';
import adminCatalogueRoutes from './admin/catalogue/routes';
import adminDashboardRoutes from './admin/dashboard/routes';
import adminEmailRoutes from './admin/email/routes';
import adminOrderRoutes from './admin/orders/routes';
import adminOutboxRoutes from './admin/outbox/routes';
import adminUserRoutes from './admin/users/routes';
import { adminBootstrapSettings, bootstrapAdmin } from './accounts/bootstrap';
import accountsPlugin, { accountSettings, redactUrl } from './accounts/plugin';
import accountRoutes from './accounts/routes';
import guestRoutes from './accounts/guest-routes';
import healthRoutes from './health/routes';
import mailPlugin, { mailSettings } from './mail/plugin';
import { orderMailHooks } from './orders/mail-hooks';
import customerRoutes from './orders/customer-routes';
import orderRoutes from './orders/routes';
import { createOrderService, type OrderHooks } from './orders/service';
import paymentRoutes from './payments/routes';
import requestRoutes from './requests/routes';
import faqRoutes from './faq/routes';
import blogRoutes from './blog/routes';
import chatRoutes from './chat/routes';
import { startChatRealtime, type ChatRealtime, type ChatRealtimeOptions } from './chat/realtime';
import { selectPaymentProvider } from './payments/select';
import errorHandler from './plugins/error-handler';
import rateLimitPlugin, { rateLimitSettings } from './plugins/rate-limit';
import afterResponsePlugin from './plugins/after-response';
import securityHeaders from './plugins/security-headers';
import seoRoutes from './seo/routes';
import { openStorage, type FileStore } from './storage';
import { PageCache } from './ssr/page-cache';
import { retentionPolicy } from './retention/policy';
import retentionPlugin from './retention/plugin';
import privacyRoutes from './privacy/routes';
import { registerControlChannel } from './data-dir/control-plugin';
import { ssrPlugin } from './ssr/plugin';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    pageCache: PageCache;
    files: FileStore;
    /** The live chat's sockets: account routes end a session's or an account's sockets through it. */
    chat: ChatRealtime;
  }
}

export interface BuildOptions {
  config: Config;
  database: DatabaseHandle;
  /** Server bundle for pages; omitted by API tests, which need no pages. */
  ssr?: ServerBuild | (() => Promise<ServerBuild>);
  /** Folder of built browser assets (build/client). */
  clientDir?: string;
  /** Extra behaviour when orders change (e-mails); tests observe with it. */
  orderHooks?: OrderHooks;
  /** Background jobs (sweeper...) off in tests that drive them by hand. */
  jobs?: boolean;
  /**
   * Embedded database only: listen on DATA_DIR/control.sock so admin:create and retention work
   * while this process holds the data folder (entry points set it; tests do not).
   */
  controlSocket?: boolean;
  /** Extra setup before the SSR catch-all, e.g. Vite's dev middleware. */
  beforePages?: (app: FastifyInstance) => Promise<void>;
  logger?: FastifyServerOptions['logger'];
  /** Chat timings tests shorten (session re-check, reply e-mail wait). */
  chat?: Pick<ChatRealtimeOptions, 'sessionCheckMs' | 'replyEmailDelayMs'>;
}

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    // Credentials never reach the log, whatever a later log line includes.
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.newPassword', '*.token'],
    // Reset-password links carry their token in the path: it never reaches the log.
    serializers: {
      req: (req: { method: string; url: string; host?: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
      }),
    },
    ...(config.LOG_PRETTY ? { transport: { target: 'pino-pretty' } } : {}),
  };
}

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    logger: opts.logger ?? loggerOptions(config),
    // A hop count is valid at run time though the typings omit it.
    trustProxy: config.TRUST_PROXY as boolean | string,
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', opts.database);
  app.decorate('pageCache', new PageCache(config.PAGE_CACHE_TTL_MS));
  app.decorate('files', openStorage(config));
  app.decorate(
    'payments',
    selectPaymentProvider(config, async (sessionId) => {
      const order = await app.orders.bySession(sessionId);
      return !order ? 'unknown' : order.paymentStatus === 'paid' ? 'paid' : 'unpaid';
    }),
  );
  await app.register(mailPlugin, { ...mailSettings(config), db: opts.database.db, jobs: opts.jobs !== false });
  const mailHooks = orderMailHooks(app);
  app.decorate(
    'orders',
    createOrderService(opts.database.db, app.payments, {
      ...mailHooks,
      ...opts.orderHooks,
      async onPaid(tx, order) {
        await mailHooks.onPaid(tx, order);
        await opts.orderHooks?.onPaid?.(tx, order);
      },
    }, config.PUBLIC_URL),
  );
  app.decorate(
    'uploadsService',
    createUploadService(opts.database.db, app.files, {
      maxFileBytes: config.UPLOAD_MAX_FILE_MB * 1024 * 1024,
      maxFilesPerRequest: config.UPLOAD_MAX_FILES_PER_REQUEST,
      maxPendingFiles: config.UPLOAD_MAX_PENDING_FILES,
      idleMs: config.UPLOAD_IDLE_MINUTES * 60_000,
    }),
  );
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorHandler);
  await app.register(securityHeaders, { hsts: config.isHttps });
  await app.register(cookie, { secret: config.SESSION_SECRET });
  await app.register(rateLimitPlugin, rateLimitSettings(config));
  await app.register(afterResponsePlugin);
  await app.register(accountsPlugin, { ...accountSettings(config), db: opts.database.db, jobs: opts.jobs !== false });
  // Before the routes: signing out, demoting or deleting an account ends its chat sockets.
  const chat = startChatRealtime(app, {
    publicUrl: config.PUBLIC_URL,
    redisUrl: config.REDIS_URL,
    redisChannel: config.REDIS_CHAT_CHANNEL,
    defaultHours: config.CHAT_OPEN_HOURS,
    trustProxy: config.TRUST_PROXY,
    guestsPerHour: config.CHAT_GUESTS_PER_HOUR,
    replyEmailDelayMs: config.CHAT_REPLY_EMAIL_WAIT_SECONDS * 1000,
    ...opts.chat,
  });
  app.decorate('chat', chat);
  app.addHook('preClose', () => chat.close());
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
        description: 'API REST du site : catalogue, commandes, comptes, FAQ, blog, chat.',
        version: '1.0.0',
      },
      servers: [{ url: config.PUBLIC_URL }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(healthRoutes);
  await app.register(seoRoutes);
  await app.register(accountRoutes);
  await app.register(guestRoutes);
  await app.register(catalogueRoutes);
  await app.register(filesRoutes);
  await app.register(orderRoutes);
  await app.register(customerRoutes);
  await app.register(paymentRoutes);
  await app.register(requestRoutes);
  await app.register(faqRoutes);
  await app.register(blogRoutes);
  await app.register(adminUserRoutes);
  await app.register(adminEmailRoutes);
  await app.register(adminOutboxRoutes);
  await app.register(adminCatalogueRoutes);
  await app.register(adminOrderRoutes);
  await app.register(adminDashboardRoutes);
  await app.register(privacyRoutes);
  await app.register(chatRoutes, { realtime: chat, defaultHours: config.CHAT_OPEN_HOURS, guestsPerHour: config.CHAT_GUESTS_PER_HOUR });
  if (opts.jobs !== false) startSweeper(app);
  await app.register(retentionPlugin, { jobs: opts.jobs });
  if (opts.controlSocket && opts.database.driver === 'pglite') await registerControlChannel(app);

  // Unknown API calls answer JSON, never a page.
  app.all('/api/*', { schema: { hide: true } }, async (_request, reply) =>
    reply.status(404).send({ message: 'Ressource introuvable.' }),
  );

  app.addHook('onClose', async () => {
    await opts.database.close();
  });
  // First start: the prices of the spec; later starts keep whatever the admin set.
  await seedCatalogue(opts.database.db);
  await bootstrapAdmin(opts.database.db, adminBootstrapSettings(config), app.log);

  if (opts.clientDir && existsSync(opts.clientDir)) {
    await app.register(fastifyStatic, {
      root: path.resolve(opts.clientDir),
      wildcard: false,
      preCompressed: true,
      index: false,
      // Hashed names make validators useless; every header byte counts on a first visit.
      etag: false,
      lastModified: false,
      acceptRanges: false,
      setHeaders(reply, filePath) {
        // Hashed file names never change content: cache them for a year.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  if (opts.beforePages) await opts.beforePages(app);

  if (opts.ssr) {
    const ssr = opts.ssr;
    await app.register(async (pages) =>
      ssrPlugin(pages, {
        build: ssr,
        config,
        pageCache: app.pageCache,
        loadContext: () => ({ config: publicConfig(config), db: opts.database.db, pageCache: app.pageCache }),
      }),
    );
  }

  return app;
}

/** The part of the configuration pages may see (rendered into HTML or used by loaders). */
export function publicConfig(config: Config) {
  return {
    publicUrl: config.PUBLIC_URL,
    reviewsUrl: config.REVIEWS_URL ?? BUSINESS.reviewsUrl,
    chatOpenHours: config.CHAT_OPEN_HOURS,
    retention: retentionPolicy(config),
  };
}
