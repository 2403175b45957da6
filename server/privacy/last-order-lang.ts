import { desc, eq } from 'drizzle-orm';
import type { Lang } from '../../core/messages';
import type { DbOrTx } from '../db/client';
import { orders } from '../orders/schema';

/**
 * The language of a person's most recent order (stored with it, issue 17), French when they have
 * none: accounts store no language, and an erasure asked by e-mail or letter comes from no page.
 */
export async function lastOrderLang(db: DbOrTx, email: string): Promise<Lang> {
  const [row] = await db
    .select({ lang: orders.lang })
    .from(orders)
    .where(eq(orders.customerEmail, email.trim().toLowerCase()))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row?.lang ?? 'fr';
}
