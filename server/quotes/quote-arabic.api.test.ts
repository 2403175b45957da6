import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedCatalogue } from '../catalogue/seed';
import { mailOutbox } from '../mail/schema';
import { orders } from '../orders/schema';
import { quotes } from './schema';
import { appPerFile, createTestApp } from '../test/app';
import { quoteOfferEmail } from './emails';
import { adminHeaders, OFFER, OFFER_TOTAL, requestQuote, sendQuote, ACCEPT } from './test-helpers';
import { quoteRequests } from '../requests/schema';

/**
 * Issue 17: a quote request made on an Arabic page gets its quote in Arabic. The e-mail is
 * Arabic and right to left, its link opens /ar/devis/<token>, and accepting makes an Arabic
 * order whose payment page is the Arabic one. A French request is unchanged.
 */
const t = appPerFile(
  async () => createTestApp(),
  async () => {
    await seedCatalogue(t.database.db);
    await t.app.rateLimit.clear();
  },
);

const ARABIC_LETTERS = /[\u0600-\u06FF]/;

const offerMail = async (to: string) =>
  (
    await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'quote-offer'), eq(mailOutbox.to, to)))
  )[0]!;

async function sentQuote(email: string, headers: Record<string, string>) {
  const id = await requestQuote(t, email, headers);
  expect((await sendQuote(t, id, await adminHeaders(t))).statusCode).toBe(200);
  const mail = await offerMail(email);
  const token = /\/devis\/([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
  return { id, token, mail };
}

describe('a quote for an Arabic request', () => {
  it('is sent in Arabic, right to left, with the link to the Arabic page', async () => {
    const { id, token, mail } = await sentQuote('arabe@example.fr', { 'x-site-lang': 'ar' });
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.subject).toMatch(ARABIC_LETTERS);
    expect(mail.subject).toContain(id);
    expect(mail.text).toMatch(ARABIC_LETTERS);
    expect(mail.text).toContain(`http://localhost:3000/ar/devis/${token}`);
    expect(mail.html).toContain(`/ar/devis/${token}`);
    // The amount and the date in Latin digits, the PDF said to be French; no French sentence.
    expect(mail.text).toContain('425.25');
    expect(mail.text).toMatch(/صالح حتى \d{1,2} \S+ \d{4}/);
    expect(mail.text).toContain('(بالعربية والفرنسية)');
    expect(mail.text).not.toMatch(/Bonjour|Votre devis|valable|Bien cordialement/);
  });

  it('accepted, makes an Arabic order and opens the Arabic payment page', async () => {
    const { token } = await sentQuote('arabe2@example.fr', { 'x-site-lang': 'ar' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/quotes/${token}/accept`,
      headers: { 'x-site-lang': 'ar' },
      payload: ACCEPT,
    });
    expect(res.statusCode).toBe(200);
    const { orderId, url } = res.json();
    expect(url).toMatch(/\/ar\/paiement-demo\/demo_/);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ lang: 'ar', totalCents: OFFER_TOTAL, customerEmail: 'arabe2@example.fr' });
    // The stored lines stay the admin's French (invoice, back office).
    expect(order!.priceLines.map((l) => l.label)).toEqual(OFFER.lines.map((l) => l.label));
    // Refused in Arabic when the page is Arabic (the API's language is the page's).
    const consent = await t.app.inject({
      method: 'POST',
      url: `/api/quotes/${token}/accept`,
      headers: { 'x-site-lang': 'ar' },
      payload: {},
    });
    expect(consent.statusCode).toBe(400);
    expect(consent.json().message).toMatch(ARABIC_LETTERS);
  });

  it('stays French, with the French link and a French order, for a request from a French page', async () => {
    const { token, mail } = await sentQuote('francais@example.fr', {});
    expect(mail.html).toContain('<html lang="fr"');
    expect(mail.text).toContain(`http://localhost:3000/devis/${token}`);
    expect(mail.text).not.toContain('/ar/devis/');
    expect(mail.text).toContain('Bonjour Omar Haddad,');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/quotes/${token}/accept`,
      payload: ACCEPT,
    });
    expect(res.json().url).toMatch(/localhost:3000\/paiement-demo\/demo_/);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, res.json().orderId));
    expect(order!.lang).toBe('fr');
  });
});

describe('an Arabic quote’s lines once accepted and paid (decision 075)', () => {
  /** Two lines the editor gave and the admin left, one she reworded, one free line. */
  const offer = {
    ...OFFER,
    lines: [
      { ...OFFER.lines[0], label: 'Traduction certifiée du jugement (12 pages)' },
      { source: 'delivery', optionId: 'email', label: 'Livraison\u00a0: E-mail (PDF)', quantity: '1', unitPrice: '0' },
      {
        source: 'legalization',
        optionId: 'mairie',
        label: 'Légalisation\u00a0: Mairie',
        quantity: '1',
        unitPrice: '20',
      },
      OFFER.lines[3],
    ],
  };

  it('carry the codes of the lines she left, and her own words stay French in the order’s e-mail', async () => {
    const id = await requestQuote(t, 'arabe3@example.fr', { 'x-site-lang': 'ar' });
    expect((await sendQuote(t, id, await adminHeaders(t), offer)).statusCode).toBe(200);
    const [quote] = await t.database.db
      .select({ lines: quotes.lines })
      .from(quotes)
      .innerJoin(quoteRequests, eq(quoteRequests.id, quotes.requestId))
      .where(eq(quoteRequests.id, id));
    const coded = [
      ['translation', null],
      ['delivery', { optionId: 'email', name: 'E-mail (PDF)' }],
      ['legalization', { optionId: 'mairie', name: 'Mairie', documents: 1 }],
      ['other', null],
    ];
    expect(quote!.lines.map((l) => [l.code, l.params])).toEqual(coded);

    const token = /\/devis\/([A-Za-z0-9_-]{43})/.exec((await offerMail('arabe3@example.fr')).text)![1]!;
    const res = await t.app.inject({ method: 'POST', url: `/api/quotes/${token}/accept`, payload: ACCEPT });
    const { orderId, url } = res.json();
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.priceLines.map((l) => [l.code, l.params])).toEqual(coded);
    await t.app.orders.markPaid(url.split('/').pop(), 'demo');

    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.relatedId, orderId), eq(mailOutbox.kind, 'order-confirmation')));
    expect(mail!.text).toContain('Traduction certifiée du jugement (12 pages)');
    expect(mail!.text).toContain('Mise en page des tableaux');
    expect(mail!.text).toContain('التصديق: البلدية (\u2068Mairie\u2069) (وثيقة واحدة)');
    expect(mail!.text).toMatch(/التسليم: [\u0600-\u06FF]/);
    expect(mail!.text).not.toMatch(/Livraison|Légalisation/);
    // In the HTML, her French words say they are French, inside the Arabic e-mail.
    expect(mail!.html).toContain('lang="fr" dir="auto">Mise en page des tableaux</td>');
    expect(mail!.html).not.toMatch(/lang="fr" dir="auto">[^<]*[\u0600-\u06FF]/);
  });
});

describe('the quote e-mail in French', () => {
  it('says what it said before Arabic quotes, now with French typography, and escapes what the client typed', () => {
    const mail = quoteOfferEmail({
      requestId: 'DV-7K3F9Q2M',
      name: 'Omar <Haddad> & fils',
      totalCents: 41025,
      validUntil: '2026-12-26',
      url: 'https://example.fr/devis/abc?x=1&y=2',
      lang: 'fr',
    });
    expect(mail.subject).toBe('Votre devis DV-7K3F9Q2M — Benali Traduction');
    // One template for both languages (issue 26): the catalogue's words, « : » and « ? » with their no-break spaces.
    // The layout adds the business's footer after the sign-off.
    expect(
      mail.text.startsWith(
        [
          'Bonjour Omar <Haddad> & fils,',
          'Votre devis pour la demande DV-7K3F9Q2M est prêt\u00a0: 410,25\u00a0€, valable jusqu’au 26 décembre 2026.',
          'Vous pouvez le consulter, le télécharger en PDF, puis l’accepter et le payer en ligne, ou le refuser\u00a0:\nhttps://example.fr/devis/abc?x=1&y=2',
          'Ce lien est personnel\u00a0: ne le transférez pas. Une question\u202f? Répondez simplement à cet e-mail.',
          'Bien cordialement,\nSamia Benali',
        ].join('\n\n'),
      ),
    ).toBe(true);
    expect(mail.html).toContain('Bonjour Omar &lt;Haddad&gt; &amp; fils,');
    expect(mail.html).not.toContain('<Haddad>');
    expect(mail.html).toContain(
      'la demande <strong>DV-7K3F9Q2M</strong> est prêt\u00a0: <strong>410,25\u00a0€</strong>',
    );
    expect(mail.html).toContain('href="https://example.fr/devis/abc?x=1&amp;y=2"');
  });
});
