import { expect, test, type Page } from '@playwright/test';
import { adminPage, openChat, sendFromPanel } from './chat-helpers';
import { gotoHydrated, seriousA11yViolations, skipCookieBanner } from './helpers';
import { box, expectNoHorizontalScroll, overlap } from './layout';

/**
 * Every field of the page's main content, brought into view the way focus or
 * a screen reader brings it (aligned to the bottom edge), ends up clear of the
 * chat button and of the order form's total bar; and the page's last line can
 * be scrolled clear of the button.
 */
async function nothingHiddenUnderTheDock(page: Page) {
  const hidden = await page.evaluate(async () => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const hits = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const covered: string[] = [];
    const fields = [
      ...document.querySelectorAll<HTMLElement>(
        'main input, main select, main textarea, main button, main summary, main [data-testid="faq-answer"] p',
      ),
    ].filter((el) => el.offsetParent !== null);
    for (const el of fields) {
      el.scrollIntoView({ block: 'end' });
      await frame();
      const chat = document.querySelector('[data-testid="chat-toggle"]')!.getBoundingClientRect();
      const bar = document.querySelector('[data-mobile-total-bar]')?.getBoundingClientRect();
      const r = el.getBoundingClientRect();
      if (hits(r, chat) || (bar && hits(r, bar)))
        covered.push(`${el.tagName} ${el.getAttribute('name') ?? el.textContent?.trim().slice(0, 40)}`);
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    await frame();
    const last = [...document.querySelectorAll('footer p, footer li, footer a')].at(-1)!.getBoundingClientRect();
    if (hits(last, document.querySelector('[data-testid="chat-toggle"]')!.getBoundingClientRect()))
      covered.push('the footer’s last line');
    return { covered, checked: fields.length };
  });
  expect(hidden.checked).toBeGreaterThan(3);
  expect(hidden.covered, `covered on ${page.url()}`).toEqual([]);
}

for (const [label, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
] as const) {
  test.describe(`bottom of the screen, ${label}`, () => {
    test.use({ viewport });

    test('the cookie banner never covers the chat button, which still opens the chat', async ({ page }) => {
      await gotoHydrated(page, '/');
      const banner = page.getByTestId('cookie-banner');
      await expect(banner).toBeVisible();
      const toggle = page.getByTestId('chat-toggle');
      expect(overlap(await box(toggle), await box(banner))).toBe(false);
      await expectNoHorizontalScroll(page);
      // Nor does the button cover the page's main button while the banner is shown.
      const cta = page.getByRole('link', { name: 'Commander une traduction' }).first();
      expect(overlap(await box(toggle), await box(cta))).toBe(false);
      await openChat(page);
      await expect(page.getByTestId('chat-title')).toBeVisible();
    });

    test('the chat button hides no field of the order form, no FAQ answer, and not the end of the page', async ({
      page,
      baseURL,
    }) => {
      await skipCookieBanner(page, baseURL!);
      for (const path of ['/services', '/faq']) {
        await gotoHydrated(page, path);
        // Every answer open: their text is checked too.
        if (path === '/faq') await page.getByTestId('faq-toggle-all').click();
        await expectNoHorizontalScroll(page);
        await nothingHiddenUnderTheDock(page);
      }
    });
  });
}

test.describe('dark, phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });

  test('the open panel with its reply time and e-mail offer is accessible and fits the screen', async ({
    page,
    baseURL,
  }) => {
    await skipCookieBanner(page, baseURL!);
    await gotoHydrated(page, '/faq');
    const panel = await openChat(page);
    await sendFromPanel(page, 'Bonjour, traduisez-vous les jugements de divorce ?');
    await expect(panel.getByTestId('chat-contact-offer')).toBeVisible();
    const b = await box(panel);
    expect(b.x).toBeGreaterThanOrEqual(0);
    expect(b.x + b.width).toBeLessThanOrEqual(390);
    expect(b.y).toBeGreaterThanOrEqual(0);
    await expectNoHorizontalScroll(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

test.describe('a short phone (390 × 667)', () => {
  test.use({ viewport: { width: 390, height: 667 } });

  for (const withBanner of [false, true]) {
    test(`above the order form's total bar${withBanner ? ' and the cookie banner' : ''}, the open panel stays on screen, header and close button included`, async ({
      page,
      baseURL,
    }) => {
      if (!withBanner) await skipCookieBanner(page, baseURL!);
      await gotoHydrated(page, '/services');
      const bar = page.locator('[data-mobile-total-bar]');
      await expect(bar).toBeVisible();
      if (withBanner) await expect(page.getByTestId('cookie-banner')).toBeVisible();
      const panel = await openChat(page);
      // The dock rises above the bar by a transform: the panel gave up height for it.
      const b = await box(panel);
      expect(b.y).toBeGreaterThanOrEqual(0);
      expect(b.y + b.height).toBeLessThanOrEqual((await box(page.getByTestId('chat-toggle'))).y);
      expect(overlap(b, await box(bar))).toBe(false);
      await expect(panel.getByRole('button', { name: 'Fermer le chat' })).toBeInViewport();
      await expect(panel.getByTestId('chat-input')).toBeInViewport();
      expect(overlap(await box(page.getByTestId('chat-toggle')), await box(bar))).toBe(false);
      if (withBanner) expect(overlap(b, await box(page.getByTestId('cookie-banner')))).toBe(false);
    });
  }
});

test.describe('a phone held sideways (844 × 390)', () => {
  test.use({ viewport: { width: 844, height: 390 } });

  test('beside the open panel, the cookie banner narrows and stays whole on screen', async ({ page }) => {
    await gotoHydrated(page, '/services');
    await expect(page.locator('[data-mobile-total-bar]')).toBeVisible();
    const panel = await openChat(page);
    const banner = await box(page.getByTestId('cookie-banner'));
    expect(banner.x).toBeGreaterThanOrEqual(0);
    expect(overlap(banner, await box(panel))).toBe(false);
    await expect(panel.getByRole('button', { name: 'Fermer le chat' })).toBeInViewport();
    await expectNoHorizontalScroll(page);
  });
});

test.describe('back office on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the dashboard with conversations fits 390 px, time and delete buttons on screen; its dialogs are dialogs', async ({
    page,
    browser,
    baseURL,
  }) => {
    // A conversation with a long first message, as the inbox shows them.
    await skipCookieBanner(page, baseURL!);
    await gotoHydrated(page, '/');
    await openChat(page);
    await sendFromPanel(
      page,
      'Bonjour, je voudrais faire traduire un acte de naissance marocain et un jugement de divorce très long à lire',
    );

    const admin = await adminPage(browser, baseURL!);
    await admin.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(admin, '/admin/dashboard');
    const row = admin.getByTestId('conversation').first();
    await expect(row).toBeVisible();
    await expectNoHorizontalScroll(admin);
    for (const part of [row.getByTestId('delete-conversation'), row.locator('span.shrink-0').first()]) {
      const b = await box(part);
      expect(b.x + b.width).toBeLessThanOrEqual(390);
    }

    // The shared Modal keeps role="dialog" (it was removed by role={undefined}).
    await gotoHydrated(admin, '/admin/users');
    await admin.getByTestId('message').first().click();
    await expect(admin.getByRole('dialog')).toBeVisible();
    await expect(admin.getByTestId('send-email-dialog')).toHaveAttribute('role', 'dialog');
    await admin.keyboard.press('Escape');
    await gotoHydrated(admin, '/admin/outbox');
    const open = admin.getByTestId('outbox-open').first();
    if (await open.count()) {
      await open.click();
      await expect(admin.getByTestId('outbox-detail')).toHaveAttribute('role', 'dialog');
    }
    await admin.context().close();
  });
});
