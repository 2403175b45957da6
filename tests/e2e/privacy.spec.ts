import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import yauzl from 'yauzl';
import {
  expectNoProblems,
  gotoHydrated,
  seriousA11yViolations,
  skipCookieBanner,
  watchConsole,
  watchCspIssues,
} from './helpers';
import { waitForMail } from './mailbox';
import { ADMIN, PASSWORD, PDF, placeOrder, signInCustomer, uniqueEmail } from './fixtures';

function zipEntries(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const out = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) =>
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          const parts: Buffer[] = [];
          stream.on('data', (c: Buffer) => parts.push(c));
          stream.on('end', () => {
            out.set(entry.fileName, Buffer.concat(parts));
            zip.readEntry();
          });
        }),
      );
      zip.on('end', () => resolve(out));
      zip.readEntry();
    });
  });
}

async function signIn(page: Page, email: string, password: string) {
  await gotoHydrated(page, '/login');
  const form = page.getByTestId('login-form');
  await form.getByLabel('Adresse e-mail').fill(email);
  await form.getByLabel('Mot de passe', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
}

test.describe('personal data', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await skipCookieBanner(page, baseURL!);
  });

  test('a customer downloads their data, then deletes the account for good', async ({ page, baseURL }) => {
    // Export, deletion, three sign-ins and the e-mail: past 30 s when the 2 cores are busy.
    test.slow();
    const problems = watchConsole(page);
    const csp = await watchCspIssues(page);
    const email = uniqueEmail('rgpd');
    await signInCustomer(page.request, email);
    await gotoHydrated(page, '/dashboard');
    // An order with a document, not paid yet (a paid one still being translated would hold the deletion).
    const reference = await placeOrder(page.request, baseURL!, { pages: 1, pay: false });

    // Reload: the panel comes from the server, not from the page that was open.
    await page.reload();
    const panel = page.getByTestId('privacy-panel');
    await expect(panel).toContainText('Vos données personnelles');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // « Télécharger mes données »: a ZIP with the order and the document, decrypted.
    const [download] = await Promise.all([page.waitForEvent('download'), panel.getByTestId('export-data').click()]);
    expect(download.suggestedFilename()).toMatch(/^mes-donnees-\d{4}-\d\d-\d\d\.zip$/);
    const entries = await zipEntries(readFileSync((await download.path())!));
    const json = JSON.parse(entries.get('donnees.json')!.toString('utf8'));
    expect(json.account.email).toBe(email);
    expect(json.orders.map((o: { reference: string }) => o.reference)).toEqual([reference]);
    const file = json.orders[0].documents[0].file as string;
    expect(entries.get(file)!.equals(PDF)).toBe(true);

    // « Supprimer mon compte »: the password is asked; a wrong one changes nothing.
    await panel.getByTestId('open-delete-account').click();
    const dialog = page.getByTestId('delete-account-dialog');
    await expect(dialog).toContainText('Conservés');
    await dialog.getByTestId('delete-account-password').fill('Mauvais1!');
    await dialog.getByTestId('confirm-delete-account').click();
    await expect(dialog.getByTestId('delete-account-error')).toContainText('Mot de passe incorrect.');
    await dialog.getByTestId('delete-account-password').fill(PASSWORD);
    await dialog.getByTestId('confirm-delete-account').click();
    await expect(page).toHaveURL(/\/login\?compte-supprime=1$/);
    await expect(page.getByTestId('account-deleted-notice')).toContainText('Votre compte a été supprimé.');
    await waitForMail(email, /Vos donn=C3=A9es ont =C3=A9t=C3=A9 effac=C3=A9es|Vos données ont été effacées/);

    // The session is gone, on reload and on the pages that need it.
    await page.reload();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);
    expect((await page.request.get(`/api/services/orders/${reference}`)).status()).toBe(404);

    // Signing in fails; the address can register again.
    await signIn(page, email, PASSWORD);
    await expect(page.getByTestId('login-form').getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    expect((await page.request.post('/api/auth/register', { data: { email, password: PASSWORD } })).status()).toBe(201);
    await signIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('latest-orders')).toContainText('Aucune commande trouvée.');

    await expectNoProblems(problems.filter((p) => !/401|Unauthorized/.test(p)));
    expect(csp).toEqual([]);
  });

  test('the admin previews and erases the data of a guest, by e-mail', async ({ page, baseURL }) => {
    const problems = watchConsole(page);
    const email = uniqueEmail('invite');
    // A guest's order: no account, only its address.
    const guestOrder = await placeOrder(page.request, baseURL!, { email, pages: 1, pay: false });

    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByTestId('last-purge')).toContainText('Dernière purge');
    await gotoHydrated(page, '/admin/donnees');
    await page.getByTestId('erasure-email').fill(email.toUpperCase());
    await page.getByTestId('erasure-preview').click();
    const plan = page.getByTestId('erasure-plan');
    await expect(plan).toContainText(guestOrder);
    await expect(plan).toContainText('1 document ou traduction');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByTestId('erasure-confirm').click();
    await expect(page.getByTestId('erasure-done')).toContainText('Données effacées.');
    await page.getByTestId('erasure-email').fill(email);
    await page.getByTestId('erasure-preview').click();
    // Only the confirmation e-mail just sent remains under the address.
    await expect(page.getByTestId('erasure-plan')).toContainText('0 document ou traduction');
    await expect(page.getByTestId('erasure-plan')).not.toContainText(guestOrder);
    await expectNoProblems(problems);
  });
});
