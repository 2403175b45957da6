import { afterAll, beforeAll, beforeEach } from 'vitest';
import { catalogueItems } from '../../catalogue/schema';
import { seedCatalogue } from '../../catalogue/seed';
import { orders } from '../../orders/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { truncateAll } from '../../test/database';
import { signIn, type SignedIn } from '../test-fixtures';

/**
 * What the catalogue API test files share (one file of 380 lines, split by topic for issue 26):
 * one app per file with an admin signed in once (filled in beforeAll), the seeded catalogue put
 * back before each test, and the calls the admin screen and the order form make.
 */
export const order = { numberOfPages: 2, numberOfDocuments: 1, deliveryMethod: 'dhl', legalization: 'mairie' };
export const dhl = {
  name: 'DHL Express',
  description: 'Original papier, 24 à 72 h dans le monde',
  price: 100,
  active: true,
};

export function cataloguePerFile() {
  const t = {} as TestApp;
  const admin = {} as SignedIn;
  beforeAll(async () => {
    Object.assign(t, await createTestApp());
    await truncateAll(t.database);
    Object.assign(admin, await signIn(t, 'admin@example.fr', 'admin'));
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.delete(orders);
    await t.database.db.delete(catalogueItems);
    await seedCatalogue(t.database.db);
  });

  const put = (kind: string, id: string, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/catalogue/${kind}/${id}`,
      payload: payload as object,
      headers: admin.headers,
    });
  const add = (kind: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/catalogue/${kind}`,
      payload: payload as object,
      headers: admin.headers,
    });
  const price = (body: object) => t.app.inject({ method: 'POST', url: '/api/services/calculate-price', payload: body });
  const publicCatalogue = async () => (await t.app.inject('/api/services')).json();

  return { t, admin, put, add, price, publicCatalogue };
}
