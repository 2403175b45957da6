import type { Lang } from '../core/messages/languages';
import type { RetentionPolicy } from '../core/retention';
import type { Database } from '../server/db/client';
import type { MessageChunks } from '../server/ssr/message-chunks';
import type { PageCache } from '../server/ssr/page-cache';
import type { ReviewLinkState } from '../server/reviews/service';

/** What the server hands every loader and action (see server/app.ts). */
declare module 'react-router' {
  interface AppLoadContext {
    nonce: string;
    config: {
      publicUrl: string;
      reviewsUrl: string;
      chatOpenHours: string;
      retention: RetentionPolicy;
      backups: boolean;
    };
    db: Database;
    pageCache: PageCache;
    /** The page's language (server/plugins/i18n.ts: from the URL prefix). */
    lang: Lang;
    /** The browser's message chunks of the build, for the page's hint; null in development. */
    messageChunks: MessageChunks | null;
    /** What a review link (/avis/<token>) opens; null for a link the site never made (server/reviews). */
    reviewLink: (token: string) => Promise<ReviewLinkState | null>;
  }
}

export {};
