import { expect, type Page } from '@playwright/test';
import { expectNoHorizontalScroll } from './layout';
import { reviewShot } from './helpers';

/** What the Arabic journeys check on every page: direction, language, no French left, no sideways scroll. */

/** Any Arabic letter. */
export const ARABIC = /[\u0600-\u06FF]/;

/** French words that betray an untranslated sentence (short enough to catch a whole phrase left in French). */
const FRENCH_WORDS =
  /\b(?:le|la|les|des|vos|votre|devis|commande|commandes|mot de passe|accepter|refuser|payer|valable|télécharger)\b/gi;

/** The visible text of the main content that is French, what the page marks as French (lang="fr") set aside. */
export async function frenchLeftIn(page: Page): Promise<string[]> {
  const source = FRENCH_WORDS.source;
  return page.locator('main').evaluate((main, pattern) => {
    const clone = main.cloneNode(true) as HTMLElement;
    clone.querySelectorAll('[lang="fr"], .font-mono, script, style').forEach((el) => el.remove());
    // An e-mail address is a name, not French (a test address may read « devis-… »).
    return clone.innerText.replace(/\S+@\S+/g, '').match(new RegExp(pattern, 'gi')) ?? [];
  }, source);
}

/** An Arabic page: rtl, lang="ar", an Arabic heading, no French sentence, nothing to scroll sideways. */
export async function expectArabicPage(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('h1')).toContainText(ARABIC);
  expect(await frenchLeftIn(page)).toEqual([]);
  await expectNoHorizontalScroll(page);
}

/** The language switcher the visitor sees (its own line on phones, in the header's row on wider screens). */
export const switcher = (page: Page) => page.locator('[data-testid^="language-switch"]:visible');

/** A full-page screenshot under test-results/<folder>/, for a person to look at. */
export async function shot(page: Page, folder: string, name: string, fullPage = true) {
  await reviewShot(page, { path: `test-results/${folder}/${name}.png`, fullPage });
}
