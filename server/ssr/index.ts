import path from 'node:path';
import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { BUSINESS } from '../../core/business';
import type { Config } from '../config/config';
import { retentionPolicy } from '../retention/policy';
import { findMessageChunks } from './message-chunks';
import { ssrPlugin } from './plugin';

export interface PagesOptions {
  /** Server bundle for pages; omitted by API tests, which need no pages. */
  ssr?: ServerBuild | (() => Promise<ServerBuild>);
  /** Folder of built browser assets (build/client). */
  clientDir?: string;
  /** Extra setup before the SSR catch-all, e.g. Vite's dev middleware. */
  beforePages?: (app: FastifyInstance) => Promise<void>;
}

/** The browser side: built assets (hashed, cached for a year), then every page rendered by React Router. */
export async function registerPages(app: FastifyInstance, opts: PagesOptions): Promise<void> {
  const { config } = app;
  if (opts.clientDir && existsSync(opts.clientDir)) {
    const root = path.resolve(opts.clientDir);
    const common = {
      preCompressed: true,
      index: false,
      // Hashed names make validators useless; every header byte counts on a first visit.
      etag: false,
      lastModified: false,
      acceptRanges: false,
    } as const;
    // The build's hashed files: one wildcard route rather than one per file (about 430 of them, and
    // their .br/.gz), which @fastify/static would otherwise list and register at every start.
    // Their names never change content: cached for a year.
    const assets = path.join(root, 'assets');
    if (existsSync(assets)) {
      await app.register(fastifyStatic, {
        ...common,
        root: assets,
        prefix: '/assets/',
        wildcard: true,
        setHeaders: (reply) => reply.header('cache-control', 'public, max-age=31536000, immutable'),
      });
    }
    // The few public files at fixed addresses (favicon, samples, blog images): a route each, so
    // that every other address reaches the pages below.
    await app.register(fastifyStatic, {
      ...common,
      root,
      wildcard: false,
      globIgnore: ['assets/**'],
      decorateReply: !existsSync(assets),
      setHeaders: (reply) => reply.header('cache-control', 'public, max-age=3600'),
    });
  }

  if (opts.beforePages) await opts.beforePages(app);

  if (opts.ssr) {
    const ssr = opts.ssr;
    const messageChunks = opts.clientDir ? findMessageChunks(path.join(opts.clientDir, 'assets')) : null;
    await app.register(async (pages) =>
      ssrPlugin(pages, {
        build: ssr,
        config,
        pageCache: app.pageCache,
        loadContext: (request) => ({
          config: publicConfig(config),
          db: app.database.db,
          pageCache: app.pageCache,
          lang: request.lang,
          messageChunks,
          // The link's key stays on the server: the page gets what the link opens, never the key.
          reviewLink: (token: string) => app.reviews.linkState(token),
        }),
      }),
    );
  }
}

/** The part of the configuration pages may see (rendered into HTML or used by loaders). */
function publicConfig(config: Config) {
  return {
    publicUrl: config.PUBLIC_URL,
    reviewsUrl: config.REVIEWS_URL ?? BUSINESS.reviewsUrl,
    chatOpenHours: config.CHAT_OPEN_HOURS,
    retention: retentionPolicy(config),
    /** Whether the nightly backup runs (the dashboard says so when it does not). */
    backups: Boolean(config.BACKUP_PASSPHRASE && (config.BACKUP_DIR || config.BACKUP_S3_BUCKET)),
  };
}
