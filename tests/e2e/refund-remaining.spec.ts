import type { APIRequestContext, Page } from '@playwright/test';
import { expect, placeOrder, test, uniqueEmail } from './fixtures';
import { clientAddress, expectNoProblems, gotoHydrated, reviewShot, skipCookieBanner, watchConsole } from './helpers';
import { expectNoHorizontalScroll } from './layout';
import { waitForMail } from './mailbox';

/**
 * Issue 30: after a partial refund, the customer's order lists say what remains paid — the guest's
 * /order-tracking, the signed-in customer's /dashboard and /orders — in the order page's words and
 * by its rule (its credit notes). The refund is made through the admin API; refunds.spec walks the
 * admin's form. The order: 2 pages by e-mail, 60 €, 30 € refunded.
 */
const REMAINING = { fr: 'Montant restant payé : 30 €', ar: 'المبلغ المتبقّي المدفوع' } as const;
const prefix = (lang: 'fr' | 'ar') => (lang === 'ar' ? '/ar' : '');

async function refundHalf(admin: APIRequestContext, reference: string) {
  const res = await admin.post(`/api/admin/orders/${reference}/refunds`, {
    data: { amountCents: 3000, reason: 'Une page en moins', idempotencyKey: `e2e-remaining-${reference}` },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** A guest's access to their orders, opened as the e-mailed link opens it. */
async function openGuestAccess(page: Page, email: string) {
  const headers = { 'x-forwarded-for': clientAddress() };
  expect((await page.request.post('/api/auth/guest-link', { data: { email }, headers })).status()).toBe(200);
  const token = await waitForMail(email, /\/acces-commandes\/([A-Za-z0-9_-]{43})/);
  const open = await page.request.post(`/api/auth/guest-access/${token}`, {
    headers: { ...headers, accept: 'application/json' },
  });
  expect(open.status(), await open.text()).toBe(200);
}

/** The remaining amount as the order page states it under its credit note. */
async function orderPageWords(page: Page, lang: 'fr' | 'ar', reference: string) {
  await gotoHydrated(page, `${prefix(lang)}/orders/${reference}`);
  const words = page.getByTestId('credit-notes').getByTestId('remaining-amount');
  await expect(words).toContainText(REMAINING[lang]);
  return words.innerText();
}

/** For a person to look at: the order's line scrolled into view. */
async function remainingInView(page: Page, path: string) {
  await page.getByTestId('remaining-amount').first().scrollIntoViewIfNeeded();
  await reviewShot(page, { path });
}

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

// One order set-up per language and list, looked at on a phone and on a desktop in turn.
for (const lang of ['fr', 'ar'] as const) {
  test(`${lang}, 390 and 1280 px: a guest's /order-tracking says what remains paid after a partial refund`, async ({
    page,
    admin,
    baseURL,
  }, testInfo) => {
    const problems = watchConsole(page);
    await skipCookieBanner(page, baseURL!);
    const email = uniqueEmail('reste');
    const reference = await placeOrder(page.request, baseURL!, { email, lang });
    await refundHalf(admin.request, reference);
    await openGuestAccess(page, email);

    const expected = await orderPageWords(page, lang, reference);
    for (const { width, height } of WIDTHS) {
      await test.step(`${width} px`, async () => {
        await page.setViewportSize({ width, height });
        await gotoHydrated(page, `${prefix(lang)}/order-tracking`);
        for (const pass of ['opened', 'reloaded']) {
          if (pass === 'reloaded') await page.reload();
          const card = page.getByTestId('tracking-list').locator('li').filter({ hasText: reference });
          const remaining = card.getByTestId('remaining-amount');
          await expect(remaining).toBeVisible();
          await expect(remaining).toHaveText(expected);
        }
        await remainingInView(page, testInfo.outputPath(`tracking-${lang}-${width}.png`));
        await expectNoHorizontalScroll(page);
      });
    }
    await expectNoProblems(problems);
  });

  test(`${lang}, 390 and 1280 px: a signed-in customer's /dashboard and /orders say it too, and only for that order`, async ({
    customer: { page },
    admin,
    baseURL,
  }, testInfo) => {
    const problems = watchConsole(page);
    const untouched = await placeOrder(page.request, baseURL!, { lang });
    const refunded = await placeOrder(page.request, baseURL!, { lang });
    await refundHalf(admin.request, refunded);

    const expected = await orderPageWords(page, lang, refunded);
    for (const { width, height } of WIDTHS) {
      for (const path of ['/dashboard', '/orders']) {
        await test.step(`${path}, ${width} px`, async () => {
          await page.setViewportSize({ width, height });
          await gotoHydrated(page, `${prefix(lang)}${path}`);
          const row = (reference: string) => page.getByTestId('order-row').filter({ hasText: reference });
          await expect(row(refunded).getByTestId('remaining-amount')).toHaveText(expected);
          await expect(row(refunded).getByTestId('remaining-amount')).toBeVisible();
          await expect(row(untouched)).toBeVisible();
          await expect(row(untouched).getByTestId('remaining-amount')).toHaveCount(0);
          await remainingInView(page, testInfo.outputPath(`${path.slice(1)}-${lang}-${width}.png`));
          await expectNoHorizontalScroll(page);
        });
      }
    }
    await expectNoProblems(problems);
  });
}
