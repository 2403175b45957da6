import type { Page } from '@playwright/test';
import type { DeliveryEstimate, DeliverySettings } from '../../core/delivery-date';
import '../../core/messages/server';
import { estimateForRequest } from '../../core/order-delivery';
import { estimatedDeliveryIn, eurosIn } from '../../core/order-text';
import type { PriceCatalogue } from '../../core/pricing';
import { expect, plain, sentQuote, test, uniqueEmail } from './fixtures';
import { gotoHydrated, skipCookieBanner } from './helpers';
import { box } from './layout';

/**
 * Issue 30, « Quote page on a phone »: the total, the validity, the delivery date the order will
 * get if paid now (the cart's rule, from what the server publishes) and the way to « Accepter et
 * payer » are in the first screen; on a phone the cart's sticky bar keeps the total and the
 * action in sight until the action is reached. The fixtures' quote: 3 pages at 35 €, by e-mail.
 */
const HEIGHT = 844;
const TOTAL_CENTS = 10_500;
const ACCEPT = { fr: 'Accepter et payer', ar: 'اقبل وادفع' } as const;
type Published = PriceCatalogue & { deliveryCalendar: DeliverySettings; now: string };

/** The texts the rule gives for the quote's options now and a moment ago (the page was rendered just before). */
async function expectedDates(page: Page, lang: 'fr' | 'ar', since: Date): Promise<string[]> {
  const p = (await (await page.request.get('/api/services')).json()) as Published;
  return [since, new Date(p.now)].map((at) => {
    const request = { deliveryMethod: 'email', legalization: 'none' };
    const estimate = estimateForRequest(p, request, p.deliveryCalendar, at) as DeliveryEstimate;
    return plain(estimatedDeliveryIn(lang, estimate));
  });
}

async function expectFirstScreen(page: Page, path: string, lang: 'fr' | 'ar', width: number) {
  const since = new Date();
  await page.setViewportSize({ width, height: HEIGHT });
  await gotoHydrated(page, path);
  const summary = page.getByTestId('quote-summary');
  await expect(summary.getByTestId('quote-summary-total')).toHaveText(eurosIn(lang, TOTAL_CENTS));
  await expect(summary.getByTestId('quote-summary-valid')).not.toBeEmpty();
  const date = plain((await summary.getByTestId('quote-delivery-estimate-date').textContent()) ?? '');
  expect(await expectedDates(page, lang, since)).toContain(date);
  const go = summary.getByTestId('quote-go-accept');
  await expect(go).toHaveText(ACCEPT[lang]);
  for (const part of [summary.getByTestId('quote-summary-total'), summary.getByTestId('quote-summary-valid'), go]) {
    const b = await box(part);
    expect(b.y + b.height, 'in the first screen').toBeLessThanOrEqual(HEIGHT);
  }
  const bar = page.locator('[data-mobile-total-bar]');
  if (width >= 1024) {
    await expect(bar).toBeHidden();
  } else {
    // The cart's bar: the total and the action at the bottom of the screen, until the action is on screen.
    await expect(bar.getByTestId('bar-total')).toHaveText(eurosIn(lang, TOTAL_CENTS));
    await bar.getByRole('link', { name: ACCEPT[lang] }).click();
  }
  if (width < 1024) await expect(bar).toBeHidden();
  else await go.click();
  await expect(page.getByTestId('quote-accept')).toBeInViewport();
}

for (const width of [390, 1280]) {
  test(`at ${width} px the French quote shows its total, validity, date and action first`, async ({ page, quote }) => {
    await expectFirstScreen(page, `/devis/${quote.token}`, 'fr', width);
  });

  test(`at ${width} px the Arabic quote does too`, async ({ page, admin, baseURL }) => {
    await skipCookieBanner(page, baseURL!);
    const { token } = await sentQuote(page.request, admin.request, baseURL!, uniqueEmail('devis-ar'), { lang: 'ar' });
    await expectFirstScreen(page, `/ar/devis/${token}`, 'ar', width);
  });
}
