import { expect, test, type Page } from '@playwright/test';
import type { DeliverySettings } from '../../core/delivery-date';
import { adminContext } from './fixtures';
import { gotoHydrated, reviewShot } from './helpers';
import { expectNoHorizontalScroll } from './layout';

/**
 * Issue 30: the office's closures are a list of « Du » / « Au » date fields, not dates typed one
 * per line. The closures are in 2099, so no estimate another test computes meanwhile moves; the
 * two widths share the one calendar, so they run one after the other and put it back.
 */
test.describe.configure({ mode: 'serial' });

const calendar = async (page: Page): Promise<DeliverySettings> =>
  (await page.request.get('/api/admin/delivery-calendar')).json();

async function openCalendar(page: Page) {
  await gotoHydrated(page, '/admin/catalogue');
  const form = page.getByTestId('delivery-calendar-form');
  await expect(form).toBeVisible();
  return form;
}

for (const width of [390, 1280]) {
  test(`at ${width} px the translator adds closures as dates: problems at their row, saved, shown again after a reload`, async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await adminContext(browser, baseURL!, { width, height: 900 });
    const before = await calendar(page);
    try {
      const form = await openCalendar(page);
      // No syntax to read: no « AAAA-MM-JJ », no arrow, no text area.
      await expect(form).not.toContainText(/AAAA|→|2026-12-24/);
      await expect(form.locator('textarea')).toHaveCount(0);
      const rows = form.getByTestId('delivery-closure');
      const start = await rows.count();

      // A period, a single day (no « Au »), and a period the wrong way round.
      for (const [from, to] of [
        ['2099-12-24', '2100-01-02'],
        ['2099-05-14', ''],
        ['2099-03-10', '2099-03-01'],
      ]) {
        await form.getByTestId('closure-add').click();
        const row = rows.last();
        await row.getByLabel('Du').fill(from!);
        if (to) await row.getByLabel(/^Au/).fill(to);
      }
      await expect(rows).toHaveCount(start + 3);
      await form.getByTestId('delivery-calendar-save').click();
      // Said in words under that row only; nothing saved.
      await expect(rows.nth(start + 2)).toContainText('Une période de fermeture doit finir après son début.');
      await expect(rows.nth(start)).not.toContainText('Une période');
      expect(await calendar(page)).toEqual(before);
      if (width === 390) await expectNoHorizontalScroll(page);
      await reviewShot(form, { path: `test-results/delivery-closures-${width}.png` });

      await rows
        .nth(start + 2)
        .getByTestId('closure-remove')
        .click();
      await expect(rows).toHaveCount(start + 2);
      await expect(form).not.toContainText('Une période de fermeture doit finir');
      await form.getByTestId('delivery-calendar-save').click();
      await expect(form.getByTestId('delivery-calendar-saved')).toHaveText('Calendrier de livraison enregistré.');
      const saved = (await calendar(page)).closedDays;
      expect(saved).toEqual(expect.arrayContaining(['2099-05-14', { from: '2099-12-24', to: '2100-01-02' }]));
      // The site publishes it (every estimate of the site reads it).
      expect((await (await page.request.get('/api/services')).json()).deliveryCalendar.closedDays).toEqual(saved);

      // A reload shows them as dates, sorted; the single day has no « Au ».
      await page.reload();
      const again = await openCalendar(page);
      const shown = again.getByTestId('delivery-closure');
      await expect(shown).toHaveCount(start + 2);
      const may = shown.filter({ has: page.locator('input[value="2099-05-14"]') });
      await expect(may.getByLabel(/^Au/)).toHaveValue('');
      const christmas = shown.filter({ has: page.locator('input[value="2099-12-24"]') });
      await expect(christmas.getByLabel(/^Au/)).toHaveValue('2100-01-02');
    } finally {
      await page.request.put('/api/admin/delivery-calendar', { headers: { origin: baseURL! }, data: before });
      await context.close();
    }
  });
}
