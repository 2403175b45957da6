import { expect, test, type Page } from '@playwright/test';
import {
  expectNoProblems,
  gotoHydrated,
  seriousA11yViolations,
  skipCookieBanner,
  watchConsole,
  fillBuyer,
  reviewShot,
} from './helpers';
import { box, overlap } from './layout';
import { PDF_PATH } from './fixtures';

/** Issue 17, « Trust at first sight » (decision 031). */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const PHOTO_LINE = 'Envoyez une photo de votre document sur WhatsApp pour un devis';

/** The banner: one line of text, its two buttons side by side, clear of the chat button. */
async function compactBanner(page: Page) {
  const banner = page.locator('[data-testid="cookie-banner"][data-ready="true"]');
  await expect(banner).toBeVisible();
  const text = page.getByTestId('cookie-banner-text');
  const lines = await text.evaluate((el) => {
    const lineHeight = parseFloat(getComputedStyle(el).lineHeight);
    return Math.round(el.getBoundingClientRect().height / lineHeight);
  });
  expect(lines, 'the banner text is one line').toBe(1);
  await expect(text).toContainText('cookies essentiels');
  const essential = banner.getByRole('button', { name: 'Cookies essentiels uniquement' });
  const all = banner.getByRole('button', { name: 'Accepter tous les cookies' });
  const [e, a] = [await box(essential), await box(all)];
  expect(Math.abs(e.y - a.y), 'both buttons on one row').toBeLessThan(2);
  // Where the chat button shows (not on a phone's cart, issue 30), the banner leaves it uncovered.
  const toggle = page.getByTestId('chat-toggle');
  if (await toggle.isVisible()) expect(overlap(await box(toggle), await box(banner))).toBe(false);
  return banner;
}

async function noReviewFigures(page: Page) {
  await expect(page.getByTestId('google-reviews-badge')).toHaveCount(0);
  const body = await page.locator('body').innerText();
  expect(body).not.toMatch(/5\s?000\s?\+|98\s?%|Moyenne des/);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.join('')).toContain('LocalBusiness');
  // An AggregateRating counts the published real reviews the page shows, never the samples (docs/reviews.md):
  // none unless a test of the same server has published some (tests/e2e/reviews.spec.ts).
  const real = await page.locator('[data-review-source="client"]').count();
  const counted = jsonLd.join('').match(/"reviewCount":(\d+)/);
  expect(counted ? Number(counted[1]) : 0).toBe(real);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`on a 390 px phone, ${colorScheme}`, () => {
    test.use({ viewport: PHONE, colorScheme });

    test('home: credentials, call and WhatsApp in the header, a one-line cookie banner, no invented figures', async ({
      page,
    }) => {
      const problems = watchConsole(page);
      await gotoHydrated(page, '/');
      const header = page.locator('header').first();
      const call = header.getByTestId('header-call');
      const whatsapp = header.getByTestId('header-whatsapp');
      await expect(call).toBeVisible();
      await expect(call).toHaveAttribute('href', /^tel:\+33\d{9}$/);
      await expect(call).toHaveAccessibleName(/Appeler le/);
      await expect(whatsapp).toBeVisible();
      await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/\d{8,15}$/);
      // The header still fits: nothing pushed off the screen.
      const menu = await box(page.getByTestId('menu-toggle'));
      expect(menu.x + menu.width).toBeLessThanOrEqual(PHONE.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

      await compactBanner(page);
      await reviewShot(page, { path: `test-results/trust-home-390-${colorScheme}.png` });

      const card = page.getByTestId('credential-card');
      await card.scrollIntoViewIfNeeded();
      await expect(card).toBeVisible();
      await expect(card).toContainText('Cour d’appel de Dijon');
      await expect(card).toContainText(/serment prêté en \d{4}/);
      await expect(card.getByTestId('court-list-link')).toHaveAttribute(
        'href',
        /^https:\/\/www\.cours-appel\.justice\.fr\//,
      );
      await expect(card.getByTestId('portrait-placeholder')).toBeVisible();
      await reviewShot(page, { path: `test-results/trust-card-390-${colorScheme}.png` });

      await noReviewFigures(page);
      await page.getByTestId('reviews-carousel').scrollIntoViewIfNeeded();
      await page.locator('section[aria-labelledby="chiffres-titre"]').scrollIntoViewIfNeeded();
      await reviewShot(page, { path: `test-results/trust-figures-390-${colorScheme}.png` });
      // The first page of reviews: every card has a text.
      await expect(page.getByTestId('review-card')).toHaveCount(3);
      for (const text of await page.getByTestId('review-card').allInnerTexts())
        expect(text).not.toContain('Avis sans commentaire');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await expectNoProblems(problems);
    });

    test('contact: calling and WhatsApp come first; a reload keeps them; the quote page offers the photo', async ({
      page,
      baseURL,
    }) => {
      await skipCookieBanner(page, baseURL!);
      await gotoHydrated(page, '/contact');
      const reach = page.getByTestId('reach-buttons');
      await expect(reach.getByTestId('call-link')).toBeInViewport();
      await expect(reach.getByTestId('whatsapp-link')).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
      await expect(reach).toContainText(PHOTO_LINE);
      // Before the form: the first field comes after both buttons.
      const firstField = page.locator('main form input, main form textarea').first();
      expect((await box(reach.getByTestId('whatsapp-link'))).y).toBeLessThan((await box(firstField)).y);
      await page
        .getByLabel(/e-mail/i)
        .first()
        .fill('visiteur@example.fr');
      await page.reload();
      await expect(reach.getByTestId('call-link')).toBeVisible();
      await reviewShot(page, { path: `test-results/trust-contact-390-${colorScheme}.png` });
      expect(await seriousA11yViolations(page)).toEqual([]);

      await gotoHydrated(page, '/devis');
      const tip = page.getByTestId('whatsapp-tip');
      await expect(tip).toBeInViewport();
      await expect(tip).toHaveText(PHOTO_LINE);
      await expect(tip.getByRole('link')).toHaveAttribute('href', /^https:\/\/wa\.me\//);
    });
  });
}

test.describe('cookie banner beside primary actions, 390 px', () => {
  test.use({ viewport: PHONE });

  test('/services: above the total bar, off the chat button; a choice survives a reload', async ({ page }) => {
    await gotoHydrated(page, '/services');
    const banner = await compactBanner(page);
    const bar = page.locator('[data-mobile-total-bar]');
    if (await bar.isVisible()) expect(overlap(await box(bar), await box(banner))).toBe(false);
    await reviewShot(page, { path: 'test-results/trust-services-390.png' });
    await banner.getByRole('button', { name: 'Cookies essentiels uniquement' }).click();
    await expect(page.getByTestId('cookie-banner')).toBeHidden();
    await page.reload();
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
  });

  test('/panier: the pay bar stays clear of the banner and of the chat button', async ({ page, context }) => {
    await page.goto('/services');
    await expect(page.getByTestId('order-form')).toHaveAttribute('data-hydrated', 'true');
    await page.getByTestId('pages-input').fill('1');
    await page.getByTestId('email-input').fill('banniere@example.fr');
    await page.getByTestId('files-input').setInputFiles([PDF_PATH]);
    await expect(page.locator('[data-testid="file-item"][data-status="done"]')).toHaveCount(1);
    await fillBuyer(page);
    await page.getByTestId('add-to-cart').click();
    await expect(page).toHaveURL(/\/panier$/);
    // A visitor who comes back to the cart with no consent recorded (another tab cleared it).
    await context.clearCookies({ name: 'cookieConsent' });
    await gotoHydrated(page, '/panier');
    const banner = await compactBanner(page);
    const bar = page.locator('[data-mobile-total-bar]');
    await expect(bar).toBeVisible();
    expect(overlap(await box(bar), await box(banner)), 'the banner leaves the pay bar uncovered').toBe(false);
    // The chat button steps aside on a page that ends in payment (issue 30).
    await expect(page.getByTestId('chat-toggle')).toBeHidden();
    await reviewShot(page, { path: 'test-results/trust-panier-390.png' });
  });
});

test.describe('on a 1280 px screen', () => {
  test.use({ viewport: DESKTOP });

  test('the credential card beside the hero; no phone icons in the header; the banner off the chat button', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    await expect(page.getByTestId('credential-card')).toBeInViewport();
    await expect(page.getByTestId('header-call')).toBeHidden();
    const banner = page.locator('[data-testid="cookie-banner"][data-ready="true"]');
    await expect(banner).toBeVisible();
    expect(overlap(await box(page.getByTestId('chat-toggle')), await box(banner))).toBe(false);
    await noReviewFigures(page);
    await reviewShot(page, { path: 'test-results/trust-home-1280.png' });
  });
});

test.describe('French typography on the seeded content, 390 px', () => {
  test.use({ viewport: PHONE });

  test('FAQ and articles: no-break spaces before « : ; ? ! », so no line starts with one', async ({
    page,
    baseURL,
  }) => {
    await skipCookieBanner(page, baseURL!);
    await gotoHydrated(page, '/faq');
    await page.getByTestId('faq-toggle-all').click();
    const text = await page.locator('main').evaluate((el) => el.textContent ?? '');
    expect(text).toContain('\u202f?');
    expect(text.match(/.{0,40} [:;?!].{0,10}/g)).toBeNull();
    await reviewShot(page, { path: 'test-results/trust-faq-390.png' });

    await gotoHydrated(page, '/blog');
    await page.locator('main a[href^="/blog/"]').first().click();
    // /blog has an <h1> too: wait for the article's address, or the list would be read instead.
    await expect(page).toHaveURL(/\/blog\/[^/?#]+$/);
    await expect(page.locator('main h1')).toBeVisible();
    const article = await page.locator('main').evaluate((el) => el.textContent ?? '');
    expect(article.match(/.{0,40} [:;?!].{0,10}/g)).toBeNull();

    await gotoHydrated(page, '/about');
    await reviewShot(page, { path: 'test-results/trust-about-390.png', fullPage: false });
  });
});
