import { describe, expect, it } from 'vitest';
import { nextIp } from '../accounts/test-app';
import { seedCatalogue } from '../catalogue/seed';
import { formBody } from '../requests/test-helpers';
import { appPerFile, createTestApp } from '../test/app';
import { CHECKOUT_IDENTITY } from '../test/orders';

/**
 * Issue 26, one error path: every refusal of a route, whether its schema refused the body before
 * the handler ran or the handler checked a value itself, is answered in the language of the page
 * that asked (an Arabic page's API client sends `x-site-lang: ar`, server/plugins/i18n.ts).
 * Before, zod worded its messages in French when the issue was raised, and only part of them
 * were checked again in Arabic.
 */
const t = appPerFile(
  async () => createTestApp(),
  async () => {
    await seedCatalogue(t.database.db);
    await t.app.rateLimit.clear();
  },
);

const ARABIC = { 'x-site-lang': 'ar' };

const postJson = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: nextIp() });

async function postQuote(fields: Record<string, string>, headers: Record<string, string> = {}) {
  const { payload, headers: form } = await formBody(fields);
  return t.app.inject({
    method: 'POST',
    url: '/api/services/request-quote',
    payload,
    headers: { ...form, ...headers },
    remoteAddress: nextIp(),
  });
}

const CART = {
  numberOfPages: 2,
  numberOfDocuments: 1,
  deliveryMethod: 'email',
  ...CHECKOUT_IDENTITY,
  legalization: 'none',
  comment: '',
  fileIds: [],
  idempotencyKey: 'error-language-key-abcdef',
};

/** Each route's refusals, as an Arabic page sends them. */
const REFUSALS: [string, (headers: Record<string, string>) => ReturnType<typeof postJson>][] = [
  [
    'register, weak password (checked by the handler)',
    (h) => postJson('/api/auth/register', { email: 'amina@example.fr', password: 'faible' }, h),
  ],
  ['register, no password (the body schema)', (h) => postJson('/api/auth/register', { email: 'amina@example.fr' }, h)],
  ['guest link, bad e-mail', (h) => postJson('/api/auth/guest-link', { email: 'pas-une-adresse' }, h)],
  ['login, e-mail of the wrong type', (h) => postJson('/api/auth/login', { email: 12, password: 'x' }, h)],
  [
    'quote request, empty name',
    (h) =>
      postQuote({ name: '', email: 'karim@example.fr', numberOfPages: '2', deliveryMethod: 'email', message: 'x' }, h),
  ],
  ['checkout, bad e-mail', (h) => postJson('/api/services/checkout', { ...CART, email: 'pas-une-adresse' }, h)],
  [
    'calculate price, unknown option',
    (h) =>
      postJson(
        '/api/services/calculate-price',
        { numberOfPages: 2, numberOfDocuments: 1, deliveryMethod: 'pigeon', legalization: 'none' },
        h,
      ),
  ],
  [
    'contact, empty name',
    (h) => postJson('/api/contact', { name: '', email: 'leila@example.fr', subject: 'Délai', message: 'Bonjour' }, h),
  ],
  ['support, bad e-mail', (h) => postJson('/api/support', { email: 'non', subject: 'Aide', message: 'Bonjour' }, h)],
  [
    'first chat message, too long (zod’s own check, no message of the schema’s)',
    (h) => postJson('/api/chat/notify-first-message', { message: 'x'.repeat(10_001) }, h),
  ],
  [
    'first chat message of the wrong type (zod’s own check)',
    (h) => postJson('/api/chat/notify-first-message', { message: 12 }, h),
  ],
];

/** Arabic letters, and no Latin word: names and codes (PDF, TR-…) are the only Latin a message may hold. */
function expectArabic(message: unknown) {
  expect(typeof message).toBe('string');
  expect(message).toMatch(/[\u0600-\u06FF]{2,}/);
  expect(String(message).replace(/\b(PDF|PNG|JPEG)\b/g, '')).not.toMatch(/[A-Za-zÀ-ÿ]{3,}/);
}

describe('refusals in the language of the page that asked', () => {
  it.each(REFUSALS)('%s: Arabic for an Arabic page', async (_what, send) => {
    const res = await send(ARABIC);
    expect(res.statusCode).toBe(400);
    expectArabic(res.json().message);
  });

  it.each(REFUSALS)('%s: French for a French page, never a message reference', async (_what, send) => {
    const res = await send({});
    expect(res.statusCode).toBe(400);
    const message: string = res.json().message;
    expect(message).not.toMatch(/[\u0600-\u06FF]|\$msg|\{/);
    // Zod's own English (« Invalid input: expected string ») is never shown either.
    expect(message).not.toMatch(/Invalid|expected|received/);
    expect(message).toMatch(/[a-zé]{3,}/);
  });

  it('says the same as the catalogue, to the letter', async () => {
    const weak = await postJson('/api/auth/register', { email: 'amina@example.fr', password: 'faible' });
    expect(weak.json().message).toBe(
      'Le mot de passe doit contenir au moins 8 caractères, une majuscule, un chiffre et un caractère spécial.',
    );
    const arabicEmail = await postJson('/api/auth/guest-link', { email: 'pas-une-adresse' }, ARABIC);
    expect(arabicEmail.json().message).toBe('يُرجى إدخال عنوان بريد إلكتروني صحيح.');
    // A French term after its Arabic name stands in an isolate (core/messages/arabic-bidi.test.ts).
    const legalization = await postJson(
      '/api/services/calculate-price',
      { numberOfPages: 2, numberOfDocuments: 1, deliveryMethod: 'email', legalization: 'zzz' },
      ARABIC,
    );
    expect(legalization.json().message).toBe('نوع التصديق (\u2066légalisation\u2069) غير معروف.');
    const tooLong = await postJson('/api/chat/notify-first-message', { message: 'x'.repeat(10_001) });
    expect(tooLong.json().message).toBe('Ce champ ne peut pas dépasser 10000 caractères.');
  });
});

describe('a page refused before React renders it', () => {
  it('is in the language of its address', async () => {
    const arabic = await t.app.inject({ method: 'GET', url: '/ar/orders/a%00b' });
    expect(arabic.statusCode).toBe(400);
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain('<h1>الرابط غير صالح.</h1>');
    expect(arabic.body).toContain('<a href="/ar">');
    const french = await t.app.inject({ method: 'GET', url: '/orders/a%00b' });
    expect(french.body).toContain('<html lang="fr" dir="ltr">');
    expect(french.body).toContain('<a href="/">Retour à l’accueil</a>');
  });
});
