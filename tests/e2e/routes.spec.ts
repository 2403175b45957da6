import { expect, test } from '@playwright/test';
import { seriousA11yViolations, skipCookieBanner, watchConsole, watchCspIssues } from './helpers';
import { ADMIN_ROUTES, GUARDED_ROUTES, PUBLIC_ROUTES, STATIC_PAGES } from './route-table';

const ALL = [...PUBLIC_ROUTES, ...ADMIN_ROUTES];

test.describe('server HTML (no JavaScript)', () => {
  test('every route answers 200 with its own <h1> and <title>', async ({ request }) => {
    const titles = new Map<string, string>();
    for (const path of ALL) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      const html = await res.text();
      expect(html, path).toContain('<html lang="fr"');
      const h1s = html.match(/<h1[\s>]/g) ?? [];
      expect(h1s.length, `${path} has exactly one <h1>`).toBe(1);
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
      expect(title, `${path} has a <title>`).toBeTruthy();
      expect(html, `${path} has a description`).toMatch(/<meta name="description" content="[^"]{20,}"/);
      titles.set(path, title!);
    }
    // Public pages that are distinct documents have distinct titles.
    const staticTitles = STATIC_PAGES.map((p) => titles.get(p));
    expect(new Set(staticTitles).size).toBe(staticTitles.length);
  });

  test('public pages carry canonical and Open Graph tags; home and the local page carry LocalBusiness data', async ({
    request,
    baseURL,
  }) => {
    for (const path of STATIC_PAGES) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain(
        `<link rel="canonical" href="${baseURL}${path === '/' ? '/' : path.toLowerCase()}"/>`,
      );
      expect(html, path).toMatch(/<meta property="og:title" content="[^"]+"/);
      expect(html, path).toMatch(/<meta property="og:image" content="http[^"]+"/);
    }
    for (const path of ['/', '/traduction-arabe-dijon']) {
      const html = await (await request.get(path)).text();
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) =>
        JSON.parse(m[1]!),
      );
      const business = blocks.find((b) => [b['@type']].flat().includes('LocalBusiness'));
      expect(business, path).toBeTruthy();
      expect(business.address.addressLocality).toBe('Dijon');
      expect(business.telephone).toBeTruthy();
      expect(business.openingHoursSpecification.length).toBeGreaterThan(0);
    }
  });

  test('pages behind a session redirect anonymous visitors to /login?next=…', async ({ request }) => {
    for (const path of GUARDED_ROUTES) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect([302, 303], path).toContain(res.status());
      expect(res.headers()['location'], path).toBe(`/login?next=${encodeURIComponent(path)}`);
      expect(res.headers()['cache-control'], path).toBe('private, no-store');
    }
  });

  test('an unknown page answers a French 404 page', async ({ request }) => {
    const res = await request.get('/cette-page-n-existe-pas');
    expect(res.status()).toBe(404);
    expect(await res.text()).toContain('Page introuvable');
  });
});

test.describe('in the browser', () => {
  /**
   * One load per page, pages in groups (issue 32: a test per page paid a browser context and a CDP
   * session 31 times): console and CSP first, then (public pages) axe in light and in dark. Hydration,
   * not network idle, is the signal: React reports its errors by then. Each page's failure is its own
   * soft assertion, so one run names every failing page.
   */
  const groups = {
    'static pages (with axe)': STATIC_PAGES,
    'the other pages, first half': ALL.filter((p) => !STATIC_PAGES.includes(p)).slice(0, 10),
    'the other pages, second half': ALL.filter((p) => !STATIC_PAGES.includes(p)).slice(10),
  };
  for (const [name, paths] of Object.entries(groups)) {
    test(`${name}: each renders without console errors${name.includes('axe') ? '; axe finds no serious violation, light or dark' : ''}`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(paths.length * 6_000);
      await skipCookieBanner(page, baseURL!);
      const problems = watchConsole(page);
      const cspIssues = await watchCspIssues(page);
      // What a page reports after its checks (a late error) is still named after that page.
      const flush = (path: string) => {
        expect.soft([...problems, ...cspIssues], path).toEqual([]);
        problems.length = 0;
        cspIssues.length = 0;
      };
      let previous = '';
      for (const path of paths) {
        if (previous) flush(previous);
        previous = path;
        await page.emulateMedia({ colorScheme: 'light' });
        await page.goto(path);
        await expect.soft(page.locator('h1'), path).toHaveCount(1);
        await expect.soft(page.locator('html[data-hydrated="true"]'), path).toBeAttached();
        if (!STATIC_PAGES.includes(path)) continue;
        for (const scheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: scheme });
          expect
            .soft(await seriousA11yViolations(page, { coloursOnly: scheme === 'dark' }), `${path} (${scheme})`)
            .toEqual([]);
        }
      }
      flush(previous);
    });
  }

  test('a client-side navigation lands at the top of the next page', async ({ page, baseURL }) => {
    await skipCookieBanner(page, baseURL!);
    await page.goto('/cgu');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page
      .getByRole('navigation', { name: 'Liens du pied de page' })
      .getByRole('link', { name: 'Cookies' })
      .click();
    await expect(page).toHaveURL(/\/cookies$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
