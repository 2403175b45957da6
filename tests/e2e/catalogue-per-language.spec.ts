import { expect, test, type Page } from '@playwright/test';
import { expectNoProblems, gotoHydrated, skipCookieBanner, watchConsole, watchCspIssues } from './helpers';
import { t, type Lang } from '../../core/messages/server';

/**
 * Decision 036: a page fetches the catalogue of its own language only, hinted by the server so it
 * comes with the page's scripts, and hydrates without a mismatch (React reports one as a console
 * error); the shared zod schemas speak the page's language in the browser.
 */

/** The catalogue chunks the page requests. */
function watchCatalogues(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const name = /\/assets\/messages-(fr|ar|reference-fr)-[\w-]+\.js$/.exec(request.url())?.[1];
    if (name) seen.push(name);
  });
  return seen;
}

for (const [path, lang] of [
  ['/services', 'fr'],
  ['/ar/services', 'ar'],
  ['/faq', 'fr'],
  ['/ar/faq', 'ar'],
] as const) {
  test(`${path} loads the ${lang} catalogue only, hinted, and hydrates cleanly`, async ({ page, baseURL }) => {
    await skipCookieBanner(page, baseURL!);
    const problems = watchConsole(page);
    const csp = await watchCspIssues(page);
    const catalogues = watchCatalogues(page);
    const response = await page.request.get(path);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<link rel="modulepreload" href="/assets/messages-${lang}-`));
    expect(html).toContain('<link rel="modulepreload" href="/assets/messages-reference-fr-');
    await gotoHydrated(page, path);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    // Pages also get French's names of the seeded catalogue items (~0.7 KB), a chunk of their own
    // since pages of both languages import them (core/messages/load.ts).
    expect(catalogues.sort()).toEqual([lang, 'reference-fr']);
    await expectNoProblems([...problems, ...csp]);
  });
}

test('the home page fetches no catalogue', async ({ page, baseURL }) => {
  await skipCookieBanner(page, baseURL!);
  const catalogues = watchCatalogues(page);
  await gotoHydrated(page, '/');
  await gotoHydrated(page, '/ar');
  expect(catalogues).toEqual([]);
});

for (const [path, lang] of [
  ['/login', 'fr'],
  ['/ar/login', 'ar'],
] as [string, Lang][]) {
  test(`${path}: a shared zod schema answers in the page's language in the browser`, async ({ page, baseURL }) => {
    await skipCookieBanner(page, baseURL!);
    const problems = watchConsole(page);
    await gotoHydrated(page, path);
    const form = page.locator('main form').first();
    await form.locator('button[type="submit"]').first().click();
    await expect(page.getByText(t(lang, 'account.passwordRequired')).first()).toBeVisible();
    await expectNoProblems(problems);
  });
}
