import type { Lang } from './languages';
import { hasCatalogue, registerCatalogue } from './lookup';

/** One chunk per language (a new language adds its line here, and the type insists). */
const CHUNKS: Record<Lang, () => Promise<object>> = {
  fr: () => import('./fr/index').then((m) => m.fr),
  ar: () => import('./ar/index').then((m) => m.ar),
};

const loading = new Map<Lang, Promise<void>>();

/**
 * Loads and registers `lang`'s catalogue in the browser, once (the same promise for every caller,
 * as React's `use` needs). The client build drops the server-only domains (e-mails, page words the
 * server sends with the loader data) from the chunk: scripts/lib/vite-messages.ts.
 */
export function loadCatalogue(lang: Lang): Promise<void> {
  let promise = loading.get(lang);
  if (!promise) {
    promise = hasCatalogue(lang) ? Promise.resolve() : CHUNKS[lang]().then((texts) => registerCatalogue(lang, texts));
    loading.set(lang, promise);
  }
  return promise;
}
