import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  expectNoProblems,
  seriousA11yViolations,
  skipCookieBanner,
  watchConsole,
  fillBuyer,
  reviewShot,
} from './helpers';
import { PDF_PATH, PNG_PATH } from './fixtures';
import { typicalCart } from './cart-fixture';

const DEMO_TITLE = 'Paiement de démonstration — aucun débit réel';
const REFERENCE = /^TR-[0-9A-HJKMNP-TV-Z]{8}$/;

/** /services → /panier with 2 pages, an e-mail and two uploaded files (2 × 30 € by e-mail: 60 €). */
async function fillCart(page: Page, email: string) {
  await page.goto('/services');
  await expect(page.getByTestId('order-form')).toHaveAttribute('data-hydrated', 'true');
  await page.getByTestId('pages-input').fill('2');
  await page.getByTestId('email-input').fill(email);
  await page.getByTestId('files-input').setInputFiles([PDF_PATH, PNG_PATH]);
  await expect(page.locator('[data-testid="file-item"][data-status="done"]')).toHaveCount(2);
  await fillBuyer(page);
  await page.getByTestId('add-to-cart').click();
  await expect(page).toHaveURL(/\/panier$/);
  await expect(page.getByTestId('cart-summary')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByTestId('total-price')).toHaveText('60 €');
}

/** Ticks the withdrawal consent, pays, and returns the demo page's address. */
async function payFromCart(page: Page): Promise<string> {
  const pay = page.getByTestId('pay-button');
  await expect(pay).toBeDisabled();
  await page.getByTestId('withdrawal-consent').check();
  await expect(pay).toBeEnabled();
  await pay.click();
  await expect(page).toHaveURL(/\/paiement-demo\/demo_[A-Za-z0-9_-]+$/);
  return page.url();
}

test.describe('checkout and payment', () => {
  test('a visitor pays on the demo page and lands on the confirmation; the cart is then emptied', async ({
    page,
    context,
    baseURL,
  }) => {
    const problems = watchConsole(page);
    await skipCookieBanner(page, baseURL!);
    await fillCart(page, 'paiement.test@example.fr');

    // The consent is required: the button waits for it.
    const pay = page.getByTestId('pay-button');
    await expect(pay).toBeDisabled();
    await expect(page.getByTestId('withdrawal-consent')).not.toBeChecked();
    await expect(page.getByText('art. L221-28 du Code de la consommation')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A double click creates one order only.
    const checkouts: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/services/checkout')) checkouts.push(r.postData() ?? '');
    });
    await page.getByTestId('withdrawal-consent').check();
    await pay.dblclick();
    await expect(page).toHaveURL(/\/paiement-demo\/demo_[A-Za-z0-9_-]+$/);
    expect(checkouts).toHaveLength(1);
    const sent = JSON.parse(checkouts[0]!);
    expect(sent).toMatchObject({
      numberOfPages: 2,
      numberOfDocuments: 1,
      deliveryMethod: 'email',
      legalization: 'none',
      email: 'paiement.test@example.fr',
    });
    expect(sent.fileIds).toHaveLength(2);
    expect(sent.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{16,64}$/);

    // The demo page says plainly that nothing is charged.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO_TITLE);
    await expect(page.getByTestId('demo-banner')).toContainText('Aucune carte bancaire');
    await expect(page.getByTestId('total-price')).toHaveText('60 €');
    const reference = (await page.getByTestId('demo-reference').innerText()).trim();
    expect(reference).toMatch(REFERENCE);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Payer → /payment-success → /confirmation.
    const verified = page.waitForResponse((r) => r.url().includes('/api/services/payment-success?session_id='));
    await page.getByTestId('demo-pay').click();
    expect((await verified).status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`/confirmation\\?ref=${reference}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Commande Confirmée !');
    await expect(page.getByTestId('confirmation-reference')).toHaveText(reference);
    const summary = page.getByTestId('confirmation-summary');
    await expect(summary).toContainText('2 pages');
    await expect(summary).toContainText('acte-de-naissance.pdf');
    await expect(summary).toContainText('passeport-scan.png');
    await expect(page.getByTestId('confirmation-total')).toHaveText('60 €');
    await expect(page.getByText('Vous recevrez un e-mail de confirmation')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Retour à l’accueil' }).last()).toHaveAttribute('href', '/');

    // Spec 4: the cart and the mail client are gone from cookies and localStorage.
    await expect
      .poll(async () => (await context.cookies()).map((c) => c.name).filter((n) => n === 'cart' || n === 'mailClient'))
      .toEqual([]);
    expect(await page.evaluate(() => [localStorage.getItem('cart'), localStorage.getItem('mailClient')])).toEqual([
      null,
      null,
    ]);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The confirmation e-mail left through the outbox (no SMTP here: an .eml file in the data folder).
    const mailDir = path.join(process.env.E2E_DATA_DIR!, 'mail');
    await expect
      .poll(
        () => {
          const files = existsSync(mailDir) ? readdirSync(mailDir) : [];
          return files
            .map((f) => readFileSync(path.join(mailDir, f), 'utf8'))
            .some((m) => m.includes(`Commande ${reference} confirm`) && m.includes('paiement.test@example.fr'));
        },
        { timeout: 15_000 },
      )
      .toBe(true);

    // The cart is empty now.
    await page.goto('/panier');
    await expect(page.getByTestId('empty-cart')).toBeVisible();
    await expectNoProblems(problems);
  });

  test('cancelling on the demo page returns to the cart, intact; paying again reuses the same order', async ({
    page,
    context,
    baseURL,
  }) => {
    await skipCookieBanner(page, baseURL!);
    await fillCart(page, 'annulation@example.fr');
    const demoUrl = await payFromCart(page);

    await page.getByTestId('demo-cancel').click();
    await expect(page).toHaveURL(/\/panier$/);
    await expect(page.getByTestId('cart-summary')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByTestId('total-price')).toHaveText('60 €');
    await expect(page.getByTestId('cart-email')).toHaveText('annulation@example.fr');
    await expect(page.getByTestId('cart-file')).toHaveCount(2);
    await expect(page.getByTestId('expired-files')).toHaveCount(0);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'cart')).toBeDefined();
    expect(cookies.find((c) => c.name === 'mailClient')).toBeDefined();
    expect(await page.evaluate(() => localStorage.getItem('cart'))).not.toBeNull();

    // Same cart, same tab: same idempotency key, so the same order and payment page.
    expect(await payFromCart(page)).toBe(demoUrl);
  });

  test('a refused checkout shows the server’s message and lets the visitor try again', async ({ page, baseURL }) => {
    await skipCookieBanner(page, baseURL!);
    await fillCart(page, 'refus@example.fr');
    let calls = 0;
    await page.route('**/api/services/checkout', async (route) => {
      calls++;
      await route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({
          message: 'Le paiement en ligne est momentanément indisponible. Réessayez dans quelques instants.',
        }),
      });
    });
    await page.getByTestId('withdrawal-consent').check();
    await page.getByTestId('pay-button').click();
    const error = page.getByTestId('checkout-error');
    await expect(error).toHaveAttribute('role', 'alert');
    await expect(error).toHaveText(
      'Le paiement en ligne est momentanément indisponible. Réessayez dans quelques instants.',
    );
    await expect(page.getByTestId('pay-button')).toBeEnabled();
    await expect(page.getByTestId('pay-button')).toHaveText('Payer 60 €');
    await expect(page).toHaveURL(/\/panier$/);
    expect(calls).toBe(1);
  });

  test('an invalid payment session ends on the home page; an unknown demo session is a 404', async ({
    page,
    baseURL,
  }) => {
    await skipCookieBanner(page, baseURL!);
    // The check runs after hydration (and retries once on a server error): slow on a loaded machine.
    await page.goto('/payment-success?session_id=bogus');
    await expect(page).toHaveURL(`${baseURL}/`, { timeout: 15_000 });

    await page.goto('/payment-success');
    await expect(page).toHaveURL(`${baseURL}/`, { timeout: 15_000 });

    const response = await page.goto('/paiement-demo/demo_inconnuinconnuinconnu1234');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('demo-pay')).toHaveCount(0);
  });

  test('on a 390 px phone, a bar keeps « Payer 60 € » in sight, the consent box stands above the button, the header counts the cart', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await skipCookieBanner(page, baseURL!);
    await fillCart(page, 'telephone@example.fr');
    await expect(page.getByTestId('cart-count')).toHaveText('1');

    // At the top of the cart the pay button is far below: the bar shows the total and pays.
    const bar = page.locator('[data-mobile-total-bar]');
    await expect(bar).toBeVisible();
    await expect(page.getByTestId('bar-total')).toHaveText('60 €');
    const barPay = page.getByTestId('bar-pay-button');
    await expect(barPay).toHaveText('Payer 60 €');
    await reviewShot(page, { path: 'test-results/panier-390.png' });
    const barBox = (await bar.boundingBox())!;
    expect(barBox.y + barBox.height).toBeLessThanOrEqual(844);
    // The chat button steps aside on a phone's cart (issue 30): nothing sits on the bar.
    await expect(page.getByTestId('chat-toggle')).toBeHidden();

    // Not ticked yet: the bar brings the visitor to the box, and nothing is ordered.
    await barPay.click();
    const consent = page.getByTestId('withdrawal-consent');
    await expect(consent).toBeFocused();
    await expect(consent).toBeInViewport();
    await expect(page).toHaveURL(/\/panier$/);
    const consentBox = (await consent.boundingBox())!;
    const payBox = (await page.getByTestId('pay-button').boundingBox())!;
    expect(consentBox.y, 'the box comes before the button').toBeLessThan(payBox.y);
    await expect(page.getByTestId('pay-button')).toHaveText('Payer 60 €');
    await expect(page.getByTestId('after-payment')).toContainText('vous recevrez un e-mail de confirmation');

    // A reload keeps the cart, its count and the bar.
    await page.reload();
    await expect(page.getByTestId('cart-summary')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toBeVisible();

    // Ticked: the bar's button pays.
    await page.getByTestId('withdrawal-consent').check();
    await page.evaluate(() => window.scrollTo(0, 0));
    await barPay.click();
    await expect(page).toHaveURL(/\/paiement-demo\/demo_[A-Za-z0-9_-]+$/);
    // The demo page's pay button, which says the amount, is whole in the first screen of a phone
    // and leaves room for the browser's own bars (a real 390 px phone shows about 660 px of page);
    // no chat button covers this step.
    const demoPay = page.getByTestId('demo-pay');
    await expect(demoPay).toHaveText('Payer 60 €');
    expect((await demoPay.boundingBox())!.y + (await demoPay.boundingBox())!.height).toBeLessThanOrEqual(660);
    await expect(page.getByTestId('chat-toggle')).toHaveCount(0);
    await page.getByTestId('demo-pay').click();
    await expect(page).toHaveURL(/\/confirmation\?ref=/);
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });

  test('/confirmation opened without a recent order says so and leads to the order form', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await skipCookieBanner(page, baseURL!);
    await page.goto('/confirmation');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aucune commande récente');
    await expect(page.getByText('Commande Confirmée !')).toHaveCount(0);
    await page.getByRole('link', { name: 'Commander une traduction' }).first().click();
    await expect(page).toHaveURL(/\/services$/);
    // A reference that names no paid order is no confirmation either.
    await page.goto('/confirmation?ref=TR-ABCDEFGH');
    await expect(page.getByTestId('no-recent-order')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

test.describe('demo payment page on a 1280 × 900 screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the amount and the whole pay button show without scrolling', async ({ page, baseURL }) => {
    await skipCookieBanner(page, baseURL!);
    // The cart through the API, the same as fillCart's (2 pages by e-mail): the form's journey to
    // /panier is the tests' above (issue 32).
    await typicalCart(page, baseURL!, 'fr', { deliveryMethod: 'email', legalization: 'none' });
    await page.goto('/panier');
    await expect(page.getByTestId('cart-summary')).toHaveAttribute('data-hydrated', 'true');
    await payFromCart(page);
    // Its bottom was at 916 px: half the button under the fold.
    await expect(page.getByTestId('demo-amount')).toBeInViewport({ ratio: 1 });
    await expect(page.getByTestId('demo-pay')).toBeInViewport({ ratio: 1 });
  });

  test('with a long cart (priority post, town hall legalisation) the pay button stays on screen', async ({
    page,
    baseURL,
  }) => {
    await skipCookieBanner(page, baseURL!);
    await typicalCart(page, baseURL!, 'fr', { deliveryMethod: 'priority', legalization: 'mairie' });
    await page.goto('/panier');
    await expect(page.getByTestId('cart-summary')).toHaveAttribute('data-hydrated', 'true');
    await payFromCart(page);
    // Its lines pushed « Payer » 12 % under the fold: the buttons now keep to the screen's bottom edge.
    await expect(page.getByTestId('demo-pay')).toBeInViewport({ ratio: 1 });
    await page.mouse.wheel(0, 400);
    await expect(page.getByTestId('demo-pay')).toBeInViewport({ ratio: 1 });
    await expect(page.getByTestId('demo-amount')).toBeInViewport();
  });
});
