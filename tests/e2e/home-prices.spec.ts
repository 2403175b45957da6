import { expect, test } from '@playwright/test';
import { plain } from './fixtures';
import { gotoHydrated, skipCookieBanner } from './helpers';
import { box, expectNoHorizontalScroll } from './layout';

/**
 * Issue 30, « The price up front »: the hero states the page price, the exact price before paying
 * and the usual delay, and prices four documents as the order form would (the server's
 * calculate-price for the page counts the table states), each row leading to /services, without
 * pushing the two calls to action out of a phone's first screen. The admin's price edit is
 * checked on the server (server/ssr/home-prices-page.api.test.ts): it would move every other test's prices.
 */
const PAGES = [1, 2, 1, 3];
const PAGES_SHOWN = {
  fr: ['(1 page)', '(2 pages)', '(1 page)', '(3 pages)'],
  ar: ['(صفحة واحدة)', '(صفحتان)', '(صفحة واحدة)', '(3 صفحات)'],
};
const WORDS = {
  fr: {
    path: '/',
    line: '30 € la page · prix exact avant paiement · 48 h ouvrées',
    order: 'Commander une traduction',
    contact: 'Contacter la traductrice',
  },
  ar: {
    path: '/ar',
    line: 'للصفحة · السعر الدقيق قبل الدفع · 48 ساعة عمل',
    order: 'اطلب ترجمة',
    contact: 'تواصل مع المترجمة',
  },
} as const;

for (const lang of ['fr', 'ar'] as const) {
  for (const width of [390, 1280]) {
    test(`${WORDS[lang].path} at ${width}px states the price up front, as the order form charges it`, async ({
      page,
      baseURL,
    }) => {
      const words = WORDS[lang];
      await page.setViewportSize({ width, height: 844 });
      await skipCookieBanner(page, baseURL!);
      await gotoHydrated(page, words.path);
      const hero = page.locator('main section').first();
      const line = page.getByTestId('home-price-line');
      await expect(line).toBeInViewport();
      expect(plain(await line.innerText())).toContain(words.line);
      // Both calls to action stay in the first screen.
      for (const name of [words.order, words.contact]) {
        const b = await box(hero.getByRole('link', { name, exact: true }));
        expect(b.y + b.height, name).toBeLessThanOrEqual(844);
      }
      const rows = page.getByTestId('home-price-row');
      await expect(rows).toHaveCount(PAGES.length);
      for (const [i, pages] of PAGES.entries()) {
        const res = await page.request.post('/api/services/calculate-price', {
          data: { numberOfPages: pages, numberOfDocuments: 1, deliveryMethod: 'email', legalization: 'none' },
        });
        const { totalPrice } = (await res.json()) as { totalPrice: number };
        const row = rows.nth(i);
        await expect(row).toContainText(PAGES_SHOWN[lang][i]!);
        expect(plain(await row.getByTestId('home-price').innerText())).toContain(`${totalPrice} €`);
        await expect(row.getByRole('link')).toHaveAttribute('href', lang === 'fr' ? '/services' : '/ar/services');
      }
      await expectNoHorizontalScroll(page);
    });
  }
}
