import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3430';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
for (let i = 0; i < 60; i++) { try { if ((await fetch(base + '/readyz')).ok) break; } catch {} await new Promise(r => setTimeout(r, 500)); }
const email = `shot.${Date.now()}@example.fr`;
await fetch(base + '/api/auth/register', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'Secret1!x' }) });
for (const width of [390, 1280]) for (const dark of [false, true]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 }, baseURL: base });
  await ctx.addCookies([{ name: 'cookieConsent', value: 'essential', url: base }, { name: 'darkMode', value: String(dark), url: base }]);
  const page = await ctx.newPage();
  const tag = `${width}-${dark ? 'dark' : 'light'}`;
  // customer
  await page.request.post('/api/auth/login', { data: { email, password: 'Secret1!x' } });
  await page.goto('/dashboard');
  await page.getByTestId('privacy-panel').scrollIntoViewIfNeeded();
  await page.getByTestId('privacy-panel').screenshot({ path: `/tmp/wt13/shot-dashboard-${tag}.png` });
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.getByTestId('open-delete-account').click();
  await page.getByTestId('delete-account-dialog').waitFor();
  await page.screenshot({ path: `/tmp/wt13/shot-delete-${tag}.png` });
  await page.keyboard.press('Escape');
  await page.request.post('/api/auth/logout', { headers: { origin: base } });
  // admin
  await page.request.post('/api/auth/login', { data: { email: 'admin@example.fr', password: 'Admin1234!' } });
  await page.goto('/admin/donnees');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.getByTestId('erasure-email').fill(email);
  await page.getByTestId('erasure-preview').click();
  await page.getByTestId('erasure-plan').waitFor();
  await page.screenshot({ path: `/tmp/wt13/shot-admin-${tag}.png`, fullPage: true });
  await page.goto('/rgpd#durees-de-conservation');
  await page.locator('#durees-de-conservation').screenshot({ path: `/tmp/wt13/shot-rgpd-${tag}.png` }).catch(async () => page.screenshot({ path: `/tmp/wt13/shot-rgpd-${tag}.png` }));
  await ctx.close();
}
await browser.close();
console.log('done');
