import type { DbOrTx } from '../db/client';
import { eq } from 'drizzle-orm';
import { t } from '../../core/messages';
import { LANGUAGE_DIRECTION, type Lang } from '../../core/messages/languages';
import { localizedPath } from '../../core/messages/pages';
import { orders } from '../orders/schema';
import { uploads } from './schema';

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * The language of the order a genuine (signed) link's file belongs to: its e-mail was written in
 * it, so the page that says the link has expired is too, whatever the browser last chose.
 */
export async function linkOrderLang(db: DbOrTx, fileId: string): Promise<Lang | null> {
  const [row] = await db
    .select({ lang: orders.lang })
    .from(uploads)
    .innerJoin(orders, eq(orders.id, uploads.orderId))
    .where(eq(uploads.id, fileId));
  return row?.lang ?? null;
}

/** What a refused link is told, as JSON or on its page. */
export const LINK_MESSAGES = { expired: 'files.linkExpired', invalid: 'files.linkInvalid' } as const;

/** The page a customer sees when a download link from an e-mail no longer works, in `lang`. */
export function linkProblemPage(lang: Lang, problem: 'expired' | 'invalid'): string {
  const title = escape(t(lang, problem === 'expired' ? 'files.linkExpiredTitle' : 'files.linkInvalidTitle'));
  const text = escape(t(lang, LINK_MESSAGES[problem]));
  const dir = LANGUAGE_DIRECTION[lang] === 'rtl' ? ' dir="rtl"' : '';
  return `<!doctype html><html lang="${lang}"${dir}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head>
<body><main><h1>${title}</h1><p>${text}</p><p>${escape(t(lang, 'files.linkPageLead'))} <a href="${localizedPath(lang, '/orders')}">${escape(t(lang, 'customerArea.myOrders'))}</a> ${escape(t(lang, 'files.linkPageTail'))}</p></main></body></html>`;
}
