import { expect, test, type Locator, type Page } from '@playwright/test';
import { eurosIn } from '../../core/order-text';
import { typicalCart } from './cart-fixture';
import { expectNoProblems, gotoHydrated, reviewShot, skipCookieBanner, watchConsole } from './helpers';
import { box, expectNoHorizontalScroll } from './layout';

/**
 * Issue 30, « ordering that never surprises »: on a desktop the cart's summary, the withdrawal
 * consent and « Payer » are in the first screen, and the estimated delivery date is stated once;
 * on a phone the sticky bar keeps the total and « Payer » in sight. The cart: one document of two
 * pages, registered letter and town-hall legalisation (95 €).
 */
const CART = { fr: '/panier', ar: '/ar/panier' } as const;
const ESTIMATED = { fr: 'Livraison estimée', ar: 'موعد التسليم المتوقَّع' } as const;
const TOTAL = { fr: eurosIn('fr', 9500), ar: eurosIn('ar', 9500) } as const;

/** Wholly inside the window as it opened: nothing to scroll to reach it. */
async function expectInFirstScreen(page: Page, part: Locator, height: number) {
  const b = await box(part);
  expect(b.y, 'below the top of the window').toBeGreaterThanOrEqual(0);
  expect(b.y + b.height, 'above the fold').toBeLessThanOrEqual(height);
}

/** The estimated delivery dates a person can see on the page: one. */
async function visibleDates(page: Page, lang: 'fr' | 'ar') {
  const dates = page.locator('[data-testid^="delivery-estimate"][data-testid$="-date"]');
  await expect(dates.first()).toBeAttached();
  const shown: string[] = [];
  for (const d of await dates.all()) if (await d.isVisible()) shown.push(await d.innerText());
  expect(shown, 'the date, stated once').toHaveLength(1);
  expect(shown[0]).toContain(ESTIMATED[lang]);
  // The words after payment no longer repeat it.
  await expect(page.getByTestId('after-payment')).not.toContainText(shown[0]!.split(/:\s*/)[1]!);
}

for (const lang of ['fr', 'ar'] as const) {
  for (const { width, height } of [
    { width: 1366, height: 900 },
    { width: 1280, height: 900 },
  ]) {
    test(`${lang}, ${width} × ${height}: summary, consent and « Payer » in the first screen, the date once`, async ({
      page,
      baseURL,
    }, testInfo) => {
      const problems = watchConsole(page);
      await page.setViewportSize({ width, height });
      await skipCookieBanner(page, baseURL!);
      await typicalCart(page, baseURL!, lang);
      await gotoHydrated(page, CART[lang]);
      for (const pass of ['opened', 'reloaded']) {
        if (pass === 'reloaded') await page.reload();
        await expect(page.getByTestId('cart-summary')).toHaveAttribute('data-hydrated', 'true');
        expect(await page.evaluate(() => window.scrollY), 'not scrolled').toBe(0);
        await expect(page.getByTestId('total-price')).toHaveText(TOTAL[lang]);
        for (const part of [
          page.getByTestId('total-price'),
          page.getByTestId('delivery-estimate'),
          page.getByTestId('withdrawal-consent'),
          page.getByTestId('pay-button'),
        ])
          await expectInFirstScreen(page, part, height);
        await visibleDates(page, lang);
      }
      // Ticked where it stands, « Payer » answers at once, still without scrolling.
      await page.getByTestId('withdrawal-consent').check();
      await expect(page.getByTestId('pay-button')).toBeEnabled();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expectNoHorizontalScroll(page);
      await reviewShot(page, { path: testInfo.outputPath(`cart-${lang}-${width}.png`) });
      await expectNoProblems(problems);
    });
  }

  test(`${lang}, 390 × 844: the date at the top, and the sticky bar brings « Payer » within reach`, async ({
    page,
    baseURL,
  }) => {
    const problems = watchConsole(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await skipCookieBanner(page, baseURL!);
    await typicalCart(page, baseURL!, lang);
    await gotoHydrated(page, CART[lang]);
    await expect(page.getByTestId('cart-summary')).toHaveAttribute('data-hydrated', 'true');
    await expectInFirstScreen(page, page.getByTestId('delivery-estimate-item'), 844);
    await visibleDates(page, lang);

    // The bar: the total and « Payer »; without the consent it brings the box to the visitor.
    const bar = page.locator('[data-mobile-total-bar]');
    await expect(bar.getByTestId('bar-total')).toHaveText(TOTAL[lang]);
    await bar.getByTestId('bar-pay-button').click();
    const consent = page.getByTestId('withdrawal-consent');
    await expect(consent).toBeFocused();
    await expect(consent).toBeInViewport();
    await consent.check();

    // Back at the top, the bar pays: the payment page opens.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toBeVisible();
    await bar.getByTestId('bar-pay-button').click();
    await expect(page).toHaveURL(/\/paiement-demo\/demo_/);
    await expectNoHorizontalScroll(page);
    await expectNoProblems(problems);
  });
}
