import { expect, test, type Browser, type Page } from '@playwright/test';
import { defaultValidUntil } from '../../core/quote-offer-rules';
import {
  browseFromOwnAddress,
  expectNoProblems,
  gotoHydrated,
  seriousA11yViolations,
  skipCookieBanner,
  watchConsole,
} from './helpers';
import { waitForMail } from './mailbox';
import { ARABIC_QUOTE, requestQuote } from './quote-request';
import { ADMIN, uniqueEmail } from './fixtures';

// The forms here count requests per address: each test sends from its own.
browseFromOwnAddress();

/**
 * Issue 17, the last French pieces of the Arabic journey: /ar/support, and the quote an Arabic
 * request gets (its e-mail, /ar/devis/<token>, the Arabic payment). Used the way people do:
 * typing as soon as the page shows, reloading on the way. Screenshots in
 * test-results/arabic-quotes/ are for a person to look at.
 */
const ARABIC = /[\u0600-\u06FF]/;

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/arabic-quotes/${name}.png`, fullPage: true });
}

/** The visible text of the main content, what the page marks as French (lang="fr") set aside. */
async function frenchLeftIn(page: Page): Promise<string[]> {
  return page.locator('main').evaluate((main) => {
    const clone = main.cloneNode(true) as HTMLElement;
    clone.querySelectorAll('[lang="fr"], .font-mono, script, style').forEach((el) => el.remove());
    const words = clone.innerText.match(
      /\b(?:le|la|les|des|vos|votre|devis|commande|accepter|refuser|payer|valable|télécharger)\b/gi,
    );
    return words ?? [];
  });
}

async function expectArabicPage(page: Page, width: number) {
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('h1')).toContainText(ARABIC);
  expect(await frenchLeftIn(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** Axe in light and dark, with a screenshot of each. */
async function checkBothSchemes(page: Page, name: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    // The theme's colours change with a transition: axe measures the contrast once it is over.
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
    expect(await seriousA11yViolations(page), `${name} ${scheme}`).toEqual([]);
    await shot(page, `${name}-${scheme}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`Arabic at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('/ar/support: a request typed at once is confirmed and acknowledged in Arabic', async ({ page, baseURL }) => {
      const problems = watchConsole(page);
      await skipCookieBanner(page, baseURL!);
      const email = uniqueEmail('support-ar');
      // No wait for hydration: what is typed before the page is interactive is kept (decision 027).
      await page.goto('/ar/support');
      const form = page.getByTestId('support-form');
      await form.getByTestId('email-input').fill(email);
      await form.getByTestId('order-reference-input').fill('TR-7K3F9Q2M');
      await form.getByTestId('subject-input').fill('وثيقة غير مقروءة');
      await form.getByTestId('message-input').fill('الصفحة الثانية من الترجمة غير واضحة.');
      await expectArabicPage(page, width);
      await expect(form).toContainText('صف المشكلة');
      await checkBothSchemes(page, `support-${width}`);
      await form.getByTestId('support-submit').click();

      const success = page.getByTestId('request-success');
      await expect(success).toContainText('تم إرسال طلب المساعدة بنجاح!');
      await expect(success).toContainText('سُجّل طلب المساعدة بشأن الطلب TR-7K3F9Q2M');
      await expect(success).toContainText(email);
      await expectArabicPage(page, width);
      await shot(page, `support-sent-${width}`);

      const ack = await waitForMail(email, /<html lang="ar" dir="rtl">[\s\S]*TR-7K3F9Q2M/);
      expect(ack).not.toContain('Bonjour');
      await expectNoProblems(problems);
    });

    test('/ar/support: a wrong field is said in Arabic', async ({ page, baseURL }) => {
      await skipCookieBanner(page, baseURL!);
      await gotoHydrated(page, '/ar/support');
      const form = page.getByTestId('support-form');
      await form.getByTestId('order-reference-input').fill('12345');
      await form.getByTestId('support-submit').click();
      await expect(form.getByTestId('email-input')).toHaveAttribute('aria-invalid', 'true');
      await expect(form.getByTestId('order-reference-input')).toHaveAttribute('aria-invalid', 'true');
      const errors = await form.locator('[id$="-erreur"]').allInnerTexts();
      expect(errors.length).toBeGreaterThan(0);
      for (const text of errors) expect(text).toMatch(ARABIC);
    });
  });
}

/** The admin sends the quote as « Établir le devis » starts it, plus a line of her own. */
async function sendQuote(browser: Browser, baseURL: string, reference: string) {
  const context = await browser.newContext();
  const request = context.request;
  expect((await request.post(`${baseURL}/api/auth/admin/login`, { data: ADMIN })).status()).toBe(200);
  const res = await request.post(`${baseURL}/api/admin/quotes/${reference}/offer/send`, {
    data: {
      lines: [
        {
          source: 'translation',
          optionId: '',
          label: 'Traduction certifiée (3 pages)',
          quantity: '3',
          unitPrice: '35',
        },
        {
          source: 'delivery',
          optionId: 'email',
          label: 'Livraison\u00a0: E-mail (PDF)',
          quantity: '1',
          unitPrice: '0',
        },
        { source: 'free', optionId: '', label: 'Mise en forme des tableaux', quantity: '1', unitPrice: '12,50' },
      ],
      validUntil: defaultValidUntil(),
      note: '',
    },
  });
  expect(res.status()).toBe(200);
  await context.close();
}

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`an Arabic quote is read, accepted and paid in Arabic, with reloads on the way (${width} px)`, async ({
    browser,
    baseURL,
  }) => {
    test.slow();
    const context = await browser.newContext({ viewport: { width, height }, locale: 'ar', timezoneId: 'Europe/Paris' });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await skipCookieBanner(page, baseURL!);
    const email = uniqueEmail(`devis-ar-${width}`);
    const reference = await requestQuote(page, email, ARABIC_QUOTE);
    await sendQuote(browser, baseURL!, reference);

    // The e-mail: Arabic, right to left, its link to the Arabic page.
    const mail = await waitForMail(email, /<html lang="ar" dir="rtl">[\s\S]*\/ar\/devis\/[A-Za-z0-9_-]{43}/);
    expect(mail).toContain('(بالفرنسية)');
    expect(mail).not.toContain('Bonjour');
    const token = /\/ar\/devis\/([A-Za-z0-9_-]{43})/.exec(mail)![1]!;

    // Opened from the e-mail, then reloaded: Arabic throughout, amounts in Latin digits.
    await page.goto(`/ar/devis/${token}`);
    await page.reload();
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await expectArabicPage(page, width);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`عرض السعر ${reference}`);
    await expect(page.getByTestId('quote-state')).toHaveText('مُرسَل');
    const lines = page.getByTestId('quote-line');
    await expect(lines).toHaveCount(3);
    await expect(lines.nth(0)).toContainText('ترجمة محلّفة (3 صفحات)');
    await expect(lines.nth(1)).toContainText('التسليم: البريد الإلكتروني (PDF)');
    await expect(lines.nth(2).locator('[lang="fr"]')).toHaveText('Mise en forme des tableaux');
    await expect(page.getByTestId('quote-total')).toHaveText(/117\.50/);
    await expect(page.getByTestId('quote-valid-until')).toHaveText(/^\d{1,2} \S+ \d{4}$/);
    await expect(page.getByTestId('quote-pdf')).toContainText('(بالفرنسية)');
    await checkBothSchemes(page, `quote-${width}`);

    // The waiver, then a reload before accepting: the box is to tick again, the button waits for it.
    await page.getByTestId('withdrawal-consent').check();
    await page.reload();
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await expect(page.getByTestId('quote-accept')).toBeDisabled();
    await page.getByTestId('withdrawal-consent').check();
    await expect(page.getByTestId('quote-accept')).toContainText('اقبل وادفع');
    await page.getByTestId('quote-accept').click();

    // The Arabic demo payment page, reloaded, then paid.
    await expect(page).toHaveURL(/\/ar\/paiement-demo\/demo_[A-Za-z0-9_-]+$/);
    await page.reload();
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const orderRef = (await page.getByTestId('demo-reference').innerText()).trim();
    await expect(page.getByTestId('demo-amount')).toContainText('117.50');
    await shot(page, `quote-payment-${width}`);
    await page.getByTestId('demo-pay').click();
    await expect(page).toHaveURL(new RegExp(`/ar/confirmation\\?ref=${orderRef}$`));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    // Back on the link: paid, in Arabic.
    await gotoHydrated(page, `/ar/devis/${token}`);
    await expect(page.getByTestId('quote-state')).toHaveText('مقبول (مدفوع)');
    await expect(page.getByTestId('quote-paid')).toContainText(orderRef);
    await expect(page.getByTestId('quote-paid')).toContainText(ARABIC);
    await expect(page.getByTestId('quote-actions')).toHaveCount(0);
    await expectArabicPage(page, width);
    await checkBothSchemes(page, `quote-paid-${width}`);
    await expectNoProblems(problems);
    await context.close();
  });
}

test('an Arabic quote declined says so in Arabic', async ({ page, browser, baseURL }) => {
  test.slow();
  await skipCookieBanner(page, baseURL!);
  const email = uniqueEmail('devis-ar-refus');
  const reference = await requestQuote(page, email, ARABIC_QUOTE);
  await sendQuote(browser, baseURL!, reference);
  const token = await waitForMail(email, /\/ar\/devis\/([A-Za-z0-9_-]{43})/);
  await gotoHydrated(page, `/ar/devis/${token}`);
  await page.getByTestId('quote-decline').click();
  await expect(page.getByTestId('quote-decline-confirm')).toContainText('هل ترفض عرض السعر هذا؟');
  await page.getByTestId('quote-decline-yes').click();
  await expect(page.getByTestId('quote-declined')).toContainText('لقد رفضت عرض السعر هذا');
  await expect(page.getByTestId('quote-state')).toHaveText('مرفوض');
  await expectArabicPage(page, 1280);
  await shot(page, 'quote-declined-1280');
});
