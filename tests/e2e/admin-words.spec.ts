import { expect, test } from '@playwright/test';
import { adminContext } from './fixtures';
import { gotoHydrated } from './helpers';

/**
 * Issue 30: the translator is not a developer. No page of the back office shows her a setting's
 * name (SMTP_URL, BACKUP_PASSPHRASE…), a template's braces or a file type: it says it in words.
 */
const ENV_NAME = /\b[A-Z]+_[A-Z_]+\b/;
const TEMPLATE = /\{\{/;
const FILE_TYPE = /\.(eml|env)\b/;

const ADMIN_PAGES = [
  '/admin/dashboard',
  '/admin/orders',
  '/admin/demandes',
  '/admin/catalogue',
  '/admin/outbox',
  '/admin/factures',
  '/admin/recettes',
  '/admin/donnees',
  '/admin/avis',
  '/admin/users',
];

test('the outbox banner says in words that e-mails stay on the server, and who can change that', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await adminContext(browser, baseURL!);
  try {
    await gotoHydrated(page, '/admin/outbox');
    // The browser tests' server has no mail server: the e-mails are written on disk.
    const banner = page.getByTestId('mail-delivery-local');
    await expect(banner).toContainText('Aucun serveur d’envoi n’est configuré\u00a0: les e-mails ne partent pas.');
    await expect(banner).toContainText('Les e-mails sont enregistrés sur le serveur, sans être envoyés');
    await expect(banner).toContainText(
      'la personne qui héberge le site doit configurer le serveur d’envoi, puis redémarrer le site.',
    );
    const text = (await banner.textContent()) ?? '';
    expect(text).not.toMatch(ENV_NAME);
    expect(text).not.toMatch(TEMPLATE);
    expect(text).not.toMatch(FILE_TYPE);
    await expect(banner.locator('code')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('no back-office page shows a setting name, template braces or a file type', async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  const { context, page } = await adminContext(browser, baseURL!);
  try {
    for (const path of ADMIN_PAGES) {
      await gotoHydrated(page, path);
      // Folded parts (the chat hours) count too.
      await page.locator('details').evaluateAll((all) => all.forEach((d) => ((d as HTMLDetailsElement).open = true)));
      const text = await page.locator('body').innerText();
      expect(text.match(ENV_NAME)?.[0], path).toBeUndefined();
      expect(text.match(TEMPLATE)?.[0], path).toBeUndefined();
      expect(text.match(FILE_TYPE)?.[0], path).toBeUndefined();
    }
    // The data page says who sets the retention periods, not their setting names.
    await gotoHydrated(page, '/admin/donnees');
    await expect(page.locator('main')).toContainText(
      'Ces durées sont réglées sur le serveur par la personne qui héberge le site',
    );
  } finally {
    await context.close();
  }
});
