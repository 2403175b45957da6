import type { Browser, Page } from '@playwright/test';
import { pdfText } from '../../server/test/pdf-text';
import { adminContext, deliverTranslation, expect, placeOrder, signInCustomer, test, uniqueEmail } from './fixtures';
import { reviewShot, skipCookieBanner } from './helpers';
import { allMail, isTo } from './mailbox';

/**
 * Issue 27, part C, as the translator and her customers use it: the admin (1280 px) opens a paid
 * « Lettre suivie » order, copies the address, prints the label, marks it shipped with a La Poste
 * number (a wrong one first, a reload in the middle); the customer sees « Expédiée le … — suivi
 * n° … » with La Poste's link on a 390 px phone, in French, and an Arabic order in Arabic with DHL's;
 * both e-mails carry the link. The orders are made through the checkout API, which stores the buyer,
 * the address and the page's language (issue 32: no server and no database of its own any more; the
 * checkout form's « Vos coordonnées » journey is order.spec's and checkout.spec's).
 */

/** A customer's page: their own browser context on a phone, signed in, the cookie banner answered. */
async function customerPage(browser: Browser, baseURL: string, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL });
  const page = await context.newPage();
  await skipCookieBanner(page, baseURL);
  await signInCustomer(page.request, email);
  return page;
}

/** « Lettre suivie », 1 page, paid on the demo page through the API, with its buyer and address. */
function postedOrder(page: Page, baseURL: string, lang: 'fr' | 'ar', buyer: object, shippingAddress: object) {
  return placeOrder(page.request, baseURL, {
    pages: 1,
    deliveryMethod: 'standard',
    lang,
    extra: { buyer, shippingAddress },
  });
}

/** The e-mails the server wrote to `to` (no SMTP: .eml files in its data folder), decoded. */
const mailsTo = (to: string) => allMail().filter((m) => isTo(m, to));

test('the admin prints the label and marks the order shipped; the customer follows it on a phone, in French and in Arabic', async ({
  browser,
  baseURL,
}) => {
  // Two orders, two customers, the admin's pages and the e-mails: a long journey on a shared machine.
  test.setTimeout(120_000);
  const frEmail = uniqueEmail('claire');
  const arEmail = uniqueEmail('maryam');
  const claire = await customerPage(browser, baseURL!, frEmail);
  const maryam = await customerPage(browser, baseURL!, arEmail);
  const frOrder = await postedOrder(
    claire,
    baseURL!,
    'fr',
    { name: 'Claire Dupont', phone: '06 12 34 56 78' },
    { line1: '8 rue des Forges', line2: '', postalCode: '21000', city: 'Dijon', country: 'FR' },
  );
  const arOrder = await postedOrder(
    maryam,
    baseURL!,
    'ar',
    { name: 'مريم بن علي' },
    { line1: '14 rue de la Liberté', line2: '', postalCode: '69002', city: 'Lyon', country: 'FR' },
  );

  const { context: adminCtx, page: adminPage } = await adminContext(browser, baseURL!);
  await adminCtx.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  await deliverTranslation(adminPage.request, baseURL!, frOrder);
  await deliverTranslation(adminPage.request, baseURL!, arOrder);

  // « À expédier » on the dashboard: the count and the link to the list, where both orders carry the badge.
  // The e2e server is shared: other journeys' paper orders may wait there too, so at least these two.
  await adminPage.goto('/admin/dashboard');
  await expect(adminPage.getByTestId('figure-to-ship')).toContainText(/\d/);
  expect(
    Number(/\d+/.exec((await adminPage.getByTestId('figure-to-ship').textContent()) ?? '')?.[0]),
  ).toBeGreaterThanOrEqual(2);
  await adminPage.getByTestId('figure-to-ship').click();
  await expect(adminPage).toHaveURL(/\/admin\/orders\?view=toShip$/);
  for (const ref of [frOrder, arOrder]) {
    const row = adminPage
      .getByRole('row')
      .filter({ has: adminPage.getByTestId('order-link').getByText(ref, { exact: true }) });
    await expect(row.getByTestId('order-to-ship'), ref).toBeVisible();
  }

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
  await expect(adminPage.getByTestId('shipment-summary')).toContainText('saisi par admin.e2e@example.fr');
  await expect(adminPage.getByTestId('mark-shipped')).toHaveText('Corriger le numéro de suivi');
  await reviewShot(adminPage, { path: '/tmp/shipping-admin.png', fullPage: true });

  // The Arabic order, by DHL, through the API the dialog calls.
  const dhl = await adminPage.request.post(`/api/admin/orders/${arOrder}/shipment`, {
    headers: { origin: baseURL! },
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
  await adminCtx.close();
  await claire.context().close();
  await maryam.context().close();
});
