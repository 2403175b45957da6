import { DEFAULT_LANG, type Lang } from './languages';
import { hasCatalogue, registerCatalogue, registerDomains } from './lookup';

/**
 * The browser's share of each language (./<lang>/browser.ts), one chunk per language. A new
 * language adds its line here, and the type insists. Pages in another language than French also
 * get French's names of the seeded catalogue items, which core/order-text.ts compares with the
 * admin's to tell a seeded item (translated) from one she renamed (her French shown as is).
 */
const CHUNKS: Record<Lang, () => Promise<object>> = {
  fr: () => import('./fr/browser').then((m) => m.frBrowser),
  ar: () => import('./ar/browser').then((m) => m.arBrowser),
};
const frenchReference = () => import('./fr/order-item').then(({ orderItem }) => ({ orderItem }));

const loading = new Map<Lang, Promise<void>>();

/** Loads and registers `lang`'s catalogue in the browser, once (the same promise for every caller, as React's `use` needs). */
export function loadCatalogue(lang: Lang): Promise<void> {
  let promise = loading.get(lang);
  if (!promise) {
    promise = hasCatalogue(lang)
      ? Promise.resolve()
      : Promise.all([
          CHUNKS[lang]().then((texts) => registerCatalogue(lang, texts)),
          lang === DEFAULT_LANG || hasCatalogue(DEFAULT_LANG)
            ? null
            : frenchReference().then((texts) => registerCatalogue(DEFAULT_LANG, texts, { partial: true })),
        ]).then(() => undefined);
    loading.set(lang, promise);
  }
  return promise;
}

/** The back office's share of each language (./<lang>/back-office.ts), a chunk of its own. */
const BACK_OFFICE: Record<Lang, () => Promise<object>> = {
  fr: () => import('./fr/back-office').then((m) => m.frBackOffice),
  ar: () => import('./ar/back-office').then((m) => m.arBackOffice),
};
const backOffice = new Map<Lang, Promise<void>>();

/**
 * Loads and registers the back office's texts in `lang`, once. ./index.ts calls it before an /admin
 * page hydrates; public pages never do, and their links into the back office load the page anew.
 */
export function loadBackOffice(lang: Lang): Promise<void> {
  let promise = backOffice.get(lang);
  if (!promise) {
    promise = BACK_OFFICE[lang]().then((texts) => registerDomains(lang, texts));
    backOffice.set(lang, promise);
  }
  return promise;
}

/** Whether an address is the back office's (/admin, /admin/…), where its texts are needed. */
export const isBackOfficeAddress = (pathname: string): boolean => /^\/admin(\/|$)/i.test(pathname);
