/**
 * `core/messages` in the browser (vite.config.ts resolves ./index.ts here for the client build,
 * decision 036): the same lookups, with the catalogue of the page's language only, registered
 * before this module finishes loading (top-level await). Every module using a lookup imports this
 * one, so the route modules that show messages are ready before React hydrates them, while pages
 * that show none (the home page) never load a catalogue. The server sends a modulepreload hint
 * for the catalogue's chunk (app/entry.server.tsx), so it downloads alongside the page's scripts.
 */
import { DEFAULT_LANG, servedLang } from './languages';
import { loadCatalogue } from './load';
import { registerCatalogue } from './lookup';

export * from './lookup';

const lang = servedLang(document.documentElement.lang);
await Promise.all([
  loadCatalogue(lang),
  // The French names of the seeded catalogue items, which core/order-text.ts compares with the
  // admin's (scripts/lib/vite-messages.ts keeps that domain alone in this copy).
  lang === DEFAULT_LANG
    ? null
    : import('./fr/index?reference').then(({ fr }) => registerCatalogue(DEFAULT_LANG, fr, { partial: true })),
]);
