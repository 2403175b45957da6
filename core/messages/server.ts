/**
 * Both catalogues, whole, registered for the lookups: what the server (pages, API errors, e-mails,
 * PDFs), scripts and tests use. Imported once by each server-side entry (server/app.ts, the page
 * renderer app/entry.server.tsx, the command-line tools, the test set-up): the browser never
 * imports this module, so its build holds no e-mail text (decision 036).
 */
import { ar } from './ar/index';
import { fr } from './fr/index';
import { registerCatalogue } from './lookup';

export const CATALOGUES = { fr, ar } as const;

registerCatalogue('fr', fr);
registerCatalogue('ar', ar);

export * from './lookup';
