import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import {
  expectNoProblems,
  seriousA11yViolations,
  skipCookieBanner,
  watchConsole,
  fillBuyer,
  reviewShot,
} from './helpers';
import { tr } from '../../core/messages/server';
import { PDF_PATH, PNG_PATH } from './fixtures';

async function openForm(page: Page, url = '/services') {
  await page.goto(url);
  await expect(page.getByTestId('order-form')).toHaveAttribute('data-hydrated', 'true');
}

/** Holds upload requests until `release()` so the progress state can be seen. */
async function holdUploads(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/services/upload', async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

test.describe('order form and cart', () => {
  test('a visitor fills the form, sees the rules and the live price, uploads, and lands on the cart', async ({
    page,
    context,
  }) => {
    const problems = watchConsole(page);
    await openForm(page);

    // Defaults before any calculation (spec 4).
    const total = page.getByTestId('total-price');
    await expect(total).toHaveText('30 €');
    await expect(page.getByTestId('pages-input')).toHaveValue('1');
    await expect(page.getByTestId('documents-input')).toHaveValue('1');
    await expect(page.getByTestId('delivery-select')).toHaveValue('email');
    await expect(page.getByTestId('legalization-select')).toHaveValue('none');
    await expect(page.locator('main').getByRole('heading', { level: 2 })).toHaveText([
      'Pour quelle démarche ?',
      'Documents',
      'Livraison',
      'Vos coordonnées',
      'Légalisation',
      'Fichiers',
      'Commentaire',
      'Prix total',
    ]);

    // Starting to order sets the essential cookies and hides the banner.
    const documents = page.getByTestId('documents-input');
    const pages = page.getByTestId('pages-input');
    await fillBuyer(page);
    const addToCart = page.getByTestId('add-to-cart');
    await documents.fill('0');
    await expect(page.getByTestId('cookie-banner')).toBeHidden();
    expect((await context.cookies()).find((c) => c.name === 'cookieConsent')?.value).toBe('essential');

    // Documents at least 1: message tied to the field, submission blocked.
    await expect(page.getByText(tr('order.documentsMin'))).toBeVisible();
    await expect(documents).toHaveAttribute('aria-invalid', 'true');
    const described = (await documents.getAttribute('aria-describedby'))!.split(' ');
    const errorId = described.find((id) => id.endsWith('-erreur'))!;
    await expect(page.locator(`[id="${errorId}"]`)).toHaveText(tr('order.documentsMin'));
    await expect(page.locator(`[id="${errorId}"]`)).toHaveAttribute('aria-live', 'polite');
    await expect(addToCart).toBeDisabled();

    // Raising documents above pages raises pages.
    await documents.fill('2');
    await expect(pages).toHaveValue('2');
    await expect(page.getByText(tr('order.documentsMin'))).toBeHidden();

    // Pages below documents: message while typing, clamped when leaving the field.
    await pages.fill('1');
    await expect(page.getByText(tr('order.pagesBelowDocuments'))).toBeVisible();
    await expect(addToCart).toBeDisabled();
    await pages.press('Tab');
    await expect(pages).toHaveValue('2');
    await expect(page.getByText(tr('order.pagesBelowDocuments'))).toBeHidden();

    // Live price, confirmed by the server: 30 × 3 + 15 + 20 × 2 = 145 €.
    await pages.fill('3');
    await page.getByTestId('delivery-select').selectOption('priority');
    const confirmed = page.waitForResponse(
      (r) => r.url().endsWith('/api/services/calculate-price') && r.request().postDataJSON()?.legalization === 'mairie',
    );
    await page.getByTestId('legalization-select').selectOption('mairie');
    await expect(total).toHaveText('145 €');
    const confirmation = await confirmed;
    expect(confirmation.status()).toBe(200);
    expect((await confirmation.json()).totalPrice).toBe(145);
    await expect(total).toHaveText('145 €');
    await expect(page.getByTestId('delivery-select').locator('option[value="standard"]')).toHaveText(
      'Lettre suivie — 10 €',
    );

    // E-mail: required, then well-formed.
    const email = page.getByTestId('email-input');
    await email.fill('client');
    await expect(page.getByText(tr('form.emailInvalid'))).toBeVisible();
    await email.fill('');
    await expect(page.getByText(tr('form.emailRequired'))).toBeVisible();
    await expect(addToCart).toBeDisabled();
    await email.fill('Client.Test@Example.fr');
    await expect(addToCart).toBeEnabled();

    // A file of another type drops the selection.
    await page
      .getByTestId('files-input')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('bonjour') });
    await expect(page.getByText(tr('order.fileType'))).toBeVisible();
    await expect(page.getByTestId('file-item')).toHaveCount(0);

    // The page set no upload session (it is the same for every visitor, and cached): choosing
    // two files at once opens one through the API, and both uploads carry it.
    expect((await context.cookies()).find((c) => c.name === 'uploadSession')).toBeUndefined();
    const uploadSessions: string[] = [];
    page.on('request', async (request) => {
      if (!request.url().endsWith('/api/services/upload')) return;
      uploadSessions.push(/uploadSession=([^;]+)/.exec((await request.allHeaders()).cookie ?? '')?.[1] ?? 'none');
    });

    // Two real files: progress while they upload, the button waits, then the list.
    const release = await holdUploads(page);
    await page.getByTestId('files-input').setInputFiles([PDF_PATH, PNG_PATH]);
    await expect(page.getByTestId('file-item')).toHaveCount(2);
    await expect(page.getByTestId('file-progress').first()).toBeVisible();
    await expect(addToCart).toHaveText('Chargement des fichiers...');
    await expect(addToCart).toBeDisabled();
    release();
    await expect(page.getByTestId('file-progress')).toHaveCount(0);
    await expect(page.getByTestId('file-item').filter({ hasText: 'acte-de-naissance.pdf' })).toHaveAttribute(
      'data-status',
      'done',
    );
    await expect(page.getByTestId('file-item').filter({ hasText: 'passeport-scan.png' })).toHaveAttribute(
      'data-status',
      'done',
    );
    await expect(addToCart).toHaveText('Ajouter au panier');
    await expect(page.getByText(tr('order.fileType'))).toBeHidden();
    const session = (await context.cookies()).find((c) => c.name === 'uploadSession')!;
    expect(session.httpOnly).toBe(true);
    expect(uploadSessions).toEqual([session.value, session.value]);

    // Removing one deletes it on the server.
    const deleted = page.waitForResponse(
      (r) => r.request().method() === 'DELETE' && r.url().includes('/api/services/delete/'),
    );
    await page.getByRole('button', { name: 'Retirer passeport-scan.png' }).click();
    expect((await deleted).status()).toBe(200);
    await expect(page.getByTestId('file-item')).toHaveCount(1);

    // The comment keeps text, not markup; the counter follows.
    await page.getByTestId('comment-input').fill('<b>Noms</b> comme sur le passeport');
    await expect(page.getByText('34 / 2 000 caractères')).toBeVisible();

    expect(await seriousA11yViolations(page)).toEqual([]);

    // The delivery chosen above posts paper: its shipping address is asked now.
    await fillBuyer(page);
    await addToCart.click();
    await expect(page).toHaveURL(/\/panier$/);

    // The cart: server-rendered from the cookie, priced again by the server.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Votre panier');
    await expect(page.getByTestId('total-price')).toHaveText('145 €');
    const options = page.getByTestId('cart-options');
    await expect(options).toContainText('3 pages');
    await expect(options).toContainText('2 documents');
    await expect(options).toContainText('Lettre recommandée');
    await expect(options).toContainText('Mairie');
    await expect(page.getByTestId('cart-email')).toHaveText('client.test@example.fr');
    await expect(page.getByTestId('cart-comment')).toHaveText('Noms comme sur le passeport');
    const files = page.getByTestId('cart-file');
    await expect(files).toHaveCount(1);
    const link = files.getByRole('link', { name: /acte-de-naissance\.pdf/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(page.getByText('passeport-scan.png')).toHaveCount(0);
    await expect(page.getByTestId('pay-button')).toBeDisabled();
    // Paying needs the withdrawal-waiver consent first.
    await expect(page.getByTestId('withdrawal-consent')).not.toBeChecked();

    // The file survived the navigation and is readable by its owner.
    const href = (await link.getAttribute('href'))!;
    const file = await page.request.get(href);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toContain('application/pdf');

    // Stored in the cookie (7 days) and in localStorage; the e-mail too.
    const cookies = await context.cookies();
    const cart = cookies.find((c) => c.name === 'cart')!;
    expect((cart.expires - Date.now() / 1000) / 86_400).toBeGreaterThan(6.9);
    expect(JSON.parse(decodeURIComponent(cart.value))[0]).toMatchObject({
      numberOfPages: 3,
      numberOfDocuments: 2,
      deliveryMethod: 'priority',
      legalization: 'mairie',
    });
    expect(cookies.find((c) => c.name === 'mailClient')?.value).toContain('client.test');
    const local = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'));
    expect(local).toHaveLength(1);
    expect(local[0].files[0].name).toBe('acte-de-naissance.pdf');

    expect(await seriousA11yViolations(page)).toEqual([]);

    // Back to the form to edit: prefilled, the e-mail is known.
    await page.getByTestId('edit-cart').click();
    await expect(page).toHaveURL(/\/services\?edit=1$/);
    await expect(page.getByTestId('order-form')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByTestId('pages-input')).toHaveValue('3');
    await expect(page.getByTestId('documents-input')).toHaveValue('2');
    await expect(page.getByTestId('delivery-select')).toHaveValue('priority');
    await expect(page.getByTestId('legalization-select')).toHaveValue('mairie');
    await expect(page.getByTestId('comment-input')).toHaveValue('Noms comme sur le passeport');
    await expect(page.getByTestId('file-item')).toHaveCount(1);
    await expect(page.getByTestId('email-input')).toHaveCount(0);
    await expect(page.getByTestId('known-email')).toHaveText('client.test@example.fr');
    await expect(page.getByTestId('total-price')).toHaveText('145 €');

    await expectNoProblems(problems);
  });

  test('emptying the cart deletes its files and shows the empty state', async ({ page, baseURL }) => {
    await skipCookieBanner(page, baseURL!);
    await openForm(page);
    await page.getByTestId('email-input').fill('vide@example.fr');
    await page.getByTestId('files-input').setInputFiles(PDF_PATH);
    await expect(page.getByTestId('file-item')).toHaveAttribute('data-status', 'done');
    await fillBuyer(page);
    await page.getByTestId('add-to-cart').click();
    await expect(page).toHaveURL(/\/panier$/);
    const href = (await page.getByTestId('cart-file').getByRole('link').getAttribute('href'))!;
    await expect(page.getByTestId('cart-summary')).toHaveAttribute('data-hydrated', 'true');

    await page.getByTestId('clear-cart').click();
    await expect(page.getByTestId('empty-cart')).toBeVisible();
    await expect(
      page.getByTestId('empty-cart').getByRole('link', { name: 'Commander une traduction' }),
    ).toHaveAttribute('href', '/services');
    expect((await page.context().cookies()).find((c) => c.name === 'cart')).toBeUndefined();
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
    expect((await page.request.get(href)).status()).toBe(404);
  });

  test('files not put in the cart are deleted when the page is left', async ({ page, baseURL }) => {
    await skipCookieBanner(page, baseURL!);
    await openForm(page);
    const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/services/upload'));
    await page.getByTestId('files-input').setInputFiles(PNG_PATH);
    const url: string = (await (await uploaded).json()).fileUrls[0].url;
    await expect(page.getByTestId('file-item')).toHaveAttribute('data-status', 'done');
    expect((await page.request.get(url)).status()).toBe(200);

    // pagehide sends a keepalive DELETE for each file not in the cart.
    await page.goto('/about');
    await expect.poll(async () => (await page.request.get(url)).status()).toBe(404);
  });

  test('a known e-mail hides the e-mail field; the empty cart says so kindly', async ({ page, baseURL }) => {
    await skipCookieBanner(page, baseURL!);
    await page
      .context()
      .addCookies([{ name: 'mailClient', value: encodeURIComponent('deja@example.fr'), url: baseURL! }]);
    await openForm(page);
    await expect(page.getByTestId('email-input')).toHaveCount(0);
    await expect(page.getByTestId('known-email')).toHaveText('deja@example.fr');

    await page.goto('/panier');
    await expect(page.getByTestId('empty-cart')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    // An unreadable cart cookie is an empty cart, not an error.
    await page.context().addCookies([{ name: 'cart', value: '%7Bpas-du-json', url: baseURL! }]);
    await page.reload();
    await expect(page.getByTestId('empty-cart')).toBeVisible();
  });

  test('pages counted in the uploaded files are offered, never forced', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await skipCookieBanner(page, baseURL!);
    await openForm(page);
    const doc = await PDFDocument.create();
    for (let i = 0; i < 3; i++) doc.addPage();
    const threePages = {
      name: 'jugement-3-pages.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(await doc.save()),
    };
    await page
      .getByTestId('files-input')
      .setInputFiles([
        threePages,
        { name: 'passeport-scan.png', mimeType: 'image/png', buffer: readFileSync(PNG_PATH) },
      ]);
    await expect(page.locator('[data-testid="file-item"][data-status="done"]')).toHaveCount(2);
    await expect(page.getByTestId('file-pages')).toHaveText(['3 pages', '1 page']);

    // The visitor's 1 page stays 1 until they choose the counted figure.
    const hint = page.getByTestId('counted-pages');
    await expect(hint).toContainText('Vos fichiers comptent 4 pages.');
    await expect(page.getByTestId('pages-input')).toHaveValue('1');
    await page.getByTestId('use-counted-pages').click();
    await expect(page.getByTestId('pages-input')).toHaveValue('4');
    await expect(hint).toContainText('Vos fichiers comptent 4 pages, comme indiqué.');
    await expect(page.getByTestId('total-price')).toHaveText('120 €');
    await reviewShot(page, { path: 'test-results/counted-pages-390.png' });
  });
});
