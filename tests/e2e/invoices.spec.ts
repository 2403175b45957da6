import { readFileSync } from 'node:fs';
import yauzl from 'yauzl';
import { pdfText } from '../../server/test/pdf-text';
import {
  expectNoProblems,
  gotoHydrated,
  seriousA11yViolations,
  skipCookieBanner,
  watchConsole,
  watchCspIssues,
  reviewShot,
} from './helpers';
import { ADMIN, expect, newCustomerOnDashboard, placeOrder, test, uniqueEmail, uniqueId } from './fixtures';

const INVOICE = /^F-\d{4}-\d{6}$/;

/** The ZIP's file names (test only). */
function zipNames(buffer: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const names: string[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

test.describe('invoices', () => {
  test('a customer downloads the invoice of a paid order; the admin finds it in /admin/factures', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    test.slow();
    const problems = watchConsole(page);
    const csp = await watchCspIssues(page);
    await skipCookieBanner(page, baseURL!);
    const email = uniqueEmail('facture');
    await newCustomerOnDashboard(page, email);

    // Ordered and paid through the API (order.spec and checkout.spec walk the form, the cart and the demo page).
    const reference = await placeOrder(page.request, baseURL!);

    // The order page offers the invoice.
    await gotoHydrated(page, `/orders/${reference}`);
    const box = page.getByTestId('invoice');
    await expect(box).toContainText('Facture F-');
    const number = (await box.locator('.font-mono').innerText()).trim();
    expect(number).toMatch(INVOICE);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await reviewShot(page, { path: testInfo.outputPath('order-page.png'), fullPage: true });

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('invoice-download').click()]);
    expect(download.suggestedFilename()).toBe(`facture-${number}.pdf`);
    const bytes = readFileSync((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain(`N° ${number}`);
    expect(text).toContain(`Commande ${reference}`);
    expect(text).toContain(email);
    expect(text).toContain('Traduction certifiée (2 pages) 2 30,00 € 60,00 €');
    expect(text).toContain('TVA non applicable, art. 293 B du CGI');

    // After a reload, the same invoice, the same bytes.
    await page.reload();
    await expect(page.getByTestId('invoice')).toContainText(number);
    const again = await page.request.get((await page.getByTestId('invoice-download').getAttribute('href'))!);
    expect(again.status()).toBe(200);
    expect(Buffer.from(await again.body()).equals(bytes)).toBe(true);

    // Someone else asking for it gets what a missing order gets.
    const stranger = await browser.newContext();
    const refused = await stranger.request.get(`${baseURL}/api/services/orders/${reference}/invoice`);
    expect(refused.status()).toBe(404);
    expect(await refused.json()).toEqual({ message: 'Commande introuvable.' });
    await stranger.close();

    // The admin: /admin/factures on a phone and on a desk, search, the period's ZIP.
    const admin = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const adminPage = await admin.newPage();
    const adminProblems = watchConsole(adminPage);
    await skipCookieBanner(adminPage, baseURL!);
    expect((await adminPage.request.post('/api/auth/admin/login', { data: ADMIN })).status()).toBe(200);
    await adminPage.goto('/admin/factures');
    await adminPage.getByTestId('invoices-q').fill(reference);
    await adminPage.getByTestId('invoices-q').press('Enter');
    await expect(adminPage).toHaveURL(new RegExp(`/admin/factures\\?q=${reference}`));
    const rows = adminPage.getByTestId('invoice-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.getByTestId('invoice-number')).toHaveText(number);
    await expect(rows.getByTestId('invoice-customer')).toHaveText(email);
    await expect(rows.getByTestId('invoice-total')).toContainText('60 €');
    await expect(adminPage.getByTestId('invoices-count')).toContainText('1 facture');
    // Nothing runs off the side of a phone.
    expect(await adminPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await reviewShot(adminPage, { path: testInfo.outputPath('factures-390.png'), fullPage: true });
    expect(await seriousA11yViolations(adminPage)).toEqual([]);

    await adminPage.setViewportSize({ width: 1280, height: 900 });
    await adminPage.reload();
    await expect(
      adminPage.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Factures' }),
    ).toHaveAttribute('aria-current', 'page');
    // Every tab of the back office fits a desk screen.
    const tabs = adminPage.getByTestId('admin-sections-row');
    expect(await tabs.evaluate((nav) => nav.scrollWidth - nav.clientWidth)).toBeLessThanOrEqual(0);
    await adminPage.getByTestId('invoices-preset').filter({ hasText: 'Ce mois-ci' }).click();
    await expect(adminPage).toHaveURL(/from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}$/);
    await expect(adminPage.getByTestId('invoice-number').filter({ hasText: number })).toHaveCount(1);
    await reviewShot(adminPage, { path: testInfo.outputPath('factures-1280.png'), fullPage: true });
    // The link follows the period once the page's data has come back, which can be after the URL.
    const zipLink = adminPage.getByTestId('invoices-zip');
    await expect(zipLink).toHaveAttribute('href', /^\/api\/admin\/invoices\/zip\?from=/);
    const zipHref = (await zipLink.getAttribute('href'))!;
    const zip = await adminPage.request.get(zipHref);
    expect(zip.status()).toBe(200);
    expect(await zipNames(Buffer.from(await zip.body()))).toContain(`${number}.pdf`);

    // The admin's order page links the same invoice.
    await gotoHydrated(adminPage, `/admin/order-admin-details/${reference}`);
    const adminInvoice = adminPage.getByTestId('invoice');
    await expect(adminInvoice).toContainText(number);
    await reviewShot(adminPage, { path: testInfo.outputPath('admin-order.png'), fullPage: true });
    const fromAdmin = await adminPage.request.get(
      (await adminInvoice.getByTestId('invoice-download').getAttribute('href'))!,
    );
    expect(Buffer.from(await fromAdmin.body()).equals(bytes)).toBe(true);
    await admin.close();

    await expectNoProblems([...problems, ...csp, ...adminProblems]);
  });

  test('a refund’s credit note sits beside its invoice in /admin/factures, on a phone and on a desk', async ({
    paidOrder: reference,
    admin: { page, request },
  }, testInfo) => {
    // Refunded through the API (refunds.spec walks « Rembourser »): 25 € of the 60 € order.
    const refund = await request.post(`/api/admin/orders/${reference}/refunds`, {
      data: { amountCents: 2500, reason: 'Une page en moins', idempotencyKey: `factures-e2e-${uniqueId()}` },
    });
    expect(refund.status()).toBe(200);
    const creditNumber = ((await refund.json()) as { creditNote: { number: string } }).creditNote.number;
    const problems = watchConsole(page);

    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, `/admin/factures?q=${reference}`);
    const rows = page.getByTestId('invoice-row');
    await expect(rows).toHaveCount(2);
    // Newest first: the credit note, then the invoice it corrects.
    const note = rows.nth(0);
    const invoice = rows.nth(1);
    await expect(note.getByTestId('invoice-number')).toHaveText(creditNumber);
    const invoiceNumber = (await invoice.getByTestId('invoice-number').innerText()).trim();
    expect(invoiceNumber).toMatch(INVOICE);
    await expect(note.getByTestId('invoice-kind')).toHaveText('Avoir');
    await expect(note.getByTestId('invoice-corrects')).toHaveText(`Corrige la facture ${invoiceNumber}`);
    await expect(note.getByTestId('invoice-total')).toContainText('-25\u00a0€');
    await expect(invoice.getByTestId('invoice-kind')).toHaveCount(0);
    await expect(page.getByTestId('invoices-count')).toContainText('1\u00a0facture · 1\u00a0avoir');
    await expect(page.getByTestId('invoices-net')).toHaveText('Total net (factures − avoirs)\u00a0: 35\u00a0€');
    await expect(page.getByTestId('invoices-zip')).toHaveText('Télécharger le ZIP (2\u00a0PDF)');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: testInfo.outputPath('factures-avoir-390.png'), fullPage: true });
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Its PDF, from the row's link: the credit note's stored bytes under its own name.
    const link = note.getByTestId('invoice-pdf');
    await expect(link).toHaveAttribute('download', `avoir-${creditNumber}.pdf`);
    await expect(link).toContainText(`de l’avoir ${creditNumber}`);
    const pdf = await page.request.get((await link.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    const text = await pdfText(Buffer.from(await pdf.body()));
    expect(text).toContain(`N° ${creditNumber}`);
    expect(text).toContain(`Facture d’origine ${invoiceNumber}`);

    // On a desk, reloaded: the same two rows; the ZIP of the search holds both PDFs.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.reload();
    await expect(rows.getByTestId('invoice-number')).toHaveText([creditNumber, invoiceNumber]);
    await expect(rows.nth(0).getByTestId('invoice-corrects')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('factures-avoir-1280.png'), fullPage: true });
    expect(await seriousA11yViolations(page)).toEqual([]);
    const zip = await page.request.get((await page.getByTestId('invoices-zip').getAttribute('href'))!);
    expect((await zipNames(Buffer.from(await zip.body()))).sort()).toEqual(
      [`${creditNumber}.pdf`, `${invoiceNumber}.pdf`, 'factures.csv'].sort(),
    );

    await expectNoProblems(problems);
  });
});
