import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Runs axe-core in the page (evaluate is not subject to the page's CSP) and returns serious+critical violations. */
export async function seriousA11yViolations(page: Page) {
  await page.evaluate(axeSource);
  const results = await page.evaluate(async () => {
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
    return axe.run(document, { resultTypes: ['violations'] });
  });
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
