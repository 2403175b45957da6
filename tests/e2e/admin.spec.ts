import { expect, test } from '@playwright/test';
import {
  expectNoProblems,
  allowPages,
  gotoHydrated,
  inGroups,
  seriousA11yViolations,
  skipCookieBanner,
  watchConsole,
  watchCspIssues,
  reviewShot,
} from './helpers';
import { allMail, isTo, waitForMail } from './mailbox';
import { ADMIN, PASSWORD, placeOrder, uniqueEmail } from './fixtures';

const TRANSLATION = {
  name: 'traduction-acte-de-naissance.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
};

test.describe('back office', () => {
  test('the admin delivers a translation that the customer then downloads', async ({ page, browser, baseURL }) => {
    test.slow();
    const problems = watchConsole(page);
    const csp = await watchCspIssues(page);

    // A customer orders and pays (demo), signed in.
    const customer = await browser.newContext({ baseURL });
    const customerPage = await customer.newPage();
    await skipCookieBanner(customerPage, baseURL!);
    const email = uniqueEmail('livraison');
    expect(
      (await customerPage.request.post('/api/auth/register', { data: { email, password: PASSWORD } })).status(),
    ).toBe(201);
    expect((await customerPage.request.post('/api/auth/login', { data: { email, password: PASSWORD } })).status()).toBe(
      200,
    );
    const reference = await placeOrder(customerPage.request, baseURL!);

    // The admin signs in and finds it.
    await skipCookieBanner(page, baseURL!);
    await gotoHydrated(page, '/admin/login');
    const form = page.getByTestId('login-form');
    await form.getByLabel('Adresse e-mail').fill(ADMIN.email);
    await form.getByLabel('Mot de passe', { exact: true }).fill(ADMIN.password);
    await form.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByTestId('figure-to-handle')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await gotoHydrated(page, '/admin/orders');
    await page.getByTestId('orders-q').fill(email);
    await page.getByTestId('orders-q').press('Enter');
    await expect(page).toHaveURL(/q=/);
    const link = page.getByTestId('order-link').filter({ hasText: reference });
    await expect(link).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/admin/order-admin-details/${reference}$`));
    await expect(page.getByTestId('summary-email')).toContainText(email);
    await expect(page.getByTestId('admin-client-files')).toContainText('acte-de-naissance.pdf');

    // Upload the translation.
    await page.getByTestId('upload-submit').click();
    await expect(page.getByText('Veuillez sélectionner au moins un fichier.')).toBeVisible();
    await page.getByTestId('translation-input').setInputFiles(TRANSLATION);
    await expect(page.getByTestId('translation-selection')).toContainText(TRANSLATION.name);
    await page.getByTestId('upload-submit').click();
    // The server tries to stamp each file for verification before it answers (decision 054).
    await expect(page.getByText('Fichier(s) téléchargé(s) avec succès !')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('admin-translated-files')).toContainText(TRANSLATION.name);
    await expect(page.getByTestId('status-history')).toContainText('Traduction disponible');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The confirmation e-mail: idle → sending → sent, then disabled.
    const button = page.getByTestId('confirmation-email');
    await button.click();
    await expect(button).toHaveText(/Email de confirmation envoyé/);
    await expect(button).toBeDisabled();
    const signed = await waitForMail(
      email,
      /(https?:\/\/[^\s"<>]+\/api\/services\/files\/[0-9a-f-]{36}\?[^\s"<>]*signature=[^\s"<>]+)/,
    );
    // The link works without any session, for a while.
    const anonymous = await browser.newContext();
    const byLink = await anonymous.request.get(signed.replace(/&amp;/g, '&'));
    expect(byLink.status()).toBe(200);
    expect((await byLink.body()).subarray(0, 5).toString()).toBe('%PDF-');
    // Altered, as a copy-paste can: opened in a browser, it leads to the page that sends a new
    // access link, which says why.
    const altered = await anonymous.newPage();
    const url = new URL(signed.replace(/&amp;/g, '&'));
    const signature = url.searchParams.get('signature')!;
    url.searchParams.set('signature', `${signature.startsWith('x') ? 'y' : 'x'}${signature.slice(1)}`);
    await altered.goto(url.toString());
    await expect(altered).toHaveURL(/\/acces-commandes\?erreur=telechargement-invalide$/);
    await expect(altered.getByTestId('guest-invalid')).toHaveText('Ce lien de téléchargement n’est pas valide.');
    await anonymous.close();

    // Sent by e-mail: nothing to post, so no « Expédiée » (issue 30); she closes it as « Terminée ».
    await expect(page.getByTestId('move-shipped')).toHaveCount(0);
    await page.getByTestId('move-completed').click();
    await expect(page.getByTestId('status-history')).toContainText('Terminée');

    // The customer sees and downloads the translation.
    await gotoHydrated(customerPage, `/orders/${reference}`);
    const translated = customerPage.getByTestId('translated-files').getByTestId('file-link');
    await expect(translated).toContainText(TRANSLATION.name);
    const download = await customerPage.request.get((await translated.getAttribute('href'))!);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toBe('application/pdf');
    await expect(customerPage.getByTestId('order-summary')).toBeVisible();
    await expect(customerPage.locator('h1 + div [data-testid="status"]')).toHaveText('Terminée');

    // On a phone, the delivered order never scrolls sideways.
    await customerPage.setViewportSize({ width: 390, height: 844 });
    await customerPage.reload();
    await expect(customerPage.getByTestId('translated-files')).toBeVisible();
    expect(await customerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await reviewShot(customerPage, { path: 'test-results/order-delivered-390.png', fullPage: true });

    // One e-mail delivered the translation: the upload sent none of its own.
    const toCustomer = allMail().filter((m) => isTo(m, email));
    expect(toCustomer.filter((m) => /traduction est prête/i.test(m))).toEqual([]);
    await customer.close();
    await expectNoProblems([...problems, ...csp]);
  });

  // Five pages a test, one after the other in one tab (inGroups). The e2e server's lists grow with
  // every other test, and axe on a long /admin/orders takes seconds: each page has its own time.
  const ADMIN_PAGES = [
    '/admin/dashboard',
    '/admin/orders',
    '/admin/orders?view=today',
    '/admin/users',
    '/admin/demandes',
    '/admin/catalogue',
    '/admin/outbox',
    '/admin/donnees',
    '/admin/factures',
    // Its period chips: the current one in dark mode was 1.99:1 (issue 30).
    '/admin/recettes',
  ];
  for (const paths of inGroups(ADMIN_PAGES, 5)) {
    test(`${paths.join(', ')} answer axe in light and dark`, async ({ page, baseURL }) => {
      allowPages(paths.length);
      await skipCookieBanner(page, baseURL!);
      expect((await page.request.post('/api/auth/admin/login', { data: ADMIN })).status()).toBe(200);
      for (const path of paths)
        await test.step(path, async () => {
          await page.emulateMedia({ colorScheme: 'light' });
          await gotoHydrated(page, path);
          await expect(page.locator('h1')).toHaveCount(1);
          for (const scheme of ['light', 'dark'] as const) {
            await page.emulateMedia({ colorScheme: scheme });
            expect(
              await seriousA11yViolations(page, { coloursOnly: scheme === 'dark' }),
              `${path} (${scheme})`,
            ).toEqual([]);
          }
        });
    });
  }
});
