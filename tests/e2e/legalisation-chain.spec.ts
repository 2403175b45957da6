import { expect, test } from '@playwright/test';
import {
  expectNoProblems,
  seriousA11yViolations,
  skipCookieBanner,
  watchConsole,
  fillBuyer,
  reviewShot,
} from './helpers';
import { ADMIN } from './fixtures';

const CHAIN_NAME =
  'Émirats arabes unis : chaîne complète (Mairie → Ministère, par notaire habilité → Consulat / Ambassade)';

test.describe('the purpose question and the legalisation chain', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a phone visitor orders the UAE chain from /Emirats, priced per document as the catalogue says, and the translator sees the purpose', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    test.slow();
    const problems = watchConsole(page);
    await skipCookieBanner(page, baseURL!);
    await page.goto('/Emirats');
    await page.getByRole('link', { name: 'Commander une traduction' }).first().click();
    await expect(page).toHaveURL(/\/services\?demarche=etranger$/);

    // The presets are in the server's page, before any script runs.
    await expect(page.getByTestId('purpose-etranger')).toBeChecked();
    await expect(page.getByTestId('legalization-select')).toHaveValue('chaine-eau');
    await expect(page.getByTestId('delivery-select')).toHaveValue('priority');
    await expect(page.getByTestId('purpose-reason')).toContainText('mairie, ministère, puis ambassade');

    await expect(page.getByTestId('order-form')).toHaveAttribute('data-hydrated', 'true');
    await page.getByTestId('documents-input').fill('2');
    await page.getByTestId('pages-input').fill('3');
    await page.getByTestId('email-input').fill('emirats.chaine@example.fr');
    // 3 × 30 + 15 (recommandée) + 2 × (20 + 50 + 80).
    await expect(page.getByTestId('total-price').first()).toHaveText('405 €');
    await fillBuyer(page);
    await page.getByTestId('add-to-cart').click();
    await expect(page).toHaveURL(/\/panier$/);

    // A reload keeps everything: the cart lives in a cookie and the server prices it again.
    await page.reload();
    const summary = page.getByTestId('cart-summary');
    await expect(summary).toHaveAttribute('data-hydrated', 'true');
    await expect(summary).toContainText('Émirats / étranger');
    await expect(summary).toContainText(CHAIN_NAME);
    await expect(summary).toContainText('Légalisation\u00a0: Consulat / Ambassade (2 documents)');
    await expect(page.getByTestId('total-price').first()).toHaveText('405 €');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await reviewShot(page, { path: testInfo.outputPath('panier-chaine-390.png'), fullPage: true });

    await page.getByTestId('withdrawal-consent').check();
    await page.getByTestId('pay-button').click();
    await expect(page).toHaveURL(/\/paiement-demo\/demo_[A-Za-z0-9_-]+$/);
    const reference = (await page.getByTestId('demo-reference').innerText()).trim();
    await page.getByTestId('demo-pay').click();
    await expect(page).toHaveURL(new RegExp(`/confirmation\\?ref=${reference}$`));
    await expect(page.getByTestId('confirmation-total')).toHaveText('405 €');
    await expect(page.getByTestId('confirmation-summary')).toContainText('Mairie → Ministère, par notaire habilité');

    // The translator's order page says what the translation is for.
    const admin = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const adminPage = await admin.newPage();
    await skipCookieBanner(adminPage, baseURL!);
    expect((await adminPage.request.post('/api/auth/admin/login', { data: ADMIN })).status()).toBe(200);
    await adminPage.goto(`/admin/order-admin-details/${reference}`);
    await expect(adminPage.getByTestId('summary-purpose')).toHaveText('Émirats / étranger');
    await expect(adminPage.getByText(CHAIN_NAME)).toBeVisible();
    await admin.close();
    await expectNoProblems(problems);
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`answering the purpose presets delivery and legalisation, which stay free to change (${scheme})`, async ({
      page,
      baseURL,
    }, testInfo) => {
      await page.emulateMedia({ colorScheme: scheme });
      await skipCookieBanner(page, baseURL!);
      await page.goto('/services');
      await expect(page.getByTestId('order-form')).toHaveAttribute('data-hydrated', 'true');
      // The question comes first.
      const first = page.locator('form[data-testid="order-form"] h2').first();
      await expect(first).toHaveText('Pour quelle démarche ?');
      await expect(page.getByTestId('purpose-reason')).toBeEmpty();

      await page.getByText('Préfecture / titre de séjour').click();
      await expect(page.getByTestId('delivery-select')).toHaveValue('standard');
      await expect(page.getByTestId('legalization-select')).toHaveValue('none');
      await expect(page.getByTestId('purpose-reason')).toContainText('original papier signé et tamponné');
      // 30 + 10 (lettre suivie).
      await expect(page.getByTestId('total-price').first()).toHaveText('40 €');

      // The visitor overrides the preset: it stays, and is priced.
      await page.getByTestId('legalization-select').selectOption('mairie');
      await page.getByText('Études').click();
      await expect(page.getByTestId('delivery-select')).toHaveValue('email');
      await expect(page.getByTestId('legalization-select')).toHaveValue('none');
      await page.getByTestId('legalization-select').selectOption('chaine-eau-commerce');
      await expect(page.getByTestId('legalization-select')).toHaveValue('chaine-eau-commerce');
      // 30 + 0 + (50 + 50 + 80).
      await expect(page.getByTestId('total-price').first()).toHaveText('210 €');
      await expect(page.getByTestId('legalization-select')).toHaveAccessibleDescription(/ajoute 25\sjours ouvrés/);

      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.getByTestId('purpose-choices').scrollIntoViewIfNeeded();
      await reviewShot(page, { path: testInfo.outputPath(`demarche-390-${scheme}.png`) });
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  }
});
