import { describe, expect, it } from 'vitest';
import { FAQ_SEED } from './seed-content';
import { fixFaqTypography, seedFaq } from './seed';
import { faqEntries } from './schema';
import { contentTestApp, type Who } from '../content/test-app';
import { appSettings } from '../db/schema';
import { eq } from 'drizzle-orm';

const { t, call } = contentTestApp();

async function create(question: string, answer = '<p>Réponse.</p>', order: unknown = 0) {
  const res = await call('admin', 'POST', '/api/qr', { question, answer, order });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as {
    _id: string;
    slug: string;
    question: string;
    answer: string;
    order: number;
    createdAt: string;
  };
}

describe('seed', () => {
  it('fills an empty FAQ once, with the spec fields, then never again', async () => {
    await seedFaq(t.database.db);
    const list = (await call('anonymous', 'GET', '/api/qr')).json();
    expect(list).toHaveLength(FAQ_SEED.length);
    expect(list.length).toBeGreaterThanOrEqual(12);
    expect(list[0]).toMatchObject({
      question: 'Qu’est-ce qu’une traduction certifiée\u202f?',
      order: 1,
      slug: 'qu-est-ce-qu-une-traduction-certifiee',
    });
    expect(Object.keys(list[0]).sort()).toEqual([
      '_id',
      'answer',
      'createdAt',
      'lang',
      'order',
      'question',
      'slug',
      'translationOf',
      'updatedAt',
    ]);
    // The translator empties the FAQ on purpose: a restart does not bring it back.
    for (const e of list) expect((await call('admin', 'DELETE', `/api/qr/${e._id}`)).statusCode).toBe(200);
    await seedFaq(t.database.db);
    expect((await call('anonymous', 'GET', '/api/qr')).json()).toEqual([]);
  });
});

describe('French typography (decision 031)', () => {
  it('is applied on save, to the question and to the answer’s text only', async () => {
    const res = await call('admin', 'POST', '/api/qr', {
      question: 'Le 1er rendez-vous est-il gratuit ?',
      answer: '<p>Oui : <a href="https://x.fr/?a=1">voir ici</a> !</p>',
      order: 0,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      question: 'Le 1ᵉʳ rendez-vous est-il gratuit\u202f?',
      answer: '<p>Oui\u00a0: <a href="https://x.fr/?a=1" rel="noopener">voir ici</a>\u202f!</p>',
      slug: 'le-1er-rendez-vous-est-il-gratuit',
    });
  });

  it('fixes the questions stored before it, once, without moving their address', async () => {
    const db = t.database.db;
    await seedFaq(db);
    // A database from before: ordinary spaces, and the fix not yet run.
    const [row] = await db.select().from(faqEntries).limit(1);
    await db
      .update(faqEntries)
      .set({ question: 'Ancienne question ?', answer: '<p>Oui : bien sûr.</p>' })
      .where(eq(faqEntries.id, row!.id));
    await db.delete(appSettings).where(eq(appSettings.key, 'fix:faq-typography'));
    expect(await fixFaqTypography(db)).toBe(1);
    const [fixed] = await db.select().from(faqEntries).where(eq(faqEntries.id, row!.id));
    expect(fixed).toMatchObject({
      question: 'Ancienne question\u202f?',
      answer: '<p>Oui\u00a0: bien sûr.</p>',
      slug: row!.slug,
    });
    // Never again: what she writes later is hers.
    await db.update(faqEntries).set({ question: 'Écrite à la main ?' }).where(eq(faqEntries.id, row!.id));
    expect(await fixFaqTypography(db)).toBeNull();
    // No seeded text keeps an ordinary space before « : ; ? ! ».
    for (const e of await db.select().from(faqEntries))
      if (e.id !== row!.id) expect(`${e.question} ${e.answer.replace(/<[^>]*>/g, '')}`).not.toMatch(/[ \n\t][:;?!]/);
  });
});

describe('authorisation', () => {
  const expected: Record<Who, number[]> = { anonymous: [401], customer: [403], admin: [200, 201] };
  const routes: [string, (id: string) => ['POST' | 'PUT' | 'DELETE', string, unknown?]][] = [
    ['POST /api/qr', () => ['POST', '/api/qr', { question: 'Q ?', answer: '<p>R</p>' }]],
    ['PUT /api/qr/:id', (id) => ['PUT', `/api/qr/${id}`, { question: 'Q2 ?', answer: '<p>R</p>', order: 1 }]],
    ['DELETE /api/qr/:id', (id) => ['DELETE', `/api/qr/${id}`]],
  ];
  for (const [name, route] of routes) {
    it.each(['anonymous', 'customer', 'admin'] as Who[])(`${name} as %s`, async (who) => {
      const { _id } = await create('Question témoin ?');
      const [method, url, payload] = route(_id);
      const res = await call(who, method, url, payload);
      expect(expected[who]).toContain(res.statusCode);
      if (who === 'anonymous') expect(res.json()).toEqual({ message: 'Session expirée. Veuillez vous reconnecter.' });
      if (who === 'customer')
        expect(res.json()).toEqual({ message: 'Accès refusé. Vous n’avez pas les droits nécessaires.' });
    });
  }

  it('checks rights before validating the body', async () => {
    expect((await call('anonymous', 'POST', '/api/qr', {})).statusCode).toBe(401);
    expect((await call('customer', 'POST', '/api/qr', {})).statusCode).toBe(403);
  });

  it('reads are public', async () => {
    const { _id, slug } = await create('Lecture publique ?');
    expect((await call('anonymous', 'GET', '/api/qr')).statusCode).toBe(200);
    expect((await call('anonymous', 'GET', `/api/qr/${_id}`)).json().slug).toBe(slug);
    expect((await call('anonymous', 'GET', `/api/qr/${slug}`)).json()._id).toBe(_id);
  });
});

describe('CRUD', () => {
  it('lists by order then creation time', async () => {
    const late = await create('Troisième ?', '<p>c</p>', 5);
    const first = await create('Première ?', '<p>a</p>', 0);
    const second = await create('Deuxième ?', '<p>b</p>', '0');
    const ids = (await call('anonymous', 'GET', '/api/qr')).json().map((e: { _id: string }) => e._id);
    expect(ids).toEqual([first._id, second._id, late._id]);
  });

  it('creates with order 0 when blank, updates, deletes', async () => {
    const created = await create('Quel délai pour une traduction ?', '<p>Deux à cinq jours.</p>', '');
    expect(created).toMatchObject({
      order: 0,
      slug: 'quel-delai-pour-une-traduction',
      answer: '<p>Deux à cinq jours.</p>',
    });
    expect(new Date(created.createdAt).getTime()).toBeGreaterThan(0);

    const put = await call('admin', 'PUT', `/api/qr/${created._id}`, {
      question: 'Quel délai pour une traduction certifiée ?',
      answer: '<p>3 jours.</p>',
      order: 2,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      _id: created._id,
      order: 2,
      slug: 'quel-delai-pour-une-traduction-certifiee',
      answer: '<p>3 jours.</p>',
    });

    // The old slug still leads to the entry.
    const moved = await call('anonymous', 'GET', `/api/qr/${created.slug}`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/api/qr/quel-delai-pour-une-traduction-certifiee');

    expect((await call('admin', 'DELETE', `/api/qr/${created._id}`)).json()).toEqual({
      message: 'Question supprimée.',
    });
    expect((await call('anonymous', 'GET', `/api/qr/${created._id}`)).statusCode).toBe(404);
    expect((await call('anonymous', 'GET', `/api/qr/${created._id}`)).json()).toEqual({
      message: 'Question non trouvée',
    });
    expect((await call('anonymous', 'GET', `/api/qr/${created.slug}`)).statusCode).toBe(404);
    expect((await call('admin', 'DELETE', `/api/qr/${created._id}`)).statusCode).toBe(404);
    expect(
      (await call('admin', 'PUT', `/api/qr/${created._id}`, { question: 'x', answer: '<p>y</p>' })).statusCode,
    ).toBe(404);
  });

  it('gives colliding questions distinct slugs and never the editor’s address', async () => {
    const a = await create('Délais ?');
    const b = await create('Délais !');
    const c = await create('New');
    expect([a.slug, b.slug, c.slug]).toEqual(['delais', 'delais-2', 'new-2']);
  });
});

describe('validation (400 with one message per field)', () => {
  it('names every missing field', async () => {
    const res = await call('admin', 'POST', '/api/qr', { question: '  ', answer: '', order: -1 });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errors).toEqual({
      question: 'La question est requise',
      answer: 'La réponse est requise',
      order: 'L’ordre d’affichage doit être un nombre entier, 0 ou plus.',
    });
    expect(body.message).toBe(
      'La question est requise\nLa réponse est requise\nL’ordre d’affichage doit être un nombre entier, 0 ou plus.',
    );
  });

  it.each([
    [{ answer: '<p>r</p>' }, { question: 'La question est requise' }],
    [{ question: 'Q ?' }, { answer: 'La réponse est requise' }],
    [{ question: 'Q ?', answer: '<p>  </p><p><br></p>' }, { answer: 'La réponse est requise' }],
    // Only a script: nothing is left once cleaned, so the answer is missing.
    [{ question: 'Q ?', answer: '<script>alert(1)</script>' }, { answer: 'La réponse est requise' }],
    [
      { question: 'Q ?', answer: '<p>r</p>', order: 1.5 },
      { order: 'L’ordre d’affichage doit être un nombre entier, 0 ou plus.' },
    ],
    [
      { question: 'Q ?', answer: '<p>r</p>', order: 'abc' },
      { order: 'L’ordre d’affichage doit être un nombre entier, 0 ou plus.' },
    ],
    [
      { question: 'x'.repeat(301), answer: '<p>r</p>' },
      { question: 'La question ne peut pas dépasser 300 caractères.' },
    ],
  ])('%j → %j', async (payload, errors) => {
    const res = await call('admin', 'POST', '/api/qr', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(errors);
  });

  it('validates updates the same way', async () => {
    const { _id } = await create('Q ?');
    const res = await call('admin', 'PUT', `/api/qr/${_id}`, { question: '', answer: '<p>r</p>' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'La question est requise', errors: { question: 'La question est requise' } });
  });
});

describe('page cache', () => {
  it('is emptied by every write', async () => {
    await t.app.pageCache.getOrRender('/faq|system|unset', async () => ({
      status: 200,
      headers: [],
      html: 'x',
      nonce: 'n',
    }));
    expect(t.app.pageCache.size).toBe(1);
    const { _id } = await create('Cache ?');
    expect(t.app.pageCache.size).toBe(0);
    await t.app.pageCache.getOrRender('/faq/cache|system|unset', async () => ({
      status: 200,
      headers: [],
      html: 'x',
      nonce: 'n',
    }));
    await call('admin', 'PUT', `/api/qr/${_id}`, { question: 'Cache 2 ?', answer: '<p>r</p>' });
    expect(t.app.pageCache.size).toBe(0);
    await t.app.pageCache.getOrRender('/faq|system|unset', async () => ({
      status: 200,
      headers: [],
      html: 'x',
      nonce: 'n',
    }));
    await call('admin', 'DELETE', `/api/qr/${_id}`);
    expect(t.app.pageCache.size).toBe(0);
  });
});
