import { expect, test, type Page } from '@playwright/test';
import type { DeliveryEstimate, DeliverySettings } from '../../core/delivery-date';
import { estimatedDeliveryText, estimateForRequest } from '../../core/order-delivery';
import type { PriceCatalogue } from '../../core/pricing';
import { expectNoProblems, skipCookieBanner, watchConsole, fillBuyer, reviewShot } from './helpers';

/**
 * Issue 16: /services and /panier say « Livraison estimée : jeudi 27 novembre » (a range for
 * post) in the page the server sends, and the date follows the options. The expected dates are
 * computed with the shared rule from what the server publishes (catalogue delays, the admin's
 * calendar, its clock), at the start and at the end of the check, so a run across the cut-off
 * hour still knows the right answer.
 */
type Published = PriceCatalogue & { deliveryCalendar: DeliverySettings; now: string };
type Request = { deliveryMethod: string; legalization: string; urgent?: boolean };

async function published(page: Page): Promise<Published> {
  return (await page.request.get('/api/services')).json();
}

/** The texts the rule gives for a request now (and a moment ago: the page may have been rendered just before). */
async function expectedTexts(page: Page, request: Request, since: Date): Promise<string[]> {
  const p = await published(page);
  return [since, new Date(p.now)].map((at) => {
    const estimate = estimateForRequest(p, request, p.deliveryCalendar, at) as DeliveryEstimate;
    return estimatedDeliveryText(estimate);
  });
}

const estimate = (page: Page) => page.getByTestId('delivery-estimate-date');
const clean = (text: string | null) => (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();

async function expectEstimate(page: Page, request: Request, since: Date) {
  const allowed = (await expectedTexts(page, request, since)).map(clean);
  await expect.poll(async () => allowed.includes(clean(await estimate(page).first().textContent()))).toBe(true);
  return clean(await estimate(page).first().textContent());
}

for (const width of [390, 1280]) {
  test(`at ${width} px, /services and /panier show the estimated delivery date and follow the options`, async ({
    page,
    baseURL,
  }) => {
    const problems = watchConsole(page);
    await skipCookieBanner(page, baseURL!);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const since = new Date();

    // The server's page already states the date, before any script runs.
    const norm = (text: string) => text.replace(/<!-- -->/g, '').replace(/&nbsp;|\u00a0|\u202f/g, ' ');
    const html = norm(await (await page.request.get('/services')).text());
    const ssr = await expectedTexts(page, { deliveryMethod: 'email', legalization: 'none' }, since);
    expect(ssr.some((text) => html.includes(norm(text)))).toBe(true);

    await page.goto('/services');
    const byEmail = await expectEstimate(page, { deliveryMethod: 'email', legalization: 'none' }, since);
    expect(byEmail).toMatch(/^Livraison estimée : (lundi|mardi|mercredi|jeudi|vendredi) \d{1,2}(er)? \S+$/);
    await expect(page.getByTestId('order-form')).toHaveAttribute('data-hydrated', 'true');
    await page.getByTestId('email-input').fill('dates@example.fr');

    // Post: a range; the inline line under the choice says the same.
    await page.getByTestId('delivery-select').selectOption('standard');
    const byPost = await expectEstimate(page, { deliveryMethod: 'standard', legalization: 'none' }, since);
    expect(byPost).toMatch(/^Livraison estimée : entre le /);
    expect(byPost).not.toBe(byEmail);
    await expect(page.getByTestId('delivery-estimate-inline-date')).toHaveText(byPost);

    // « Urgent » moves it earlier, and adds its line to the price.
    await page.getByTestId('urgent-checkbox').check();
    const urgentPost = await expectEstimate(
      page,
      { deliveryMethod: 'standard', legalization: 'none', urgent: true },
      since,
    );
    expect(urgentPost).not.toBe(byPost);
    await expect(page.getByText(/^Urgent, 24\sh ouvrées \(1 page\)$/)).toBeVisible();

    // Reload mid-journey: the form starts over from the server's page, with its date.
    await page.reload();
    await expectEstimate(page, { deliveryMethod: 'email', legalization: 'none' }, since);
    await expect(page.getByTestId('order-form')).toHaveAttribute('data-hydrated', 'true');
    await page.getByTestId('email-input').fill('dates@example.fr');
    await page.getByTestId('delivery-select').selectOption('standard');
    await page.getByTestId('urgent-checkbox').check();
    await expectEstimate(page, { deliveryMethod: 'standard', legalization: 'none', urgent: true }, since);
    await fillBuyer(page);
    await page.getByTestId('add-to-cart').click();
    await expect(page).toHaveURL(/\/panier$/);

    // The cart states the same date, server-rendered (and again after a reload), and what follows payment.
    const inCart = await expectEstimate(
      page,
      { deliveryMethod: 'standard', legalization: 'none', urgent: true },
      since,
    );
    await page.reload();
    await expect(estimate(page)).toHaveText(inCart);
    // Also at the top of the cart, where a phone shows it first.
    await expect(page.getByTestId('delivery-estimate-item-date')).toHaveText(inCart);
    // What follows payment points to that date rather than repeating it (issue 30: stated once).
    await expect(page.getByTestId('after-payment')).toContainText('à la date estimée ci-dessus');
    await expect(page.getByTestId('after-payment')).not.toContainText(inCart.replace('Livraison estimée : ', ''));
    await expect(page.getByTestId('cart-options')).toContainText('Urgent');

    // Back to the form: the options come back with their date; pickup at the office gives one day.
    await page.getByTestId('edit-cart').click();
    await expect(page.getByTestId('order-form')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByTestId('urgent-checkbox')).toBeChecked();
    await expect(estimate(page)).toHaveText(inCart);
    await page.getByTestId('urgent-checkbox').uncheck();
    await page.getByTestId('delivery-select').selectOption('pickup');
    // The address shows under the select and on the option's card.
    await expect(
      page
        .getByTestId('order-form')
        .getByText(/12 rue de la Liberté, 21000 Dijon/)
        .first(),
    ).toBeVisible();
    const pickup = await expectEstimate(page, { deliveryMethod: 'pickup', legalization: 'none' }, since);
    await fillBuyer(page);
    await page.getByTestId('add-to-cart').click();
    await expect(page).toHaveURL(/\/panier$/);
    await expect(estimate(page)).toHaveText(pickup);
    await expect(page.getByTestId('after-payment')).toContainText('puis votre traduction (Retrait au bureau à Dijon)');

    // Nothing scrolls sideways on a phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await reviewShot(page, { path: `test-results/delivery-estimate-panier-${width}.png` });
    await expectNoProblems(problems);
  });
}
