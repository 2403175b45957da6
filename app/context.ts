import type { Lang } from '../core/messages/languages';
import type { RetentionPolicy } from '../core/retention';
import type { Database } from '../server/db/client';
import type { PageCache } from '../server/ssr/page-cache';

/** What the server hands every loader and action (see server/app.ts). */
declare module 'react-router' {
  interface AppLoadContext {
    nonce: string;
    config: { publicUrl: string; reviewsUrl: string; chatOpenHours: string; retention: RetentionPolicy };
    db: Database;
    pageCache: PageCache;
    /** The page's language (server/plugins/i18n.ts: from the URL prefix). */
    lang: Lang;
  }
}

export {};
