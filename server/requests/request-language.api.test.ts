import { describe, expect, it } from 'vitest';
import { replyWithinText } from '../../core/turnaround';
import { nextIp } from '../accounts/test-app';
import { mailOutbox } from '../mail/schema';
import { appPerFile, createTestApp } from '../test/app';
import { FIXTURES } from '../test/multipart';
import { contactMessages, quoteRequests, supportRequests } from './schema';
import { formBody, signIn } from './test-helpers';

/**
 * Issue 17: a request made on an Arabic page (the API client sends `x-site-lang: ar`) stores its
 * language, its acknowledgement goes out in Arabic and right to left, and the translator's French
 * notice says « Langue : arabe ». The language comes from the request, never from the body.
 */
const t = appPerFile(
  async () => createTestApp(),
  async () => {
    await t.app.rateLimit.clear();
  },
);

const ARABIC = { 'x-site-lang': 'ar' };
const mails = () => t.database.db.select().from(mailOutbox);
const mail = async (kind: string) => (await mails()).find((m) => m.kind === kind)!;

const postJson = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: nextIp() });

async function postQuote(fields: Record<string, string>, headers: Record<string, string> = {}) {
  const { payload, headers: form } = await formBody(fields, {
    name: 'acte.pdf',
    content: FIXTURES.pdf('ACTE'),
    type: 'application/pdf',
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/services/request-quote',
    payload,
    headers: { ...form, ...headers },
    remoteAddress: nextIp(),
  });
}

const QUOTE = {
  name: 'كريم حداد',
  email: 'karim@example.fr',
  numberOfPages: '2',
  deliveryMethod: 'priority',
  message: 'شهادة ميلاد مغربية',
};
const CONTACT = {
  name: 'ليلى',
  email: 'leila@example.fr',
  subject: 'مدة الترجمة',
  message: 'كم تستغرق ترجمة حكم طلاق؟',
};

/** Right to left in its frame, and Arabic in its words (not merely framed). */
function expectArabic(m: { html: string; text: string; subject: string }) {
  expect(m.html).toContain('<html lang="ar" dir="rtl">');
  expect(m.html).toContain('text-align:right');
  expect(m.text).toContain('مرحبًا،');
  expect(m.text).toContain('مع خالص التحية،');
  expect(m.text).not.toContain('Bonjour');
}

describe('a quote request from /ar/devis', () => {
  it('stores lang ar, answers in Arabic, acknowledges in Arabic and tells the translator in French', async () => {
    const res = await postQuote(QUOTE, ARABIC);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('تم إرسال طلب عرض السعر بنجاح!');
    const [row] = await t.database.db.select().from(quoteRequests);
    expect(row!.lang).toBe('ar');

    const ack = await mail('quote-request-ack');
    expectArabic(ack);
    expect(ack.subject).toBe(`طلب عرض السعر \u2068${row!.id}\u2069 — \u2068Benali Traduction\u2069`);
    expect(ack.text).toContain(
      `تلقّينا طلب عرض السعر \u2068${row!.id}\u2069. سنرسل إليك عرض السعر في أقرب وقت، عادةً خلال 24 ساعة عمل.`,
    );
    expect(ack.text).toContain('طريقة التسليم المطلوبة\u00a0: رسالة مسجّلة');
    expect(ack.text).toContain('وصلتنا وثيقتك، وهي محفوظة مشفّرة.');
    // Never the sender's own words in a mail to a typed address.
    expect(ack.text).not.toContain('شهادة ميلاد');

    const notice = await mail('quote-request');
    expect(notice.html).toContain('<html lang="fr" dir="ltr">');
    expect(notice.text).toContain('Langue\u00a0: arabe');
    expect(notice.text).toContain('Livraison souhaitée\u00a0: Lettre recommandée');
  });

  it('takes the language from the page, not from a body field', async () => {
    expect((await postQuote({ ...QUOTE, lang: 'ar' })).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(quoteRequests);
    expect(row!.lang).toBe('fr');
    expect((await mail('quote-request-ack')).text).toContain('Bonjour,');
  });

  it('leaves a French request as it was: lang fr, French acknowledgement, no language line', async () => {
    expect((await postQuote(QUOTE)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(quoteRequests);
    expect(row!.lang).toBe('fr');
    const ack = await mail('quote-request-ack');
    expect(ack.html).toContain('<html lang="fr" dir="ltr">');
    expect(ack.subject).toBe(`Votre demande de devis ${row!.id} — Benali Traduction`);
    expect(ack.text).toContain(
      `Bonjour,\n\nNous avons bien reçu votre demande de devis ${row!.id}. Nous vous enverrons votre devis dans les plus brefs délais, en général ${replyWithinText()}.\n\nNombre de pages\u00a0: 2\nLivraison souhaitée\u00a0: Lettre recommandée\n\nVotre document nous est bien parvenu\u202f; il est conservé chiffré.\n\nPour compléter votre demande, répondez simplement à cet e-mail.\n\nBien cordialement,\n`,
    );
    expect(ack.html).toContain(`demande de devis <strong>${row!.id}</strong>.`);
    expect((await mail('quote-request')).text).not.toContain('Langue');
  });
});

describe('a contact message from /ar/contact', () => {
  it('stores lang ar and acknowledges in Arabic, right to left; the notice says « Langue : arabe »', async () => {
    const res = await postJson('/api/contact', CONTACT, ARABIC);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('تم إرسال رسالتك بنجاح!');
    const [row] = await t.database.db.select().from(contactMessages);
    expect(row!.lang).toBe('ar');
    const ack = await mail('contact-message-ack');
    expectArabic(ack);
    expect(ack.text).toContain('وصلتنا رسالتك المرسلة من موقعنا.');
    expect(ack.text).toContain('للطلبات العاجلة، اتصل بنا على \u206603 80 00 00 00\u2069.');
    expect(ack.html).toMatch(/اتصل بنا على \u2066<a href="tel:[^"]+" style="[^"]+" dir="ltr">/);
    const notice = await mail('contact-message');
    expect(notice.text).toContain('Objet\u00a0: مدة الترجمة\nLangue\u00a0: arabe');
    expect(notice.html).toContain('Langue\u00a0: <strong>arabe</strong>');
  });

  it('keeps the French message as it was', async () => {
    expect((await postJson('/api/contact', CONTACT)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(contactMessages);
    expect(row!.lang).toBe('fr');
    const ack = await mail('contact-message-ack');
    expect(ack.subject).toBe('Nous avons bien reçu votre message — Benali Traduction');
    expect(ack.text).toContain(
      'Bonjour,\n\nVotre message envoyé depuis notre site nous est bien parvenu. Nous vous répondrons dans les meilleurs délais, du lundi au vendredi.\n\nPour une demande urgente, appelez-nous au 03 80 00 00 00.',
    );
    expect((await mail('contact-message')).text).not.toContain('Langue');
  });
});

describe('a support request from an Arabic page', () => {
  it('stores lang ar and acknowledges in Arabic', async () => {
    const { headers } = await signIn(t.app, 'client@example.fr');
    const res = await postJson(
      '/api/support',
      { subject: 'تأخير', message: 'لم تصلني الترجمة', orderReference: 'TR-7K3F9Q2M' },
      { ...headers, ...ARABIC },
    );
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(supportRequests);
    expect(row!.lang).toBe('ar');
    const ack = await mail('support-request-ack');
    expectArabic(ack);
    expect(ack.text).toContain('بشأن الطلب \u2068TR-7K3F9Q2M\u2069');
    expect((await mail('support-request')).text).toContain('Langue\u00a0: arabe');
  });
});

describe('the admin inbox', () => {
  it('gives each message its language', async () => {
    await postJson('/api/contact', CONTACT, ARABIC);
    await postJson('/api/contact', { ...CONTACT, email: 'autre@example.fr' });
    const admin = await signIn(t.app, 'admin@example.fr', 'admin');
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/inbox/contact', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const langs = (res.json().messages as { email: string; lang: string }[]).map((m) => [m.email, m.lang]).sort();
    expect(langs).toEqual([
      ['autre@example.fr', 'fr'],
      ['leila@example.fr', 'ar'],
    ]);
  });
});
