import { expect, test } from '@playwright/test';
import {
  seriousA11yViolations,
  skipCookieBanner,
  watchConsole,
  expectNoProblems,
  fillBuyer,
  reviewShot,
} from './helpers';
import { allMail, isTo } from './mailbox';
import { expectNoHorizontalScroll } from './layout';
import { PDF_PATH } from './fixtures';
import { typicalCart } from './cart-fixture';

/** Letters a French sentence is made of, outside the registered address and names. */
const FRENCH_WORDS = /\b(Commande|Votre|Livraison|Légalisation|Paiement|Payer|Panier|Prix|Documents?|Étape)\b/;

/**
 * Issue 17: an Arabic-speaking visitor orders, pays on the demo page and reads the confirmation
 * and the e-mail in Arabic, without a French sentence to understand. The cart is server and
 * cookie state: a reload in the middle keeps it. The phone run is the journey through the form;
 * the desk run (dark) checks the same pages with the cart made through the API (issue 32).
 */
for (const { width, height, scheme } of [
  { width: 390, height: 844, scheme: 'light' as const },
  { width: 1280, height: 900, scheme: 'dark' as const },
]) {
  const journey = width === 390;
  test(`an Arabic order ${journey ? 'from the form' : 'from a cart made through the API'} to the e-mail at ${width} px (${scheme})`, async ({
    page,
    baseURL,
  }) => {
    // The whole journey (form, cart, demo payment, confirmation, e-mail) with two axe passes and
    // the shipping address: more than the default 30 s on a loaded 2-core machine.
    test.setTimeout(60_000);
    const problems = watchConsole(page);
    const email = `arabe.${width}@example.fr`;
    await page.setViewportSize({ width, height });
    await page.emulateMedia({ colorScheme: scheme });
    await skipCookieBanner(page, baseURL!);

    // Typed at once, before the page is interactive.
    await page.goto('/ar/services');
    await page.getByTestId('pages-input').fill('2');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('اطلب ترجمة محلّفة');
    await expect(page.getByTestId('order-form')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByTestId('pages-input')).toHaveValue('2');

    // « Pour quelle démarche ? » in Arabic; the Préfecture presets a tracked letter.
    await page.getByText('المحافظة').first().click();
    await expect(page.getByTestId('purpose-reason')).toContainText('تطلب المحافظة الأصل الورقي');
    await expect(page.getByTestId('delivery-select').locator('option:checked')).toContainText('رسالة مع تتبُّع');
    if (journey) {
      await page.getByTestId('email-input').fill(email);
      await page.getByTestId('files-input').setInputFiles([PDF_PATH]);
      await expect(page.locator('[data-testid="file-item"][data-status="done"]')).toHaveCount(1);
      await expect(page.getByTestId('file-item')).toContainText('تم الاستلام والتشفير');
    }
    // 2 pages × 30 € + tracked letter 10 €, in Arabic with Latin digits.
    await expect(page.getByTestId('total-price')).toHaveText(/^\u200f?70\s€$/);
    await expect(page.getByTestId('delivery-estimate')).toContainText('موعد التسليم المتوقَّع');
    const form = await page.getByTestId('order-form').innerText();
    expect(form).not.toMatch(FRENCH_WORDS);
    await expectNoHorizontalScroll(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await reviewShot(page, { path: `test-results/arabic-order/services-${width}-${scheme}.png`, fullPage: true });

    if (journey) {
      await fillBuyer(page);
      await page.getByTestId('add-to-cart').click();
      await expect(page).toHaveURL(/\/ar\/panier$/);
      // The cart survives a reload: it is the server's and the cookie's.
      await page.reload();
    } else {
      // The same choices as the phone's journey, set as the form leaves them.
      await typicalCart(page, baseURL!, 'ar', {
        deliveryMethod: 'standard',
        legalization: 'none',
        purpose: 'prefecture',
        mailClient: email,
      });
      await page.goto('/ar/panier');
    }
    await expect(page.getByTestId('cart-summary')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByTestId('cart-options')).toContainText('صفحتان');
    await expect(page.getByTestId('cart-options')).toContainText('المحافظة');
    await expect(page.getByTestId('cart-files')).toContainText('acte-de-naissance.pdf');
    await expect(page.getByTestId('total-price')).toHaveText(/^\u200f?70\s€$/);
    expect(await page.locator('main').innerText()).not.toMatch(FRENCH_WORDS);
    await expectNoHorizontalScroll(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await reviewShot(page, { path: `test-results/arabic-order/panier-${width}-${scheme}.png`, fullPage: true });

    const pay = page.getByTestId('pay-button');
    await expect(pay).toBeDisabled();
    await page.getByTestId('withdrawal-consent').check();
    await pay.click();

    // The demo page, still plainly a demo, in Arabic.
    await expect(page).toHaveURL(/\/ar\/paiement-demo\/demo_[A-Za-z0-9_-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('دفع تجريبي — دون أي خصم فعلي');
    await expect(page.getByTestId('demo-banner')).toContainText('وضع تجريبي');
    // The pay button says the amount and is in the first screen, with room for a phone browser's
    // own bars at 390 px (about 660 px of page show); no chat button on this step.
    const demoPay = page.getByTestId('demo-pay');
    await expect(demoPay).toHaveText(/^ادفع \u200f?70\s€$/);
    const payBox = (await demoPay.boundingBox())!;
    expect(payBox.y + payBox.height).toBeLessThanOrEqual(width === 390 ? 660 : height);
    await expect(page.getByTestId('chat-toggle')).toHaveCount(0);
    const reference = (await page.getByTestId('demo-reference').innerText()).trim();
    expect(await page.locator('main').innerText()).not.toMatch(FRENCH_WORDS);
    await expectNoHorizontalScroll(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await reviewShot(page, { path: `test-results/arabic-order/paiement-${width}-${scheme}.png`, fullPage: true });
    await page.getByTestId('demo-pay').click();

    await expect(page).toHaveURL(new RegExp(`/ar/confirmation\\?ref=${reference}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('تم تأكيد الطلب!');
    await expect(page.getByTestId('confirmation-reference')).toHaveText(reference);
    await expect(page.getByTestId('confirmation-summary')).toContainText('صفحتان');
    await expect(page.getByTestId('confirmation-total')).toHaveText(/^\u200f?70\s€$/);
    expect(await page.locator('main').innerText()).not.toMatch(FRENCH_WORDS);
    await expectNoHorizontalScroll(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await reviewShot(page, { path: `test-results/arabic-order/confirmation-${width}-${scheme}.png`, fullPage: true });

    // The confirmation e-mail, in Arabic and right to left.
    let mail = '';
    await expect
      .poll(() => (mail = allMail().find((m) => isTo(m, email) && m.includes(reference)) ?? ''), { timeout: 15_000 })
      .not.toBe('');
    expect(mail).toContain('<html lang="ar" dir="rtl">');
    expect(mail).toContain('شكرًا لثقتك');
    expect(mail).toContain('ترجمة محلّفة (صفحتان)');
    await expectNoProblems(problems);
  });
}
