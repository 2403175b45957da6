import type { DbOrTx } from '../db/client';
import { eq } from 'drizzle-orm';
import type { Lang } from '../../core/messages/languages';
import { accessErrorPath } from '../../core/access-errors';
import { orders } from '../orders/schema';
import { uploads } from './schema';

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

/** Where a browser that opened a refused link from an e-mail is sent: the page that sends a new access link. */
export const linkProblemPath = (lang: Lang, problem: 'expired' | 'invalid'): string =>
  accessErrorPath(lang, problem === 'expired' ? 'telechargement-expire' : 'telechargement-invalide');
