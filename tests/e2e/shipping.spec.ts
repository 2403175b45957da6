import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import pg from 'pg';
import { pdfText } from '../../server/test/pdf-text';
import { decodeQuotedPrintable } from './mailbox';
import { PASSWORD, PDF } from './fixtures';
import { reviewShot } from './helpers';

/**
 * Issue 27, part C, as the translator and her customers use it: the admin (1280 px) opens a paid
 * « Lettre suivie » order, copies the address, prints the label, marks it shipped with a La Poste
 * number (a wrong one first, a reload in the middle); the customer sees « Expédiée le … — suivi
 * n° … » with La Poste's link on a 390 px phone, in French, and an Arabic order in Arabic with DHL's;
 * both e-mails carry the link. Its own server on PostgreSQL: the buyer and the address are written
 * to the order as part A's checkout will store them (a database fixture), until that checkout exists.
 */
const PG_ADMIN_URL = process.env.CI_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ADMIN = { email: 'admin.shipping@example.fr', password: 'Admin1234!' };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

let child: ChildProcess;
let base = '';
let dataDir = '';
let db: pg.Client;
let database = '';
const admin = new pg.Client({ connectionString: PG_ADMIN_URL });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  database = `e2e_shipping_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await admin.connect();
  await admin.query(`create database "${database}"`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${database}`;
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'tr-shipping-'));
  child = spawn(process.execPath, ['dist/server.js'], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
      LOG_LEVEL: 'warn',
      PAYMENT_PROVIDER: 'demo',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: 'ignore',
  });
  await expect
    .poll(async () => (await fetch(`${base}/readyz`).catch(() => null))?.status, { timeout: 60_000 })
    .toBe(200);
  db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
});

test.afterAll(async () => {
  await db?.end();
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  await admin.query(`drop database if exists "${database}"`);
  await admin.end();
});

/** A customer's page: their own browser context, signed in, the cookie banner answered. */
async function customerPage(browser: Browser, email: string, width: number, height: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height }, baseURL: base });
  await context.addCookies([{ name: 'cookieConsent', value: 'essential', url: base }]);
  const page = await context.newPage();
  const headers = { origin: base };
  expect(
    (await page.request.post('/api/auth/register', { headers, data: { email, password: PASSWORD } })).status(),
  ).toBe(201);
  expect((await page.request.post('/api/auth/login', { headers, data: { email, password: PASSWORD } })).status()).toBe(
    200,
  );
  return page;
}

/** « Lettre suivie », paid on the demo page through the API, then given its buyer and address (part A's fields). */
async function postedOrder(page: Page, fulfilment: { lang: 'fr' | 'ar'; buyer: object; address: object }) {
  const headers = { origin: base, 'x-site-lang': fulfilment.lang };
  const upload = await page.request.post('/api/services/upload', {
    headers,
    multipart: { files: { name: 'acte-de-naissance.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(upload.status()).toBe(200);
  const fileIds = ((await upload.json()) as { fileUrls: { url: string }[] }).fileUrls.map((f) => f.url);
  const checkout = await page.request.post('/api/services/checkout', {
    headers,
    data: {
      numberOfPages: 1,
      numberOfDocuments: 1,
      deliveryMethod: 'standard',
      legalization: 'none',
      fileIds,
      // The checkout requires them (part A); the update below then writes the exact fixture.
      buyer: fulfilment.buyer,
      shippingAddress: fulfilment.address,
      idempotencyKey: `e2e-ship-${randomBytes(6).toString('hex')}`,
    },
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const { orderId, url } = (await checkout.json()) as { orderId: string; url: string };
  const pay = await page.request.post(`/api/payments/demo/${url.split('/').pop()}/pay`, { headers, maxRedirects: 0 });
  expect(pay.status()).toBeLessThan(400);
  await db.query('update orders set buyer = $2, shipping_address = $3, lang = $4 where id = $1', [
    orderId,
    JSON.stringify(fulfilment.buyer),
    JSON.stringify(fulfilment.address),
    fulfilment.lang,
  ]);
  return orderId;
}

/** The translator delivers the translation through the API (the order moves to « Traduction disponible »). */
async function deliverTranslation(adminPage: Page, orderId: string) {
  const res = await adminPage.request.post(`/api/admin/upload/${orderId}`, {
    headers: { origin: base },
    multipart: { fileAdmin: { name: 'traduction.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The e-mails the server wrote to `to` (no SMTP: .eml files in its data folder), decoded. */
function mailsTo(to: string): string[] {
  const dir = path.join(dataDir, 'mail');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => decodeQuotedPrintable(readFileSync(path.join(dir, f), 'utf8')))
    .filter((m) => m.split(/\r?\n/).some((l) => l.toLowerCase() === `to: ${to}`));
}

test('the admin prints the label and marks the order shipped; the customer follows it on a phone, in French and in Arabic', async ({
  browser,
}) => {
  // Two orders, two customers, the admin's pages and the e-mails: a long journey on a shared machine.
  test.setTimeout(240_000);
  const frEmail = `claire.${randomBytes(4).toString('hex')}@example.fr`;
  const arEmail = `maryam.${randomBytes(4).toString('hex')}@example.fr`;
  const claire = await customerPage(browser, frEmail, 390, 844);
  const maryam = await customerPage(browser, arEmail, 390, 844);
  const frOrder = await postedOrder(claire, {
    lang: 'fr',
    buyer: { name: 'Claire Dupont', phone: '06 12 34 56 78' },
    address: { line1: '8 rue des Forges', line2: '', postalCode: '21000', city: 'Dijon', country: 'FR' },
  });
  const arOrder = await postedOrder(maryam, {
    lang: 'ar',
    buyer: { name: 'مريم بن علي' },
    address: { line1: '14 rue de la Liberté', line2: '', postalCode: '69002', city: 'Lyon', country: 'FR' },
  });

  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: base });
  await adminContext.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
  await adminContext.addCookies([{ name: 'cookieConsent', value: 'essential', url: base }]);
  const adminPage = await adminContext.newPage();
  expect(
    (await adminPage.request.post('/api/auth/admin/login', { headers: { origin: base }, data: ADMIN })).status(),
  ).toBe(200);
  await deliverTranslation(adminPage, frOrder);
  await deliverTranslation(adminPage, arOrder);

  // « À expédier » on the dashboard: the count and the link to the list, where both orders carry the badge.
  await adminPage.goto('/admin/dashboard');
  await expect(adminPage.getByTestId('figure-to-ship')).toContainText('2');
  await adminPage.getByTestId('figure-to-ship').click();
  await expect(adminPage).toHaveURL(/\/admin\/orders\?view=toShip$/);
  await expect(adminPage.getByTestId('order-to-ship')).toHaveCount(2);

  // The order page: the recipient, « Copier l’adresse » (its confirmation), the label.
  await adminPage.goto(`/admin/order-admin-details/${frOrder}`);
  await expect(adminPage.getByTestId('shipping-address')).toContainText('Claire Dupont');
  await expect(adminPage.getByTestId('shipping-address')).toContainText('21000 Dijon');
  await adminPage.getByTestId('copy-address').click();
  await expect(adminPage.getByTestId('shipping-success')).toHaveText('Adresse copiée dans le presse-papiers.');
  expect(await adminPage.evaluate(() => navigator.clipboard.readText())).toBe(
    'Claire Dupont\n8 rue des Forges\n21000 Dijon\nFrance',
  );
  const labelHref = await adminPage.getByTestId('print-label').getAttribute('href');
  const label = await adminPage.request.get(labelHref!);
  expect(label.headers()['content-type']).toBe('application/pdf');
  const labelText = await pdfText(await label.body());
  expect(labelText).toContain('Claire Dupont');
  expect(labelText).toContain('21000 DIJON');

  // « Marquer comme expédiée »: a wrong number is refused with its message, then a reload, then the right one.
  await adminPage.getByTestId('mark-shipped').click();
  await adminPage.getByTestId('tracking-number').fill('1K0123');
  await adminPage.getByTestId('shipment-save').click();
  await expect(adminPage.getByTestId('shipment-dialog')).toContainText('Un numéro de suivi La Poste compte 11 à 15');
  await reviewShot(adminPage, { path: '/tmp/shipping-admin-dialog.png' });
  await adminPage.reload();
  await adminPage.getByTestId('mark-shipped').click();
  await adminPage.getByTestId('tracking-number').fill('1K 0123 4567 890');
  await adminPage.getByTestId('shipment-save').click();
  await expect(adminPage.getByTestId('shipping-success')).toContainText('Commande marquée comme expédiée');
  await expect(adminPage.getByTestId('shipment-summary')).toContainText('suivi n° 1K01234567890');
  await adminPage.reload();
  await expect(adminPage.getByTestId('shipment-summary')).toContainText('saisi par admin.shipping@example.fr');
  await expect(adminPage.getByTestId('mark-shipped')).toHaveText('Corriger le numéro de suivi');
  await reviewShot(adminPage, { path: '/tmp/shipping-admin.png', fullPage: true });

  // The Arabic order, by DHL, through the API the dialog calls.
  const dhl = await adminPage.request.post(`/api/admin/orders/${arOrder}/shipment`, {
    headers: { origin: base },
    data: { carrier: 'dhl', trackingNumber: '1234567890' },
  });
  expect(dhl.status()).toBe(200);

  // The French customer on a phone: the order page, then /order-tracking.
  await claire.goto(`/orders/${frOrder}`);
  const shipped = claire.getByTestId('paper-shipped');
  await expect(shipped).toContainText(/Expédiée le \d{1,2} \S+ \d{4} — suivi n° 1K01234567890/);
  await expect(shipped.getByTestId('tracking-link')).toHaveAttribute(
    'href',
    'https://www.laposte.fr/outils/suivre-vos-envois?code=1K01234567890',
  );
  await reviewShot(claire, { path: '/tmp/shipping-customer-fr.png', fullPage: true });
  await claire.reload();
  await expect(claire.getByTestId('paper-shipped')).toBeVisible();
  await claire.goto('/order-tracking');
  await expect(claire.getByTestId('paper-shipped')).toContainText('suivi n° 1K01234567890');
  expect(await claire.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The Arabic customer on a phone.
  await maryam.goto(`/ar/orders/${arOrder}`);
  const arShipped = maryam.getByTestId('paper-shipped');
  await expect(arShipped).toContainText('أُرسل في');
  await expect(arShipped).toContainText('1234567890');
  await expect(arShipped.getByTestId('tracking-link')).toHaveAttribute(
    'href',
    'https://www.dhl.com/fr-fr/home/suivi.html?tracking-id=1234567890',
  );
  expect(await maryam.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await reviewShot(maryam, { path: '/tmp/shipping-customer-ar.png', fullPage: true });
  await maryam.goto('/ar/order-tracking');
  await expect(maryam.getByTestId('paper-shipped')).toContainText('1234567890');

  // The e-mails, from the outbox, each with its link, each once.
  await expect.poll(() => mailsTo(frEmail).filter((m) => m.includes('expédiée')).length, { timeout: 15_000 }).toBe(1);
  expect(mailsTo(frEmail).find((m) => m.includes('expédiée'))).toContain(
    'https://www.laposte.fr/outils/suivre-vos-envois?code=1K01234567890',
  );
  await expect
    .poll(() => mailsTo(arEmail).filter((m) => m.includes('tracking-id=')).length, { timeout: 15_000 })
    .toBe(1);
  expect(mailsTo(arEmail).find((m) => m.includes('tracking-id='))).toContain('أُرسل');
});
