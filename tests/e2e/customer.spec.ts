import { expect, test } from '@playwright/test';
import {
  expectNoProblems,
  gotoHydrated,
  seriousA11yViolations,
  skipCookieBanner,
  watchConsole,
  watchCspIssues,
} from './helpers';
import { allMail, waitForMail } from './mailbox';
import { newCustomerOnDashboard, placeOrder, uniqueEmail } from './fixtures';

test.describe('customer area', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await skipCookieBanner(page, baseURL!);
  });

  test('a customer finds the order on the dashboard and /orders, opens it and sends a message', async ({
    page,
    baseURL,
  }) => {
    const problems = watchConsole(page);
    const csp = await watchCspIssues(page);
    const email = uniqueEmail('suivi');
    await newCustomerOnDashboard(page, email);
    await expect(page.getByTestId('latest-orders')).toContainText('Aucune commande trouvée.');

    await page.goto('/orders');
    await expect(page.getByTestId('no-orders')).toContainText('Aucune commande trouvée.');
    await expect(page.getByTestId('order-count')).toHaveText('0 commande');

    const reference = await placeOrder(page.request, baseURL!);
    await page.goto('/dashboard');
    await expect(page.getByTestId('latest-orders').getByTestId('order-row')).toHaveCount(1);

    await gotoHydrated(page, '/orders');
    await expect(page.getByTestId('order-count')).toHaveText('1 commande');
    const row = page.getByTestId('order-row');
    await expect(row).toContainText(reference);
    await expect(row.getByTestId('status')).toHaveText('Payée');
    await expect(row).toContainText('60 €');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await row.click();

    await expect(page).toHaveURL(new RegExp(`/orders/${reference}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Commande ${reference}`);
    await expect(page.getByTestId('order-summary')).toContainText('LégalisationNon');
    await expect(page.getByTestId('translation-pending')).toHaveText('Votre traduction sera prête prochainement.');
    await expect(page.getByTestId('timeline').locator('li[data-state="done"]')).toHaveCount(2);
    const file = page.getByTestId('client-files').getByTestId('file-link');
    await expect(file).toContainText('acte-de-naissance.pdf');
    const fileHref = (await file.getAttribute('href'))!;
    const download = await page.request.get(fileHref);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toBe('application/pdf');

    // « Une question ou remarque ? »
    await page.getByTestId('open-message').click();
    const dialog = page.getByRole('dialog', { name: 'Une question ou remarque ?' });
    await expect(dialog).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Envoyer' }).click();
    await expect(dialog.getByText('Le message est requis.')).toBeVisible();
    const text = `Pouvez-vous écrire le nom « Benali » comme sur le passeport ? ${reference}`;
    await dialog.getByLabel('Votre message').fill(text);
    await dialog.getByRole('button', { name: 'Envoyer' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('message-sent')).toHaveText('Votre message a été envoyé avec succès !');
    await expect(page.getByTestId('messages')).toContainText(text);
    // It reached the translator through the outbox, answerable to the customer.
    await expect.poll(() => allMail().some((m) => m.includes(text) && m.includes(`Reply-To: ${email}`))).toBe(true);

    // Another customer sees none of it.
    await page.context().clearCookies();
    await skipCookieBanner(page, baseURL!);
    await newCustomerOnDashboard(page, uniqueEmail('autre'));
    const other = await page.goto(`/orders/${reference}`);
    expect(other!.status()).toBe(404);
    await expect(page.getByTestId('order-error')).toContainText('Commande introuvable.');
    await expect(page.getByText(text)).toHaveCount(0);
    expect((await page.request.get(`/api/services/orders/${reference}`)).status()).toBe(404);
    expect((await page.request.get(fileHref)).status()).toBe(404);
    await expectNoProblems([...problems.filter((p) => !p.includes('404')), ...csp]);
  });

  test('a guest asks for a link on /orders, opens it, sees the order, downloads a file and closes the access', async ({
    page,
    baseURL,
  }) => {
    const problems = watchConsole(page);
    const email = uniqueEmail('invite');
    const reference = await placeOrder(page.request, baseURL!, { email: email });

    // Anonymous: the two ways in.
    await gotoHydrated(page, '/orders');
    expect(await seriousA11yViolations(page)).toEqual([]);
    const form = page.getByTestId('guest-link-form');
    await expect(form).toHaveAttribute('data-hydrated', 'true');
    await form.getByLabel('Adresse e-mail de la commande').fill(email);
    await form.getByRole('button', { name: "Recevoir un lien d'accès" }).click();
    await expect(page.getByTestId('guest-link-sent')).toContainText('un lien d’accès vient de vous être envoyé');

    const link = await waitForMail(email, /(https?:\/\/[^\s"<]+\/acces-commandes\/[A-Za-z0-9_-]{43})/);
    await page.goto(new URL(link).pathname);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByTestId('guest-open-submit').click();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.getByTestId('guest-banner')).toContainText(email);
    await page.getByTestId('order-row').filter({ hasText: reference }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Commande ${reference}`);
    const href = await page.getByTestId('client-files').getByTestId('file-link').getAttribute('href');
    const file = await page.request.get(href!);
    expect(file.status()).toBe(200);
    expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // The link was single use.
    await page.goto(new URL(link).pathname);
    await page.getByTestId('guest-open-submit').click();
    await expect(page).toHaveURL(/\/acces-commandes\?erreur=lien-invalide$/);
    await expect(page.getByTestId('guest-invalid')).toHaveText(
      'Lien d’accès invalide ou expiré. Demandez un nouveau lien.',
    );

    // Closing the access on a shared computer.
    await gotoHydrated(page, '/orders');
    await page.getByRole('button', { name: 'Fermer l’accès invité' }).click();
    await expect(page.getByTestId('access-options')).toBeVisible();
    const after = await page.request.get(`/orders/${reference}`, { maxRedirects: 0 });
    expect(after.status()).toBe(302);
    expect(after.headers()['location']).toBe(`/login?next=${encodeURIComponent(`/orders/${reference}`)}`);
    await expectNoProblems(problems);
  });

  test('/order-tracking shows each order’s steps, and invites an anonymous visitor in', async ({ page, baseURL }) => {
    await gotoHydrated(page, '/order-tracking');
    await expect(page.getByTestId('access-options')).toBeVisible();
    await newCustomerOnDashboard(page, uniqueEmail('etapes'));
    const reference = await placeOrder(page.request, baseURL!);
    await page.goto('/order-tracking');
    const card = page.getByTestId('tracking-list').locator('li').filter({ hasText: reference });
    await expect(card.getByTestId('status')).toHaveText('Payée');
    await expect(card.locator('[data-state="current"]')).toContainText('Traduction en cours');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
