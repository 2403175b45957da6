import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';

let clients = 0;
/**
 * A client address of its own (the e2e server trusts X-Forwarded-For): tests that
 * create accounts are not counted against one address's registration limit.
 */
export const clientAddress = () => `198.51.100.${(process.pid % 50) + 1 + (clients++ % 200)}`;

/**
 * Each test of the calling file browses from an address of its own. The quote, contact and
 * support forms take 5 requests an hour from one address (server/requests/abuse.ts), and the
 * suite sends more than that from several files: sharing 127.0.0.1 made whichever file came
 * last fail on « Vous avez envoyé plusieurs demandes en peu de temps ».
 */
export function browseFromOwnAddress(): void {
  test.beforeEach(async ({ context }) => {
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress() });
  });
}

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Runs axe-core in the page (evaluate is not subject to the page's CSP) and returns serious+critical violations. */
export async function seriousA11yViolations(page: Page, options: { coloursOnly?: boolean } = {}) {
  // Right after emulateMedia() switches the colour scheme, colour transitions are still running:
  // axe would measure the contrast of a colour halfway between light and dark. The reviews
  // carousel turns by itself and fades its cards: on a loaded machine it turned during axe's run,
  // which measured a card halfway (a flaky contrast failure). Motion is reduced first, which stops
  // the carousel as it stops for visitors who ask so; then every running transition or animation
  // that ends is waited for (a looping one, a spinner or a pulsing dot, never ends).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
  await page.evaluate(axeSource);
  const results = await page.evaluate(async (coloursOnly) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object,
          ) => Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    // coloursOnly: the dark pass after a light one on the same load. The dark theme changes colours
    // only (CSS variables, same markup), so the rules that depend on colour are enough there (issue 32).
    return axe.run(document, {
      resultTypes: ['violations'],
      ...(coloursOnly ? { runOnly: ['color-contrast', 'link-in-text-block'] } : {}),
    });
  }, options.coloursOnly ?? false);
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

/** Collects console errors and failed requests; assert on the list at the end of a test. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  return problems;
}

/** Consent given up front so the banner does not cover what a test looks at. */
export async function skipCookieBanner(page: Page, baseURL: string) {
  await page.context().addCookies([{ name: 'cookieConsent', value: 'essential', url: baseURL }]);
}

export async function expectNoProblems(problems: string[]) {
  expect(problems, problems.join('\n')).toEqual([]);
}

/**
 * CSP violations the page swallows (e.g. an eval probe caught by a library) never reach the
 * console; Chrome still reports them as issues, and so does Lighthouse.
 */
export async function watchCspIssues(page: Page): Promise<string[]> {
  const issues: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Audits.enable');
  cdp.on('Audits.issueAdded', (event: { issue: { code: string; details: unknown } }) => {
    if (event.issue.code === 'ContentSecurityPolicyIssue')
      issues.push(`csp: ${JSON.stringify(event.issue.details).slice(0, 300)}`);
  });
  return issues;
}

/** Opens a page and waits until React has hydrated it, so the first click is not lost. */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
}

/**
 * « Vos coordonnées » on /services (issue 27): the buyer's name, and the shipping address when the
 * chosen delivery posts paper (the fields are then on the page). Call before « Ajouter au panier ».
 */
export async function fillBuyer(
  page: Page,
  who: { name?: string; line1?: string; postalCode?: string; city?: string } = {},
): Promise<void> {
  await page.getByTestId('buyer-name').fill(who.name ?? 'Amina Benali');
  if ((await page.getByTestId('ship-line1').count()) === 0) return;
  await page.getByTestId('ship-line1').fill(who.line1 ?? '12 rue de la Liberté');
  await page.getByTestId('ship-postal-code').fill(who.postalCode ?? '21000');
  await page.getByTestId('ship-city').fill(who.city ?? 'Dijon');
}

/**
 * A screenshot for a person to look at (issue 32): taken on a developer's run, skipped under CI
 * where nobody looks at it (a full-page shot costs about a quarter of a second; the suite takes
 * about a hundred). `E2E_SCREENSHOTS=1` takes them under CI too. Never an assertion.
 */
export async function reviewShot(
  target: { screenshot(options: { path?: string; fullPage?: boolean }): Promise<Buffer> },
  options: { path?: string; fullPage?: boolean },
): Promise<void> {
  if (process.env.CI && !process.env.E2E_SCREENSHOTS) return;
  await target.screenshot(options);
}

/**
 * Pages in groups of `size`, one test a group, the pages one after the other in its tab (issue
 * 32, CI time): a browser context per page compiled the site's scripts again for each page.
 */
export function inGroups<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Gives the running test, which visits `pages` pages, the configured time of one test for each. */
export const allowPages = (pages: number) => test.setTimeout(test.info().timeout * pages);
