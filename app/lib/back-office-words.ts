import { servedLang } from '../../core/messages/languages';
import { loadBackOffice } from '../../core/messages/load';

/**
 * The back office's words for its pages outside /admin: the FAQ and blog editors (/faq/new,
 * /faq/:id/edit, /blog/new, /blog/edit/:slug), whose route modules import this one. In the browser
 * it finishes loading once the back office's chunk is registered (top-level await, like
 * core/messages/index.ts), so the page has its words whether it was opened or reached by a link
 * from a public page, which never carries them (decision 036).
 */
if (typeof document !== 'undefined') await loadBackOffice(servedLang(document.documentElement.lang));
