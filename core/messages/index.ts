/**
 * The message lookups (./lookup.ts: `t`, `tr`, `msg`, `translate`), for code on both sides.
 *
 * Which catalogues are there (decision 036):
 * - on the server, both, whole: each server-side entry imports ./server.ts;
 * - in the browser, the page's language (`<html lang>`) without the server's own domains
 *   (e-mails, PDFs, words sent with the loader data): ./<lang>/browser.ts, registered before this
 *   module finishes loading (top-level await). Every module using a lookup imports this one, so
 *   route modules that show messages are ready before React hydrates them, while pages that show
 *   none (the home page) never load a catalogue. app/entry.server.tsx hints the chunk to the
 *   browser so it downloads alongside the page's scripts. An /admin page also loads the back
 *   office's domains (./<lang>/back-office.ts), which no public page carries.
 */
import { servedLang } from './languages';
import { isBackOfficeAddress, loadBackOffice, loadCatalogue } from './load';

export * from './lookup';

if (typeof document !== 'undefined') {
  const lang = servedLang(document.documentElement.lang);
  await Promise.all([
    loadCatalogue(lang),
    // The back office's own words travel apart from the public pages' (core/messages/fr/back-office.ts).
    isBackOfficeAddress(location.pathname) ? loadBackOffice(lang) : null,
  ]);
}
