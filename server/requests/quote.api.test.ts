import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nextIp } from '../accounts/test-app';
import { uploads } from '../files/schema';
import { mailOutbox } from '../mail/schema';
import { createTestApp, type TestApp } from '../test/app';
import { truncateAll } from '../test/database';
import { FIXTURES } from '../test/multipart';
import { quoteRequests } from './schema';
import { formBody, signIn } from './test-helpers';

let t: TestApp;
beforeAll(async () => {
  // 1 MB keeps the "too large" case small.
  t = await createTestApp({ UPLOAD_MAX_FILE_MB: '1' });
});
afterAll(() => t.close());
beforeEach(async () => {
  await truncateAll(t.database);
  await t.app.rateLimit.clear();
});

const FIELDS = {
  name: 'Karim Haddad',
  email: ' Karim.Haddad@Example.fr ',
  numberOfPages: '3',
  deliveryMethod: 'priority',
  message: 'Acte de naissance marocain\npour un mariage en France.',
};

async function postQuote(
  fields: Record<string, string>,
  file?: Parameters<typeof formBody>[1],
  opts: { ip?: string; headers?: Record<string, string> } = {},
) {
  const { payload, headers } = await formBody(fields, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/services/request-quote',
    payload,
    headers: { ...headers, ...opts.headers },
    remoteAddress: opts.ip ?? nextIp(),
  });
}

const quotes = () => t.database.db.select().from(quoteRequests);
const mails = () => t.database.db.select().from(mailOutbox);
const storedFiles = () => t.database.db.select().from(uploads);

describe('POST /api/services/request-quote', () => {
  it('stores the request with its encrypted document and queues both e-mails', async () => {
    const res = await postQuote(FIELDS, {
      name: 'acte naissance.pdf',
      content: FIXTURES.pdf('SECRET-ACTE'),
      type: 'application/pdf',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Votre demande de devis a été envoyée avec succès\u202f!');
    expect(body.reference).toMatch(/^DV-[0-9A-HJKMNP-TV-Z]{8}$/);

    const [quote] = await quotes();
    expect(quote).toMatchObject({
      id: body.reference,
      name: 'Karim Haddad',
      email: 'karim.haddad@example.fr',
      numberOfPages: 3,
      deliveryMethod: 'priority',
      serviceType: null,
      message: 'Acte de naissance marocain\npour un mariage en France.',
      userId: null,
      handledAt: null,
    });
    const [file] = await storedFiles();
    expect(quote!.fileId).toBe(file!.id);
    expect(file).toMatchObject({
      status: 'attached',
      ownerSessionHash: null,
      orderId: null,
      contentType: 'application/pdf',
      originalName: 'acte naissance.pdf',
    });
    expect(await t.app.files.exists(file!.storageKey)).toBe(true);

    const sent = await mails();
    expect(sent.map((m) => m.kind).sort()).toEqual(['quote-request', 'quote-request-ack']);
    const notice = sent.find((m) => m.kind === 'quote-request')!;
    expect(notice.to).toBe(t.app.mail.businessEmail);
    expect(notice.replyTo).toBe('karim.haddad@example.fr');
    expect(notice.relatedId).toBe(body.reference);
    expect(notice.subject).toBe(`Demande de devis ${body.reference} — Karim Haddad`);
    expect(notice.text).toContain(`http://localhost:3000/api/admin/quotes/${body.reference}/file`);
    expect(notice.text).toContain('Livraison souhaitée\u00a0: Lettre recommandée');
    expect(notice.text).toContain('pour un mariage en France.');
    const ack = sent.find((m) => m.kind === 'quote-request-ack')!;
    expect(ack.to).toBe('karim.haddad@example.fr');
    expect(ack.subject).toContain(body.reference);
    expect(ack.text).toContain('Nous vous enverrons votre devis dans les plus brefs délais');
    // The acknowledgement never relays what the form said.
    expect(ack.text).not.toContain('Karim');
    expect(ack.text).not.toContain('mariage');
  });

  it('escapes what the visitor typed in the HTML e-mail', async () => {
    const res = await postQuote({
      ...FIELDS,
      name: 'Eve <script>alert(1)</script>',
      message: '<img src=x onerror=alert(1)>',
    });
    expect(res.statusCode).toBe(200);
    const notice = (await mails()).find((m) => m.kind === 'quote-request')!;
    expect(notice.html).not.toContain('<script>');
    expect(notice.html).not.toContain('<img src=x');
    expect(notice.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('applies the defaults: 1 page, delivery by e-mail, no message, no file', async () => {
    const res = await postQuote({ name: 'Ana', email: 'ana@example.fr' });
    expect(res.statusCode).toBe(200);
    const [quote] = await quotes();
    expect(quote).toMatchObject({ numberOfPages: 1, deliveryMethod: 'email', message: '', fileId: null });
    const notice = (await mails()).find((m) => m.kind === 'quote-request')!;
    expect(notice.text).toContain('Aucun document joint.');
  });
});

describe('POST /api/services/request-quote: the /order page’s services and photos', () => {
  it('takes the /order page’s service type and requires its description', async () => {
    const ok = await postQuote({
      name: 'Ana',
      email: 'ana@example.fr',
      serviceType: 'legalisation',
      message: 'Légalisation d’un diplôme pour Dubaï.',
    });
    expect(ok.statusCode).toBe(200);
    expect((await quotes())[0]!.serviceType).toBe('legalisation');
    expect((await mails()).find((m) => m.kind === 'quote-request')!.text).toContain('Prestation\u00a0: Légalisation');

    const missing = await postQuote({ name: 'Ana', email: 'ana@example.fr', serviceType: 'traduction' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Décrivez votre besoin en quelques mots.');
    const bad = await postQuote({ name: 'Ana', email: 'ana@example.fr', serviceType: 'interpretariat', message: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Choisissez le type de prestation.');
  });

  it.each([
    ['a missing name', { ...FIELDS, name: '' }, 'Le nom est requis.'],
    ['a name of spaces', { ...FIELDS, name: '   ' }, 'Le nom est requis.'],
    ['a too long name', { ...FIELDS, name: 'x'.repeat(101) }, 'Le nom ne peut pas dépasser 100 caractères.'],
    ['a missing e-mail', { ...FIELDS, email: '' }, 'L’adresse email est requise.'],
    ['an invalid e-mail', { ...FIELDS, email: 'karim@' }, 'Veuillez entrer une adresse email valide.'],
    ['zero pages', { ...FIELDS, numberOfPages: '0' }, 'Le nombre de pages doit être au moins 1'],
    ['a fractional page count', { ...FIELDS, numberOfPages: '2.5' }, 'Le nombre de pages doit être un nombre entier.'],
    ['a page count in words', { ...FIELDS, numberOfPages: 'trois' }, 'Le nombre de pages doit être un nombre entier.'],
    ['an unknown delivery', { ...FIELDS, deliveryMethod: 'pigeon' }, 'Choisissez un mode de livraison.'],
    [
      'a too long message',
      { ...FIELDS, message: 'é'.repeat(5001) },
      'Le message ne peut pas dépasser 5 000 caractères.',
    ],
    [
      'a huge message',
      { ...FIELDS, message: 'a'.repeat(100_000) },
      'Le message ne peut pas dépasser 5 000 caractères.',
    ],
  ])('refuses %s with a French message (400) and keeps nothing', async (_name, fields, message) => {
    const res = await postQuote(fields, { name: 'acte.pdf', content: FIXTURES.pdf() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    expect(await quotes()).toHaveLength(0);
    expect(await storedFiles()).toHaveLength(0);
    expect(await mails()).toHaveLength(0);
  });

  it.each([
    ['a Windows program', 'setup.exe', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 1)])],
    ['a text file renamed .pdf', 'acte.pdf', 'Ceci n’est pas un PDF, seulement du texte.'],
    ['an HTML page renamed .png', 'photo.png', '<html><script>alert(1)</script></html>'],
  ])('refuses %s by its content (415), keeping nothing', async (_name, filename, content) => {
    const res = await postQuote(FIELDS, { name: filename, content, type: 'application/pdf' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: 'Seuls les fichiers PDF, PNG et JPG sont autorisés.' });
    expect(await quotes()).toHaveLength(0);
    expect(await storedFiles()).toHaveLength(0);
    expect(await mails()).toHaveLength(0);
  });

  it('accepts PNG and JPEG photos', async () => {
    expect(
      (await postQuote(FIELDS, { name: 'photo.png', content: FIXTURES.png(), type: 'image/png' })).statusCode,
    ).toBe(200);
    expect(
      (await postQuote(FIELDS, { name: 'scan.jpg', content: FIXTURES.jpeg(), type: 'image/jpeg' })).statusCode,
    ).toBe(200);
    expect((await storedFiles()).map((f) => f.contentType).sort()).toEqual(['image/jpeg', 'image/png']);
  });
});

describe('POST /api/services/request-quote: refusals', () => {
  it('refuses a file over the size limit (413) and an empty one (400)', async () => {
    const big = Buffer.concat([FIXTURES.pdf(), Buffer.alloc(1024 * 1024 + 10, 0x20)]);
    const res = await postQuote(FIELDS, { name: 'gros.pdf', content: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Le fichier «\u00a0gros.pdf\u00a0» dépasse la taille maximale de 1 Mo.');
    const empty = await postQuote(FIELDS, { name: 'vide.pdf', content: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Le fichier «\u00a0vide.pdf\u00a0» est vide.');
    expect(await storedFiles()).toHaveLength(0);
    expect(await quotes()).toHaveLength(0);
  });

  it('takes one file only', async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries(FIELDS)) form.append(k, v);
    form.append('file', new Blob([new Uint8Array(FIXTURES.pdf())]), 'a.pdf');
    form.append('file', new Blob([new Uint8Array(FIXTURES.pdf())]), 'b.pdf');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/services/request-quote',
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type')! },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Vous ne pouvez joindre qu’un seul fichier à votre demande.');
    expect(await storedFiles()).toHaveLength(0);
  });

  it('answers a JSON body with a French 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/services/request-quote',
      payload: FIELDS,
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/multipart/);
  });

  it('answers a filled honeypot like a success but stores and sends nothing', async () => {
    const res = await postQuote(
      { ...FIELDS, website: 'http://spam.example' },
      { name: 'acte.pdf', content: FIXTURES.pdf() },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Votre demande de devis a été envoyée avec succès\u202f!');
    expect(res.json().reference).toMatch(/^DV-/);
    expect(await quotes()).toHaveLength(0);
    expect(await storedFiles()).toHaveLength(0);
    expect(await mails()).toHaveLength(0);
  });
});

describe('POST /api/services/request-quote: limits, accounts and safety', () => {
  it('allows 5 requests an hour per address, then answers 429 in French', async () => {
    const ip = '203.0.113.7';
    for (let i = 0; i < 5; i++) expect((await postQuote(FIELDS, undefined, { ip })).statusCode).toBe(200);
    const res = await postQuote(FIELDS, { name: 'acte.pdf', content: FIXTURES.pdf() }, { ip });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(
      /^Vous avez envoyé plusieurs demandes en peu de temps\. Veuillez réessayer dans une heure/,
    );
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3000);
    expect(await quotes()).toHaveLength(5);
    expect(await storedFiles()).toHaveLength(0);
    // Another address is not affected.
    expect((await postQuote(FIELDS)).statusCode).toBe(200);
  });

  it('acknowledges at most 5 times a day to one address, still telling the translator', async () => {
    for (let i = 0; i < 6; i++) expect((await postQuote(FIELDS)).statusCode).toBe(200);
    const sent = await mails();
    expect(sent.filter((m) => m.kind === 'quote-request')).toHaveLength(6);
    expect(sent.filter((m) => m.kind === 'quote-request-ack')).toHaveLength(5);
  });

  it('uses the account’s e-mail when signed in, whatever the form says', async () => {
    const { user, headers } = await signIn(t.app, 'client@example.fr');
    const res = await postQuote({ ...FIELDS, email: 'someone.else@example.fr' }, undefined, { headers });
    expect(res.statusCode).toBe(200);
    const [quote] = await quotes();
    expect(quote).toMatchObject({ email: 'client@example.fr', userId: user.id });
    expect((await mails()).find((m) => m.kind === 'quote-request-ack')!.to).toBe('client@example.fr');
    // A signed-in caller may leave the e-mail out.
    const { email: _omitted, ...withoutEmail } = FIELDS;
    expect((await postQuote(withoutEmail, undefined, { headers })).statusCode).toBe(200);
  });

  it('refuses a cookie-authenticated request from another site', async () => {
    const { headers } = await signIn(t.app, 'client@example.fr');
    const res = await postQuote(FIELDS, undefined, { headers: { ...headers, origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(403);
    expect(await quotes()).toHaveLength(0);
  });

  it('leaves no file behind when storing the request fails', async () => {
    await t.database.db.execute(
      sql.raw(`alter table quote_requests add constraint quote_fail check (name <> 'Échec')`),
    );
    try {
      const res = await postQuote({ ...FIELDS, name: 'Échec' }, { name: 'acte.pdf', content: FIXTURES.pdf() });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: 'Erreur serveur.' });
      expect(await storedFiles()).toHaveLength(0);
      expect(await mails()).toHaveLength(0);
    } finally {
      await t.database.db.execute(sql.raw('alter table quote_requests drop constraint quote_fail'));
    }
  });

  it('is documented in the OpenAPI description', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths;
    for (const p of [
      '/api/services/request-quote',
      '/api/contact',
      '/api/support',
      '/api/admin/quotes',
      '/api/admin/quotes/{id}',
      '/api/admin/quotes/{id}/file',
    ]) {
      expect(paths[p], p).toBeDefined();
    }
  });
});

describe('the stored document', () => {
  it('is kept out of the sweeper’s reach once the request is saved', async () => {
    await postQuote(FIELDS, { name: 'acte.pdf', content: FIXTURES.pdf() });
    const removed = await t.app.uploadsService.sweepIdle(new Date(Date.now() + 365 * 24 * 3600_000));
    expect(removed).toBe(0);
    const [file] = await storedFiles();
    expect(file).toBeDefined();
    expect((await quotes())[0]!.fileId).toBe(file!.id);
  });

  it('is not served by the customers’ file route', async () => {
    await postQuote(FIELDS, { name: 'acte.pdf', content: FIXTURES.pdf() });
    const [file] = await storedFiles();
    const res = await t.app.inject({ method: 'GET', url: `/api/services/files/${file!.id}` });
    expect(res.statusCode).toBe(404);
  });
});
