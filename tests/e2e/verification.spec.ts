import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { pdftotext } from '../../server/test/pdf-text';
import { expectNoProblems, gotoHydrated, skipCookieBanner, watchConsole, reviewShot } from './helpers';
import { placeOrder } from './fixtures';

/**
 * Issue 31, « Vérifier une traduction », as its people use it: the admin delivers a 2-page PDF on
 * the order page; the customer downloads it and pdftotext finds the verification line; a clerk
 * (390 px) checks the reference and the code, then the same file in « Vérifier un fichier », then
 * a modified copy; the admin sees « vérifiée 1 fois » and revokes it; the QR code's link, on the
 * Arabic page (1280 px), then says « révoquée ». Screenshots in test-results/verification-*.png.
 */
const ADMIN = { email: 'admin.e2e@example.fr', password: 'Admin1234!' };
const PASSWORD = 'Secret1!x';
const SHOTS = 'test-results';

async function translationPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const n of [1, 2]) {
    doc
      .addPage([595.28, 841.89])
      .drawText(`TRADUCTION - ACTE DE NAISSANCE - page ${n}`, { x: 72, y: 760, size: 13, font });
  }
  return Buffer.from(await doc.save());
}

test('a delivered translation is stamped, checked by reference, code and file, then revoked', async ({
  page,
  browser,
  baseURL,
}) => {
  // About 15 s on a quiet machine; room for a busy one (two workers, other journeys stamping too).
  test.slow();
  mkdirSync(SHOTS, { recursive: true });
  const problems = watchConsole(page);
  const headers = { origin: baseURL! };

  // A customer's paid order (API), signed in so the download is theirs.
  const customer = await browser.newContext({ baseURL });
  const email = `verification.${Date.now().toString(36)}@example.fr`;
  expect(
    (await customer.request.post('/api/auth/register', { headers, data: { email, password: PASSWORD } })).status(),
  ).toBe(201);
  expect(
    (await customer.request.post('/api/auth/login', { headers, data: { email, password: PASSWORD } })).status(),
  ).toBe(200);
  const orderId = await placeOrder(customer.request, baseURL!);

  // The admin delivers it on the order page, naming the document.
  await skipCookieBanner(page, baseURL!);
  expect((await page.request.post('/api/auth/admin/login', { headers, data: ADMIN })).status()).toBe(200);
  await gotoHydrated(page, `/admin/order-admin-details/${orderId}`);
  await page.getByTestId('translation-document-type').fill('Acte de naissance');
  await page.getByTestId('translation-input').setInputFiles({
    name: 'traduction-acte.pdf',
    mimeType: 'application/pdf',
    buffer: await translationPdf(),
  });
  await page.getByTestId('upload-submit').click();
  const certificate = page.getByTestId('certificate');
  // The server stamps the file before it answers (a worker, pdfkit's Arabic faces the first time).
  await expect(certificate).toContainText('Acte de naissance', { timeout: 20_000 });
  await expect(certificate).toContainText('jamais vérifiée');

  // The customer downloads the stamped copy: pdftotext reads the line, reference and code in it.
  const view = await customer.request.get(`/api/services/orders/${orderId}`);
  const [delivered] = ((await view.json()) as { services: { fileAdmin: { url: string }[] }[] }).services[0]!.fileAdmin;
  const pdf = await (await customer.request.get(delivered!.url)).body();
  const text = pdftotext(pdf) ?? '';
  const line = /Traduction certifiée n°\s*(\S+) — vérifiable sur \S+\/verifier avec le code (\S+)/.exec(text);
  expect(line, text).not.toBeNull();
  const [, reference, code] = line!;

  // A clerk on a phone checks it: valid, two pages; the same file matches, a modified one does not.
  const clerk = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  await skipCookieBanner(await clerk.newPage(), baseURL!);
  const phone = clerk.pages()[0]!;
  await gotoHydrated(phone, '/verifier');
  await phone.getByTestId('verify-reference').fill(reference!);
  await phone.getByTestId('verify-code').fill(code!.toLowerCase());
  await phone.getByTestId('verify-submit').click();
  await expect(phone.getByTestId('verification-status')).toHaveAttribute('data-status', 'valid');
  await expect(phone.getByTestId('verification-status')).toContainText('Traduction authentique');
  await expect(phone.getByTestId('result-pages')).toHaveText('2');
  await expect(phone.getByTestId('result-document')).toHaveText('Acte de naissance');
  await expect(phone.getByTestId('verification-result')).not.toContainText(email);
  await phone.getByTestId('file-input').setInputFiles({ name: 'recu.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(phone.getByTestId('file-outcome')).toHaveAttribute('data-outcome', 'match');
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await phone.evaluate(() => window.scrollTo(0, 0));
  await reviewShot(phone, { path: `${SHOTS}/verification-fr-390.png`, fullPage: true });
  const modified = Buffer.concat([pdf, Buffer.from('\n% modifié\n')]);
  await phone
    .getByTestId('file-input')
    .setInputFiles({ name: 'modifie.pdf', mimeType: 'application/pdf', buffer: modified });
  await expect(phone.getByTestId('file-outcome')).toHaveAttribute('data-outcome', 'differs');

  // The admin sees the check, and revokes the translation with a reason.
  await gotoHydrated(page, `/admin/order-admin-details/${orderId}`);
  await expect(page.getByTestId('certificate-checks')).toContainText('vérifiée 1 fois');
  await page.getByTestId('revoke-translation').click();
  await page.getByTestId('revoke-reason').fill('Date de naissance corrigée, nouvelle traduction livrée');
  await page.getByTestId('revoke-confirm').click();
  await expect(page.getByTestId('certificate-revoked')).toContainText('révoquée le');
  await page.getByTestId('admin-translated-files').screenshot({ path: `${SHOTS}/verification-admin-1280.png` });

  // The QR code's link, on the Arabic page at 1280 px: checked at once, revoked, without the reason.
  const desk = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  await skipCookieBanner(await desk.newPage(), baseURL!);
  const arabic = desk.pages()[0]!;
  await arabic.goto(`/ar/verifier/${reference}#${code!.replace('-', '')}`);
  await expect(arabic.getByTestId('verification-status')).toHaveAttribute('data-status', 'revoked');
  await expect(arabic.getByTestId('verification-status')).toContainText('ترجمة أُلغيت بتاريخ');
  await expect(arabic.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(arabic.getByTestId('verification-result')).not.toContainText('corrigée');
  expect(new URL(arabic.url()).hash).toBe('');
  await reviewShot(arabic, { path: `${SHOTS}/verification-ar-1280.png`, fullPage: true });

  // And in French on the phone: « révoquée ».
  await phone.getByTestId('verify-again').click();
  await phone.getByTestId('verify-reference').fill(reference!);
  await phone.getByTestId('verify-code').fill(code!);
  await phone.getByTestId('verify-submit').click();
  await expect(phone.getByTestId('verification-status')).toContainText('Traduction révoquée le');
  await phone.setViewportSize({ width: 1280, height: 900 });
  await phone.evaluate(() => window.scrollTo(0, 0));
  await reviewShot(phone, { path: `${SHOTS}/verification-fr-1280.png`, fullPage: true });

  await Promise.all([customer.close(), clerk.close(), desk.close()]);
  await expectNoProblems(problems);
});
