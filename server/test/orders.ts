import type { Database } from '../db/client';
import { orders } from '../orders/schema';

let n = 0;

/**
 * Test fixture: an order row as checkout stores it (one page sent by e-mail, price lines frozen,
 * 30 €, demo payment, awaiting payment), with `values` overriding any column. Answers its id.
 */
export async function insertOrderRow(db: Database, values: Partial<typeof orders.$inferInsert> = {}): Promise<string> {
  const id = values.id ?? `TR-${String(++n).padStart(8, '0')}`;
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
