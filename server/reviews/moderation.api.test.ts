import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { homeReviews } from '../../app/.server/home-reviews';
import { SAMPLE_REVIEWS } from '../../app/content/reviews';
import { localBusinessJsonLd } from '../../app/lib/seo';
import { signIn } from '../admin/test-fixtures';
import { reviews } from './schema';
import { REVIEW, reviewsTestKit } from './test-kit';

/**
 * The translator's side of the reviews (docs/reviews.md): /admin/avis's API, and what the home
 * page shows and counts once she has published.
 */
const { kit, db, deliveredOrder, post, emailedToken } = reviewsTestKit();

describe('moderation (/admin/avis)', () => {
  const api = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown, who = kit.admin) =>
    kit.t.app.inject({ method, url, headers: who.headers, payload: payload as never });

  async function writtenReview(email = 'amina@example.fr', body: Record<string, unknown> = REVIEW): Promise<string> {
    const id = await deliveredOrder({ customerEmail: email });
    expect((await post({ ...body, token: await emailedToken(id) })).statusCode).toBe(201);
    const [row] = await db().select().from(reviews).where(eq(reviews.orderId, id));
    return row!.id;
  }

  it('lists new reviews; publish, hide and a public answer are her only actions', async () => {
    const id = await writtenReview();
    const list = await api('GET', '/api/admin/reviews?status=new');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      total: 1,
      counts: { all: 1, new: 1, published: 0, hidden: 0 },
      items: [{ id, stars: 5, text: REVIEW.text, authorName: 'Amina', status: 'new', reply: null }],
    });

    const published = await api('POST', `/api/admin/reviews/${id}/publish`);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ message: 'Avis publié.', review: { status: 'published' } });
    expect(published.json().review.moderatedBy).toBe('admin@example.fr');

    const replied = await api('PUT', `/api/admin/reviews/${id}/reply`, { reply: 'Merci <b>Amina</b>\u00a0!' });
    expect(replied.json()).toMatchObject({ message: 'Réponse enregistrée.', review: { reply: 'Merci Amina\u00a0!' } });
    const removed = await api('PUT', `/api/admin/reviews/${id}/reply`, { reply: '  ' });
    expect(removed.json()).toMatchObject({ message: 'Réponse retirée.', review: { reply: null } });

    const hidden = await api('POST', `/api/admin/reviews/${id}/hide`);
    expect(hidden.json()).toMatchObject({ message: 'Avis masqué.', review: { status: 'hidden' } });

    // No route changes what the client wrote.
    for (const method of ['PUT', 'PATCH'] as const) {
      const edit = await api(method, `/api/admin/reviews/${id}`, { text: 'Autre texte', stars: 1 });
      expect(edit.statusCode).toBe(404);
    }
    const [row] = await db().select().from(reviews).where(eq(reviews.id, id));
    expect(row).toMatchObject({ text: REVIEW.text, stars: 5, authorName: 'Amina' });
  });

  it('answers « Avis introuvable » for an unknown id, and nothing to anyone but an admin', async () => {
    expect((await api('POST', '/api/admin/reviews/pas-un-id/publish')).json().message).toBe('Avis introuvable.');
    expect((await api('POST', '/api/admin/reviews/00000000-0000-4000-8000-000000000000/hide')).statusCode).toBe(404);
    const id = await writtenReview();
    const customer = await signIn(kit.t, 'client@example.fr');
    expect((await api('GET', '/api/admin/reviews', undefined, customer)).statusCode).toBe(403);
    expect((await api('POST', `/api/admin/reviews/${id}/publish`, undefined, customer)).statusCode).toBe(403);
    expect((await kit.t.app.inject({ method: 'POST', url: `/api/admin/reviews/${id}/publish` })).statusCode).toBe(401);
    const [row] = await db().select().from(reviews).where(eq(reviews.id, id));
    expect(row!.status).toBe('new');
  });
});

describe('the home page’s reviews', () => {
  async function published(lang: 'fr' | 'ar', stars: number, email: string, status = 'published' as const) {
    const id = await deliveredOrder({ customerEmail: email, lang });
    const body = { ...REVIEW, stars, text: lang === 'ar' ? 'ترجمة دقيقة وسريعة.' : 'Très bien.' };
    expect((await post({ ...body, token: await emailedToken(id) }, lang)).statusCode).toBe(201);
    if (status) await db().update(reviews).set({ status }).where(eq(reviews.orderId, id));
  }

  it('shows the samples alone, and no rating, while no real review is published', async () => {
    await published('fr', 1, 'new@example.fr');
    await db().update(reviews).set({ status: 'new' });
    const home = await homeReviews(db(), 'fr');
    expect(home.rating).toBeNull();
    expect(home.cards.every((c) => c.source === 'sample')).toBe(true);
    expect(home.cards).toHaveLength(SAMPLE_REVIEWS.length);
    expect(home.otherLanguage).toBe(false);
    expect((await homeReviews(db(), 'ar')).otherLanguage).toBe(true);
    expect(localBusinessJsonLd('https://ex.fr', undefined, home.rating)).not.toHaveProperty('aggregateRating');
  });

  it('puts the published ones first, the page’s language first, and counts only them', async () => {
    await published('fr', 5, 'a@example.fr');
    await published('ar', 4, 'b@example.fr');
    await published('fr', 1, 'hidden@example.fr');
    await db().update(reviews).set({ status: 'hidden' }).where(eq(reviews.stars, 1));

    const fr = await homeReviews(db(), 'fr');
    expect(fr.cards.slice(0, 2).map((c) => [c.source, c.lang, c.stars])).toEqual([
      ['client', 'fr', 5],
      ['client', 'ar', 4],
    ]);
    expect(fr.cards[1]).toMatchObject({ name: 'Amina', noText: 'رأي دون تعليق', starsLabel: 'التقييم: 4 من 5' });
    expect(fr.cards.slice(2).every((c) => c.source === 'sample')).toBe(true);
    expect(fr.rating).toEqual({ count: 2, average: 4.5 });
    expect(fr.otherLanguage).toBe(true);
    expect(localBusinessJsonLd('https://ex.fr', undefined, fr.rating)).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
    });
    const ar = await homeReviews(db(), 'ar');
    expect(ar.cards.slice(0, 2).map((c) => c.lang)).toEqual(['ar', 'fr']);
  });

  it('drops the samples once three real reviews are published', async () => {
    await published('fr', 5, 'a@example.fr');
    await published('fr', 4, 'b@example.fr');
    expect((await homeReviews(db(), 'fr')).cards.some((c) => c.source === 'sample')).toBe(true);
    await published('ar', 5, 'c@example.fr');
    const home = await homeReviews(db(), 'fr');
    expect(home.cards.map((c) => c.source)).toEqual(['client', 'client', 'client']);
    expect(home.rating).toEqual({ count: 3, average: 4.7 });
  });
});
