/**
 * The message catalogues and their lookups (./lookup.ts: `t`, `tr`, `msg`, `translate`), with
 * both languages registered: what the server (pages, API errors, e-mails), scripts and tests get.
 *
 * The browser build never sees this module: vite.config.ts swaps it for ./index.browser.ts, which
 * loads the page's language only, without the e-mail texts (decision 036).
 */
import { ar } from './ar/index';
import { fr } from './fr/index';
import { registerCatalogue } from './lookup';

export * from './lookup';

export const CATALOGUES = { fr, ar } as const;

registerCatalogue('fr', fr);
registerCatalogue('ar', ar);
