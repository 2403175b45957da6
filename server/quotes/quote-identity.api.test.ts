import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedCatalogue } from '../catalogue/seed';
import type { InvoiceData } from '../invoices/content';
import { invoiceOfOrder } from '../invoices/issue';
import { orders } from '../orders/schema';
import { appPerFile, createTestApp } from '../test/app';
import { pdfText } from '../test/pdf-text';
import { quotes } from './schema';
import { ACCEPT, OFFER, sentQuote } from './test-helpers';

/**
 * Issue 27, the quote page's identity step: « Accepter et payer » carries the buyer, the shipping
 * address when the quote posts paper, and the billing identity, checked with the checkout's own
 * rules; the paid order keeps them frozen and its invoice prints « Facturé à ».
 */
const t = appPerFile(
  async () => createTestApp(),
  async () => {
    await seedCatalogue(t.database.db);
    await t.app.rateLimit.clear();
  },
);

/** A quote whose delivery is « Lettre suivie » (a postal row, France only). */
const POSTAL_OFFER = {
  ...OFFER,
  lines: OFFER.lines.map((l) =>
    l.source === 'delivery' ? { ...l, optionId: 'standard', label: 'Livraison : Lettre suivie', unitPrice: '10' } : l,
  ),
};
const ADDRESS = { line1: '12 rue des Godrans', postalCode: '21 000', city: 'Dijon', country: 'FR' };
const COMPANY = {
  kind: 'business',
  companyName: 'Cabinet Durand & Associés',
  companyId: '404 833 048',
  vatNumber: 'FR83404833048',
  address: { line1: '8 place Darcy', postalCode: '21000', city: 'Dijon', country: 'FR' },
  reference: 'BC-2026-118',
};
const AR = { 'x-site-lang': 'ar' };
const ARABIC_LETTERS = /[\u0600-\u06FF]/;

const accept = (token: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/quotes/${token}/accept`, payload, headers });

/** The refusal's message in French, then in Arabic; nothing was created by either. */
async function refusedInBoth(token: string, payload: object, french: string) {
  const fr = await accept(token, payload);
  expect(fr.statusCode).toBe(400);
  expect(fr.json().message).toBe(french);
  const ar = await accept(token, payload, AR);
  expect(ar.statusCode).toBe(400);
  expect(ar.json().message).toMatch(ARABIC_LETTERS);
  expect(ar.json().message).not.toBe(french);
  const [quote] = await t.database.db.select().from(quotes);
  expect(quote).toMatchObject({ status: 'sent', orderId: null });
  expect(await t.database.db.select().from(orders)).toEqual([]);
  return ar.json().message as string;
}

const payOnDemoPage = (url: string) =>
  t.app.inject({ method: 'POST', url: `/api/payments/demo/${/demo_[\w-]+/.exec(url)![0]}/pay` });

describe('« Accepter et payer » with the identity step', () => {
  it('refuses a quote without the buyer’s name, in French and in Arabic', async () => {
    const { token } = await sentQuote(t);
    await refusedInBoth(token, { withdrawalConsent: true }, 'Indiquez votre nom complet.');
    await refusedInBoth(token, { withdrawalConsent: true, buyer: { name: '  ' } }, 'Indiquez votre nom complet.');
  });

  it('refuses a postal quote without an address, whatever the browser sent', async () => {
    const { token } = await sentQuote(t, 'omar@example.fr', {}, POSTAL_OFFER);
    const arabic = await refusedInBoth(token, ACCEPT, 'Indiquez l’adresse où envoyer l’original papier.');
    expect(arabic).toBe('يُرجى إدخال العنوان الذي نرسل إليه الأصل الورقي.');
    await refusedInBoth(
      token,
      { ...ACCEPT, shippingAddress: null },
      'Indiquez l’adresse où envoyer l’original papier.',
    );
  });

  it('refuses a missing postal code, a country the delivery does not serve, a bad SIREN, each with its message', async () => {
    const { token } = await sentQuote(t, 'omar@example.fr', {}, POSTAL_OFFER);
    const noCode = await refusedInBoth(
      token,
      { ...ACCEPT, shippingAddress: { ...ADDRESS, postalCode: '' } },
      'Indiquez le code postal.',
    );
    expect(noCode).toBe('يُرجى إدخال الرمز البريدي.');
    await refusedInBoth(
      token,
      { ...ACCEPT, shippingAddress: { ...ADDRESS, postalCode: '2100' } },
      'Un code postal français compte 5 chiffres, par exemple 21000.',
    );
    await refusedInBoth(
      token,
      { ...ACCEPT, shippingAddress: { ...ADDRESS, postalCode: '1001', city: 'Tunis', country: 'TN' } },
      'Ce mode de livraison n’expédie qu’en France\u00a0: choisissez un autre mode pour un envoi à l’étranger.',
    );
    const siren = await refusedInBoth(
      token,
      { ...ACCEPT, shippingAddress: ADDRESS, billing: { ...COMPANY, companyId: '404 833 049' } },
      'Ce SIREN n’est pas valide\u00a0: vérifiez les 9 chiffres.',
    );
    expect(siren).toContain('SIREN');
  });
});

describe('the order and the invoice of a quote accepted with an identity', () => {
  it('a postal company order: frozen on the order, and the paid order’s invoice says « Facturé à » with the raison sociale and SIREN', async () => {
    const { token } = await sentQuote(t, 'omar@example.fr', {}, POSTAL_OFFER);
    const res = await accept(token, {
      ...ACCEPT,
      buyer: { name: 'Omar Haddad', phone: '+33 6 12 34 56 78' },
      shippingAddress: ADDRESS,
      billing: COMPANY,
    });
    expect(res.statusCode).toBe(200);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, res.json().orderId));
    expect(order!.buyer).toEqual({ name: 'Omar Haddad', phone: '+33 6 12 34 56 78' });
    expect(order!.shippingAddress).toEqual({ ...ADDRESS, line2: '', postalCode: '21000' });
    expect(order!.billing).toEqual({
      kind: 'business',
      companyName: 'Cabinet Durand & Associés',
      siren: '404833048',
      siret: null,
      vatNumber: 'FR83404833048',
      address: { ...COMPANY.address, line2: '' },
      reference: 'BC-2026-118',
    });

    expect((await payOnDemoPage(res.json().url)).statusCode).toBe(303);
    const invoice = await invoiceOfOrder(t.database.db, order!.id);
    const data = invoice!.data as InvoiceData;
    expect(data.version).toBe(2);
    if (data.version === 2) expect(data.billedTo).toEqual(order!.billing);
    const text = await pdfText(invoice!.pdf);
    for (const words of [
      'FACTURÉ À',
      'Cabinet Durand & Associés',
      'SIREN 404 833 048',
      'Référence ou bon de commande : BC-2026-118',
      'Indemnité forfaitaire pour frais de recouvrement : 40 €',
    ])
      expect(text, words).toContain(words);

    // Paid: the quote's link gives that same invoice.
    const download = await t.app.inject({ method: 'GET', url: `/api/quotes/${token}/invoice` });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(invoice!.pdf)).toBe(true);
  });

  it('a quote that posts nothing keeps no address, and a person is billed in the buyer’s name (Arabic included)', async () => {
    const { token } = await sentQuote(t, 'karim@example.fr', AR);
    const res = await accept(
      token,
      { withdrawalConsent: true, buyer: { name: 'كريم حداد' }, shippingAddress: ADDRESS, billing: { kind: 'person' } },
      AR,
    );
    expect(res.statusCode).toBe(200);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, res.json().orderId));
    expect(order!.shippingAddress).toBeNull();
    expect(order!.billing).toEqual({ kind: 'person', name: 'كريم حداد', address: null });
    expect((await payOnDemoPage(res.json().url)).statusCode).toBe(303);
    const invoice = await invoiceOfOrder(t.database.db, order!.id);
    const text = await pdfText(invoice!.pdf);
    expect(text).toContain('كريم حداد');
    // An Arabic order's invoice keeps its Arabic lines.
    expect((invoice!.data as InvoiceData).arabic?.lines.length).toBe(OFFER.lines.length);
  });

  it('accepted again before paying, the order takes the new identity; once paid, it no longer changes', async () => {
    const { token } = await sentQuote(t, 'omar@example.fr', {}, POSTAL_OFFER);
    const first = await accept(token, { ...ACCEPT, shippingAddress: ADDRESS });
    const again = await accept(token, {
      ...ACCEPT,
      buyer: { name: 'Omar B. Haddad' },
      shippingAddress: { ...ADDRESS, line1: '3 rue Monge' },
    });
    expect(again.json().orderId).toBe(first.json().orderId);
    const read = async () => (await t.database.db.select().from(orders).where(eq(orders.id, first.json().orderId)))[0]!;
    expect((await read()).buyer).toEqual({ name: 'Omar B. Haddad' });
    expect((await read()).shippingAddress?.line1).toBe('3 rue Monge');
    expect((await payOnDemoPage(again.json().url)).statusCode).toBe(303);
    await accept(token, { ...ACCEPT, buyer: { name: 'Quelqu’un d’autre' }, shippingAddress: ADDRESS });
    expect((await read()).buyer).toEqual({ name: 'Omar B. Haddad' });
  });

  it('the quote’s page data says when an address is asked, and starts from the request’s name', async () => {
    const postal = await sentQuote(t, 'omar@example.fr', {}, POSTAL_OFFER);
    const view = (await t.app.inject({ method: 'GET', url: `/api/quotes/${postal.token}` })).json();
    expect(view.identity.shipsTo).toBe('france');
    expect(view.identity.prefill).toMatchObject({ name: 'Omar Haddad', billingKind: 'person' });
    const email = await sentQuote(t, 'other@example.fr');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/quotes/${email.token}` })).json().identity.shipsTo,
    ).toBeNull();
  });
});
