import { expect, signInAdmin, test } from './fixtures';
import { expectNoProblems, gotoHydrated, seriousA11yViolations, watchConsole } from './helpers';
import { box, expectNoHorizontalScroll } from './layout';

/** The back office as a workplace (issue 30): its own frame, in a context that never gave cookie consent. */
test('the back office has a frame of its own: compact header, search, sticky sections, no public shell', async ({
  browser,
  baseURL,
  paidOrder,
}, testInfo) => {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1366, height: 900 },
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
  });
  const page = await context.newPage();
  const problems = watchConsole(page);
  await signInAdmin(page.request);
  await gotoHydrated(page, '/admin/orders');

  // None of the public site: no « Panier », no footer, no cookie banner, no visitor chat button.
  await expect(page.getByRole('link', { name: /Panier/ })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
  await expect(page.getByTestId('chat-toggle')).toHaveCount(0);
  const sections = page.getByRole('navigation', { name: 'Administration' });
  await expect(sections.getByRole('link', { name: 'Commandes' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Déconnexion' })).toBeVisible();

  // A wide container: at 1366 px the orders table has room, and nothing wraps or scrolls.
  const table = page.getByTestId('orders-table');
  expect((await box(table)).width).toBeGreaterThan(1200);
  const firstRow = table.getByTestId('order-row').first();
  expect(await table.evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth)).toBeLessThanOrEqual(
    0,
  );
  // The customer's address and the amount stay on one line.
  expect((await box(firstRow.getByTestId('order-customer'))).height).toBeLessThan(30);
  expect((await box(firstRow.getByTestId('order-total'))).width).toBeGreaterThan(40);
  const sectionsRow = page.getByTestId('admin-sections-row');
  expect(await sectionsRow.evaluate((n) => n.scrollWidth - n.clientWidth)).toBeLessThanOrEqual(0);

  // The header's search lands on the orders list, filtered by the reference.
  await gotoHydrated(page, '/admin/dashboard');
  await page.getByRole('searchbox', { name: 'Rechercher une commande par référence ou e-mail' }).fill(paidOrder);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/orders\\?q=${paidOrder}$`));
  await expect(page.getByTestId('order-row')).toHaveCount(1);
  await expect(page.getByTestId('order-link')).toHaveText(paidOrder);

  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoHydrated(page, '/admin/dashboard');
    // Every section fits a desk screen, so no hint that there is more.
    expect(await sectionsRow.evaluate((n) => n.scrollWidth - n.clientWidth)).toBeLessThanOrEqual(0);
    await expect(page.getByTestId('admin-sections-row-more')).toBeHidden();
    await page.screenshot({ path: testInfo.outputPath(`admin-1280-${scheme}.png`) });
    expect(await seriousA11yViolations(page), `1280 ${scheme}`).toEqual([]);

    // A phone: the sections bar scrolls sideways, says so, and stays on screen while the page scrolls.
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, '/admin/orders');
    await expectNoHorizontalScroll(page);
    const hint = page.getByTestId('admin-sections-row-more');
    expect(await sectionsRow.evaluate((n) => n.scrollWidth - n.clientWidth)).toBeGreaterThan(100);
    await expect(hint).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`admin-390-${scheme}.png`) });
    await page.mouse.wheel(0, 1500);
    await expect.poll(async () => (await box(sections)).y).toBe(0);
    await sectionsRow.evaluate((n) => n.scrollTo({ left: n.scrollWidth }));
    await expect(hint).toBeHidden();
    await page.screenshot({ path: testInfo.outputPath(`admin-390-${scheme}-scrolled.png`) });
    expect(await seriousA11yViolations(page), `390 ${scheme}`).toEqual([]);
  }
  await expectNoProblems(problems);
  await context.close();
});
