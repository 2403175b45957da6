// npm run bench:pages — Lighthouse 13 (mobile, default simulated throttling)
// with Debian's Chromium on the key pages, plus the home page's JS/CSS weight.
// Lighthouse 13 needs Node >= 22.19: it is run through npx with the `node@22`
// package from the npm registry, so the project itself stays on Node 20.
// Run by hand after `npm run build`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from './lib/server.mjs';

const PAGES = ['/', '/services', '/faq', '/blog', '/traduction-arabe-dijon'];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
].join(' ');

const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 3392) });
const out = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
const rows = [];
let weights = null;
try {
  for (const page of PAGES) {
    const file = path.join(out, `${page.replace(/\W+/g, '_') || 'home'}.json`);
    // Lighthouse occasionally fails to record a trace on a busy machine: one more try.
    for (let attempt = 1; ; attempt++) {
      try {
        execFileSync(
          'npx',
          [
            '-y',
            '-p',
            'node@22',
            '-p',
            'lighthouse@13',
            '-c',
            `lighthouse "${server.base}${page}" --quiet --output=json --output-path="${file}" --chrome-flags="${CHROME_FLAGS}" --only-categories=performance,accessibility,best-practices,seo --extra-headers='{"Cookie":"cookieConsent=essential"}'`,
          ],
          { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' } },
        );
        break;
      } catch (err) {
        if (attempt >= 2) throw err;
      }
    }
    const report = JSON.parse(readFileSync(file, 'utf8'));
    const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
    rows.push({
      page,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcp: report.audits['largest-contentful-paint'].displayValue,
      tbt: report.audits['total-blocking-time'].displayValue,
      cls: report.audits['cumulative-layout-shift'].displayValue,
    });
    if (page === '/') {
      const requests = report.audits['network-requests'].details.items;
      const sum = (type) => requests.filter((r) => r.resourceType === type).reduce((s, r) => s + r.transferSize, 0);
      weights = { script: sum('Script'), stylesheet: sum('Stylesheet'), font: sum('Font'), document: sum('Document') };
    }
  }
} finally {
  await server.stop();
}

console.log('\n| page | perf | a11y | best practices | SEO | LCP | TBT | CLS |');
console.log('|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${r.page} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcp} | ${r.tbt} | ${r.cls} |`,
  );
}
if (weights) {
  const kb = (n) => (n / 1024).toFixed(1) + ' KB';
  console.log(
    `\nHome page transfer (compressed): JS ${kb(weights.script)} (budget 120 KB), CSS ${kb(weights.stylesheet)} (budget 25 KB), fonts ${kb(weights.font)}, HTML ${kb(weights.document)}`,
  );
}
console.log(`cold start to first 200: ${server.coldStartMs.toFixed(0)} ms; reports in ${out}`);
