import { describe, expect, it } from 'vitest';
import { seedCatalogue } from '../catalogue/seed';
import { OFFER, sentQuote, ACCEPT } from '../quotes/test-helpers';
import { appPerFile, createTestApp } from '../test/app';

/**
 * Issue 26: the order /api/services/payment-success returns is what the confirmation page shows
 * (the browser keeps it; after paying a quote no cart lets the server word it instead). Asked
 * from an Arabic page, its date, names and lines are Arabic; from a French page, the spec's French.
 */
const t = appPerFile(
  async () => createTestApp(),
  async () => {
    await seedCatalogue(t.database.db);
    await t.app.rateLimit.clear();
  },
);

const ARABIC_LETTERS = /[\u0600-\u06FF]/;
const FRENCH_DATE = /(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) \d/;

/** The quote of the tests, its delivery line as « Établir le devis » gave it (the others are the admin's words). */
const QUOTE = {
  ...OFFER,
  lines: OFFER.lines.map((l, i) => (i === 1 ? { ...l, label: 'Livraison\u00a0: E-mail (PDF)' } : l)),
};

async function paidQuote(email: string, headers: Record<string, string>) {
  const { token } = await sentQuote(t, email, headers, QUOTE);
  const accept = await t.app.inject({
    method: 'POST',
    url: `/api/quotes/${token}/accept`,
    headers,
    payload: ACCEPT,
  });
  const sessionId = /demo_[A-Za-z0-9_-]+/.exec(accept.json().url as string)![0];
  expect((await t.app.inject({ method: 'POST', url: `/api/payments/demo/${sessionId}/pay` })).statusCode).toBe(303);
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/services/payment-success?session_id=${sessionId}`,
    headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json().order;
}

describe('the paid order the confirmation page shows', () => {
  it('is worded in Arabic for an Arabic page: date, delivery, legalisation and the catalogue’s lines', async () => {
    const order = await paidQuote('arabe.paye@example.fr', { 'x-site-lang': 'ar' });
    expect(order.promisedDelivery.text).toMatch(ARABIC_LETTERS);
    expect(order.promisedDelivery.text).not.toMatch(FRENCH_DATE);
    expect(order.services[0].deliveryName).toMatch(ARABIC_LETTERS);
    expect(order.services[0].legalizationName).toMatch(ARABIC_LETTERS);
    expect(order.statusLabel).toMatch(ARABIC_LETTERS);
    expect(order.priceLines[1].label).toMatch(ARABIC_LETTERS);
    // The admin's own words, a free line or a catalogue line she relabelled, stay her French:
    // no translation of them exists (decisions 030 and 075).
    expect(order.priceLines[0].label).toBe(QUOTE.lines[0]!.label);
    expect(order.priceLines[3].label).toBe(QUOTE.lines[3]!.label);
  });

  it('stays the spec’s French for a French page', async () => {
    const order = await paidQuote('francais.paye@example.fr', {});
    expect(order.promisedDelivery.text).toMatch(FRENCH_DATE);
    expect(order.services[0].deliveryName).toBe('E-mail (PDF)');
    expect(order.priceLines.map((l: { label: string }) => l.label)).toEqual(QUOTE.lines.map((l) => l.label));
  });
});
