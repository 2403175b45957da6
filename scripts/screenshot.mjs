// Screenshots of pages at phone and desktop widths, light and dark, to look at by hand.
// Usage: node scripts/screenshot.mjs http://127.0.0.1:3000 /about /legal  (PNGs go to /tmp/shots)
// COOKIES='token=…' signs the pages in (see scripts/demo-orders.mjs); ONLY=phone-dark limits the variants.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [base, ...paths] = process.argv.slice(2);
if (!base || paths.length === 0) {
  console.error('usage: node scripts/screenshot.mjs BASE_URL PATH...');
  process.exit(2);
}
const out = process.env.SHOTS_DIR ?? '/tmp/shots';
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
for (const [label, width, height] of [
  ['phone', 390, 844],
  ['desktop', 1280, 900],
]) {
  for (const scheme of ['light', 'dark']) {
    if (process.env.ONLY && !process.env.ONLY.split(',').includes(`${label}-${scheme}`)) continue;
    const context = await browser.newContext({
      viewport: { width, height },
      colorScheme: scheme,
      deviceScaleFactor: 1,
    });
    // Consent already given so the banner does not cover the page.
    await context.addCookies([{ name: 'cookieConsent', value: 'essential', url: base }]);
    for (const pair of (process.env.COOKIES ?? '').split(';').filter((c) => c.includes('='))) {
      const i = pair.indexOf('=');
      await context.addCookies([{ name: pair.slice(0, i).trim(), value: pair.slice(i + 1).trim(), url: base }]);
    }
    const page = await context.newPage();
    for (const p of paths) {
      await page.goto(base + p, { waitUntil: 'networkidle' });
      const name = `${p.replace(/\W+/g, '_') || 'home'}-${label}-${scheme}.png`.replace(/^_/, '');
      await page.screenshot({ path: `${out}/${name}`, fullPage: process.env.FULL !== '0' });
      console.log(`${out}/${name}`);
    }
    await context.close();
  }
}
await browser.close();
