import { expect, test } from '@playwright/test';
import { gotoHydrated, skipCookieBanner } from './helpers';
import { expectNoHorizontalScroll } from './layout';

/**
 * Issue 30: /cookies names what the site keeps in the browser besides cookies, each key with what
 * it is for, whether it is personal data and how long it stays; /ar/cookies summarises the same.
 */
const LOCAL = ['cart', 'mailClient', 'chat-active', 'chat-started', 'chat-contact-offer', 'admin-chat-sound'];
const SESSION = ['chat-pending', 'checkoutKey', 'confirmation'];

for (const width of [390, 1280]) {
  test(`at ${width} px /cookies and /ar/cookies list the browser storage keys, in words`, async ({ page, baseURL }) => {
    await skipCookieBanner(page, baseURL!);
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page, '/cookies');
    await expect(
      page.getByRole('heading', { name: 'Ce que le site garde dans votre navigateur, en dehors des cookies' }),
    ).toBeVisible();
    // A table on a desktop, stacked cards on a phone: whichever this width shows.
    const shown = (label: string) => page.locator(`[aria-label="${label}"]:visible`);
    const local = shown('Stockage local du navigateur');
    const session = shown('Stockage de session du navigateur');
    const named = (list: typeof local, key: string) => list.locator('code').filter({ hasText: new RegExp(`^${key}$`) });
    for (const key of LOCAL) await expect(named(local, key).first()).toBeVisible();
    for (const key of SESSION) await expect(named(session, key).first()).toBeVisible();
    await expect(local).toContainText('Non\u00a0: la valeur est seulement «\u00a01\u00a0».');
    await expect(session).toContainText('Jusqu’à la fermeture de l’onglet.');
    await expect(page.locator('main')).toContainText('vidé par le navigateur dès que vous fermez l’onglet');
    await expectNoHorizontalScroll(page);

    await gotoHydrated(page, '/ar/cookies');
    const arabic = page.locator('main');
    await expect(
      arabic.getByRole('heading', { name: 'ما يحفظه الموقع في متصفحك خارج ملفات تعريف الارتباط' }),
    ).toBeVisible();
    for (const key of [...LOCAL, ...SESSION]) await expect(arabic).toContainText(key);
    await expectNoHorizontalScroll(page);
  });
}
