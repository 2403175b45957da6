import { expect, test } from '@playwright/test';
import { gotoHydrated, skipCookieBanner } from './helpers';

test.describe('dark mode', () => {
  test('the toggle survives a reload, already in the server HTML', async ({ page, baseURL, request }) => {
    await skipCookieBanner(page, baseURL!);
    await page.emulateMedia({ colorScheme: 'light' });
    await gotoHydrated(page, '/about');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.getByTestId('theme-toggle').click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'darkMode')?.value).toBe('true');

    // The server renders the theme itself: no flash of the light theme.
    const html = await (await request.get('/about', { headers: { cookie: 'darkMode=true' } })).text();
    expect(html).toContain('<html lang="fr" class="dark"');

    // Block scripts on reload: the page must already be dark from the server alone.
    await page.route(/\.js$/, (route) => route.abort());
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(bg).toBe('rgb(14, 19, 26)');
  });

  test('follows the system preference until the visitor chooses', async ({ page, baseURL }) => {
    await skipCookieBanner(page, baseURL!);
    await page.emulateMedia({ colorScheme: 'dark' });
    await gotoHydrated(page, '/legal');
    const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(bg).toBe('rgb(14, 19, 26)');
    await page.getByTestId('theme-toggle').click();
    await expect(page.locator('html')).toHaveClass(/light/);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(250, 248, 244)');
  });
});

test.describe('cookie banner', () => {
  test('appears while consent is unset; "essential" hides it for good', async ({ page, request }) => {
    await gotoHydrated(page, '/');
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeVisible();
    await expect(page.locator('[data-testid="cookie-banner"][data-ready="true"]')).toBeVisible();
    await page.getByRole('button', { name: 'Cookies essentiels uniquement' }).click();
    await expect(banner).toBeHidden();
    const consent = (await page.context().cookies()).find((c) => c.name === 'cookieConsent');
    expect(consent?.value).toBe('essential');
    // Kept about 365 days.
    const days = (consent!.expires - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);
    await page.reload();
    await expect(page.locator('h1')).toBeVisible();
    await expect(banner).toHaveCount(0);
    const html = await (await request.get('/', { headers: { cookie: 'cookieConsent=essential' } })).text();
    expect(html).not.toContain('data-testid="cookie-banner"');
  });

  test('"all" is remembered too', async ({ page }) => {
    await gotoHydrated(page, '/cgu');
    await expect(page.locator('[data-testid="cookie-banner"][data-ready="true"]')).toBeVisible();
    await page.getByRole('button', { name: 'Accepter tous les cookies' }).click();
    await expect(page.getByTestId('cookie-banner')).toBeHidden();
    expect((await page.context().cookies()).find((c) => c.name === 'cookieConsent')?.value).toBe('all');
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens, closes on Escape and on an outside click', async ({ page, baseURL }) => {
    await skipCookieBanner(page, baseURL!);
    await gotoHydrated(page, '/');
    const toggle = page.getByTestId('menu-toggle');
    const menu = page.getByTestId('mobile-menu');
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Services' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await expect(menu).toBeVisible();
    await page.mouse.click(200, 700);
    await expect(menu).toBeHidden();

    // Keyboard only: Enter opens it, links are reachable with Tab.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Accueil' })).toBeFocused();
  });

  test('a link in the menu navigates and closes it', async ({ page, baseURL }) => {
    await skipCookieBanner(page, baseURL!);
    await gotoHydrated(page, '/');
    await page.getByTestId('menu-toggle').click();
    await page.getByTestId('mobile-menu').getByRole('link', { name: 'À propos' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByTestId('mobile-menu')).toBeHidden();
  });
});

test.describe('header and footer', () => {
  test('the header links to the spec pages and the footer has exactly the spec links, plus the legalisation pages', async ({
    page,
    baseURL,
  }) => {
    await skipCookieBanner(page, baseURL!);
    await gotoHydrated(page, '/');
    const header = page.getByRole('banner');
    for (const href of ['/', '/services', '/about', '/blog', '/contact', '/panier', '/faq', '/login']) {
      await expect(header.locator(`a[href="${href}"]`).first()).toBeAttached();
    }
    const footerLinks = await page
      .getByRole('navigation', { name: 'Liens du pied de page' })
      .locator('a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(footerLinks).toEqual([
      '/services',
      // Issue 16: the pages that explain the legalisation chain.
      '/legalisation',
      '/Emirats',
      '/blog',
      '/traduction-arabe-dijon',
      '/contact',
      '/legal',
      '/cgu',
      '/cookies',
      '/securite-ssl',
      '/rgpd',
    ]);
  });
});

test.describe('a small phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('at 360 px the header (call, WhatsApp, cart, theme, menu) fits: no page scrolls sideways', async ({
    page,
    baseURL,
  }) => {
    await skipCookieBanner(page, baseURL!);
    for (const path of ['/', '/ar', '/services', '/contact']) {
      await gotoHydrated(page, path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
      await expect(page.getByTestId('menu-toggle')).toBeInViewport();
    }
  });
});
