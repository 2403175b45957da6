import { expect, test, type Page } from '@playwright/test';
import { expectNoProblems, gotoHydrated, skipCookieBanner, watchConsole } from './helpers';

/**
 * Issue 30, « ordering that never surprises »: what the order form states follows what the visitor
 * types, before any click.
 */

const total = (page: Page) => page.getByTestId('total-price');
const date = (page: Page) => page.getByTestId('delivery-estimate-date').first();
const urgentMessage = (page: Page) => page.locator('[id$="-urgent-erreur"]');

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('« Urgent » past 10 pages: the message, the price and the date change as the count is typed', async ({
      page,
      baseURL,
    }, testInfo) => {
      const problems = watchConsole(page);
      await skipCookieBanner(page, baseURL!);
      await gotoHydrated(page, '/services');
      const pages = page.getByTestId('pages-input');
      const urgent = page.getByTestId('urgent-checkbox');
      const add = page.getByTestId('add-to-cart');

      // Without « Urgent », 12 and 11 pages: what is sold is this price and this date.
      await pages.fill('12');
      await expect(total(page)).not.toHaveText('');
      const twelve = await total(page).innerText();
      const plainDate = await date(page).innerText();
      await pages.fill('11');
      await expect(total(page)).not.toHaveText(twelve);
      const eleven = await total(page).innerText();
      await pages.fill('12');
      await expect(total(page)).toHaveText(twelve);

      // Ticked at 12 pages: said at once, not priced nor dated as urgent, and the button waits.
      await urgent.check();
      await expect(urgentMessage(page)).toContainText('10');
      await expect(total(page)).toHaveText(twelve);
      await expect(date(page)).toHaveText(plainDate);
      await expect(add).toBeDisabled();

      // Down to 10 as the visitor types: the message goes, the urgent price and date come.
      await pages.fill('10');
      await expect(urgentMessage(page)).toBeEmpty();
      await expect(date(page)).not.toHaveText(plainDate);
      const urgentDate = await date(page).innerText();
      const urgentTen = await total(page).innerText();
      await expect(add).toBeEnabled();

      // Up to 11 again: the message is back at once, with 11 pages' price and the ordinary date.
      await pages.fill('11');
      await expect(urgentMessage(page)).toContainText('10');
      await expect(total(page)).toHaveText(eleven);
      await expect(total(page)).not.toHaveText(urgentTen);
      await expect(date(page)).toHaveText(plainDate);
      await expect(date(page)).not.toHaveText(urgentDate);
      await expect(add).toBeDisabled();
      await page.screenshot({ path: testInfo.outputPath(`urgent-too-large-${width}.png`) });
      await expectNoProblems(problems);
    });
  });
}
