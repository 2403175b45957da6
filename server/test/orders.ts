import type { Database } from '../db/client';
import { newOrderReference } from '../orders/reference';
import { orders } from '../orders/schema';

/**
 * Test fixture: an order row as checkout stores it (one page sent by e-mail, price lines frozen,
 * 30 €, demo payment, awaiting payment), with `values` overriding any column. Answers its id.
 */
export async function insertOrderRow(db: Database, values: Partial<typeof orders.$inferInsert> = {}): Promise<string> {
  // A real reference: the ids of one test file never depend on what another file ran before it in the same worker.
  const id = values.id ?? newOrderReference();
  await db.insert(orders).values({
    id,
    customerEmail: 'client@example.fr',
    numberOfPages: 1,
    numberOfDocuments: 1,
    deliveryMethod: 'email',
    deliveryName: 'E-mail (PDF)',
    legalization: 'none',
    legalizationName: 'Aucune',
    priceLines: [
      { code: 'translation', label: 'Traduction certifiée (1 page)', quantity: 1, unitCents: 3000, amountCents: 3000 },
    ],
    totalCents: 3000,
    paymentProvider: 'demo',
    ...values,
  });
  return id;
}

/**
 * Who orders and where the paper goes, as /panier sends them (issue 27): every checkout needs the
 * buyer's name; the address is kept only when the delivery posts paper (France: every postal row
 * of the seed but « International » serves it).
 */
export const CHECKOUT_IDENTITY = {
  buyer: { name: 'Amina Benali' },
  shippingAddress: { line1: '12 rue de la Liberté', postalCode: '21000', city: 'Dijon', country: 'FR' },
} as const;
