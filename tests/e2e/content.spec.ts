import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { XSS_PAYLOADS } from '../../server/content/xss-corpus';
import {
  expectNoProblems,
  gotoHydrated,
  seriousA11yViolations,
  skipCookieBanner,
  watchConsole,
  watchCspIssues,
} from './helpers';
import { PNG_PATH, signInAdmin, uniqueId } from './fixtures';

const FAQ_CONFIRM = 'Êtes-vous sûr de vouloir supprimer cette question ?';
const ARTICLE_CONFIRM = 'Êtes-vous sûr de vouloir supprimer cet article ?';

const searchable = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Any dialog (alert, confirm, prompt) opened by the page is recorded and dismissed. */
function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  return dialogs;
}

/** Markup that must never appear inside content written in the editors. */
async function injectedMarkup(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((roots) =>
    roots.flatMap((root) =>
      [...root.querySelectorAll('*')].flatMap((el) => {
        const problems: string[] = [];
        if (
          /^(script|iframe|object|embed|svg|math|style|form|input|button|meta|link|base|template|video|audio)$/i.test(
            el.tagName,
          )
        )
          problems.push(`<${el.tagName.toLowerCase()}>`);
        for (const attr of el.getAttributeNames()) {
          if (/^on/i.test(attr) || attr === 'style' || attr === 'srcdoc')
            problems.push(`${el.tagName.toLowerCase()}[${attr}]`);
          if (
            (attr === 'href' || attr === 'src') &&
            /^\s*(javascript|vbscript|data):/i.test(el.getAttribute(attr) ?? '')
          )
            problems.push(`${attr}=${el.getAttribute(attr)}`);
        }
        return problems;
      }),
    ),
  );
}

async function deleteByApi(request: APIRequestContext, url: string) {
  const res = await request.delete(url);
  expect([200, 404]).toContain(res.status());
}

test.describe('FAQ for visitors', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await skipCookieBanner(page, baseURL!);
  });

  test('the whole FAQ is in the server HTML, with FAQPage data', async ({ request }) => {
    const html = await (await request.get('/faq')).text();
    const items = html.match(/data-testid="faq-item"/g) ?? [];
    expect(items.length).toBeGreaterThanOrEqual(12);
    expect(html).toContain('Une traduction certifiée est réalisée par un traducteur inscrit');
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) =>
      JSON.parse(m[1]!),
    );
    const faqPage = blocks.find((b) => b['@type'] === 'FAQPage');
    expect(faqPage.mainEntity.length).toBe(items.length);
    expect(faqPage.mainEntity[0]).toMatchObject({ '@type': 'Question', acceptedAnswer: { '@type': 'Answer' } });
  });

  test('accordion: one answer at a time, or all with « Tout déplier »', async ({ page }) => {
    const problems = watchConsole(page);
    const csp = await watchCspIssues(page);
    await gotoHydrated(page, '/faq');
    const items = page.getByTestId('faq-item');
    const answers = page.getByTestId('faq-answer');
    const total = await items.count();
    expect(total).toBeGreaterThanOrEqual(12);
    await expect(answers.first()).toBeHidden();

    await items.nth(0).getByRole('button').click();
    await expect(answers.nth(0)).toBeVisible();
    await expect(items.nth(0).getByRole('button')).toHaveAttribute('aria-expanded', 'true');
    await items.nth(1).getByRole('button').click();
    await expect(answers.nth(1)).toBeVisible();
    await expect(answers.nth(0)).toBeHidden();
    await items.nth(1).getByRole('button').click();
    await expect(answers.nth(1)).toBeHidden();

    await page.getByTestId('faq-toggle-all').click();
    await expect(page.getByTestId('faq-toggle-all')).toHaveText('Tout replier');
    for (let i = 0; i < total; i++) await expect(answers.nth(i)).toBeVisible();
    // An answer longer than 600 px scrolls inside its panel (spec 9).
    const maxHeight = await page
      .getByTestId('faq-answer')
      .first()
      .locator('div')
      .first()
      .evaluate((el) => getComputedStyle(el).maxHeight);
    expect(maxHeight).toBe('600px');
    await page.getByTestId('faq-toggle-all').click();
    await expect(page.getByTestId('faq-toggle-all')).toHaveText('Tout déplier');
    for (let i = 0; i < total; i++) await expect(answers.nth(i)).toBeHidden();
    await expectNoProblems([...problems, ...csp]);
  });

  test('search ignores case and accents and shows the result count', async ({ page }) => {
    await gotoHydrated(page, '/faq');
    const texts = await page.getByTestId('faq-item').evaluateAll((els) => els.map((e) => e.textContent ?? ''));
    const expected = texts.filter((t) => searchable(t).includes('legalis')).length;
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(texts.length);

    const search = page.getByTestId('faq-search');
    await expect(page.getByTestId('faq-count')).toHaveText('');
    await search.fill('LÉGALIS');
    await expect(page.getByTestId('faq-item')).toHaveCount(expected);
    await expect(page.getByTestId('faq-count')).toHaveText(
      expected === 1 ? '1 question trouvée' : `${expected} questions trouvées`,
    );
    await search.fill('legalis');
    await expect(page.getByTestId('faq-item')).toHaveCount(expected);

    // The answer text is searched too, not only the questions.
    await search.fill('CACHET');
    await expect(page.getByTestId('faq-count')).toHaveText(/^\d+ questions? trouvées?$/);
    expect(await page.getByTestId('faq-item').count()).toBeGreaterThan(0);
    for (const q of await page.getByTestId('faq-item').getByRole('button').allTextContents())
      expect(searchable(q)).not.toContain('cachet');

    await search.fill('zzz introuvable');
    await expect(page.getByTestId('faq-count')).toHaveText('Aucune question trouvée');
    await expect(page.getByTestId('faq-no-result')).toBeVisible();
    await page.getByRole('button', { name: 'Effacer la recherche' }).click();
    await expect(page.getByTestId('faq-item')).toHaveCount(texts.length);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('a #slug deep link opens and scrolls to its question', async ({ page }) => {
    await page.goto('/faq#comment-se-passe-le-paiement');
    const item = page.locator('#comment-se-passe-le-paiement');
    await expect(item.getByTestId('faq-answer')).toBeVisible();
    await expect(item.getByRole('button')).toHaveAttribute('aria-expanded', 'true');
    await expect(item).toBeInViewport();
    await expect(page.getByTestId('faq-answer').filter({ visible: true })).toHaveCount(1);

    // Changing the hash on the page opens the new target in its place.
    await page.evaluate(() => {
      window.location.hash = 'quels-sont-les-delais';
    });
    await expect(page.locator('#quels-sont-les-delais').getByTestId('faq-answer')).toBeVisible();
    await expect(item.getByTestId('faq-answer')).toBeHidden();
    await expect(page.locator('#quels-sont-les-delais')).toBeInViewport();
  });

  test('a question has its own page with its answer and metadata', async ({ page, request }) => {
    const html = await (await request.get('/faq/comment-se-passe-le-paiement')).text();
    expect(html).toMatch(
      /<meta name="description" content="Le paiement se fait en ligne, par carte bancaire[^"]{0,140}"/,
    );
    const description = /<meta name="description" content="([^"]*)"/.exec(html)![1]!;
    expect(description.length).toBeLessThanOrEqual(160);
    await gotoHydrated(page, '/faq/comment-se-passe-le-paiement');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Comment se passe le paiement ?');
    await expect(page.getByTestId('faq-detail-answer')).toContainText('par carte bancaire');
    await expect(page.getByTestId('admin-edit')).toHaveCount(0);
    // Unknown question: the spec's message.
    const missing = await request.get('/faq/question-qui-n-existe-pas');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('Question non trouvée');
  });
});

test.describe('blog for visitors', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await skipCookieBanner(page, baseURL!);
  });

  test('the list leads to an article with its structured data, on both addresses', async ({
    page,
    request,
    baseURL,
  }) => {
    await gotoHydrated(page, '/blog');
    const cards = page.getByTestId('article-card');
    expect(await cards.count()).toBeGreaterThanOrEqual(3);
    await expect(cards.first()).toContainText(/\d{1,2} [a-zéû]+ \d{4}/);
    await expect(page.getByTestId('new-article')).toHaveCount(0);
    const title = (await cards.first().getByRole('heading').textContent())!;
    await cards.first().getByTestId('read-more').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const slug = new URL(page.url()).pathname.split('/').pop()!;

    for (const p of [`/blog/${slug}`, `/article/${slug}`]) {
      const html = await (await request.get(p)).text();
      expect(html, p).toContain(`<link rel="canonical" href="${baseURL}/blog/${slug}"/>`);
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) =>
        JSON.parse(m[1]!),
      );
      const post = blocks.find((b) => b['@type'] === 'BlogPosting');
      expect(post, p).toMatchObject({ headline: title, author: { '@type': 'Person' } });
      expect(post.datePublished).toBeTruthy();
      expect(post.image[0]).toMatch(/^http/);
      expect(blocks.some((b) => b['@type'] === 'BreadcrumbList')).toBe(true);
    }
  });
});

test.describe('admin editors', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    // The editor chunk is the largest of the site: on a loaded machine a journey nears 30 s.
    test.slow();
    await skipCookieBanner(page, baseURL!);
  });

  test('an admin adds, edits and deletes a FAQ entry through the UI', async ({ page }) => {
    const problems = watchConsole(page);
    const csp = await watchCspIssues(page);
    await signInAdmin(page.request);
    const tag = uniqueId();
    const question = `Traduisez-vous les actes de kafala ${tag} ?`;

    await gotoHydrated(page, '/faq');
    await page.getByTestId('faq-add').click();
    await expect(page).toHaveURL(/\/faq\/new$/);
    const editor = page.getByTestId('faq-answer-editor');
    await expect(editor).toBeVisible();

    // Empty form: the spec's messages, field by field.
    await page.getByTestId('editor-save').click();
    await expect(page.getByText('La question est requise')).toBeVisible();
    await expect(page.getByText('La réponse est requise')).toBeVisible();

    await page.getByLabel('Question', { exact: true }).fill(question);
    await page.getByLabel('Ordre d’affichage').fill('0');
    await editor.click();
    await page.getByRole('button', { name: 'Gras' }).click();
    await page.keyboard.type('Oui');
    await page.getByRole('button', { name: 'Gras' }).click();
    await page.keyboard.type(', avec une traduction assermentée.');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByTestId('editor-save').click();
    await expect(page).toHaveURL(/\/faq$/);

    const item = page.getByTestId('faq-item').filter({ hasText: question });
    await expect(item).toHaveCount(1);
    await item.getByRole('button', { name: question }).click();
    // Stored as written, shown with the wording rule.
    await expect(item.getByTestId('faq-answer-html')).toHaveText('Oui, avec une traduction certifiée.');
    await expect(item.getByTestId('faq-answer-html').locator('strong')).toHaveText('Oui');

    await item.getByTestId('admin-edit').click();
    await expect(page).toHaveURL(/\/faq\/[0-9a-f-]{36}\/edit$/);
    const edited = `Traduisez-vous les actes de kafala et de mariage ${tag} ?`;
    // Stored with French typography (decision 031): a narrow no-break space before « ? ».
    await expect(page.getByLabel('Question', { exact: true })).toHaveValue(question.replace(' ?', '\u202f?'));
    await page.getByLabel('Question', { exact: true }).fill(edited);
    await page.getByTestId('editor-save').click();
    await expect(page).toHaveURL(/\/faq$/);
    const editedItem = page.getByTestId('faq-item').filter({ hasText: edited });
    await expect(editedItem).toHaveCount(1);

    await editedItem.getByRole('button', { name: edited }).click();
    await editedItem.getByTestId('admin-delete').click();
    const dialog = page.getByRole('alertdialog', { name: FAQ_CONFIRM });
    await expect(dialog).toBeVisible();
    // The admin's words on the public list come with the root data, in French: no message id shows.
    await expect(dialog).toContainText('sera supprimée du site. Cette action est définitive.');
    await expect(dialog.getByRole('button', { name: 'Annuler' })).toBeVisible();
    await dialog.getByTestId('confirm-action').click();
    await expect(page.getByTestId('faq-item').filter({ hasText: edited })).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('faq-item').filter({ hasText: tag })).toHaveCount(0);
    await expectNoProblems([...problems, ...csp]);
  });

  test('an admin writes, renames and deletes an article through the UI', async ({ page }) => {
    const problems = watchConsole(page);
    const csp = await watchCspIssues(page);
    await signInAdmin(page.request);
    const tag = uniqueId();
    const title = `Faire traduire un diplôme ${tag}`;

    await gotoHydrated(page, '/blog');
    await page.getByTestId('new-article').click();
    await expect(page).toHaveURL(/\/blog\/new$/);
    await expect(page.getByTestId('article-content-editor')).toBeVisible();
    await page.getByTestId('editor-save').click();
    await expect(page.getByTestId('editor-error')).toHaveText('Tous les champs requis doivent être remplis');

    await page.getByLabel('Titre', { exact: true }).fill(title);
    await expect(page.getByLabel('Auteur')).not.toHaveValue('');
    await page.getByLabel('Résumé').fill('Les pièces à fournir et les délais.');
    await page.getByTestId('article-image-file').setInputFiles(PNG_PATH);
    await expect(page.getByLabel('URL de l’image')).toHaveValue(/^\/blog-images\/[0-9a-f-]+\.webp$/);
    await page.getByTestId('article-content-editor').click();
    await page.keyboard.type('Un diplôme étranger se traduit en entier, mentions au verso comprises.');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByTestId('editor-save').click();
    await expect(page).toHaveURL(/\/blog$/);

    const card = page.getByTestId('article-card').filter({ hasText: title });
    await expect(card).toHaveCount(1);
    await expect(card.locator('img')).toHaveAttribute('src', /^\/blog-images\//);
    await card.getByTestId('read-more').click();
    await expect(page).toHaveURL(new RegExp(`/blog/faire-traduire-un-diplome-${tag}$`));
    const oldUrl = page.url();
    await expect(page.getByTestId('article-content')).toContainText('mentions au verso');

    await page.goto('/blog');
    await page.getByTestId('article-card').filter({ hasText: title }).getByTestId('admin-edit').click();
    await expect(page).toHaveURL(new RegExp(`/blog/edit/faire-traduire-un-diplome-${tag}$`));
    const renamed = `Traduire un diplôme étranger ${tag}`;
    await page.getByLabel('Titre', { exact: true }).fill(renamed);
    await expect(page.getByText('l’ancienne adresse redirigera vers la nouvelle')).toBeVisible();
    await page.getByTestId('editor-save').click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByTestId('article-card').filter({ hasText: renamed })).toHaveCount(1);

    // The old address answers a 301 to the new one.
    const moved = await page.request.get(new URL(oldUrl).pathname, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers()['location']).toBe(`/blog/traduire-un-diplome-etranger-${tag}`);

    await page.getByTestId('article-card').filter({ hasText: renamed }).getByTestId('admin-edit').click();
    await page.getByTestId('admin-delete').click();
    const dialog = page.getByRole('alertdialog', { name: ARTICLE_CONFIRM });
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('confirm-action').click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByTestId('article-card').filter({ hasText: tag })).toHaveCount(0);
    expect((await page.request.get(`/blog/traduire-un-diplome-etranger-${tag}`)).status()).toBe(404);
    await expectNoProblems([...problems, ...csp]);
  });

  test('a visitor who is not an admin is sent to /login from the editors', async ({ page }) => {
    for (const p of ['/faq/new', '/blog/new']) {
      await page.goto(p);
      await expect(page).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(p)}$`));
    }
  });
});

test.describe('XSS payloads saved through the editors', () => {
  test('never run on /faq, /faq/:id and /blog/:slug', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    await skipCookieBanner(page, baseURL!);
    await signInAdmin(page.request);
    const tag = uniqueId();
    const dialogs = watchDialogs(page);
    const problems = watchConsole(page);
    const csp = await watchCspIssues(page);

    // Typed in the editors, markup is text: it is shown, never parsed.
    await gotoHydrated(page, '/faq/new');
    const typedQuestion = `<img src=x onerror=alert(1)> XSS ${tag} ?`;
    await page.getByLabel('Question', { exact: true }).fill(typedQuestion);
    await page.getByTestId('faq-answer-editor').click();
    await page.keyboard.type('<script>alert(1)</script><svg onload=alert(1)>');
    await page.getByTestId('editor-save').click();
    await expect(page).toHaveURL(/\/faq$/);

    // Sent as HTML, the way a tampered editor would send it: the server's allow-list cleans it.
    // Images the allow-list rightly keeps point at this site: the browser tests reach no other host.
    const answer = `<p>Réponse ${tag}</p>${XSS_PAYLOADS.map((p) => p.replaceAll('https://ok.example/i.png', '/favicon.svg')).join('\n')}`;
    const faq = await page.request.post('/api/qr', {
      data: { question: `${XSS_PAYLOADS[0]} Question ${tag} </script><script>alert(1)</script>`, answer, order: 0 },
    });
    expect(faq.status(), await faq.text()).toBe(201);
    const faqSlug = (await faq.json()).slug as string;
    const post = await page.request.post('/api/articles', {
      data: {
        title: `XSS ${tag} </script><script>alert(1)</script>`,
        author: '<img src=x onerror=alert(1)>',
        summary: `"><svg onload=alert(1)> ${tag}`,
        content: answer,
        imageUrl: '',
      },
    });
    expect(post.status(), await post.text()).toBe(201);
    const article = (await post.json()) as { _id: string; slug: string };

    // Seen as a visitor: no session, the cached anonymous pages.
    await page.context().clearCookies();
    await skipCookieBanner(page, baseURL!);
    try {
      await gotoHydrated(page, '/faq');
      await page.getByTestId('faq-toggle-all').click();
      await expect(page.getByTestId('faq-item').filter({ hasText: typedQuestion })).toHaveCount(1);
      await expect(
        page.getByTestId('faq-item').filter({ hasText: typedQuestion }).getByTestId('faq-answer-html'),
      ).toContainText('<script>alert(1)</script>');
      expect(await injectedMarkup(page, '[data-testid="faq-answer-html"]')).toEqual([]);

      await gotoHydrated(page, `/faq/${faqSlug}`);
      await expect(page.getByTestId('faq-detail-answer')).toContainText(`Réponse ${tag}`);
      expect(await injectedMarkup(page, '[data-testid="faq-detail-answer"]')).toEqual([]);

      for (const p of [`/blog/${article.slug}`, `/article/${article.slug}`, '/blog']) {
        await gotoHydrated(page, p);
        if (p !== '/blog') expect(await injectedMarkup(page, '[data-testid="article-content"]')).toEqual([]);
      }
      await expect(page.getByTestId('article-card').filter({ hasText: tag }).first()).toBeVisible();
      await page.waitForTimeout(300);
      // Nothing ran: no dialog, no script stopped by the CSP, no error.
      expect(dialogs).toEqual([]);
      expect(
        await page.evaluate(
          () => document.querySelectorAll('script:not([nonce]):not([type="application/ld+json"])').length,
        ),
      ).toBe(0);
      await expectNoProblems([...problems, ...csp]);
    } finally {
      await signInAdmin(page.request);
      await deleteByApi(page.request, `/api/articles/${article._id}`);
      await deleteByApi(page.request, `/api/qr/${faqSlug}`);
      const list = (await (await page.request.get('/api/qr')).json()) as { _id: string; question: string }[];
      for (const e of list.filter((q) => q.question.includes(tag))) await deleteByApi(page.request, `/api/qr/${e._id}`);
    }
  });
});

test.describe('accessibility', () => {
  const pages = [
    '/faq',
    '/faq/comment-se-passe-le-paiement',
    '/blog',
    '/blog/apostille-ou-legalisation-quelle-difference',
  ];
  // One load per page, axe in each theme.
  for (const p of pages) {
    test(`axe finds no serious violation on ${p}, light or dark`, async ({ page, baseURL }) => {
      await skipCookieBanner(page, baseURL!);
      await gotoHydrated(page, p);
      if (p === '/faq') await page.getByTestId('faq-toggle-all').click();
      await page.waitForLoadState('networkidle');
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        expect(await seriousA11yViolations(page, { coloursOnly: scheme === 'dark' }), scheme).toEqual([]);
      }
    });
  }

  test('axe finds no serious violation on the editors, light or dark', async ({ page, baseURL }) => {
    await skipCookieBanner(page, baseURL!);
    await signInAdmin(page.request);
    for (const p of ['/faq', '/faq/new', '/blog/new', '/blog/edit/apostille-ou-legalisation-quelle-difference']) {
      await gotoHydrated(page, p);
      await page.waitForLoadState('networkidle');
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        expect(await seriousA11yViolations(page, { coloursOnly: scheme === 'dark' }), `${p} (${scheme})`).toEqual([]);
      }
      await page.emulateMedia({ colorScheme: 'light' });
    }
  });
});
