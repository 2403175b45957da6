import { expect, test, type Page } from '@playwright/test';
import { expectNoProblems, fillBuyer, gotoHydrated, skipCookieBanner, watchConsole, reviewShot } from './helpers';

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
      await reviewShot(page, { path: testInfo.outputPath(`urgent-too-large-${width}.png`) });
      await expectNoProblems(problems);
    });
  });
}

/** « Livraison estimée : lundi 7 décembre » → « lundi 7 décembre ». */
const dateOf = (text: string) => text.replace(/^Livraison estimée\s*:\s*/, '');

/** Four days on: whatever the day and hour now, at least one working day's cut-off has passed. */
const PAST_A_CUT_OFF = 4 * 24 * 3_600_000;

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`at ${width} px, a cart and a payment page left open past the cut-off show the new date before payment`, async ({
    page,
    baseURL,
  }) => {
    const problems = watchConsole(page);
    await page.setViewportSize({ width, height });
    await skipCookieBanner(page, baseURL!);
    await gotoHydrated(page, '/services');
    await page.getByTestId('email-input').fill(`coupure.${Date.now()}@example.fr`);
    await fillBuyer(page);
    await page.getByTestId('add-to-cart').click();
    await expect(page).toHaveURL(/\/panier$/);

    // The cart, opened now, then left open: its clock goes on (the page's own, faked here).
    await page.clock.install();
    await page.reload();
    await expect(page.getByTestId('cart-summary')).toHaveAttribute('data-hydrated', 'true');
    const cartDate = page.getByTestId('delivery-estimate-date');
    const shown = await cartDate.innerText();
    await expect(page.getByTestId('date-moved')).toHaveCount(0);
    await page.clock.fastForward(PAST_A_CUT_OFF);
    await expect(cartDate).not.toHaveText(shown);
    const moved = page.getByTestId('date-moved');
    await expect(moved).toContainText('L’heure limite du jour est passée : la date prévue est maintenant');
    await expect(moved).toContainText(dateOf(await cartDate.innerText()));

    // Back to now, the payment page states the date the payment fixes; left open, it says it moved.
    await page.reload();
    await expect(page.getByTestId('cart-summary')).toHaveAttribute('data-hydrated', 'true');
    await page.getByTestId('withdrawal-consent').check();
    await page.getByTestId('pay-button').click();
    await expect(page).toHaveURL(/\/paiement-demo\/demo_/);
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    const payDate = page.getByTestId('demo-estimate-date');
    await expect(payDate).toHaveText(shown);
    await expect(page.getByTestId('date-moved')).toHaveCount(0);
    await page.clock.fastForward(PAST_A_CUT_OFF);
    await expect(payDate).not.toHaveText(shown);
    await expect(page.getByTestId('date-moved')).toBeVisible();
    await expect(page.getByTestId('demo-pay')).toBeInViewport();
    await expectNoProblems(problems);
  });
}

test.describe('the chat button on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('steps aside while a field has focus and on the cart, and comes back', async ({ page, baseURL }) => {
    await skipCookieBanner(page, baseURL!);
    const toggle = page.getByTestId('chat-toggle');
    for (const [path, field] of [
      ['/devis', page.getByTestId('email-input')],
      ['/login', page.getByTestId('login-form').getByLabel('Adresse e-mail')],
    ] as const) {
      await gotoHydrated(page, path);
      await expect(toggle).toBeVisible();
      await field.focus();
      await expect(toggle).toBeHidden();
      await field.blur();
      await expect(toggle).toBeVisible();
    }
    // The cart ends in « Payer », whose bar it would cover: not shown there on a phone, shown on a desktop.
    await gotoHydrated(page, '/panier');
    await expect(toggle).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(toggle).toBeVisible();
  });
});
