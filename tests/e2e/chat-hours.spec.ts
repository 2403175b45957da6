import { expect, test, type Page } from '@playwright/test';
import { adminPage } from './chat-helpers';
import { adminContext, plain } from './fixtures';
import { gotoHydrated, reviewShot, skipCookieBanner } from './helpers';
import { expectNoHorizontalScroll } from './layout';

/** The dashboard's chat hours, opened: one row per day, in words. */
async function openHoursEditor(admin: Page) {
  await gotoHydrated(admin, '/admin/dashboard');
  await admin.getByTestId('chat-hours').locator('summary').click();
  return admin.getByTestId('chat-hours-form');
}

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

  for (const width of [390, 1280]) {
    test(`at ${width} px the translator sets the hours in words: saved, shown again after a reload, followed by the chat and /cgu`, async ({
      page,
      browser,
      baseURL,
    }) => {
      const { context, page: admin } = await adminContext(browser, baseURL!, { width, height: 900 });
      const headers = { origin: baseURL! };
      try {
        const form = await openHoursEditor(admin);
        // No syntax to read or type: days in words, « Fermé / Ouvert », time fields.
        await expect(form).not.toContainText('mon-fri');
        await expect(form.getByTestId('chat-hours-source')).toContainText('Ce sont les horaires par défaut du site');
        const day = (key: string) => form.getByTestId(`hours-day-${key}`);
        await expect(day('mon')).toContainText('Lundi');
        await expect(day('mon').getByTestId('hours-start')).toHaveValue('00:00');
        await expect(day('sun')).toContainText('Dimanche');

        // The e2e site's default is always open. Monday: a lunch break; Tuesday: a mistake first;
        // Saturday: the morning; Sunday closed.
        await day('mon').getByTestId('hours-start').first().fill('09:00');
        await day('mon').getByTestId('hours-end').first().fill('12:00');
        await day('mon').getByTestId('hours-add-break').click();
        await day('mon').getByTestId('hours-start').nth(1).fill('14:00');
        await day('mon').getByTestId('hours-end').nth(1).fill('18:00');
        await day('tue').getByTestId('hours-start').fill('19:00');
        await day('tue').getByTestId('hours-end').fill('10:00');
        await day('sat').getByText('Ouvert', { exact: true }).click();
        await day('sat').getByTestId('hours-start').fill('10:00');
        await day('sun').getByText('Fermé', { exact: true }).click();
        await expect(day('sun').getByTestId('hours-start')).toHaveCount(0);
        await day('sat').getByTestId('hours-end').fill('12:00');
        await form.getByRole('button', { name: 'Enregistrer les horaires' }).click();
        // The problem is said in words under Tuesday's row, and nothing is saved.
        await expect(day('tue')).toContainText('L’heure de fin doit venir après l’heure de début.');
        expect((await (await admin.request.get('/api/admin/chat/settings')).json()).hours).toBeNull();
        await day('tue').getByTestId('hours-start').fill('09:00');
        await day('tue').getByTestId('hours-end').fill('22:00');
        await expect(day('tue')).not.toContainText('L’heure de fin');
        if (width === 390) await expectNoHorizontalScroll(admin);
        await reviewShot(form, { path: `test-results/chat-hours-editor-${width}.png` });
        await form.getByRole('button', { name: 'Enregistrer les horaires' }).click();
        await expect(form.getByRole('status')).toHaveText('Horaires enregistrés.');
        // Stored in the server's syntax, which the translator never saw.
        const stored = (await (await admin.request.get('/api/admin/chat/settings')).json()).hours as string;
        expect(stored).toContain('mon 09:00-12:00; mon 14:00-18:00');
        expect(stored).toContain('sat 10:00-12:00');

        // A reload (and so a second tab) shows the same week.
        await admin.reload();
        const again = await openHoursEditor(admin);
        await expect(again.getByTestId('chat-hours-source')).toContainText('Vos horaires remplacent');
        const monday = again.getByTestId('hours-day-mon');
        await expect(monday.getByTestId('hours-start').first()).toHaveValue('09:00');
        await expect(monday.getByTestId('hours-end').first()).toHaveValue('12:00');
        await expect(monday.getByTestId('hours-start').nth(1)).toHaveValue('14:00');
        await expect(monday.getByTestId('hours-end').nth(1)).toHaveValue('18:00');
        await expect(again.getByTestId('hours-day-sat').getByTestId('hours-end')).toHaveValue('12:00');
        await expect(again.getByTestId('hours-day-sun').getByTestId('hours-closed')).toBeChecked();

        // The visitor's chat follows them: open on Saturday at 11:00, closed at 13:00 until Monday.
        await skipCookieBanner(page, baseURL!);
        for (const [instant, title] of [
          ['2026-01-17T11:00:00+01:00', "Besoin d'aide\u202f?"],
          ['2026-01-17T13:00:00+01:00', 'Chat fermé'],
        ] as const) {
          await page.clock.setFixedTime(new Date(instant));
          await gotoHydrated(page, '/');
          await page.getByTestId('chat-toggle').click();
          await expect(page.getByTestId('chat-panel').getByTestId('chat-title')).toHaveText(title);
        }
        await expect(page.getByTestId('chat-panel').getByTestId('chat-subtitle')).toContainText(
          'Réouverture lundi à 9h',
        );
        // The terms of use state them in words.
        await page.goto('/cgu');
        expect(plain((await page.locator('main').textContent()) ?? '')).toContain('le samedi, de 10 h à 12 h');

        // « Horaires par défaut » goes back to the site's own hours.
        const last = await openHoursEditor(admin);
        await last.getByTestId('chat-hours-default').click();
        await expect(last.getByTestId('chat-hours-source')).toContainText('Ce sont les horaires par défaut du site');
        await expect(last.getByTestId('hours-day-sun').getByTestId('hours-open')).toBeChecked();
        await last.getByRole('button', { name: 'Enregistrer les horaires' }).click();
        await expect(last.getByRole('status')).toHaveText('Horaires enregistrés.');
        expect((await (await admin.request.get('/api/admin/chat/settings')).json()).hours).toBeNull();
      } finally {
        await admin.request.put('/api/admin/chat/settings', { headers, data: { hours: null, closedDates: [] } });
        await context.close();
      }
    });
  }
});
