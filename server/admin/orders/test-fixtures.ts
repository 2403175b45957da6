import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { OrderStatus, PaymentStatus } from '../../../core/order-status';
import { orderEvents, orders, type Order } from '../../orders/schema';
import { newOrderReference } from '../../orders/reference';
import type { TestApp } from '../../test/app';
import { FIXTURES, multipart } from '../../test/multipart';

/** Shared by the admin order tests: orders in any state, translations uploaded the way the page does. */

export interface OrderSeed {
  email?: string;
  userId?: string | null;
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  createdAt?: Date;
  paymentProvider?: 'stripe' | 'demo';
  providerSessionId?: string | null;
  archivedAt?: Date | null;
}

/** An order as checkout stores it, moved straight to the state a test needs (paid ones carry paidAt). */
export async function seedOrder(t: TestApp, seed: OrderSeed = {}): Promise<Order> {
  const status = seed.status ?? 'paid';
  const paymentStatus =
    seed.paymentStatus ?? (status === 'pending_payment' ? 'unpaid' : status === 'cancelled' ? 'unpaid' : 'paid');
  const createdAt = seed.createdAt ?? new Date();
  const [order] = await t.database.db
    .insert(orders)
    .values({
      id: newOrderReference(),
      customerEmail: seed.email ?? 'client@example.fr',
      userId: seed.userId ?? null,
      numberOfPages: 2,
      numberOfDocuments: 1,
      deliveryMethod: 'standard',
      deliveryName: 'Courrier suivi',
      legalization: 'none',
      legalizationName: 'Aucune',
      comment: 'Merci de garder les accents des noms.',
      priceLines: [
        {
          code: 'translation',
          label: 'Traduction certifiée (2 pages)',
          quantity: 2,
          unitCents: 3000,
          amountCents: 6000,
        },
        { code: 'delivery', label: 'Courrier suivi', quantity: 1, unitCents: 750, amountCents: 750 },
      ],
      totalCents: 6750,
      // « Courrier suivi » posts the paper original: checkout keeps the address for it (issue 27).
      shippingAddress: { line1: '12 rue de la Liberté', line2: '', postalCode: '21000', city: 'Dijon', country: 'FR' },
      status,
      paymentStatus,
      paymentProvider: seed.paymentProvider ?? 'demo',
      providerSessionId: seed.providerSessionId ?? null,
      paidAt: paymentStatus === 'paid' ? createdAt : null,
      archivedAt: seed.archivedAt ?? null,
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  await t.database.db
    .insert(orderEvents)
    .values({ orderId: order!.id, fromStatus: null, toStatus: 'pending_payment', actor: 'customer', createdAt });
  if (status !== 'pending_payment') {
    await t.database.db
      .insert(orderEvents)
      .values({ orderId: order!.id, fromStatus: 'pending_payment', toStatus: status, actor: 'demo', createdAt });
  }
  return order!;
}

/** POST /api/admin/upload/:id with the files under the field the page uses. */
export function uploadTranslations(
  t: TestApp,
  orderId: string,
  headers: Record<string, string>,
  files: { filename: string; content: Buffer | string; field?: string }[] = [
    { filename: 'traduction.pdf', content: FIXTURES.pdf('TRADUCTION-CERTIFIEE') },
  ],
) {
  const body = multipart(
    files.map((f) => ({ field: f.field ?? 'fileAdmin', filename: f.filename, content: f.content })),
  );
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/upload/${orderId}`,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

/** Every object the local store holds (encrypted documents), as paths. */
export function storedObjects(t: TestApp): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    let names: string[] = [];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const n of names) {
      const p = path.join(dir, n);
      if (statSync(p).isDirectory()) walk(p);
      else out.push(p);
    }
  };
  walk(path.join(t.app.config.DATA_DIR, 'files'));
  return out;
}
