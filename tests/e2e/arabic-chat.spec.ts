import { expect, test } from '@playwright/test';
import { sendFromPanel } from './chat-helpers';
import {
  expectNoProblems,
  gotoHydrated,
  seriousA11yViolations,
  skipCookieBanner,
  watchConsole,
  reviewShot,
} from './helpers';
import { ARABIC } from './arabic-checks';

// Arabic letters, and any Latin letter except an e-mail-like token: a French word left in the widget fails.
const FRENCH_WORDS = /chat|aide|fermé|message|traductrice|Envoi|Réouverture/i;

test.describe('the chat widget on Arabic pages (issue 17)', () => {
  test('at 390 px it speaks Arabic, sits at the inline end, keeps the conversation across a reload', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const problems = watchConsole(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await skipCookieBanner(page, baseURL!);
    await gotoHydrated(page, '/ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    // The button before its chunk loads: the shell's Arabic label.
    const toggle = page.getByTestId('chat-toggle');
    await expect(toggle).toHaveAttribute('aria-label', /[\u0600-\u06FF]/);
    await toggle.click();
    const panel = page.getByTestId('chat-panel');
    await expect(panel.getByTestId('chat-title')).toHaveText('هل تحتاجون إلى مساعدة؟');
    await expect(panel.getByTestId('chat-welcome')).toContainText('مرحبًا');
    await expect(panel.getByTestId('chat-subtitle')).not.toContainText(FRENCH_WORDS);
    await expect(panel.getByTestId('chat-reply-time')).toHaveText(ARABIC);
    await expect(panel.getByTestId('chat-input')).toHaveAttribute('placeholder', 'اكتبوا رسالتكم…');
    await expect(panel.getByTestId('chat-send')).toHaveAttribute('aria-label', 'إرسال');
    await expect(page.getByTestId('chat-toggle')).toHaveAttribute('aria-label', 'إغلاق المحادثة');
    // The widget inherits the page's direction; its panel and button hug the inline end (the left).
    expect(await panel.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    const box = (await panel.boundingBox())!;
    const button = (await page.getByTestId('chat-toggle').boundingBox())!;
    expect(box.x).toBeLessThan(40);
    expect(button.x).toBeLessThan(40);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousA11yViolations(page)).toEqual([]);

    const text = `مرحبًا، كم تكلفة ترجمة عقد زواج؟ ${Date.now()}`;
    await panel.getByTestId('chat-input').fill(text);
    await panel.getByTestId('chat-input').press('Enter');
    await expect(panel.getByTestId('chat-mine').filter({ hasText: text })).toBeVisible();
    await expect(panel.getByText('جارٍ الإرسال…')).toHaveCount(0);
    // The e-mail offer for a guest, in Arabic too.
    const offer = panel.getByTestId('chat-contact-offer');
    await expect(offer).toContainText('اتركوا بريدكم الإلكتروني');
    await expect(panel.getByTestId('chat-contact-input')).toHaveAttribute('placeholder', /example\.com/);
    await reviewShot(page, { path: 'test-results/arabic/chat-390.png' });

    await page.reload();
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    const again = page.getByTestId('chat-toggle');
    await again.click();
    await expect(panel.getByTestId('chat-mine').filter({ hasText: text })).toBeVisible();
    await expect(panel.getByTestId('chat-title')).toHaveText('هل تحتاجون إلى مساعدة؟');
    await expectNoProblems(problems);
  });

  test('French pages keep the spec’s words', async ({ page, baseURL }) => {
    await skipCookieBanner(page, baseURL!);
    await gotoHydrated(page, '/');
    await expect(page.getByTestId('chat-toggle')).toHaveAttribute('aria-label', 'Ouvrir le chat');
    await page.getByTestId('chat-toggle').click();
    const panel = page.getByTestId('chat-panel');
    await expect(panel.getByTestId('chat-title')).toHaveText("Besoin d'aide ?");
    await expect(panel.getByTestId('chat-subtitle')).toContainText('La traductrice vous répond en direct.');
    await expect(panel.getByTestId('chat-reply-time')).toHaveText(/^Réponse en général sous /);
    await expect(panel.getByTestId('chat-welcome')).toHaveText(
      'Bonjour ! Une question sur une traduction, un devis ou une légalisation ? Écrivez-nous : la traductrice vous répond ici même.',
    );
    await expect(panel.getByTestId('chat-input')).toHaveAttribute('placeholder', 'Écrivez votre message…');
    await expect(panel.getByTestId('chat-send')).toHaveAttribute('aria-label', 'Envoyer');
    expect(await panel.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
    await sendFromPanel(page, `Bonjour ${Date.now()}`);
    await expect(panel.getByTestId('chat-contact-offer')).toContainText(
      'Laissez votre e-mail (facultatif) pour recevoir la réponse si vous quittez le site.',
    );
  });
});
