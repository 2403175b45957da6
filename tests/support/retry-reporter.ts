import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * The browser run retries a failed test once in CI (a loaded 2-core machine makes a few timings
 * miss). A retry must not hide a flaky test (issue 32): this reporter names every test that
 * needed its retry, keeps the list in build/flaky-tests.json, and fails the run when a test
 * needed its retry in this run and the previous one too.
 */
const RECORD = path.join('build', 'flaky-tests.json');

export default class RetryReporter implements Reporter {
  private readonly retried = new Set<string>();

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.retry > 0 && result.status === 'passed') this.retried.add(test.titlePath().filter(Boolean).join(' › '));
  }

  async onEnd(result: FullResult): Promise<{ status?: FullResult['status'] } | undefined> {
    const now = [...this.retried].sort();
    const before: string[] = existsSync(RECORD) ? (JSON.parse(readFileSync(RECORD, 'utf8')) as string[]) : [];
    mkdirSync(path.dirname(RECORD), { recursive: true });
    writeFileSync(RECORD, JSON.stringify(now, null, 2));
    if (now.length === 0) return undefined;
    console.log(`\n${now.length} test(s) passed only on their retry (flaky):`);
    for (const title of now) console.log(`  - ${title}`);
    const twice = now.filter((title) => before.includes(title));
    if (twice.length === 0 || result.status !== 'passed') return undefined;
    console.log(`\nFlaky in two runs in a row, which fails the run: fix or rewrite them.`);
    for (const title of twice) console.log(`  - ${title}`);
    return { status: 'failed' };
  }
}
