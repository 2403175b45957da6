/**
 * `core/messages` in the browser (vite.config.ts resolves ./index.ts here for the client build,
 * decision 036): the same lookups, with the catalogue of the page's language only, registered
 * before this module finishes loading (top-level await). Every module using a lookup imports this
 * one, so the route modules that show messages are ready before React hydrates them, while pages
 * that show none (the home page) never load a catalogue. The server sends a modulepreload hint
 * for the catalogue's chunk (app/entry.server.tsx), so it downloads alongside the page's scripts.
 */
import { servedLang } from './languages';
import { loadCatalogue } from './load';

export * from './lookup';

await loadCatalogue(servedLang(document.documentElement.lang));
