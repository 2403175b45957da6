import { expect, test } from '@playwright/test';
import { adminPage } from './chat-helpers';
import { gotoHydrated, skipCookieBanner } from './helpers';

/**
 * These tests change the chat hours of the whole server for a few seconds: they run in their
 * own Playwright project, after every other test (playwright.config.ts), one at a time.
 */
test.describe('chat hours', () => {
  test.describe.configure({ mode: 'serial' });

  test('a closed chat says when it reopens and disables the input', async ({ page, browser, baseURL }) => {
    await skipCookieBanner(page, baseURL!);
    const admin = await adminPage(browser, baseURL!);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
    const headers = { origin: baseURL! };
    expect(
      (
        await admin.request.put('/api/admin/chat/settings', { headers, data: { hours: null, closedDates: [today] } })
      ).status(),
    ).toBe(200);
    try {
      await gotoHydrated(page, '/');
      await page.getByTestId('chat-toggle').click();
      const panel = page.getByTestId('chat-panel');
      await expect(panel.getByTestId('chat-title')).toHaveText('Chat fermé');
      await expect(panel.getByTestId('chat-subtitle')).toContainText(/Réouverture (\w+ )?à 0h/);
      await expect(panel.getByRole('link', { name: 'Formulaire de contact' })).toHaveAttribute('href', '/contact');
      await expect(panel.getByTestId('chat-input')).toBeDisabled();
      await expect(panel.getByTestId('chat-welcome')).toContainText('fermé aujourd’hui');
    } finally {
      await admin.request.put('/api/admin/chat/settings', { headers, data: { hours: null, closedDates: [] } });
      await admin.context().close();
    }
  });

  test('on a Saturday and a Sunday the closed chat says « Réouverture lundi à 9h »; early on a weekday, « Réouverture à 9h »', async ({
    page,
    browser,
    baseURL,
  }) => {
    await skipCookieBanner(page, baseURL!);
    const admin = await adminPage(browser, baseURL!);
    const headers = { origin: baseURL! };
    // The e2e server is always open: the site's real hours for this test.
    expect(
      (
        await admin.request.put('/api/admin/chat/settings', {
          headers,
          data: { hours: 'mon-fri 09:00-22:00', closedDates: [] },
        })
      ).status(),
    ).toBe(200);
    try {
      const cases: [string, RegExp, string][] = [
        ['2026-01-18T11:00:00+01:00', /Réouverture lundi à 9h/, 'week-end'], // Sunday
        ['2026-01-17T16:00:00+01:00', /Réouverture lundi à 9h/, 'week-end'], // Saturday
        ['2026-01-20T07:00:00+01:00', /Réouverture à 9h/, 'fermé pour le moment'], // Tuesday morning
      ];
      for (const [instant, hint, welcome] of cases) {
        await page.clock.setFixedTime(new Date(instant));
        await gotoHydrated(page, '/');
        await page.getByTestId('chat-toggle').click();
        const panel = page.getByTestId('chat-panel');
        await expect(panel.getByTestId('chat-title')).toHaveText('Chat fermé');
        await expect(panel.getByTestId('chat-subtitle')).toContainText(hint);
        await expect(panel.getByTestId('chat-welcome')).toContainText(welcome);
        await expect(panel.getByTestId('chat-input')).toBeDisabled();
      }
    } finally {
      await admin.request.put('/api/admin/chat/settings', { headers, data: { hours: null, closedDates: [] } });
      await admin.context().close();
    }
  });
});
