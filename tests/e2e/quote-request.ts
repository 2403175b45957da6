import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/** What a visitor types into the quote form, in the form's language. */
export interface QuoteRequestWords {
  /** /devis or /ar/devis. */
  path: string;
  nameLabel: string;
  name: string;
  pagesLabel: string;
  message: string;
}

export const FRENCH_QUOTE: QuoteRequestWords = {
  path: '/devis',
  nameLabel: 'Nom et prénom',
  name: 'Omar Haddad',
  pagesLabel: 'Nombre de pages',
  message: 'Jugement de divorce de 3 pages, avec des tableaux.',
};

export const ARABIC_QUOTE: QuoteRequestWords = {
  path: '/ar/devis',
  nameLabel: 'الاسم الكامل',
  name: 'كريم حداد',
  pagesLabel: 'عدد الصفحات',
  message: 'حكم طلاق من ثلاث صفحات مع جداول.',
};

/**
 * A visitor asks for a quote (3 pages, one document), as people do: typing right after the page
 * opens. Returns the request's reference.
 */
export async function requestQuote(
  page: Page,
  email: string,
  words: QuoteRequestWords = FRENCH_QUOTE,
): Promise<string> {
  await page.goto(words.path);
  const form = page.getByTestId('quote-form');
  await form.getByLabel(words.nameLabel).fill(words.name);
  await form.getByTestId('email-input').fill(email);
  await form.getByLabel(words.pagesLabel).fill('3');
  await form.getByTestId('message-input').fill(words.message);
  await form
    .getByTestId('file-input')
    .setInputFiles(path.join(import.meta.dirname, 'fixtures', 'acte-de-naissance.pdf'));
  await expect(form.getByTestId('chosen-file')).toContainText('acte-de-naissance.pdf');
  await form.getByTestId('quote-submit').click();
  await expect(page.getByTestId('request-success')).toBeVisible();
  return (await page.getByTestId('quote-reference').textContent())!.trim();
}
