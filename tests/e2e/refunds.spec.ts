import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { ADMIN, BUYER, expect, test } from './fixtures';
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

async function download(page: Page, click: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: file.suggestedFilename(), bytes: readFileSync((await file.path())!) };
}

test.describe('refunds, credit notes and the receipts ledger', () => {
  // The order is placed and paid through the API (fixtures): order.spec and checkout.spec walk that part.
  test('the admin refunds half of a paid demo order; both download the credit note; the ledger shows payment and refund', async ({
    customer: { page, email },
    paidOrder: reference,
    browser,
    baseURL,
  }, testInfo) => {
    test.slow();
    const problems = watchConsole(page);
    const csp = await watchCspIssues(page);
    await gotoHydrated(page, `/orders/${reference}`);
    const invoiceNumber = (await page.getByTestId('invoice').locator('.font-mono').innerText()).trim();
    expect(invoiceNumber).toMatch(/^F-\d{4}-\d{6}$/);

    // The admin, on a phone, in the dark: « Rembourser » half of it.
    const admin = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
    const adminPage = await admin.newPage();
    const adminProblems = watchConsole(adminPage);
    await skipCookieBanner(adminPage, baseURL!);
    expect((await adminPage.request.post('/api/auth/admin/login', { data: ADMIN })).status()).toBe(200);
    await gotoHydrated(adminPage, `/admin/order-admin-details/${reference}`);
    const panel = adminPage.getByTestId('refund-panel');
    await expect(panel.getByTestId('refund-remaining')).toHaveText('60\u00a0€');
    await expect(panel.getByTestId('refund-amount')).toHaveValue('60,00');
    // Typed right away, a reason missing: said where it is.
    await panel.getByTestId('refund-amount').fill('30,00');
    await panel.getByTestId('refund-submit').click();
    await expect(panel.locator('#refund-reason-error')).toHaveText(
      'Indiquez le motif du remboursement (3 caractères au moins).',
    );
    await panel.getByTestId('refund-reason').fill('Une des deux pages n’était pas à traduire');
    await panel.getByTestId('refund-submit').click();
    const dialog = adminPage.getByTestId('confirm-refund');
    await expect(dialog).toContainText('Rembourser 30\u00a0€ ?');
    await expect(dialog).toContainText('« Remboursée partiellement »');
    await dialog.getByRole('button', { name: 'Rembourser', exact: true }).click();
    await expect(panel.getByTestId('refund-success')).toContainText(
      /Remboursement de 30\u00a0€ enregistré\u00a0: avoir A-\d{4}-\d{6} émis et envoyé au client\./,
    );
    const creditNumber = /A-\d{4}-\d{6}/.exec(await panel.getByTestId('refund-success').innerText())![0];
    expect(await adminPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await reviewShot(adminPage, { path: testInfo.outputPath('admin-refund-390-dark.png'), fullPage: true });

    // Reloaded: the new status, the refund listed, the credit note there to download; 30 € left.
    await adminPage.reload();
    await expect(adminPage.getByTestId('status').first()).toHaveText('Remboursée partiellement');
    await expect(adminPage.getByTestId('refund-list')).toContainText(`Remboursé · avoir ${creditNumber}`);
    await expect(adminPage.getByTestId('refund-remaining')).toHaveText('30\u00a0€');
    await adminPage
      .locator('section', { has: adminPage.getByTestId('refund-panel') })
      .screenshot({ path: testInfo.outputPath('refund-panel-390-dark.png') });
    const fromAdmin = await download(adminPage, () =>
      adminPage.getByTestId('credit-note-download').filter({ hasText: creditNumber }).click(),
    );
    expect(fromAdmin.name).toBe(`avoir-${creditNumber}.pdf`);
    const text = await pdfText(fromAdmin.bytes);
    for (const mention of [
      'AVOIR',
      `N° ${creditNumber}`,
      `Facture d’origine ${invoiceNumber}`,
      'Total de l’avoir -30,00 €',
      'Motif : Une des deux pages n’était pas à traduire',
      email,
    ])
      expect(text).toContain(mention);
    expect(await seriousA11yViolations(adminPage)).toEqual([]);

    // The customer's page, reloaded: the status and the same credit note.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByTestId('status').first()).toHaveText('Remboursée partiellement');
    await expect(page.getByTestId('timeline').locator('[data-state="refunded"]')).toContainText(
      'Remboursement partiel',
    );
    // The order goes on (issue 30): payment received, what remains to be done, and what remains paid.
    await expect(page.getByTestId('timeline').locator('[data-state="done"]')).toContainText(['Paiement reçu']);
    await expect(page.getByTestId('timeline').locator('[data-state="current"]')).toHaveCount(1);
    await expect(page.getByTestId('remaining-amount')).toHaveText('Montant restant payé : 30 €');
    // The tracking list keeps « Paiement reçu » and the steps to come too.
    await page.goto('/order-tracking');
    await expect(page.getByTestId('timeline').first().locator('[data-state="done"]')).toContainText(['Paiement reçu']);
    await expect(page.getByTestId('timeline').first().locator('[data-state="current"]')).toHaveCount(1);
    await page.goBack();
    const fromCustomer = await download(page, () => page.getByTestId('credit-note-download').click());
    expect(fromCustomer.name).toBe(`avoir-${creditNumber}.pdf`);
    expect(fromCustomer.bytes.equals(fromAdmin.bytes)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await reviewShot(page, { path: testInfo.outputPath('customer-order-390.png'), fullPage: true });
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The ledger, on a desk, in light: this month shows the payment and the refund.
    await admin.close();
    const desk = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' });
    const deskPage = await desk.newPage();
    const deskProblems = watchConsole(deskPage);
    await skipCookieBanner(deskPage, baseURL!);
    expect((await deskPage.request.post('/api/auth/admin/login', { data: ADMIN })).status()).toBe(200);
    await gotoHydrated(deskPage, '/admin/dashboard');
    await deskPage.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Recettes' }).click();
    await expect(deskPage).toHaveURL(/\/admin\/recettes$/);
    await deskPage.getByTestId('ledger-preset').filter({ hasText: 'Ce mois-ci' }).click();
    await expect(deskPage).toHaveURL(/\/admin\/recettes\?from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}$/);
    // By its number cell: the refund's row names the invoice too (« Corrige la facture … »).
    const paymentRow = deskPage
      .getByTestId('ledger-row')
      .filter({ has: deskPage.getByTestId('ledger-number').getByText(invoiceNumber, { exact: true }) });
    const refundRow = deskPage.getByTestId('ledger-row').filter({ hasText: creditNumber });
    await expect(paymentRow.getByTestId('ledger-amount')).toHaveText('60\u00a0€');
    await expect(paymentRow).toContainText('prestation de traduction');
    await expect(refundRow.getByTestId('ledger-amount')).toHaveText('-30\u00a0€');
    await expect(refundRow.getByTestId('ledger-corrects')).toHaveText(`Corrige la facture ${invoiceNumber}`);
    await expect(paymentRow.getByTestId('ledger-corrects')).toHaveCount(0);
    // The client column names whom the invoice is made out to (issue 27), not the e-mail address.
    await expect(refundRow).toContainText(BUYER.name);
    // The refund comes after its payment.
    const numbers = await deskPage.getByTestId('ledger-number').allInnerTexts();
    expect(numbers.indexOf(creditNumber)).toBeGreaterThan(numbers.indexOf(invoiceNumber));
    // Totals: the month's net is received minus refunded, and the same as the period's.
    const cents = (s: string) => Math.round(Number(s.replace(/[^\d,-]/g, '').replace(',', '.')) * 100);
    const payments = cents(await deskPage.getByTestId('ledger-total-payments').innerText());
    const refunds = cents(await deskPage.getByTestId('ledger-total-refunds').innerText());
    const net = cents(await deskPage.getByTestId('ledger-total-net').innerText());
    expect(payments).toBeGreaterThanOrEqual(6000);
    expect(refunds).toBeLessThanOrEqual(-3000);
    expect(net).toBe(payments + refunds);
    await expect(deskPage.getByTestId('ledger-months-row')).toHaveCount(1);
    expect(cents(await deskPage.getByTestId('ledger-months-net').innerText())).toBe(net);
    const csvHref = (await deskPage.getByTestId('ledger-csv').getAttribute('href'))!;
    const csv = Buffer.from(await (await deskPage.request.get(csvHref)).body());
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('Date;Numéro;Client;Nature;Montant (EUR);Mode de règlement;Commande;Facture corrigée');
    expect(lines.find((l) => l.includes(invoiceNumber))).toContain(`;${BUYER.name};prestation de traduction;60,00;`);
    expect(lines.find((l) => l.includes(creditNumber))).toContain(`;${BUYER.name};prestation de traduction;-30,00;`);
    // The refund names the invoice its credit note corrects, on the page and in the CSV (issue 30).
    expect(lines.find((l) => l.includes(creditNumber))).toMatch(new RegExp(`;${reference};${invoiceNumber}$`));
    expect(
      await deskPage.getByTestId('admin-sections-row').evaluate((n) => n.scrollWidth - n.clientWidth),
    ).toBeLessThanOrEqual(0);
    await reviewShot(deskPage, { path: testInfo.outputPath('ledger-1280.png'), fullPage: true });
    expect(await seriousA11yViolations(deskPage)).toEqual([]);
    await desk.close();

    await expectNoProblems([...problems, ...csp, ...adminProblems, ...deskProblems]);
  });
});
