import { expect, test, type Page } from '@playwright/test';
import {
  expectNoProblems,
  gotoHydrated,
  seriousA11yViolations,
  skipCookieBanner,
  watchConsole,
  reviewShot,
} from './helpers';
import { expectNoHorizontalScroll } from './layout';
import { signInAdmin, uniqueId } from './fixtures';

/**
 * The FAQ and the blog in Arabic (issue 17, decision 034): the translator writes the Arabic
 * version of a French question from the French back office, visitors find it on /ar/faq (with
 * or without hamza) and never on /faq, and read the seeded Arabic article on /ar/blog.
 * Screenshots land in test-results/arabic-content/ for a person to look at.
 */
const SEEDED_ARTICLE = 'كيف تجعل شهادة ميلاد مغربية أو جزائرية مقبولة في فرنسا؟';

async function shoot(page: Page, name: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await reviewShot(page, { path: `test-results/arabic-content/${name}-${scheme}.png`, fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** The JSON-LD blocks of the page, parsed. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b) as Record<string, unknown>);
}

for (const [width, height] of [
  [390, 844],
  [1280, 900],
] as const) {
  test.describe(`Arabic blog at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('/ar/blog lists the seeded Arabic article and opens it; /blog does not list it', async ({ page, baseURL }) => {
      const problems = watchConsole(page);
      await skipCookieBanner(page, baseURL!);
      await gotoHydrated(page, '/ar/blog');
      const card = page.getByTestId('article-card').filter({ hasText: SEEDED_ARTICLE });
      await expect(card).toHaveCount(1);
      await card.getByTestId('read-more').click();
      await expect(page).toHaveURL(/\/ar\/blog\/[a-z0-9-]+$/);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('h1')).toHaveText(SEEDED_ARTICLE);
      await expect(page.getByTestId('article-content')).toContainText('نسخة كاملة');
      const posting = (await jsonLd(page)).find((d) => d['@type'] === 'BlogPosting')!;
      expect(posting.inLanguage).toBe('ar');
      const url = page.url();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
      // No French version: no alternates, no switcher.
      await expect(page.locator('link[hreflang]')).toHaveCount(0);
      await page.reload();
      await expect(page.locator('h1')).toHaveText(SEEDED_ARTICLE);
      await expectNoHorizontalScroll(page);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await shoot(page, `article-${width}`);

      await gotoHydrated(page, '/blog');
      await expect(page.getByTestId('article-card')).not.toHaveCount(0);
      await expect(page.getByText(SEEDED_ARTICLE)).toHaveCount(0);
      await expectNoProblems(problems);
    });
  });
}

test('/ar/faq says it is Arabic to search engines, with every answer in the page', async ({ page, baseURL }) => {
  await skipCookieBanner(page, baseURL!);
  await gotoHydrated(page, '/ar/faq');
  const faqPage = (await jsonLd(page)).find((d) => d['@type'] === 'FAQPage')!;
  expect(faqPage.inLanguage).toBe('ar');
  const questions = faqPage.mainEntity as { name: string; url: string }[];
  expect(questions.length).toBeGreaterThanOrEqual(8);
  expect(questions.every((q) => /[\u0600-\u06ff]/.test(q.name) && q.url.startsWith(`${baseURL}/ar/faq#`))).toBe(true);
  // Prices and delays are the catalogue's, worded in Arabic: no {{word}} is left.
  await expect(page.getByTestId('faq-list')).not.toContainText('{{');
  // The French FAQ: French only, and its FAQPage data as before (no inLanguage).
  await gotoHydrated(page, '/faq');
  await expect(page.getByTestId('faq-list')).not.toContainText(/[\u0600-\u06ff]/);
  expect((await jsonLd(page)).find((d) => d['@type'] === 'FAQPage')!.inLanguage).toBeUndefined();
  // An unknown Arabic question or article: a 404 in Arabic, leading back to Arabic pages.
  for (const [path, title] of [
    ['/ar/faq/sual-ghayr-mawjud', 'السؤال غير موجود'],
    ['/ar/blog/maqal-ghayr-mawjud', 'المقال غير موجود'],
  ] as const) {
    expect((await page.goto(path))!.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText(title);
    await expect(page.locator('main').getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' })).toHaveAttribute(
      'href',
      '/ar',
    );
  }
});

// The whole journey once, on a phone (she works from hers); the desktop is checked below from API-made entries.
test.describe('Arabic FAQ at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('an admin writes the Arabic version of a French question: on /ar/faq, found with or without hamza, never on /faq', async ({
    page,
    baseURL,
  }) => {
    // A whole journey (sign in, write, search both spellings, full-page screenshots).
    test.slow();
    const problems = watchConsole(page);
    await skipCookieBanner(page, baseURL!);
    await signInAdmin(page.request);
    const tag = uniqueId();
    const french = await page.request.post('/api/qr', {
      data: { question: `Traduisez-vous l’acte de kafala ${tag} ?`, answer: '<p>Oui, avec le jugement.</p>' },
    });
    expect(french.status(), await french.text()).toBe(201);
    const fr = (await french.json()) as { _id: string; slug: string };

    // From the French entry's editor: « Ajouter la version arabe », the French text beside.
    await gotoHydrated(page, `/faq/${fr._id}/edit`);
    await page.getByTestId('faq-add-arabic').click();
    await expect(page).toHaveURL(new RegExp(`/faq/new\\?traduction=${fr._id}$`));
    await expect(page.getByTestId('original')).toContainText(tag);
    const question = page.getByLabel('Question', { exact: true });
    await expect(question).toHaveAttribute('dir', 'rtl');
    const editor = page.getByTestId('faq-answer-editor');
    await expect(editor).toHaveAttribute('dir', 'rtl');
    await expect(editor).toHaveAttribute('lang', 'ar');
    const arabicQuestion = `هل تترجمون إشهاد الكفالة ${tag}؟`;
    await question.fill(arabicQuestion);
    await editor.click();
    await page.keyboard.type('نعم، نترجم إشهاد الكفالة مع الحكم.');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByTestId('editor-save').click();
    await expect(page).toHaveURL(/\/ar\/faq$/);

    // Reload: the entry is stored, in the Arabic FAQ, and the admin sees its language.
    await page.reload();
    const item = page.getByTestId('faq-item').filter({ hasText: arabicQuestion });
    await expect(item).toHaveCount(1);
    await item.getByRole('button', { name: arabicQuestion }).click();
    await expect(item.getByTestId('faq-answer-html')).toHaveText('نعم، نترجم إشهاد الكفالة مع الحكم.');
    await expect(item.getByTestId('admin-language')).toContainText('Arabe');
    // Her controls there stay in the back office's French (decision 034): « Ajouter », and the
    // spec's confirmation sentence, cancelled.
    await expect(page.getByTestId('faq-add')).toHaveText('Ajouter');
    await item.getByTestId('admin-delete').click();
    await expect(page.getByRole('alertdialog')).toContainText(
      'Êtes-vous sûr de vouloir supprimer cette question\u202f?',
    );
    await page.getByRole('alertdialog').getByRole('button', { name: 'Annuler' }).click();
    await expect(item).toHaveCount(1);

    // The French FAQ shows the French entry only, with its Arabic version named for the admin.
    await gotoHydrated(page, '/faq');
    await expect(page.getByTestId('faq-item').filter({ hasText: tag })).toHaveCount(1);
    await expect(page.getByText(arabicQuestion)).toHaveCount(0);
    const frenchItem = page.getByTestId('faq-item').filter({ hasText: tag });
    await frenchItem.getByRole('button').first().click();
    await expect(frenchItem.getByTestId('admin-other-version')).toHaveText('Version arabe');

    // A visitor, typing as soon as the page is there: with and without hamza, ta marbuta as ha.
    await page.context().clearCookies();
    await skipCookieBanner(page, baseURL!);
    await page.goto('/ar/faq');
    const search = page.getByTestId('faq-search');
    await search.fill(`اشهاد الكفاله ${tag}`);
    await expect(page.getByTestId('faq-count')).toHaveText('سؤال واحد مطابق');
    await expect(page.getByTestId('faq-item')).toHaveCount(1);
    await search.fill(`إشهاد ${tag}`);
    await expect(page.getByTestId('faq-item')).toHaveText(new RegExp(tag));
    await expect(page.getByTestId('faq-count')).toHaveText('سؤال واحد مطابق');
    // Vowel marks typed by the visitor change nothing either.
    await search.fill(`الكَفَالَة ${tag}`);
    await expect(page.getByTestId('faq-item')).toHaveCount(1);
    await search.fill('كلمة غير موجودة إطلاقا');
    await expect(page.getByTestId('faq-count')).toHaveText('لا يوجد أي سؤال مطابق');
    await expect(page.getByTestId('faq-no-result')).toContainText('كلمة غير موجودة إطلاقا');
    await search.fill('');
    // Several answers: the Arabic plural, and « Tout déplier » in Arabic.
    await search.fill('الترجمه');
    await expect(page.getByTestId('faq-count')).toHaveText(/^\d+ (أسئلة|سؤالًا|سؤال) مطابق/);
    await search.fill('');
    await page.getByRole('button', { name: 'عرض كل الأجوبة' }).click();
    await expect(page.getByRole('button', { name: 'إخفاء كل الأجوبة' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await shoot(page, 'faq-390');

    // Its own page: canonical, and hreflang to the French question and back.
    const arabic = (await (await page.request.get('/api/qr?lang=ar')).json()) as {
      _id: string;
      slug: string;
      translationOf: string;
    }[];
    const ar = arabic.find((e) => e.translationOf === fr._id)!;
    expect(ar.slug).toMatch(/^[a-z0-9-]+$/);
    await gotoHydrated(page, `/ar/faq/${ar.slug}`);
    await expect(page.locator('h1')).toHaveText(arabicQuestion);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/ar/faq/${ar.slug}`);
    await expect(page.locator('link[hreflang="fr"]')).toHaveAttribute('href', `${baseURL}/faq/${fr.slug}`);
    await gotoHydrated(page, `/faq/${fr.slug}`);
    await expect(page.locator('link[hreflang="ar"]')).toHaveAttribute('href', `${baseURL}/ar/faq/${ar.slug}`);
    // The wrong language's address leads to the right one.
    const wrong = await page.request.get(`/faq/${ar.slug}`, { maxRedirects: 0 });
    expect(wrong.status()).toBe(301);
    expect(wrong.headers()['location']).toBe(`/ar/faq/${ar.slug}`);

    await signInAdmin(page.request);
    for (const id of [ar._id, fr._id]) expect((await page.request.delete(`/api/qr/${id}`)).status()).toBe(200);
    await expectNoProblems(problems);
  });
});

test.describe('Arabic FAQ at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the editor of an Arabic version and the Arabic FAQ, on a desktop', async ({ page, baseURL }) => {
    const problems = watchConsole(page);
    await skipCookieBanner(page, baseURL!);
    await signInAdmin(page.request);
    const tag = uniqueId();
    const fr = (await (
      await page.request.post('/api/qr', {
        data: { question: `Traduisez-vous l’acte de kafala ${tag} ?`, answer: '<p>Oui, avec le jugement.</p>' },
      })
    ).json()) as { _id: string };

    // The editor as « Ajouter la version arabe » opens it: the French beside, the fields right to left.
    await gotoHydrated(page, `/faq/new?traduction=${fr._id}`);
    await expect(page.getByTestId('original')).toContainText(tag);
    await expect(page.getByTestId('faq-answer-editor')).toHaveAttribute('dir', 'rtl');
    await expectNoHorizontalScroll(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shoot(page, 'editor-1280');

    // Saved (as the editor's button would), it is found on /ar/faq.
    const arabic = await page.request.post('/api/qr', {
      data: {
        question: `هل تترجمون إشهاد الكفالة ${tag}؟`,
        answer: '<p>نعم، نترجم إشهاد الكفالة مع الحكم.</p>',
        lang: 'ar',
        translationOf: fr._id,
      },
    });
    expect(arabic.status(), await arabic.text()).toBe(201);
    const ar = (await arabic.json()) as { _id: string };

    await gotoHydrated(page, '/ar/faq');
    await page.getByTestId('faq-search').fill(`اشهاد الكفاله ${tag}`);
    await expect(page.getByTestId('faq-count')).toHaveText('سؤال واحد مطابق');
    await expectNoHorizontalScroll(page);
    await shoot(page, 'faq-1280');

    for (const id of [ar._id, fr._id]) expect((await page.request.delete(`/api/qr/${id}`)).status()).toBe(200);
    await expectNoProblems(problems);
  });
});
