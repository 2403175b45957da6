import { randomBytes } from 'node:crypto';
import { documentYear } from '../../core/invoice-number';
import { seedCatalogue } from '../catalogue/seed';
import { appPerFile, createTestApp } from '../test/app';
import { insertOrderRow } from '../test/orders';
import { invoices } from './schema';

/**
 * What the invoice API test files share (one file of 380 lines, split by topic for issue 26): one
 * app per file, its catalogue seeded and rate limits cleared before each test, and orders paid on
 * the demo page as a customer would.
 */
export const YEAR = documentYear(new Date());
export const number = (n: number) => `F-${YEAR}-${String(n).padStart(6, '0')}`;

export function invoicesPerFile() {
  const t = appPerFile(
    async () => createTestApp(),
    async () => {
      await seedCatalogue(t.database.db);
      await t.app.rateLimit.clear();
    },
  );

  /** An unpaid order with its demo payment page, as checkout leaves it. */
  async function unpaidOrder(values: Parameters<typeof insertOrderRow>[1] = {}) {
    const sessionId = `demo_${randomBytes(16).toString('base64url')}`;
    const id = await insertOrderRow(t.database.db, { providerSessionId: sessionId, ...values });
    return { id, sessionId };
  }

  /** « Payer » on the demo page: the same path as a Stripe webhook (orders.markPaid). */
  const payOnDemoPage = (sessionId: string) =>
    t.app.inject({ method: 'POST', url: `/api/payments/demo/${sessionId}/pay` });

  async function invoiceRows() {
    return t.database.db.select().from(invoices).orderBy(invoices.sequence);
  }

  return { t, unpaidOrder, payOnDemoPage, invoiceRows };
}
