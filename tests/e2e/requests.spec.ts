import { expect, test } from '@playwright/test';
import {
  browseFromOwnAddress,
  expectNoProblems,
  gotoHydrated,
  seriousA11yViolations,
  skipCookieBanner,
  watchConsole,
  watchCspIssues,
} from './helpers';
import { allMail, isTo, waitForMail } from './mailbox';
import { PDF_PATH, uniqueEmail } from './fixtures';

// The forms here count requests per address: each test sends from its own.
browseFromOwnAddress();

test.describe('quote, contact and support requests', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await skipCookieBanner(page, baseURL!);
  });

  test('a quote request with a document reaches the translator and the requester', async ({ page }) => {
    const problems = watchConsole(page);
    const csp = await watchCspIssues(page);
    const email = uniqueEmail('devis');
    await gotoHydrated(page, '/devis');
    expect(await seriousA11yViolations(page)).toEqual([]);
    const form = page.getByTestId('quote-form');

    // The shared rules speak before anything is sent.
    await form.getByTestId('quote-submit').click();
    await expect(form.getByTestId('name-input')).toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('Nom et prénom').fill('Omar Haddad');
    await form.getByTestId('email-input').fill(email);
    await form.getByLabel('Nombre de pages').fill('4');
    await form.getByLabel('Mode de livraison').selectOption('dhl');
    await form.getByTestId('message-input').fill('Diplôme de licence et relevé de notes, pour une équivalence.');
    await form.getByTestId('file-input').setInputFiles(PDF_PATH);
    await expect(form.getByTestId('chosen-file')).toContainText('acte-de-naissance.pdf');
    await form.getByTestId('quote-submit').click();

    const success = page.getByTestId('request-success');
    await expect(success).toContainText('Votre demande de devis a été envoyée avec succès !');
    await expect(page.getByTestId('quote-follow-up')).toHaveText(
      'Nous vous enverrons votre devis dans les plus brefs délais.',
    );
    const reference = (await page.getByTestId('quote-reference').textContent())!.trim();
    expect(reference).toMatch(/^DV-[0-9A-Z]{8}$/);

    // Acknowledgement to the requester, notice with an authorised file link to the business.
    await waitForMail(email, new RegExp(reference));
    await expect
      .poll(() =>
        allMail().some(
          (m) => !isTo(m, email) && m.includes(reference) && m.includes(`/api/admin/quotes/${reference}/file`),
        ),
      )
      .toBe(true);
    // The link is for admins only.
    expect((await page.request.get(`/api/admin/quotes/${reference}/file`)).status()).toBe(401);
    await expectNoProblems([...problems, ...csp]);
  });

  test('a document of the wrong type is refused in the page with a French message', async ({ page }) => {
    await gotoHydrated(page, '/order');
    const form = page.getByTestId('quote-form');
    await form
      .getByTestId('file-input')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('pas un PDF') });
    await expect(form.getByText('Seuls les fichiers PDF, PNG et JPG sont autorisés.')).toBeVisible();
    await expect(form.getByTestId('chosen-file')).toHaveCount(0);
  });

  test('contact and support messages are sent and acknowledged', async ({ page }) => {
    const email = uniqueEmail('contact');
    await gotoHydrated(page, '/contact');
    expect(await seriousA11yViolations(page)).toEqual([]);
    const contact = page.getByTestId('contact-form');
    await contact.getByLabel('Nom et prénom').fill('Nadia Benali');
    await contact.getByTestId('email-input').fill(email);
    await contact.getByLabel('Objet').fill('Délai pour un jugement de divorce');
    await contact.getByLabel('Message').fill('Bonjour, combien de temps faut-il pour un jugement de 6 pages ?');
    await contact.getByTestId('contact-submit').click();
    await expect(page.getByTestId('request-success')).toBeVisible();
    await waitForMail(email, /To: /);

    await gotoHydrated(page, '/support');
    expect(await seriousA11yViolations(page)).toEqual([]);
    const support = page.getByTestId('support-form');
    await support.getByTestId('email-input').fill(email);
    await support.getByLabel('Référence de commande').fill('tr-7k3f9q2m');
    await support.getByLabel('Objet').fill('Fichier illisible');
    await support.getByLabel('Message').fill('Le PDF de ma traduction ne s’ouvre pas.');
    await support.getByTestId('support-submit').click();
    await expect(page.getByTestId('request-success')).toBeVisible();
    await expect.poll(() => allMail().filter((m) => isTo(m, email)).length).toBe(2);
  });
});
