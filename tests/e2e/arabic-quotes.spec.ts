import { expect, type Browser, type Page } from '@playwright/test';
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
import { adminContext, QUOTE_LINES, sendOffer, sentQuote, test, uniqueEmail } from './fixtures';
import { expectNoHorizontalScroll } from './layout';
import { ARABIC, expectArabicPage, shot } from './arabic-checks';

// The forms here count requests per address: each test sends from its own.
browseFromOwnAddress();

/**
 * Issue 17, the last French pieces of the Arabic journey: /ar/support, and the quote an Arabic
 * request gets (its e-mail, /ar/devis/<token>, the Arabic payment). Used the way people do:
 * typing as soon as the page shows, reloading on the way. Screenshots in
 * test-results/arabic-quotes/ are for a person to look at.
 */

/** Axe in light and dark, with a screenshot of each. */
async function checkBothSchemes(page: Page, name: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await seriousA11yViolations(page, { coloursOnly: scheme === 'dark' }), `${name} ${scheme}`).toEqual([]);
    await shot(page, 'arabic-quotes', `${name}-${scheme}`);
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
      await expectArabicPage(page);
      await expect(form).toContainText('صف المشكلة');
      await checkBothSchemes(page, `support-${width}`);
      await form.getByTestId('support-submit').click();

      const success = page.getByTestId('request-success');
      await expect(success).toContainText('تم إرسال طلب المساعدة بنجاح!');
      await expect(success).toContainText('سُجّل طلب المساعدة بشأن الطلب \u2068TR-7K3F9Q2M\u2069');
      await expect(success).toContainText(email);
      await expectArabicPage(page);
      await shot(page, 'arabic-quotes', `support-sent-${width}`);

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

/** Her lines, plus one of her own that stays in French (« Mise en forme des tableaux »). */
const ARABIC_QUOTE_LINES = [
  ...QUOTE_LINES,
  { source: 'free' as const, optionId: '', label: 'Mise en forme des tableaux', quantity: '1', unitPrice: '12,50' },
];

/** The admin sends the quote as « Établir le devis » starts it, plus a line of her own. */
async function sendQuote(browser: Browser, baseURL: string, reference: string) {
  const admin = await adminContext(browser, baseURL);
  await sendOffer(admin.page.request, baseURL, reference, ARABIC_QUOTE_LINES, '');
  await admin.context.close();
}

// The whole journey once, on a phone; the desktop reads an API-made quote below.
for (const { width, height } of [{ width: 390, height: 844 }]) {
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
    expect(mail).toContain('(بالعربية والفرنسية)');
    expect(mail).not.toContain('Bonjour');
    const token = /\/ar\/devis\/([A-Za-z0-9_-]{43})/.exec(mail)![1]!;

    // Opened from the e-mail, then reloaded: Arabic throughout, amounts in Latin digits.
    await page.goto(`/ar/devis/${token}`);
    await page.reload();
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await expectArabicPage(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`عرض السعر \u2068${reference}\u2069`);
    await expect(page.getByTestId('quote-state')).toHaveText('مُرسَل');
    const lines = page.getByTestId('quote-line');
    await expect(lines).toHaveCount(3);
    await expect(lines.nth(0)).toContainText('ترجمة محلّفة (3 صفحات)');
    await expect(lines.nth(1)).toContainText('التسليم: البريد الإلكتروني (PDF)');
    await expect(lines.nth(2).locator('[lang="fr"]')).toHaveText('Mise en forme des tableaux');
    await expect(page.getByTestId('quote-total')).toHaveText(/117\.50/);
    await expect(page.getByTestId('quote-valid-until')).toHaveText(/^\d{1,2} \S+ \d{4}$/);
    await expect(page.getByTestId('quote-pdf')).toContainText('(بالعربية والفرنسية)');
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
    await shot(page, 'arabic-quotes', `quote-payment-${width}`);
    await page.getByTestId('demo-pay').click();
    await expect(page).toHaveURL(new RegExp(`/ar/confirmation\\?ref=${orderRef}$`));
    // Its first showing, not reloaded (issue 26: it once showed French dates and option names until a reload).
    await expect(page.getByTestId('confirmation-reference')).toHaveText(orderRef);
    await expect(page.getByTestId('confirmation-delivery')).toContainText(ARABIC);
    await expectArabicPage(page);

    // Back on the link: paid, in Arabic.
    await gotoHydrated(page, `/ar/devis/${token}`);
    await expect(page.getByTestId('quote-state')).toHaveText('مقبول (مدفوع)');
    await expect(page.getByTestId('quote-paid')).toContainText(orderRef);
    await expect(page.getByTestId('quote-paid')).toContainText(ARABIC);
    await expect(page.getByTestId('quote-actions')).toHaveCount(0);
    await expectArabicPage(page);
    await checkBothSchemes(page, `quote-paid-${width}`);
    await expectNoProblems(problems);
    await context.close();
  });
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('an Arabic quote reads in Arabic on a desktop, accessible in light and dark', async ({
    page,
    admin,
    baseURL,
  }) => {
    const problems = watchConsole(page);
    await skipCookieBanner(page, baseURL!);
    const email = uniqueEmail('devis-ar-1280');
    const { reference, token } = await sentQuote(page.request, admin.request, baseURL!, email, {
      lang: 'ar',
      lines: ARABIC_QUOTE_LINES,
    });
    await gotoHydrated(page, `/ar/devis/${token}`);
    await expectArabicPage(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`عرض السعر \u2068${reference}\u2069`);
    await expect(page.getByTestId('quote-line')).toHaveCount(3);
    await expect(page.getByTestId('quote-total')).toHaveText(/117\.50/);
    // Her note, typed in French, is marked French for screen readers (the page's other words are Arabic).
    await expect(page.getByTestId('quote-note').locator('[lang="fr"]')).toHaveText(/^Délai/);
    await expect(page.getByTestId('quote-accept')).toContainText('اقبل وادفع');
    await expectNoHorizontalScroll(page);
    await checkBothSchemes(page, 'quote-1280');
    await expectNoProblems(problems);
  });
});

test('an Arabic quote declined says so in Arabic', async ({ page, admin, baseURL }) => {
  await skipCookieBanner(page, baseURL!);
  const email = uniqueEmail('devis-ar-refus');
  const { token } = await sentQuote(page.request, admin.request, baseURL!, email, {
    lang: 'ar',
    lines: ARABIC_QUOTE_LINES,
  });
  await gotoHydrated(page, `/ar/devis/${token}`);
  await page.getByTestId('quote-decline').click();
  await expect(page.getByTestId('quote-decline-confirm')).toContainText('هل ترفض عرض السعر هذا؟');
  await page.getByTestId('quote-decline-yes').click();
  await expect(page.getByTestId('quote-declined')).toContainText('لقد رفضت عرض السعر هذا');
  await expect(page.getByTestId('quote-state')).toHaveText('مرفوض');
  await expectArabicPage(page);
  await shot(page, 'arabic-quotes', 'quote-declined-1280');
});
