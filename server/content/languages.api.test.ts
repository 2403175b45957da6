import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { contentTestApp } from './test-app';
import { XSS_PAYLOADS } from './xss-corpus';
import { appSettings } from '../db/schema';
import { faqEntries } from '../faq/schema';
import { FAQ_SEED } from '../faq/seed-content';
import { FAQ_SEED_AR } from '../faq/seed-content-ar';
import { fixArabicFaqSeed, seedFaq } from '../faq/seed';
import { checkedFaq } from '../faq/service';
import { articles } from '../blog/schema';
import { fixArabicArticleSeed, seedArticles } from '../blog/seed';
import { checkedArticle } from '../blog/service';
import { seedBefore, seedFixKey } from './arabic-seed-corrections';
import { ARTICLE_SEED } from '../blog/seed-content';
import { ARTICLE_SEED_AR } from '../blog/seed-content-ar';

/** FAQ entries and articles in French and Arabic (issue 17, decision 034). */
const { t, call } = contentTestApp();

type Entry = {
  _id: string;
  slug: string;
  question: string;
  answer: string;
  lang: string;
  translationOf: string | null;
};
type Article = { _id: string; slug: string; title: string; summary: string; content: string; lang: string };

async function french(question = 'Quels documents traduisez-vous ?'): Promise<Entry> {
  const res = await call('admin', 'POST', '/api/qr', { question, answer: '<p>Tous : actes, jugements.</p>', order: 2 });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const ARABIC = {
  question: 'ما الوثائق التي تترجمونها ?',
  answer: '<p>جميع الوثائق الرسمية : عقود الازدياد !</p>',
  order: 2,
};

describe('Arabic FAQ entries', () => {
  it('an admin writes the Arabic version of a French entry: linked, right slug, no French typography', async () => {
    const fr = await french();
    const res = await call('admin', 'POST', '/api/qr', { ...ARABIC, lang: 'ar', translationOf: fr._id });
    expect(res.statusCode, res.body).toBe(201);
    const ar: Entry = res.json();
    expect(ar).toMatchObject({ lang: 'ar', translationOf: fr._id, order: 2 });
    // French typography would have put narrow no-break spaces before « ? », « : » and « ! ».
    expect(ar.question).toBe(ARABIC.question);
    expect(ar.answer).toBe(ARABIC.answer);
    // A Latin spelling of the Arabic question, ASCII only.
    expect(ar.slug).toBe('ma-alwthaiq-alty-ttrjmwnha');
    // French stays French, with its typography.
    expect(fr.lang).toBe('fr');
    expect(fr.question).toBe('Quels documents traduisez-vous\u202f?');

    // Editing keeps the language and the link, and still adds no French typography.
    const edited = await call('admin', 'PUT', `/api/qr/${ar._id}`, {
      ...ARABIC,
      question: 'ما الوثائق ؟ !',
      lang: 'fr',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ lang: 'ar', translationOf: fr._id, question: 'ما الوثائق ؟ !' });
  });

  it('keeps the French list as it was, and lists Arabic entries on request', async () => {
    const fr = await french();
    const before = (await call('anonymous', 'GET', '/api/qr')).json();
    await call('admin', 'POST', '/api/qr', { ...ARABIC, lang: 'ar', translationOf: fr._id });
    await call('admin', 'POST', '/api/qr', { question: 'سؤال مستقل', answer: '<p>جواب</p>', lang: 'ar' });
    expect((await call('anonymous', 'GET', '/api/qr')).json()).toEqual(before);
    expect((await call('anonymous', 'GET', '/api/qr?lang=fr')).json()).toEqual(before);
    const arabic: Entry[] = (await call('anonymous', 'GET', '/api/qr?lang=ar')).json();
    // Display order first (the standalone one has order 0), like the French list.
    expect(arabic.map((e) => e.question)).toEqual(['سؤال مستقل', ARABIC.question]);
    expect(arabic.every((e) => e.lang === 'ar')).toBe(true);
    expect((await call('anonymous', 'GET', '/api/qr?lang=en')).statusCode).toBe(400);
  });

  it('refuses a second Arabic version, an Arabic original, an unknown language or original', async () => {
    const fr = await french();
    const first = await call('admin', 'POST', '/api/qr', { ...ARABIC, lang: 'ar', translationOf: fr._id });
    expect(first.statusCode).toBe(201);
    const second = await call('admin', 'POST', '/api/qr', { ...ARABIC, lang: 'ar', translationOf: fr._id });
    expect(second.statusCode).toBe(409);
    const ofArabic = await call('admin', 'POST', '/api/qr', { ...ARABIC, lang: 'ar', translationOf: first.json()._id });
    expect(ofArabic.statusCode).toBe(400);
    const unknown = await call('admin', 'POST', '/api/qr', {
      ...ARABIC,
      lang: 'ar',
      translationOf: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(400);
    expect((await call('admin', 'POST', '/api/qr', { ...ARABIC, lang: 'en' })).statusCode).toBe(400);
    // A French entry does not translate another one.
    expect((await call('admin', 'POST', '/api/qr', { ...ARABIC, lang: 'fr', translationOf: fr._id })).statusCode).toBe(
      400,
    );
    expect((await call('anonymous', 'GET', '/api/qr?lang=ar')).json()).toHaveLength(1);
  });

  it('lets no one but an admin write an Arabic version', async () => {
    const fr = await french();
    const body = { ...ARABIC, lang: 'ar', translationOf: fr._id };
    expect((await call('anonymous', 'POST', '/api/qr', body)).statusCode).toBe(401);
    expect((await call('customer', 'POST', '/api/qr', body)).statusCode).toBe(403);
    const ar = (await call('admin', 'POST', '/api/qr', body)).json() as Entry;
    expect((await call('customer', 'PUT', `/api/qr/${ar._id}`, { ...ARABIC, question: 'تغيير' })).statusCode).toBe(403);
    expect((await call('anonymous', 'GET', `/api/qr/${ar._id}`)).json().question).toBe(ARABIC.question);
  });

  it('cleans hostile HTML in Arabic answers and articles like in French ones', async () => {
    for (const payload of XSS_PAYLOADS.slice(0, 20)) {
      const res = await call('admin', 'POST', '/api/qr', {
        question: `سؤال ${Math.random()}`,
        answer: `<p>جواب</p>${payload}`,
        lang: 'ar',
      });
      expect(res.statusCode, payload).toBe(201);
      const answer = res.json().answer as string;
      expect(answer, payload).not.toMatch(/<script|onerror|onload|javascript:|<iframe|<svg|data:/i);
      expect(answer).toContain('<p>جواب</p>');
    }
    const article = await call('admin', 'POST', '/api/articles', {
      title: 'مقال',
      summary: 'ملخص',
      author: 'كاتبة',
      content: `<p>نص</p><img src=x onerror=alert(1)><script>alert(1)</script><a href="javascript:alert(1)">رابط</a>`,
      lang: 'ar',
    });
    expect(article.statusCode, article.body).toBe(201);
    expect(article.json().content).not.toMatch(/<script|onerror|javascript:/i);
  });
});

describe('Arabic articles', () => {
  it('are written by an admin as the Arabic version of a French article, listed apart', async () => {
    const fr = await call('admin', 'POST', '/api/articles', {
      title: 'Acte de naissance : le guide',
      summary: 'Résumé.',
      author: 'Auteur',
      content: '<p>Texte.</p>',
    });
    expect(fr.statusCode, fr.body).toBe(201);
    const frenchList = (await call('anonymous', 'GET', '/api/articles')).json();
    const body = {
      title: 'شهادة الميلاد : الدليل',
      summary: 'ملخص ?',
      author: 'كاتبة',
      content: '<h2>عنوان</h2><p>نص !</p>',
      lang: 'ar',
      translationOf: fr.json()._id,
    };
    expect((await call('customer', 'POST', '/api/articles', body)).statusCode).toBe(403);
    expect((await call('anonymous', 'POST', '/api/articles', body)).statusCode).toBe(401);
    const res = await call('admin', 'POST', '/api/articles', body);
    expect(res.statusCode, res.body).toBe(201);
    const ar: Article = res.json();
    expect(ar).toMatchObject({ lang: 'ar', title: body.title, summary: body.summary, slug: 'shhada-almylad-aldlyl' });
    expect(ar.content).toBe(body.content);
    expect((await call('anonymous', 'GET', '/api/articles')).json()).toEqual(frenchList);
    expect((await call('anonymous', 'GET', '/api/articles?lang=ar')).json().map((a: Article) => a._id)).toEqual([
      ar._id,
    ]);
    expect((await call('admin', 'POST', '/api/articles', body)).statusCode).toBe(409);
    const edited = await call('admin', 'PUT', `/api/articles/${ar._id}`, { ...body, title: 'عنوان جديد' });
    expect(edited.json()).toMatchObject({ lang: 'ar', title: 'عنوان جديد', slug: 'anwan-jdyd' });
  });
});

describe('sitemap', () => {
  it('lists Arabic entries and articles at their address, naming their translation both ways', async () => {
    const fr = await french('Quels sont les délais ?');
    const ar: Entry = (await call('admin', 'POST', '/api/qr', { ...ARABIC, lang: 'ar', translationOf: fr._id })).json();
    const alone: Entry = (
      await call('admin', 'POST', '/api/qr', { question: 'سؤال', answer: '<p>ج</p>', lang: 'ar' })
    ).json();
    const art: Article = (
      await call('admin', 'POST', '/api/articles', {
        title: 'مقال',
        summary: 'م',
        author: 'ك',
        content: '<p>ن</p>',
        lang: 'ar',
      })
    ).json();
    const sitemap = (await t.app.inject('/sitemap.xml')).body;
    const o = 'http://localhost:3000';
    const links =
      `<xhtml:link rel="alternate" hreflang="fr" href="${o}/faq/${fr.slug}"/>` +
      `<xhtml:link rel="alternate" hreflang="ar" href="${o}/ar/faq/${ar.slug}"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${o}/faq/${fr.slug}"/>`;
    expect(sitemap).toContain(`<loc>${o}/faq/${fr.slug}</loc>${links}<lastmod>`);
    expect(sitemap).toContain(`<loc>${o}/ar/faq/${ar.slug}</loc>${links}<lastmod>`);
    // Without a translation: its own address, no alternates.
    expect(sitemap).toContain(`<loc>${o}/ar/faq/${alone.slug}</loc><lastmod>`);
    expect(sitemap).toContain(`<loc>${o}/ar/blog/${art.slug}</loc><lastmod>`);
    // The list pages exist in both languages.
    expect(sitemap).toContain(`<loc>${o}/ar/faq</loc><xhtml:link`);
    expect(sitemap).toContain(`<loc>${o}/ar/blog</loc><xhtml:link`);
    expect(sitemap).not.toContain(`${o}/faq/${ar.slug}<`);
  });
});

describe('Arabic seeds', () => {
  const db = () => t.database.db;
  const count = async (lang: 'fr' | 'ar') =>
    (await db().select({ id: faqEntries.id }).from(faqEntries).where(eq(faqEntries.lang, lang))).length;

  it('fill a new site once, linked to the French questions they translate', async () => {
    await seedFaq(db());
    await seedArticles(db());
    await seedFaq(db());
    await seedArticles(db());
    expect(await count('fr')).toBe(FAQ_SEED.length);
    expect(await count('ar')).toBe(FAQ_SEED_AR.length);
    expect(FAQ_SEED_AR.length).toBeGreaterThanOrEqual(8);
    const translations = (await call('anonymous', 'GET', '/api/qr?lang=ar')).json() as Entry[];
    expect(translations.filter((e) => e.translationOf).length).toBe(FAQ_SEED_AR.filter((e) => e.translates).length);
    const posts = await db().select({ lang: articles.lang }).from(articles);
    expect(posts.filter((p) => p.lang === 'ar')).toHaveLength(ARTICLE_SEED_AR.length);
    expect(posts.filter((p) => p.lang === 'fr')).toHaveLength(ARTICLE_SEED.length);
    // Prices and delays are the catalogue's words, never typed figures.
    for (const e of FAQ_SEED_AR) expect(e.answer, e.question).not.toMatch(/\d+\s*(€|ساع|يوم|أيام)/);
  });

  it('reach a site that already has its French FAQ exactly once, and never after the translator emptied them', async () => {
    // A site from before: French seeded, its marker written, no Arabic marker yet.
    await seedFaq(db());
    await db().delete(faqEntries).where(eq(faqEntries.lang, 'ar'));
    await db().delete(appSettings).where(eq(appSettings.key, 'seed:faq-ar'));
    const frenchBefore = await count('fr');
    await seedFaq(db());
    expect(await count('ar')).toBe(FAQ_SEED_AR.length);
    expect(await count('fr')).toBe(frenchBefore);
    await seedFaq(db());
    expect(await count('ar')).toBe(FAQ_SEED_AR.length);
    // Emptied on purpose: a restart does not bring them back.
    await db().delete(faqEntries).where(eq(faqEntries.lang, 'ar'));
    await seedFaq(db());
    expect(await count('ar')).toBe(0);
  });

  it('correct, once, the Arabic entries and article still as seeded before, never one she edited', async () => {
    await seedFaq(db());
    await seedArticles(db());
    const arabic = (order: number) =>
      db()
        .select()
        .from(faqEntries)
        .where(and(eq(faqEntries.lang, 'ar'), eq(faqEntries.sortOrder, order)))
        .then(([row]) => row!);
    // A new site gets the corrected wording at once.
    expect((await arabic(7)).answer).toContain('<a href="/Emirats" rel="noopener">وثائق للإمارات العربية المتحدة</a>');

    // A site seeded before the corrections: its Arabic rows hold the first wording (the Emirates
    // answer the wording between the two lists), and no fix ran.
    for (const seed of FAQ_SEED_AR) {
      const { question, answer } = checkedFaq(seedBefore(seed, seed.order === 7 ? 1 : undefined), 'ar');
      await db()
        .update(faqEntries)
        .set({ question, answer })
        .where(and(eq(faqEntries.lang, 'ar'), eq(faqEntries.sortOrder, seed.order)));
    }
    const first = checkedArticle(seedBefore(ARTICLE_SEED_AR[0]!), 'ar');
    await db().update(articles).set({ content: first.content }).where(eq(articles.lang, 'ar'));
    expect((await arabic(8)).answer).toContain('على منصة \u2068ANEF\u2069 قبل الطلب');
    // …one of which the translator has since reworded herself.
    const hers = (await arabic(8)).answer.replace('قبل الطلب', 'قبل إرسال أي وثيقة');
    await db()
      .update(faqEntries)
      .set({ answer: hers })
      .where(and(eq(faqEntries.lang, 'ar'), eq(faqEntries.sortOrder, 8)));
    await db()
      .delete(appSettings)
      .where(eq(appSettings.key, seedFixKey('faq')))
      .then(() =>
        db()
          .delete(appSettings)
          .where(eq(appSettings.key, seedFixKey('article'))),
      );
    const [before] = await db().select().from(articles).where(eq(articles.lang, 'ar'));

    const corrected = FAQ_SEED_AR.filter(
      (seed) => checkedFaq(seedBefore(seed), 'ar').answer !== checkedFaq(seed, 'ar').answer,
    );
    expect(await fixArabicFaqSeed(db())).toBe(corrected.length - 1);
    for (const seed of corrected.filter((e) => e.order !== 8))
      expect((await arabic(seed.order)).answer).toBe(checkedFaq(seed, 'ar').answer);
    expect((await arabic(3)).answer).toContain('كموعد في المحافظة (\u2068Préfecture\u2069)');
    expect((await arabic(8)).answer).toBe(hers);
    expect(await fixArabicArticleSeed(db())).toBe(1);
    const [after] = await db().select().from(articles).where(eq(articles.lang, 'ar'));
    expect(after!.content).toContain('منصة الإدارة الرقمية للأجانب في فرنسا (\u2068ANEF\u2069)');
    // No address moves, and the article does not look edited.
    expect([after!.slug, after!.updatedAt]).toEqual([before!.slug, before!.updatedAt]);
    // Once: what she writes afterwards stays hers.
    expect(await fixArabicFaqSeed(db())).toBeNull();
    expect(await fixArabicArticleSeed(db())).toBeNull();
  });
});
