import { eq } from 'drizzle-orm';
import type { Buyer } from '../../core/buyer';
import type { Lang } from '../../core/messages/languages';
import type { OrderStatus } from '../../core/order-status';
import type { PostalAddress } from '../../core/postal-address';
import { seedOrder, uploadTranslations } from '../admin/orders/test-fixtures';
import { mailOutbox } from '../mail/schema';
import { orders, type Order } from '../orders/schema';
import type { TestApp } from '../test/app';

/**
 * Orders as part A's checkout stores them (issue 27: buyer, shipping address, frozen postal leg),
 * written straight to the database until that checkout exists, then moved to the state a test needs.
 */
const DIJON: PostalAddress = {
  line1: '8 rue des Forges',
  line2: 'Appartement 3',
  postalCode: '21000',
  city: 'Dijon',
  country: 'FR',
};

export interface PostedSeed {
  email?: string;
  userId?: string | null;
  status?: OrderStatus;
  lang?: Lang;
  buyer?: Buyer | null;
  address?: PostalAddress | null;
  /** 'post': a postal leg frozen at checkout; 'email' and 'pickup' post nothing. */
  delivery?: 'post' | 'email' | 'pickup';
}

export async function seedPostedOrder(t: TestApp, seed: PostedSeed = {}): Promise<Order> {
  const order = await seedOrder(t, { email: seed.email, userId: seed.userId, status: seed.status ?? 'translated' });
  const delivery = seed.delivery ?? 'post';
  const postal = delivery === 'post' ? { minDays: 1, maxDays: 3 } : null;
  const [updated] = await t.database.db
    .update(orders)
    .set({
      lang: seed.lang ?? 'fr',
      deliveryMethod: delivery === 'post' ? 'standard' : delivery,
      deliveryTiming: { turnaroundDays: 3, urgentDays: null, legalisationDays: [], postal },
      buyer: seed.buyer === undefined ? { name: 'Claire Dupont', phone: '06 12 34 56 78' } : seed.buyer,
      shippingAddress: delivery === 'post' ? (seed.address === undefined ? DIJON : seed.address) : null,
    })
    .where(eq(orders.id, order.id))
    .returning();
  return updated!;
}

/** A paid order whose translation the admin uploads, the way the page does. */
export async function withTranslation(t: TestApp, order: Order, headers: Record<string, string>) {
  const res = await uploadTranslations(t, order.id, headers);
  if (res.statusCode !== 200) throw new Error(res.body);
}

/** The e-mails queued about an order. */
export const mailsAbout = (t: TestApp, orderId: string) =>
  t.database.db.select().from(mailOutbox).where(eq(mailOutbox.relatedId, orderId));
