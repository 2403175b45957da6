import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoProblems, gotoHydrated, seriousA11yViolations, watchConsole, reviewShot } from './helpers';
import { waitForMail } from './mailbox';
import { placeOrder } from './fixtures';

/**
 * Reviews from real clients (issue 31, docs/reviews.md), as the customer and the translator use
 * them. The e2e server asks at delivery (REVIEW_REQUEST_DAYS=0, playwright.config.ts): a
 * delivered order's e-mail carries the link; the review posted through it (on a 390 px phone)
 * shows on the home page only once the admin (1280 px) publishes it, and the AggregateRating then
 * counts the published ones. Once in French, once in Arabic. Orders are set up through the API.
 * Other tests share this server and its home page: the reviews are hidden again at the end, and
 * their checks of the home page hold whether or not reviews are published meanwhile.
 */
const ADMIN = { email: 'admin.e2e@example.fr', password: 'Admin1234!' };
const PDF = readFileSync(new URL('./fixtures/acte-de-naissance.pdf', import.meta.url));
const SHOTS = 'test-results/reviews';

async function contextPage(browser: Browser, baseURL: string, width: number, height: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height }, baseURL });
  await context.addCookies([{ name: 'cookieConsent', value: 'essential', url: baseURL }]);
  return context.newPage();
}

/** The translator delivers the translation through the API her page calls (the order becomes « Traduction disponible »). */
async function deliver(admin: Page, baseURL: string, orderId: string) {
  const res = await admin.request.post(`/api/admin/upload/${orderId}`, {
    headers: { origin: baseURL },
    multipart: { fileAdmin: { name: 'traduction.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The home page's reviews, fresh from the server (a page of its own, no session). */
async function homeCards(page: Page, path: string) {
  await gotoHydrated(page, path);
  await page.getByTestId('reviews-carousel').scrollIntoViewIfNeeded();
  return page.locator('[data-review-source="client"]');
}

/** The AggregateRating's count in the page's JSON-LD (0 when there is none). */
async function ratingCount(page: Page): Promise<number> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const counted = /"reviewCount":(\d+)/.exec(blocks.join(''));
  return counted ? Number(counted[1]) : 0;
}

async function publishedCount(admin: Page): Promise<number> {
  const res = await admin.request.get('/api/admin/reviews?status=published');
  return ((await res.json()) as { counts: { published: number } }).counts.published;
}

/** On /admin/avis, the new review holding `text`: « Publier », and the page says so. */
async function publish(admin: Page, text: string, shot?: string) {
  await gotoHydrated(admin, '/admin/avis');
  const item = admin.getByTestId('admin-review').filter({ hasText: text });
  await expect(item.getByTestId('admin-review-status')).toHaveText('Nouveau');
  if (shot) {
    await reviewShot(admin, { path: `${SHOTS}/${shot}.png`, fullPage: true });
    expect(await seriousA11yViolations(admin)).toEqual([]);
  }
  const id = await item.getAttribute('data-review-id');
  await item.getByTestId('admin-review-publish').click();
  await expect(admin.getByTestId('admin-review-success')).toHaveText('Avis publié.');
  return id;
}

test('a delivered order’s review, asked by e-mail, shows on the home page once published, in French and in Arabic', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = baseURL!;
  const tag = randomBytes(4).toString('hex');
  const frEmail = `avis.${tag}@example.fr`;
  const arEmail = `raay.${tag}@example.fr`;
  const frText = `Traduction impeccable, acceptée par la préfecture. ${tag}`;
  const arText = `ترجمة دقيقة وسريعة، قبلتها الإدارة دون أي ملاحظة. ${tag}`;

  const customer = await contextPage(browser, base, 390, 844);
  const admin = await contextPage(browser, base, 1280, 900);
  const visitor = await contextPage(browser, base, 1280, 900);
  const problems = [...watchConsole(customer), ...watchConsole(admin), ...watchConsole(visitor)];
  expect((await admin.request.post('/api/auth/admin/login', { headers: { origin: base }, data: ADMIN })).status()).toBe(
    200,
  );
  const published: string[] = [];
  try {
    // Two guest orders, one from a French page and one from an Arabic page; both delivered.
    const frOrder = await placeOrder(customer.request, base, { email: frEmail, lang: 'fr' });
    const arOrder = await placeOrder(customer.request, base, { email: arEmail, lang: 'ar' });
    await deliver(admin, base, frOrder);
    await deliver(admin, base, arOrder);

    // The e-mail arrives with the delivery, in the order's language, with its personal link.
    const frLink = await waitForMail(frEmail, /https?:\/\/[^\s"<]+(\/avis\/[A-Za-z0-9._-]+)/);
    const arLink = await waitForMail(arEmail, /https?:\/\/[^\s"<]+(\/ar\/avis\/[A-Za-z0-9._-]+)/);

    // The French customer, on a phone: five stars, a text, the first name shown.
    await gotoHydrated(customer, frLink);
    await expect(customer.getByRole('heading', { level: 1 })).toHaveText('Donner votre avis');
    await customer.locator('label', { has: customer.getByTestId('review-star-5') }).click();
    await customer.getByTestId('review-text').fill(frText);
    await expect(customer.getByTestId('review-name')).toHaveValue('Amina');
    await expect(customer.getByTestId('review-shown-as')).toHaveText('Affiché\u00a0: Amina');
    await reviewShot(customer, { path: `${SHOTS}/form-fr-390.png`, fullPage: true });
    expect(await seriousA11yViolations(customer)).toEqual([]);
    expect(await customer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await customer.getByTestId('review-submit').click();
    await expect(customer.getByTestId('review-sent')).toContainText('Merci pour votre avis');
    // The link is spent.
    await customer.reload();
    await expect(customer.getByTestId('review-done')).toBeVisible();

    // Not on the home page until she publishes it.
    expect(await (await homeCards(visitor, '/')).filter({ hasText: frText }).count()).toBe(0);
    published.push((await publish(admin, frText, 'admin-1280'))!);
    const frCard = (await homeCards(visitor, '/')).filter({ hasText: frText });
    await expect(frCard).toBeVisible();
    await expect(frCard).toContainText('Amina');
    expect(await frCard.getAttribute('lang')).toBeNull();
    // The AggregateRating counts the published real reviews, and only them.
    expect(await ratingCount(visitor)).toBe(await publishedCount(admin));
    expect(await ratingCount(visitor)).toBeGreaterThanOrEqual(1);

    // The Arabic customer: the page in Arabic, right to left, anonymous this time.
    await gotoHydrated(customer, arLink);
    await expect(customer.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(customer.getByRole('heading', { level: 1 })).toHaveText('شاركنا رأيك');
    await customer.locator('label', { has: customer.getByTestId('review-star-4') }).click();
    await customer.getByTestId('review-text').fill(arText);
    await customer.locator('label', { has: customer.getByTestId('review-name-anonymous') }).click();
    await expect(customer.getByTestId('review-name')).toHaveCount(0);
    await reviewShot(customer, { path: `${SHOTS}/form-ar-390.png`, fullPage: true });
    expect(await customer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await customer.getByTestId('review-submit').click();
    await expect(customer.getByTestId('review-sent')).toContainText('شكرًا على رأيك');

    published.push((await publish(admin, arText))!);
    // On /ar (a phone) it is in the page's language; on / it keeps its own, marked.
    await customer.setViewportSize({ width: 390, height: 844 });
    const arCard = (await homeCards(customer, '/ar')).filter({ hasText: arText });
    await expect(arCard).toBeVisible();
    await expect(arCard).toContainText('عميل فضّل عدم ذكر اسمه');
    expect(await arCard.getAttribute('lang')).toBeNull();
    await arCard.scrollIntoViewIfNeeded();
    await reviewShot(customer, { path: `${SHOTS}/home-ar-390.png` });
    const marked = (await homeCards(visitor, '/')).filter({ hasText: arText });
    await expect(marked).toHaveAttribute('lang', 'ar');
    await expect(marked).toHaveAttribute('dir', 'rtl');
    expect(await ratingCount(visitor)).toBe(await publishedCount(admin));
    await visitor.getByTestId('reviews-carousel').scrollIntoViewIfNeeded();
    await reviewShot(visitor, { path: `${SHOTS}/home-fr-1280.png` });
    await expectNoProblems(problems);
  } finally {
    // The home page back as the other tests of this server expect it.
    for (const id of published)
      await admin.request.post(`/api/admin/reviews/${id}/hide`, { headers: { origin: base } });
    await Promise.all([customer.context().close(), admin.context().close(), visitor.context().close()]);
  }
});
