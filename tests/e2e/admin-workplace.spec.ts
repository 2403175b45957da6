import { deliverTranslation, expect, placeOrder, SHIPPING_ADDRESS, signInAdmin, test } from './fixtures';
import type { Page } from '@playwright/test';
import { openChat, sendFromPanel } from './chat-helpers';
import {
  expectNoProblems,
  gotoHydrated,
  seriousA11yViolations,
  skipCookieBanner,
  watchConsole,
  reviewShot,
} from './helpers';
import { box, expectNoHorizontalScroll } from './layout';
import { GUARDED_ROUTES } from './route-table';

/** The back office as a workplace (issue 30): its own frame, in a context that never gave cookie consent. */
test('the back office has a frame of its own: compact header, search, sticky sections, no public shell', async ({
  browser,
  baseURL,
  paidOrder,
}, testInfo) => {
  // Ten page loads, four axe passes and six screenshots, at two widths in two colour schemes.
  test.setTimeout(90_000);
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
    await reviewShot(page, { path: testInfo.outputPath(`admin-1280-${scheme}.png`) });
    expect(await seriousA11yViolations(page, { coloursOnly: scheme === 'dark' }), `1280 ${scheme}`).toEqual([]);

    // A phone: the sections bar scrolls sideways, says so, and stays on screen while the page scrolls.
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, '/admin/orders');
    await expectNoHorizontalScroll(page);
    const hint = page.getByTestId('admin-sections-row-more');
    expect(await sectionsRow.evaluate((n) => n.scrollWidth - n.clientWidth)).toBeGreaterThan(100);
    await expect(hint).toBeVisible();
    await reviewShot(page, { path: testInfo.outputPath(`admin-390-${scheme}.png`) });
    await page.mouse.wheel(0, 1500);
    await expect.poll(async () => (await box(sections)).y).toBe(0);
    await sectionsRow.evaluate((n) => n.scrollTo({ left: n.scrollWidth }));
    await expect(hint).toBeHidden();
    await reviewShot(page, { path: testInfo.outputPath(`admin-390-${scheme}-scrolled.png`) });
    expect(await seriousA11yViolations(page), `390 ${scheme}`).toEqual([]);
  }
  await expectNoProblems(problems);
  await context.close();
});

test('the to-do sits above the chat and keeps a partly refunded order to translate', async ({ admin, paidOrder }) => {
  // Half refunded before any translation: the work is still to do (issue 30).
  const refund = await admin.request.post(`/api/admin/orders/${paidOrder}/refunds`, {
    data: { amountCents: 3000, reason: 'Une page en moins', idempotencyKey: `e2e-refund-${paidOrder}` },
  });
  expect(refund.status(), await refund.text()).toBe(200);

  const page = admin.page;
  await gotoHydrated(page, '/admin/dashboard');
  const toHandle = page.getByTestId('figure-to-handle');
  const inbox = page.getByTestId('chat-inbox');
  await expect(inbox.getByTestId('no-conversation').or(inbox.getByTestId('conversation-list'))).toBeVisible();
  expect((await box(toHandle)).y).toBeLessThan((await box(page.getByTestId('chat-inbox'))).y);
  expect((await box(page.getByTestId('figure-due-today'))).y).toBeLessThan(
    (await box(page.getByTestId('chat-inbox'))).y,
  );
  await toHandle.click();
  await expect(page).toHaveURL(/\/admin\/orders\?view=toTranslate$/);
  await expect(page.getByTestId('orders-tabs').getByRole('link', { name: /À traiter/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const row = page.getByTestId('order-row').filter({ hasText: paidOrder });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Remboursée partiellement');
});

test('each order row offers its next step; an unpaid order says not to start', async ({
  customer,
  admin,
  paidOrder,
  baseURL,
}, testInfo) => {
  // Three orders set up, two widths each with axe and a full-page shot, two dialogs, one more page:
  // 50 s on a loaded machine (29 Nov).
  test.setTimeout(120_000);
  const unpaid = await placeOrder(customer.page.request, baseURL!, { pay: false });
  const postal = await placeOrder(customer.page.request, baseURL!, {
    deliveryMethod: 'standard',
    extra: { shippingAddress: SHIPPING_ADDRESS },
  });
  await deliverTranslation(admin.request, baseURL!, postal);
  const page = admin.page;
  const row = (reference: string) => page.getByTestId('order-row').filter({ hasText: reference });

  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await gotoHydrated(page, `/admin/orders?q=${encodeURIComponent(customer.email)}`);
    await expect(page.getByTestId('order-row')).toHaveCount(3);
    await expect(row(paidOrder).getByRole('link', { name: /Déposer la traduction/ })).toBeVisible();
    await expect(row(postal).getByRole('link', { name: /^Expédier/ })).toBeVisible();
    await expect(row(unpaid).getByRole('button', { name: /Relancer/ })).toBeVisible();
    await expect(row(unpaid).getByRole('button', { name: /^Annuler/ })).toBeVisible();
    // One next step a row: nothing to upload on the unpaid or the delivered order, nothing to post on the others.
    await expect(row(unpaid).getByTestId('row-upload')).toHaveCount(0);
    await expect(row(postal).getByTestId('row-upload')).toHaveCount(0);
    await expect(row(paidOrder).getByTestId('row-ship')).toHaveCount(0);
    await expect(row(paidOrder).getByTestId('row-remind')).toHaveCount(0);
    // « Supprimer » waits in the row's menu.
    await expect(page.getByRole('button', { name: /^Supprimer/ })).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    await reviewShot(page, { path: testInfo.outputPath(`orders-${width}.png`), fullPage: true });
    expect(await seriousA11yViolations(page), `orders ${width}`).toEqual([]);
  }

  // On a phone the status tabs scroll sideways and say so.
  const tabs = page.getByTestId('orders-tabs-row');
  expect(await tabs.evaluate((n) => n.scrollWidth - n.clientWidth)).toBeGreaterThan(100);
  await expect(page.getByTestId('orders-tabs-row-more')).toBeVisible();

  await row(unpaid)
    .getByRole('button', { name: /Plus d’actions/ })
    .click();
  await page.getByRole('menuitem', { name: 'Supprimer' }).click();
  await expect(page.getByRole('alertdialog')).toContainText(`Supprimer la commande ${unpaid}`);
  await page.keyboard.press('Escape');
  await row(unpaid)
    .getByRole('button', { name: /Relancer/ })
    .click();
  await expect(page.getByTestId('send-email-dialog')).toBeVisible();
  await expect(page.getByTestId('send-email-dialog').getByLabel('Objet')).toHaveValue(
    `Votre commande ${unpaid} attend son paiement`,
  );
  await page.keyboard.press('Escape');

  // The unpaid order's page has no upload box, and says why.
  await gotoHydrated(page, `/admin/order-admin-details/${unpaid}`);
  await expect(page.getByTestId('unpaid-notice')).toHaveText(
    'Commande non payée\u00a0: ne commencez pas la traduction.',
  );
  await expect(page.locator('input[type="file"]')).toHaveCount(0);
  await reviewShot(page, { path: testInfo.outputPath('unpaid-order-390.png'), fullPage: true });
});

/**
 * The admin's chat socket answers as if nobody had ever written: the e2e server is shared, and other
 * journeys' conversations would fill the inbox. The socket stays on long-polling (its WebSocket is
 * refused), the list's answer is emptied and live additions become no-ops (engine.io packet 6).
 */
async function withNoConversations(page: Page) {
  await page.routeWebSocket(/\/socket\.io\//, (ws) => ws.close());
  await page.route(/\/socket\.io\/.*transport=polling/, async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const response = await route.fetch();
    const packets = (await response.text()).split('\x1e').map((packet) => {
      const ack = /^43\/admin,(\d+)(\[.*\])$/s.exec(packet);
      const answer = ack ? (JSON.parse(ack[2]!) as [{ conversations?: unknown[] }])[0] : null;
      if (ack && answer?.conversations)
        return `43/admin,${ack[1]}${JSON.stringify([{ ...answer, conversations: [] }])}`;
      return packet.startsWith('42/admin,["conversation:upsert"') ? '6' : packet;
    });
    await route.fulfill({ response, body: packets.join('\x1e') });
  });
}

test('an empty chat pane collapses to one line', async ({ admin, page, baseURL }) => {
  // A visitor writes first: the stand-in below must hide it, or this test would prove nothing.
  await skipCookieBanner(page, baseURL!);
  await gotoHydrated(page, '/');
  await openChat(page);
  await sendFromPanel(page, 'Bonjour, une question sur un acte de naissance');

  await withNoConversations(admin.page);
  await gotoHydrated(admin.page, '/admin/dashboard');
  const inbox = admin.page.getByTestId('chat-inbox');
  await expect(inbox.getByTestId('no-conversation')).toBeVisible();
  expect((await box(inbox)).height).toBeLessThan(80);
  await expect(admin.page.getByText('Sélectionnez une conversation')).toHaveCount(0);
  await admin.page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('the cookie banner never covers the back office: its login, every admin page, an admin error page, on a phone and a desk', async ({
  browser,
  baseURL,
}) => {
  // A browser that never answered the banner: the public site shows it.
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await gotoHydrated(page, '/');
  await expect(page.getByTestId('cookie-banner')).toBeVisible();
  // The banner is drawn by the server only (app/root.tsx: consent unset, not the back office); the
  // client can only hide it. So each admin page's server HTML tells, at any width (issue 32: one
  // browser visit per page at two widths cost about 25 s). The public home's HTML is the control.
  const bannerIn = async (path: string) => (await (await page.request.get(path)).text()).includes('"cookie-banner"');
  expect(await bannerIn('/'), 'the server draws the banner on the public site').toBe(true);
  // /admin/login keeps the public frame, without the banner over its form.
  expect(await bannerIn('/admin/login'), '/admin/login').toBe(false);
  await gotoHydrated(page, '/admin/login');
  await expect(page.getByRole('heading', { name: 'Identifiants administrateur' })).toBeVisible();
  await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
  await signInAdmin(page.request);
  const adminPages = GUARDED_ROUTES.filter((path) => path.startsWith('/admin/'));
  for (const path of [...adminPages, '/admin/page-inexistante']) {
    const res = await page.request.get(path, { maxRedirects: 0 });
    // Signed in, each page is the admin's own (an unknown one its 404), never a redirect to a login.
    expect([200, 404], path).toContain(res.status());
    expect((await res.text()).includes('"cookie-banner"'), path).toBe(false);
  }
  // One real visit, on a phone, where the banner would cover the most.
  await gotoHydrated(page, '/admin/orders');
  await expect(page.getByRole('navigation', { name: 'Administration' })).toBeVisible();
  await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
  // Back on the public site, the question is still open.
  await gotoHydrated(page, '/');
  await expect(page.getByTestId('cookie-banner')).toBeVisible();
  await context.close();
});

test('the back office’s words travel apart: a public page never loads them, the header’s link into the back office does', async ({
  admin,
}) => {
  const page = admin.page;
  const chunks: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/messages-/.test(r.url())) chunks.push(new URL(r.url()).pathname);
  });
  await gotoHydrated(page, '/services');
  expect(chunks.some((c) => c.includes('messages-fr-'))).toBe(true);
  expect(chunks.filter((c) => c.includes('back-office'))).toEqual([]);
  // Signed in as the translator, the public header leads to her back office, with its words.
  await page.getByRole('banner').getByRole('link', { name: 'Admin Dashboard' }).first().click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const sections = page.getByRole('navigation', { name: 'Administration' });
  await expect(sections.getByRole('link', { name: 'Commandes' })).toBeVisible();
  await expect(page.getByTestId('figure-to-handle')).toBeVisible();
  // The server's HTML shows the dashboard before the page hydrates: the chunk is asked for then.
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  expect(chunks.filter((c) => c.includes('messages-back-office-fr-'))).toHaveLength(1);
  await expect(page.locator('body')).not.toContainText(/admin(Shared|Order|Dashboard)\./);
});
