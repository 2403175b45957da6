import { randomUUID } from 'node:crypto';
// Both catalogues, for API errors, e-mails and PDFs (the page renderer registers its own copy).
import '../core/messages/server';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config/config';
import type { DatabaseHandle } from './db/client';
import { redactUrl } from './accounts/plugin';
import externalPlugins from './plugins/external';
import { registerControlChannel } from './data-dir/control-plugin';
import { registerPages, type PagesOptions } from './ssr';
import health from './health';
import seo from './seo';
import payments from './payments';
import orders from './orders';
import invoices from './invoices';
import refunds from './refunds';
import ledgerRoutes from './ledger/routes';
import files from './files';
import accounts from './accounts';
import chat, { type ChatDomainOptions } from './chat';
import catalogue from './catalogue';
import requests from './requests';
import quotes from './quotes';
import faq from './faq';
import blog from './blog';
import admin from './admin';
import privacy from './privacy';
import retention from './retention/plugin';
import backup from './backup/plugin';
import verification from './verification';
import reviews from './reviews';
import type { OrderHooks } from './orders/service';
import { trustFunction } from './plugins/client-address';

export interface BuildOptions extends PagesOptions {
  config: Config;
  database: DatabaseHandle;
  /** Extra behaviour when orders change (e-mails); tests observe with it. */
  orderHooks?: OrderHooks;
  /** Background jobs (sweeper...) off in tests that drive them by hand. */
  jobs?: boolean;
  /**
   * Embedded database only: listen on DATA_DIR/control.sock so admin:create and retention work
   * while this process holds the data folder (entry points set it; tests do not).
   */
  controlSocket?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Chat timings tests shorten (session re-check, reply e-mail wait). */
  chat?: ChatDomainOptions;
}

function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    // Credentials never reach the log, whatever a later log line includes.
    redact: [
      'req.headers.authorization',
      'req.headers.cookie',
      'res.headers["set-cookie"]',
      '*.password',
      '*.newPassword',
      '*.token',
    ],
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
    // One rule for Fastify and the chat's sockets; a hop count trusts that many private hops.
    trustProxy: trustFunction(config.TRUST_PROXY) ?? false,
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    // Requests arriving while the server stops get a 503 in their language (plugins/drain-on-close.ts).
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const jobs = opts.jobs !== false;
  // What the domains stand on (server/plugins/external.ts): database, storage, mail, limits, errors.
  await app.register(externalPlugins, { config, database: opts.database, jobs });

  // The domains, each registering its services and routes (server/<domain>/index.ts).
  await app.register(health);
  await app.register(seo);
  await app.register(payments);
  await app.register(orders, { hooks: opts.orderHooks });
  await app.register(invoices);
  await app.register(refunds);
  await app.register(ledgerRoutes);
  await app.register(files, { jobs });
  await app.register(accounts, { jobs });
  await app.register(chat, opts.chat ?? {});
  await app.register(catalogue);
  await app.register(requests);
  await app.register(quotes);
  await app.register(faq);
  await app.register(blog);
  await app.register(admin);
  await app.register(verification);
  await app.register(privacy);
  await app.register(reviews, { jobs: opts.jobs });
  await app.register(retention, { jobs: opts.jobs });
  await app.register(backup, { jobs: opts.jobs });
  if (opts.controlSocket && opts.database.driver === 'pglite') await registerControlChannel(app);

  // Unknown API calls answer JSON, never a page.
  app.all('/api/*', { schema: { hide: true } }, async (request, reply) =>
    reply.status(404).send({ message: request.t('http.notFound') }),
  );

  app.addHook('onClose', async () => {
    await opts.database.close();
    // Read by the shutdown tests and by whoever reads the logs after a stop.
    app.log.info('database closed');
  });

  await registerPages(app, opts);
  return app;
}
