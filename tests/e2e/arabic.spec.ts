import { expect, test, type Page } from '@playwright/test';
import { ARABIC_PAGES, localizedPath } from '../../core/messages/pages';
import { BUSINESS } from '../../core/business';
import {
  expectNoProblems,
  allowPages,
  gotoHydrated,
  inGroups,
  seriousA11yViolations,
  skipCookieBanner,
  watchConsole,
  reviewShot,
} from './helpers';
import { expectNoHorizontalScroll } from './layout';
import { switcher } from './arabic-checks';
import { signInCustomer, uniqueEmail } from './fixtures';

/**
 * The Arabic pages (issue 17, decision 032): every page listed in ARABIC_PAGES, at a phone's and
 * a desktop's width, in both themes. Screenshots land in test-results/arabic/ for a person to look at.
 */
const AR_PAGES = ARABIC_PAGES.map((path) => localizedPath('ar', path));

/** Pages shown to a signed-in customer only (anyone else is sent to /ar/login): checked signed in. */
const SIGNED_IN_ONLY = ['/ar/dashboard'];

/** A new customer account, signed in within the page's browser context. */
const signIn = (page: Page) => signInCustomer(page.request, uniqueEmail('arabe'));

/** The Arabic face is really used (Chromium would draw Arabic with a system font without it). */
async function arabicFontLoaded(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    return document.fonts.check('16px "Inter Variable"', 'عربي');
  });
}

/** At 1024 px only the navigation is at stake (the whole of it beside the switcher, its tightest width): a few pages. */
const NAV_PAGES = ['/ar', '/ar/services', '/ar/dashboard'];

/**
 * One load per page (issue 32, CI time): at 1280 px axe in each theme, then the same page narrowed
 * to 1024 px (navigation pages only: the whole nav beside the switcher, its tightest width) and to
 * a 390 px phone, where the menu opens. The layout follows the width by CSS, so a resize shows what
 * a load at that width would.
 */
const WIDTHS = [
  [1280, 900],
  [1024, 768],
  [390, 844],
] as const;

/** Everything one Arabic page must be, on a load at 1280 px then narrowed (see WIDTHS). */
async function checkArabicPage(page: Page, path: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
  await gotoHydrated(page, path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('h1')).toContainText(/[\u0600-\u06FF]/);
  expect(await arabicFontLoaded(page)).toBe(true);
  await page.waitForLoadState('networkidle');
  for (const [width, height] of WIDTHS) {
    if (width === 1024 && !NAV_PAGES.includes(path)) continue;
    await page.setViewportSize({ width, height });
    await expectNoHorizontalScroll(page);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await reviewShot(page, {
        path: `test-results/arabic/${path.replaceAll('/', '_')}-${width}-${scheme}.png`,
        fullPage: true,
      });
      // The phone's layout is the same markup: axe once, on the desktop.
      if (width === 1280)
        expect(await seriousA11yViolations(page, { coloursOnly: scheme === 'dark' }), `${path} (${scheme})`).toEqual(
          [],
        );
    }
    await page.emulateMedia({ colorScheme: 'light' });
  }
  await page.getByTestId('menu-toggle').click();
  await expect(page.getByTestId('mobile-menu').getByRole('link', { name: 'الرئيسية' })).toBeVisible();
  await expectNoHorizontalScroll(page);
}

/**
 * Six pages a test, one after the other in one tab (`inGroups`); a visitor reads several pages in
 * one tab too. The pages behind a session come last, signed in, in a group of their own.
 */
const PAGE_GROUPS = [
  ...inGroups(
    AR_PAGES.filter((p) => !SIGNED_IN_ONLY.includes(p)),
    6,
  ),
  SIGNED_IN_ONLY,
];

test.describe('Arabic pages at 1280, 1024 and 390 px', () => {
  for (const paths of PAGE_GROUPS) {
    test(`${paths.join(', ')}: right to left, in Arabic, without horizontal scroll; axe, light and dark`, async ({
      page,
      baseURL,
    }) => {
      allowPages(paths.length);
      const problems = watchConsole(page);
      await skipCookieBanner(page, baseURL!);
      const fonts: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('naskh')) fonts.push(r.url());
      });
      if (paths.some((p) => SIGNED_IN_ONLY.includes(p))) await signIn(page);
      for (const path of paths) await test.step(path, () => checkArabicPage(page, path));
      // Asked for once, then taken from the tab's cache.
      expect(fonts.length).toBeGreaterThan(0);
      await expectNoProblems(problems);
    });
  }
});

test('the French home page keeps its width with the switcher, at 390, 1024 and 1280 px', async ({ page, baseURL }) => {
  await skipCookieBanner(page, baseURL!);
  await gotoHydrated(page, '/');
  for (const [width, height] of WIDTHS) {
    await page.setViewportSize({ width, height });
    await expect(switcher(page)).toHaveText('العربية');
    await expectNoHorizontalScroll(page);
    await reviewShot(page, { path: `test-results/arabic/_fr-${width}.png` });
  }
});

test('a French page loads neither the Arabic stylesheet nor its font', async ({ page, baseURL }) => {
  const arabic: string[] = [];
  page.on('request', (r) => {
    if (/naskh|arabic/i.test(r.url())) arabic.push(r.url());
  });
  await skipCookieBanner(page, baseURL!);
  await gotoHydrated(page, '/');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(await page.locator('html').getAttribute('dir')).toBeNull();
  expect(arabic).toEqual([]);
  // Nor its rules, written inline on Arabic pages only.
  expect(await page.content()).not.toMatch(/naskh/i);
});

test('an Arabic page draws its Arabic letters in Naskh and fetches no Latin font file', async ({ page, baseURL }) => {
  await skipCookieBanner(page, baseURL!);
  const fontFiles: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontFiles.push(new URL(request.url()).pathname);
  });
  await gotoHydrated(page, '/ar');
  await page.evaluate(() => document.fonts.ready);
  // Decision 032 (addendum): the two Latin files cost /ar 0.5 s of LCP; its Latin words are set in
  // the metric-matched local fallbacks, and only the Arabic face is fetched.
  expect(fontFiles).toHaveLength(1);
  expect(fontFiles[0]).toMatch(/noto-naskh-arabic/);
  // The fonts the page really drew with (Chromium's own answer, not the CSS asked for).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  // Body text: « تترجم Samia Benali وثائقك… ».
  await page
    .locator('main p')
    .filter({ hasText: 'Samia Benali' })
    .first()
    .evaluate((p) => p.setAttribute('data-font-probe', ''));
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '[data-font-probe]' });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  const families = fonts.map((f) => f.familyName);
  expect(families).toContain('Noto Naskh Arabic');
  expect(families).not.toContain('Inter');
});

test('the switcher keeps the page both ways, and the cookie remembers the choice', async ({ page, baseURL }) => {
  const problems = watchConsole(page);
  await skipCookieBanner(page, baseURL!);
  await gotoHydrated(page, '/');
  await switcher(page).click();
  await expect(page).toHaveURL(`${baseURL}/ar`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const langCookie = async () => (await page.context().cookies()).find((c) => c.name === 'lang')?.value;
  expect(await langCookie()).toBe('ar');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // Back at the French address (a bookmark, a typed URL): the choice is kept.
  await page.goto('/');
  await expect(page).toHaveURL(`${baseURL}/ar`);

  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  await expect(switcher(page)).toHaveText('Français');
  await switcher(page).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(await langCookie()).toBe('fr');
  await page.reload();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expectNoProblems(problems);
});

test('the browser’s language alone never sends a visitor to Arabic', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ locale: 'ar', extraHTTPHeaders: { 'accept-language': 'ar' } });
  const page = await context.newPage();
  await page.goto(`${baseURL}/`);
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await context.close();
});

test('no switcher on a page that exists in French only', async ({ page, baseURL }) => {
  await skipCookieBanner(page, baseURL!);
  // The back office stays French (decision 023).
  await gotoHydrated(page, '/admin/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(switcher(page)).toHaveCount(0);
  expect(await page.locator('link[rel="alternate"][hreflang]').count()).toBe(0);
});

/** The <link> and <meta> tags of a page's server HTML, as attribute maps (names in lower case). */
function headTags(html: string, tag: 'link' | 'meta'): Record<string, string>[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(new RegExp(`<${tag}\\s([^>]*)>`, 'gi'))].map((m) =>
    Object.fromEntries([...m[1]!.matchAll(/([\w:-]+)="([^"]*)"/g)].map((a) => [a[1]!.toLowerCase(), a[2]!])),
  );
}

test('hreflang and canonical name each language’s own address', async ({ page, baseURL }) => {
  // The server's HTML, as a crawler reads it: no need to draw each page.
  for (const path of ['/', ...AR_PAGES]) {
    if (SIGNED_IN_ONLY.includes(path)) await signIn(page);
    const res = await page.request.get(path);
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    const links = headTags(html, 'link');
    const canonical = links.filter((l) => l.rel === 'canonical').map((l) => l.href);
    const alternates = links.filter((l) => l.rel === 'alternate' && l.hreflang);
    const href = (lang: string) => alternates.find((l) => l.hreflang === lang)?.href;
    expect(canonical, path).toEqual([`${baseURL}${path}`]);
    // Account pages, the cart and the confirmation are nobody's search result: no alternates to offer.
    if (headTags(html, 'meta').some((m) => m.name === 'robots' && m.content?.includes('noindex'))) {
      expect(alternates, path).toEqual([]);
      continue;
    }
    const french = path === '/ar' ? '/' : path.replace(/^\/ar/, '');
    expect(href('fr'), path).toBe(`${baseURL}${french}`);
    expect(href('ar'), path).toBe(`${baseURL}${localizedPath('ar', french)}`);
    expect(href('x-default'), path).toBe(`${baseURL}${french}`);
  }
});

test('links from an Arabic page go to Arabic pages when they exist, else to French ones marked so', async ({
  page,
  baseURL,
}) => {
  await skipCookieBanner(page, baseURL!);
  await gotoHydrated(page, '/ar');
  const footer = page.locator('footer');
  // Every page the footer lists has its Arabic version now (issue 17): none is marked French.
  await expect(footer.getByRole('link', { name: /Mentions légales/ })).toHaveAttribute('href', '/ar/legal');
  const hrefs = await footer.locator('nav a, ul a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(5);
  for (const href of hrefs.filter((h) => h?.startsWith('/'))) expect(href).toMatch(/^\/ar(\/|$)/);
  await expect(footer.locator('a[hreflang="fr"]')).toHaveCount(0);
  await expect(page.locator('header a[href="/ar"]').first()).toBeVisible();
});

test('the Arabic home, breadcrumbs and answers reached by a click stay in Arabic', async ({ page, baseURL }) => {
  const problems = watchConsole(page);
  await skipCookieBanner(page, baseURL!);
  const arabicH1 = async (url: RegExp) => {
    await expect(page).toHaveURL(url);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('h1')).toHaveText(/[\u0600-\u06FF]/);
  };
  const crumbs = page.getByRole('navigation', { name: 'مسار التنقّل' });

  // A client-side navigation to /ar fetches /ar.data: it was answered in French, the French home at /ar.
  await gotoHydrated(page, '/ar/faq');
  await page.locator('header a[href="/ar"]').first().click();
  await arabicH1(/\/ar$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  // A breadcrumb of an answer, an article and a password page led to /ar/ar/… (404).
  await gotoHydrated(page, '/ar/faq');
  const answer = await page.locator('[data-testid="faq-list"] a[href^="/ar/faq/"]').first().getAttribute('href');
  await gotoHydrated(page, answer!);
  await crumbs.getByRole('link', { name: 'الأسئلة الشائعة' }).click();
  await arabicH1(/\/ar\/faq$/);
  await gotoHydrated(page, '/ar/blog');
  await page.getByTestId('read-more').first().click();
  await arabicH1(/\/ar\/blog\/[a-z0-9-]+$/);
  // The seeded article links the order form as /services: on an Arabic page, the Arabic form.
  await expect(page.getByTestId('article-content').locator('a[href="/services"]')).toHaveCount(0);
  await expect(page.getByTestId('article-content').locator('a[href="/ar/services"]')).toHaveCount(1);
  await crumbs.getByRole('link', { name: 'المدوّنة' }).click();
  await arabicH1(/\/ar\/blog$/);
  await gotoHydrated(page, '/ar/forgot-password');
  await crumbs.getByRole('link', { name: 'تسجيل الدخول' }).click();
  await arabicH1(/\/ar\/login$/);
  await expectNoProblems(problems);
});

test('an /ar address with no Arabic page, or an unknown quote link, answers 404 in Arabic; the French 404 is unchanged', async ({
  page,
  baseURL,
}) => {
  await skipCookieBanner(page, baseURL!);
  const arabic = await page.goto('/ar/page-inconnue');
  expect(arabic?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الصفحة غير موجودة');
  await expect(page.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' })).toHaveAttribute('href', '/ar');
  // A link that leads nowhere inside an Arabic journey (a quote's, a review's) answers in Arabic
  // too, once the page answers clicks, and names itself in the tab.
  const quote = await page.goto('/ar/devis/lien-inconnu');
  expect(quote?.status()).toBe(404);
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الصفحة غير موجودة');
  await expect(page).toHaveTitle(/^الصفحة غير موجودة \|/);
  await expect(page.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' })).toHaveAttribute('href', '/ar');
  const french = await page.goto('/page-inconnue');
  expect(french?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  await expect(page.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
});

test('on a phone, the French address, trade name, SIRET and e-mail inside an Arabic sentence never break inside a part', async ({
  page,
  baseURL,
}) => {
  await skipCookieBanner(page, baseURL!);
  await page.setViewportSize({ width: 390, height: 844 });
  // « 12 rue X » split over two right-to-left lines reads in the wrong order: each part of the
  // address keeps to one line, wherever the sentence wraps.
  const address = [BUSINESS.address.street, `${BUSINESS.address.postalCode} ${BUSINESS.address.city}`];
  // Nor the trade name, the SIRET number or the e-mail address (it broke at its hyphen).
  const others = [BUSINESS.tradeName, BUSINESS.siret, BUSINESS.email];
  for (const [path, parts] of [
    ['/ar/legal', [...address, ...others]],
    ['/ar/rgpd', [...address, BUSINESS.tradeName, BUSINESS.email]],
  ] as const) {
    await gotoHydrated(page, path);
    const lines = await page.locator('main').evaluate(
      (main, wanted) => {
        const text = (main.textContent ?? '').replaceAll('\u00a0', ' ');
        const found: number[] = [];
        for (const part of wanted) {
          const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const at = (node.textContent ?? '').replaceAll('\u00a0', ' ').indexOf(part);
            if (at < 0) continue;
            const range = document.createRange();
            range.setStart(node, at);
            range.setEnd(node, at + part.length);
            // One line box: every rectangle of the range shares its top.
            found.push(new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size);
          }
        }
        return { found, hasAddress: wanted.every((part) => text.includes(part)) };
      },
      [...parts],
    );
    expect(lines.hasAddress, path).toBe(true);
    expect(lines.found.length, path).toBeGreaterThan(0);
    for (const count of lines.found) expect(count, path).toBe(1);
  }
});
