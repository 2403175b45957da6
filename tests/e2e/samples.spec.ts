import { expect, test, type Page } from '@playwright/test';
import {
  expectNoProblems,
  gotoHydrated,
  seriousA11yViolations,
  skipCookieBanner,
  watchConsole,
  reviewShot,
} from './helpers';

/**
 * The home page's sample pairs and their lightbox (issue 17), in French at / and in Arabic at /ar,
 * on a phone and a desktop, light and dark. Screenshots land in test-results/samples/ for a person
 * to look at: the Arabic of the originals must be joined, right to left and readable.
 */
const thumbs = (page: Page) => page.locator('#sample-grid a[data-i]');
const box = (page: Page) => page.locator('#sample-box');
const title = (page: Page) => page.locator('#sample-box-title');

/** The image shown in the lightbox, once loaded: its file and its drawn width. */
async function shownImage(page: Page) {
  const img = box(page).locator('img');
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBeGreaterThan(0);
  return img.evaluate((i: HTMLImageElement) => ({ src: new URL(i.src).pathname, width: i.naturalWidth, alt: i.alt }));
}

async function focusIsInBox(page: Page) {
  return page.evaluate(() => !!document.activeElement?.closest('#sample-box'));
}

for (const [width, height] of [
  [390, 844],
  [1280, 900],
] as const) {
  for (const path of ['/', '/ar']) {
    const arabic = path === '/ar';
    // On an Arabic page the next document is to the left.
    const [nextKey, previousKey] = arabic ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft'];

    test(`${path} at ${width} px: the sample pairs open full size by keyboard, move on and close`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize({ width, height });
      const problems = watchConsole(page);
      await skipCookieBanner(page, baseURL!);
      await gotoHydrated(page, path);

      // Twelve pairs, each original beside its translation, every image described.
      await expect(thumbs(page)).toHaveCount(24);
      const first = thumbs(page).first();
      await first.scrollIntoViewIfNeeded();
      for (const alt of await thumbs(page)
        .locator('img')
        .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt'))))
        expect(alt!.length).toBeGreaterThan(40);
      await expect(first.locator('img')).toHaveAttribute('alt', arabic ? /وثيقة أصلية وهمية/ : /Original arabe fictif/);
      await expect(thumbs(page).nth(1).locator('img')).toHaveAttribute(
        'alt',
        arabic ? /ترجمتها المحلّفة/ : /Traduction certifiée/,
      );
      await expect.poll(() => first.locator('img').evaluate((i: HTMLImageElement) => i.naturalWidth)).toBe(360);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );

      // The downloadable sample translation.
      const pdf = page.getByRole('link', {
        name: arabic ? /تنزيل نموذج ترجمة محلّفة/ : 'Télécharger un exemple de traduction (PDF)',
      });
      const res = await page.request.get((await pdf.getAttribute('href'))!);
      expect(res.headers()['content-type']).toContain('application/pdf');

      // Enter on the first thumbnail: the original, full size, in a modal labelled dialog.
      await first.focus();
      await page.keyboard.press('Enter');
      await expect(box(page)).toBeVisible();
      await expect(box(page)).toHaveAttribute('aria-modal', 'true');
      await expect(page.getByRole('dialog', { name: arabic ? /بطاقة التعريف/ : /Carte d’identité/ })).toBeVisible();
      await expect(title(page)).toContainText(arabic ? 'الأصل بالعربية' : 'Original arabe');
      await expect(title(page)).toContainText(arabic ? '1 من 24' : '1 sur 24');
      expect(await shownImage(page)).toMatchObject({ src: '/samples/carte-identite-original.avif', width: 1190 });
      expect(await focusIsInBox(page)).toBe(true);
      // Focus stays inside while the dialog is open.
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press('Tab');
        expect(await focusIsInBox(page)).toBe(true);
      }

      // The arrow key towards « next » shows the translation, then the next original.
      await page.keyboard.press(nextKey);
      await expect(title(page)).toContainText(arabic ? 'الترجمة المحلّفة' : 'Traduction certifiée');
      expect((await shownImage(page)).src).toBe('/samples/carte-identite-traduction.avif');
      await page.keyboard.press(nextKey);
      await expect(title(page)).toContainText(arabic ? 'حكم طلاق' : 'Jugement de divorce');
      await page.keyboard.press(previousKey);
      await expect(title(page)).toContainText(arabic ? '2 من 24' : '2 sur 24');

      // The button flips to the other side of the pair.
      await box(page)
        .getByRole('button', { name: arabic ? 'عرض الأصل' : 'Voir l’original' })
        .click();
      expect((await shownImage(page)).src).toBe('/samples/carte-identite-original.avif');

      // A swipe towards the start (a finger moving left on a French page, right on an Arabic one) goes on.
      const area = await box(page).locator('img').boundingBox();
      const y = area!.y + area!.height / 2;
      const [from, to] = arabic
        ? [area!.x + 20, area!.x + area!.width - 20]
        : [area!.x + area!.width - 20, area!.x + 20];
      await page.mouse.move(from, y);
      await page.mouse.down();
      await page.mouse.move(to, y, { steps: 5 });
      await page.mouse.up();
      await expect(title(page)).toContainText(arabic ? '2 من 24' : '2 sur 24');
      // The next-document button, then back past the first image to the last one.
      await box(page)
        .getByRole('button', { name: arabic ? 'الوثيقة التالية' : 'Document suivant' })
        .click();
      await expect(title(page)).toContainText(arabic ? '3 من 24' : '3 sur 24');
      for (let i = 0; i < 3; i++) await page.keyboard.press(previousKey);
      await expect(title(page)).toContainText(arabic ? '24 من 24' : '24 sur 24');
      await page.keyboard.press(nextKey);
      await expect(title(page)).toContainText(arabic ? '1 من 24' : '1 sur 24');
      // The Moroccan birth certificate, whose Arabic is worth looking at closely.
      for (let i = 0; i < 16; i++) await page.keyboard.press(nextKey);
      await expect(title(page)).toContainText(arabic ? 'عقد ازدياد (المغرب)' : 'Acte de naissance (Maroc)');
      await shownImage(page);

      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        expect(await seriousA11yViolations(page, { coloursOnly: scheme === 'dark' })).toEqual([]);
        await reviewShot(page, {
          path: `test-results/samples/${arabic ? 'ar' : 'fr'}-${width}-${scheme}-lightbox.png`,
        });
      }

      // Escape closes it and gives the focus back to the thumbnail that opened it.
      await page.keyboard.press('Escape');
      await expect(box(page)).toBeHidden();
      await expect(first).toBeFocused();
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await reviewShot(page, { path: `test-results/samples/${arabic ? 'ar' : 'fr'}-${width}-${scheme}-grid.png` });
      }
      // A click opens the translation side directly.
      await thumbs(page).nth(3).click();
      await expect(title(page)).toContainText(arabic ? '4 من 24' : '4 sur 24');
      await box(page)
        .getByRole('button', { name: arabic ? 'إغلاق المعاينة' : 'Fermer l’aperçu' })
        .click();
      await expect(box(page)).toBeHidden();
      await expect(thumbs(page).nth(3)).toBeFocused();
      await expectNoProblems(problems);
    });
  }
}

test('a thumbnail clicked before the page has hydrated still shows the full-size image', async ({ page, baseURL }) => {
  await skipCookieBanner(page, baseURL!);
  await page.goto('/');
  // No wait: the link itself (before hydration) or the lightbox (after) shows the original.
  await thumbs(page).first().click();
  await expect
    .poll(async () =>
      new URL(page.url()).pathname === '/samples/carte-identite-original.avif'
        ? 'image page'
        : (await box(page).isVisible()) && (await shownImage(page)).src === '/samples/carte-identite-original.avif'
          ? 'lightbox'
          : 'nothing',
    )
    .not.toBe('nothing');
});
