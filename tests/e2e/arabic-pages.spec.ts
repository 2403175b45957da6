import { expect, test } from '@playwright/test';
import {
  browseFromOwnAddress,
  expectNoProblems,
  allowPages,
  gotoHydrated,
  inGroups,
  skipCookieBanner,
  watchConsole,
  reviewShot,
} from './helpers';
import { waitForMail } from './mailbox';
import { PDF_PATH, uniqueEmail } from './fixtures';
import { switcher } from './arabic-checks';

// The forms here count requests per address: each test sends from its own.
browseFromOwnAddress();

/**
 * Issue 17, the Arabic pages beyond the home page: the quote and contact forms used the way a
 * visitor uses them (typing as soon as the page shows, before it is interactive), their Arabic
 * acknowledgement read from the outbox, and the language switcher on each page.
 */
test.describe('/ar/devis on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a quote request typed at once, with a document, is confirmed and acknowledged in Arabic', async ({
    page,
    baseURL,
  }) => {
    const problems = watchConsole(page);
    await skipCookieBanner(page, baseURL!);
    const email = uniqueEmail('devis-ar');
    // No wait for hydration: what is typed before the page is interactive is kept (decision 027).
    await page.goto('/ar/devis');
    const form = page.getByTestId('quote-form');
    await form.getByLabel('الاسم الكامل').fill('كريم حداد');
    await form.getByTestId('email-input').fill(email);
    await form.getByLabel('عدد الصفحات').fill('3');
    await form.getByLabel('طريقة التسليم').selectOption('priority');
    await form.getByTestId('message-input').fill('شهادة ميلاد مغربية لعقد زواج في فرنسا.');
    await form.getByTestId('file-input').setInputFiles(PDF_PATH);
    await expect(form.getByTestId('chosen-file')).toContainText('acte-de-naissance.pdf');
    await expect(form.getByTestId('chosen-file')).toContainText('يُرسَل مع طلبك');
    await form.getByTestId('quote-submit').click();

    const success = page.getByTestId('request-success');
    await expect(success).toContainText('تم إرسال طلب عرض السعر بنجاح!');
    // The address in a left-to-right isolate: one that starts with digits is otherwise drawn scrambled.
    await expect(success).toContainText(`تُرسَل رسالة تأكيد إلى \u2066${email}\u2069`);
    const reference = (await page.getByTestId('quote-reference').textContent())!.trim();
    expect(reference).toMatch(/^DV-[0-9A-Z]{8}$/);

    // The acknowledgement, from the outbox files: Arabic, right to left.
    const ack = await waitForMail(email, new RegExp(`<html lang="ar" dir="rtl">[\\s\\S]*${reference}[\\s\\S]*`));
    expect(ack).toContain(`تلقّينا طلب عرض السعر \u2068<strong>${reference}</strong>\u2069`);
    expect(ack).toContain('وصلتنا وثيقتك، وهي محفوظة مشفّرة.');
    expect(ack).not.toContain('Bonjour');
    await expectNoProblems(problems);
  });

  test('the form speaks Arabic when a field is wrong', async ({ page, baseURL }) => {
    await skipCookieBanner(page, baseURL!);
    await gotoHydrated(page, '/ar/devis');
    const form = page.getByTestId('quote-form');
    await form.getByTestId('quote-submit').click();
    await expect(form.getByTestId('name-input')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('الاسم مطلوب.')).toBeVisible();
    await form
      .getByTestId('file-input')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('pas un PDF') });
    await expect(form.locator('#' + (await form.getByTestId('file-input').getAttribute('id')) + '-erreur')).toHaveText(
      /[\u0600-\u06FF]/,
    );
  });
});

test.describe('/ar/contact on a desktop in the dark', () => {
  test.use({ viewport: { width: 1280, height: 900 }, colorScheme: 'dark' });

  test('a message typed at once is confirmed and acknowledged in Arabic', async ({ page, baseURL }) => {
    const problems = watchConsole(page);
    await skipCookieBanner(page, baseURL!);
    const email = uniqueEmail('contact-ar');
    await page.goto('/ar/contact');
    const form = page.getByTestId('contact-form');
    await form.getByLabel('الاسم الكامل').fill('ليلى بن علي');
    await form.getByTestId('email-input').fill(email);
    await form.getByLabel('الموضوع').fill('مدة ترجمة حكم');
    await form.getByTestId('message-input').fill('كم تستغرق ترجمة حكم طلاق من ست صفحات؟');
    await form.getByTestId('contact-submit').click();

    const success = page.getByTestId('request-success');
    await expect(success).toContainText('تم إرسال رسالتك بنجاح!');
    await expect(success).toContainText(email);
    await expect(success.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' })).toHaveAttribute('href', '/ar');
    await reviewShot(page, { path: 'test-results/arabic/_ar_contact-sent-1280-dark.png' });

    const ack = await waitForMail(email, /<html lang="ar" dir="rtl">[\s\S]*/);
    expect(ack).toContain('وصلتنا رسالتك المرسلة من موقعنا.');
    expect(ack).not.toContain('مدة ترجمة حكم');
    await expectNoProblems(problems);
  });
});

const LEGAL = ['/legal', '/cgu', '/cookies', '/rgpd', '/securite-ssl'];

// The five pages in one tab, each with its own time (five hydrated pages outran a single 30 s).
test('the summary of each legal page says the French text is binding and links to it', async ({ page, baseURL }) => {
  allowPages(LEGAL.length);
  await skipCookieBanner(page, baseURL!);
  for (const path of LEGAL)
    await test.step(path, async () => {
      await gotoHydrated(page, `/ar${path}`);
      await expect(page.locator('h1')).toContainText('ملخّص');
      const notice = page.getByTestId('binding-notice');
      await expect(notice).toContainText('النسخة الفرنسية وحدها هي المُلزِمة');
      // Above the summary's first section.
      const noticeTop = (await notice.boundingBox())!.y;
      expect(noticeTop).toBeLessThan((await page.locator('main h2').first().boundingBox())!.y);
      await notice.getByTestId('binding-link').click();
      await expect(page).toHaveURL(`${baseURL}${path}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    });
});

test('the Arabic summaries state the site’s own figures', async ({ page }) => {
  await page.goto('/ar/rgpd');
  // Retention from the server's settings (3 years, 90 days by default), in Arabic words.
  await expect(page.locator('main')).toContainText('تُحذف بعد 3 سنوات من آخر تواصل');
  await expect(page.locator('main')).toContainText('بعد 90 يومًا من التسليم');
  await page.goto('/ar/cgu');
  // The page price the order form charges (the catalogue), not a copy.
  const { pricePerPage } = (await (await page.request.get('/api/services')).json()) as { pricePerPage: number };
  await expect(page.locator('main')).toContainText(new RegExp(`${pricePerPage}\\s€ للصفحة المترجمة`));
});

test('the Arabic landing pages state the catalogue’s prices and delays', async ({ page }) => {
  const services = (await (await page.request.get('/api/services')).json()) as {
    pricePerPage: number;
    legalizationTypes: { id: string; price: number }[];
  };
  await page.goto('/ar/legalisation');
  const card = page.getByTestId('price-card').first();
  await expect(card).toContainText('الترجمة (للصفحة)');
  await expect(card).toContainText(new RegExp(`${services.pricePerPage}\\s€`));
  const mairie = services.legalizationTypes.find((l) => l.id === 'mairie');
  if (mairie) await expect(card).toContainText(new RegExp(`${mairie.price}\\s€`));
  await page.goto('/ar/Emirats');
  await expect(page.getByTestId('delay-rows')).toContainText('في الإمارات نفسها');
  // The JSON-LD says the page is Arabic and the service speaks both languages.
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.join()).toContain('"inLanguage":"ar"');
  expect(jsonLd.join()).toContain('"availableLanguage":["fr","ar"]');
});

test('from an Arabic page, the cookie banner and the footer lead to Arabic pages', async ({ page }) => {
  await page.goto('/ar/contact');
  await expect(page.getByTestId('cookie-banner').locator('a')).toHaveAttribute('href', '/ar/cookies');
  const footer = page.locator('footer');
  for (const path of [...LEGAL, '/contact']) await expect(footer.locator(`a[href="/ar${path}"]`)).toHaveCount(1);
  // No French sentence left in the footer or the form: the VAT mention and the message's label are Arabic.
  await expect(footer).toContainText('الضريبة على القيمة المضافة غير مطبّقة');
  await expect(footer).not.toContainText('TVA non applicable');
  await expect(page.getByTestId('contact-form').getByLabel('الرسالة', { exact: true })).toBeVisible();
});

// /Emirats keeps its capital in French; the addresses match without case (app/routes.ts).
// Four pages a test, one after the other in one tab (inGroups).
const SWITCHED = ['/contact', '/devis', '/about', '/Emirats', '/traduction-arabe-dijon', '/legalisation', ...LEGAL];
for (const paths of inGroups(SWITCHED, 4)) {
  test(`the language switcher on ${paths.map((p) => `/ar${p}`).join(', ')} lands on the same page in French, and back`, async ({
    page,
    baseURL,
  }) => {
    allowPages(paths.length);
    await skipCookieBanner(page, baseURL!);
    for (const path of paths)
      await test.step(path, async () => {
        await gotoHydrated(page, `/ar${path}`);
        await expect(switcher(page)).toHaveText('Français');
        await switcher(page).click();
        await expect(page).toHaveURL(new RegExp(`^${baseURL}${path}$`, 'i'));
        await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
        await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
        await expect(switcher(page)).toHaveText('العربية');
        await switcher(page).click();
        await expect(page).toHaveURL(new RegExp(`^${baseURL}/ar${path}$`, 'i'));
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      });
  });
}
