import { expect, type Page } from '@playwright/test';
import { expectNoProblems, gotoHydrated, seriousA11yViolations, skipCookieBanner, watchConsole } from './helpers';
import { t } from '../../core/messages/server';
import { allMail, isTo, waitForMail } from './mailbox';
import { PASSWORD, placeOrder, test, uniqueEmail } from './fixtures';
import { expectNoHorizontalScroll } from './layout';
import { ARABIC, expectArabicPage, shot } from './arabic-checks';

/**
 * Issue 17: an Arabic-speaking customer signs up, follows an order and writes to the translator
 * without meeting a French sentence. Screenshots in test-results/arabic-account/ are for a person to look at.
 */

async function logIn(page: Page, email: string) {
  const form = page.getByTestId('login-form');
  await form.getByLabel('البريد الإلكتروني').fill(email);
  await form.getByLabel('كلمة المرور', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page).toHaveURL(/\/ar\/dashboard$/);
}

// The whole journey once, on a phone; the desktop in dark mode is checked below from an API-made order.
for (const { width, height, scheme } of [{ width: 390, height: 844, scheme: 'light' }] as const) {
  test.describe(`an Arabic customer at ${width} px (${scheme})`, () => {
    test.use({ viewport: { width, height }, colorScheme: scheme });

    test('registers, follows an order, writes to the translator, logs out and in again', async ({
      page,
      context,
      baseURL,
    }) => {
      // About 25 s alone (register, order, messages, logout, login): past 30 s when the 2 cores are busy.
      test.slow();
      const problems = watchConsole(page);
      await skipCookieBanner(page, baseURL!);
      const email = uniqueEmail('arabe');

      // Typed at once, before the page's script has run (decision 027).
      await page.goto('/ar/register');
      const form = page.getByTestId('register-form');
      await form.getByLabel('البريد الإلكتروني').fill(email);
      await form.getByLabel('كلمة المرور', { exact: true }).fill('faible');
      await form.getByLabel('تأكيد كلمة المرور').fill('autre');
      await expect(form).toHaveAttribute('data-hydrated', 'true');
      await form.getByRole('button', { name: 'أنشئ حسابي' }).click();
      // The shared rules answer in Arabic.
      await expect(form.getByText(t('ar', 'account.passwordRule'))).toBeVisible();
      await expect(form.getByText(t('ar', 'account.passwordsMismatch'))).toBeVisible();
      await expect(form.getByText(t('fr', 'account.passwordsMismatch'))).toHaveCount(0);
      await expectArabicPage(page);
      await shot(page, 'arabic-account', `register-errors-${width}-${scheme}`);
      await form.getByLabel('كلمة المرور', { exact: true }).fill(PASSWORD);
      await form.getByLabel('تأكيد كلمة المرور').fill(PASSWORD);
      await form.getByRole('button', { name: 'أنشئ حسابي' }).click();
      await expect(page).toHaveURL(/\/ar\/login\?registered=1$/);
      await expect(page.getByTestId('registered-notice')).toContainText('تمّ التسجيل');
      await expectArabicPage(page);

      await logIn(page, email);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('مساحة العميل');
      await expect(page.getByTestId('greeting')).toContainText(email);
      await expectArabicPage(page);
      await page.reload();
      await expect(page.getByTestId('greeting')).toContainText(email);
      await expect(page.getByTestId('latest-orders')).toContainText('لا توجد أي طلبات.');

      const reference = await placeOrder(page.request, baseURL!);
      await gotoHydrated(page, '/ar/dashboard');
      await expect(page.getByTestId('latest-orders').getByTestId('order-row')).toHaveCount(1);
      await expectArabicPage(page);
      await shot(page, 'arabic-account', `dashboard-${width}-${scheme}`);

      // A second tab on the orders: the same session, in Arabic.
      const second = await context.newPage();
      await gotoHydrated(second, '/ar/orders');
      await expect(second.getByTestId('order-count')).toHaveText('طلب واحد');
      const row = second.getByTestId('order-row');
      await expect(row.getByTestId('status')).toHaveText('مدفوع');
      await expect(row).toContainText('€');
      await expectArabicPage(second);
      await shot(second, 'arabic-account', `orders-${width}-${scheme}`);
      await row.click();
      await expect(second).toHaveURL(new RegExp(`/ar/orders/${reference}$`));
      await expect(second.getByRole('heading', { level: 1 })).toContainText(reference);
      await expect(second.getByTestId('timeline')).toContainText('استلام الدفع');
      // The price lines, delivery and VAT mention are worded in Arabic too, as in the order's e-mails.
      await expect(second.getByTestId('order-summary')).toContainText(ARABIC);
      for (const french of ['Traduction certifiée', 'TVA non applicable', 'Livraison'])
        await expect(second.locator('main')).not.toContainText(french);
      await expectArabicPage(second);

      await second.getByTestId('open-message').click();
      const dialog = second.getByTestId('message-dialog');
      await expect(dialog).toContainText('تُرسل رسالتك إلى المترجمة');
      await dialog.getByLabel('رسالتك').fill('هل يمكن كتابة الاسم كما في جواز السفر؟');
      await dialog.getByRole('button', { name: 'إرسال' }).click();
      await expect(second.getByTestId('message-sent')).toContainText(ARABIC);
      await expect(second.getByTestId('messages')).toContainText('جواز السفر');
      expect(await seriousA11yViolations(second)).toEqual([]);
      await shot(second, 'arabic-account', `order-${width}-${scheme}`);
      await second.reload();
      await expect(second.getByTestId('messages')).toContainText('جواز السفر');
      await second.close();

      await gotoHydrated(page, '/ar/order-tracking');
      await expect(page.getByTestId('tracking-list')).toContainText(reference);
      await expectArabicPage(page);

      // Out, and back in from the Arabic header.
      await page.goto('/ar/dashboard');
      await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
      if (width < 1024) await page.getByTestId('menu-toggle').click();
      await page.getByRole('button', { name: 'تسجيل الخروج' }).filter({ visible: true }).first().click();
      await expect(page).toHaveURL(/\/ar\/login$/);
      await logIn(page, email);
      await expectNoProblems(problems);
    });
  });
}

test.describe('an Arabic customer at 1280 px (dark)', () => {
  test.use({ viewport: { width: 1280, height: 900 }, colorScheme: 'dark' });

  test('the dashboard, the orders and an order read in Arabic, accessible and without sideways scrolling', async ({
    customer: { page },
    paidOrder,
  }) => {
    const problems = watchConsole(page);
    await gotoHydrated(page, '/ar/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('مساحة العميل');
    await expect(page.getByTestId('latest-orders').getByTestId('order-row')).toHaveCount(1);
    await expectArabicPage(page);
    await expectNoHorizontalScroll(page);
    await shot(page, 'arabic-account', 'dashboard-1280-dark');
    await gotoHydrated(page, '/ar/orders');
    await expect(page.getByTestId('order-row').getByTestId('status')).toHaveText('مدفوع');
    await expectArabicPage(page);
    await expectNoHorizontalScroll(page);
    await shot(page, 'arabic-account', 'orders-1280-dark');
    await gotoHydrated(page, `/ar/orders/${paidOrder}`);
    await expect(page.getByTestId('timeline')).toContainText('استلام الدفع');
    await expect(page.getByTestId('order-summary')).toContainText(ARABIC);
    await expectArabicPage(page);
    await expectNoHorizontalScroll(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'arabic-account', 'order-1280-dark');
    await expectNoProblems(problems);
  });
});

test('another account’s order is refused under /ar as under its French address', async ({ page, browser, baseURL }) => {
  await skipCookieBanner(page, baseURL!);
  const owner = uniqueEmail('proprietaire');
  const data = { email: owner, password: PASSWORD };
  expect((await page.request.post('/api/auth/register', { data })).status()).toBe(201);
  expect((await page.request.post('/api/auth/login', { data })).status()).toBe(200);
  const reference = await placeOrder(page.request, baseURL!);

  const other = await browser.newContext();
  const intruder = await other.newPage();
  const them = { email: uniqueEmail('autre'), password: PASSWORD };
  expect((await intruder.request.post(`${baseURL}/api/auth/register`, { data: them })).status()).toBe(201);
  expect((await intruder.request.post(`${baseURL}/api/auth/login`, { data: them })).status()).toBe(200);
  for (const path of [`/orders/${reference}`, `/ar/orders/${reference}`]) {
    const res = await intruder.goto(`${baseURL}${path}`);
    expect(res?.status()).toBe(404);
    await expect(intruder.getByTestId('order-error')).toBeVisible();
    await expect(intruder.locator('body')).not.toContainText('acte-de-naissance');
  }
  await expect(intruder.locator('html')).toHaveAttribute('dir', 'rtl');
  await other.close();
});

test('the reset link asked from an Arabic page comes in Arabic and opens the Arabic page', async ({
  page,
  baseURL,
}) => {
  await skipCookieBanner(page, baseURL!);
  const email = uniqueEmail('oubli');
  expect((await page.request.post('/api/auth/register', { data: { email, password: PASSWORD } })).status()).toBe(201);
  await page.goto('/ar/forgot-password');
  await page.getByTestId('forgot-form').getByLabel('البريد الإلكتروني').fill(email);
  await page.getByRole('button', { name: 'أرسلوا لي الرابط' }).click();
  await expect(page.getByTestId('form-success')).toContainText(ARABIC);
  const link = await waitForMail(email, /(\/ar\/reset-password\/[A-Za-z0-9_-]{43})/);
  const mail = allMail().find((m) => isTo(m, email))!;
  expect(mail).toContain('<html lang="ar" dir="rtl">');
  await page.goto(link);
  await expectArabicPage(page);
  const form = page.getByTestId('reset-form');
  await form.getByLabel('كلمة مرور جديدة', { exact: true }).fill('Nouveau2@pass');
  await form.getByLabel('تأكيد كلمة المرور الجديدة').fill('Nouveau2@pass');
  await form.getByRole('button', { name: 'حفظ كلمة المرور' }).click();
  await expect(page).toHaveURL(/\/ar\/login$/);
});
