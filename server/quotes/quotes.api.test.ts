import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../core/calendar-date';
import { parisToday } from '../../core/quote-offer-rules';
import { seedCatalogue } from '../catalogue/seed';
import { uploads } from '../files/schema';
import { invoices } from '../invoices/schema';
import { mailOutbox } from '../mail/schema';
import { orders } from '../orders/schema';
import { signIn } from '../requests/test-helpers';
import { appPerFile, createTestApp } from '../test/app';
import { pdfText } from '../test/pdf-text';
import { quoteRequests } from '../requests/schema';
import { quotes } from './schema';
import * as helpers from './test-helpers';
import { OFFER, OFFER_TOTAL, ACCEPT } from './test-helpers';

const t = appPerFile(
  async () => createTestApp(),
  async () => {
    await seedCatalogue(t.database.db);
    await t.app.rateLimit.clear();
  },
);

const requestQuote = (email?: string) => helpers.requestQuote(t, email);
const admin = () => helpers.adminHeaders(t);
const put = (id: string, headers: Record<string, string>, payload: unknown = OFFER) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/quotes/${id}/offer`, headers, payload: payload as object });
const send = (id: string, headers: Record<string, string>, payload?: unknown) =>
  helpers.sendQuote(t, id, headers, payload);
const tokenFromMail = (to: string) => helpers.tokenFromMail(t, to);
const sentQuote = (email?: string) => helpers.sentQuote(t, email);
const TOTAL = OFFER_TOTAL;

const accept = (token: string, payload: unknown = ACCEPT) =>
  t.app.inject({ method: 'POST', url: `/api/quotes/${token}/accept`, payload: payload as object });

describe('permissions', () => {
  it('only an admin writes or sends a quote', async () => {
    const id = await requestQuote();
    const customer = (await signIn(t.app, 'client@example.fr')).headers;
    for (const call of [put, send]) {
      expect((await call(id, {})).statusCode).toBe(401);
      expect((await call(id, customer)).statusCode).toBe(403);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/admin/quotes/${id}/offer`, headers: customer })).statusCode,
    ).toBe(403);
    expect(await t.database.db.select().from(quotes)).toHaveLength(0);
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'quote-offer'))).toHaveLength(0);
  });
});

describe('writing and sending', () => {
  it('a draft sends nothing and can be edited; sent, it is frozen and the client gets the link', async () => {
    const id = await requestQuote();
    const headers = await admin();
    const draft = await put(id, headers);
    expect(draft.statusCode).toBe(200);
    expect(draft.json()).toMatchObject({ state: 'draft', stateLabel: 'Brouillon', totalCents: TOTAL, editable: true });
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'quote-offer'))).toHaveLength(0);

    const edited = await put(id, headers, { ...OFFER, note: 'Autre note' });
    expect(edited.json().note).toBe('Autre note');

    const sent = await send(id, headers);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ state: 'sent', editable: false });
    expect(sent.json().history.map((h: { state: string }) => h.state)).toEqual(['draft', 'sent']);
    const [row] = await t.database.db.select().from(quotes);
    expect(row!.tokenHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const token = await tokenFromMail('omar@example.fr');
    // Stored hashed: the token itself is nowhere in the database.
    expect(row!.tokenHash).not.toBe(token);

    expect((await put(id, headers)).statusCode).toBe(409);
    expect((await send(id, headers)).json().message).toBe(
      'Ce devis a déjà été envoyé\u00a0: il ne peut plus être modifié.',
    );
  });

  it('refuses a past validity date, an unknown catalogue option, a zero total, a bad amount', async () => {
    const id = await requestQuote();
    const headers = await admin();
    const yesterday = addDays(parisToday(), -1);
    expect((await put(id, headers, { ...OFFER, validUntil: yesterday })).json().message).toBe(
      'La date de validité doit être aujourd’hui ou plus tard.',
    );
    const unknown = { ...OFFER, lines: [{ ...OFFER.lines[2], optionId: 'pigeon' }] };
    expect((await put(id, headers, unknown)).json().message).toBe(
      'Option du catalogue inconnue\u00a0: choisissez-la à nouveau.',
    );
    const zero = { ...OFFER, lines: [{ ...OFFER.lines[1] }] };
    expect((await put(id, headers, zero)).statusCode).toBe(400);
    const bad = { ...OFFER, lines: [{ ...OFFER.lines[3], unitPrice: '12,345' }] };
    expect((await put(id, headers, bad)).json().message).toMatch(/^Montant invalide/);
  });
});

describe('the client side', () => {
  it('shows the quote, its PDF; a stranger guessing tokens gets 404', async () => {
    const { id, token } = await sentQuote();
    const view = await t.app.inject({ method: 'GET', url: `/api/quotes/${token}` });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ reference: id, state: 'sent', totalCents: TOTAL, note: OFFER.note });
    expect(view.json().seller.name).toBe('Samia Benali');

    const pdf = await t.app.inject({ method: 'GET', url: `/api/quotes/${token}/pdf` });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(`N° ${id}`);
    expect(text).toContain('Mise en page des tableaux');
    expect(text).toContain('TVA non applicable, art. 293 B du CGI');

    for (const guess of ['x'.repeat(43), 'abc', token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A')]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/quotes/${guess}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Devis introuvable.' });
      expect((await accept(guess)).statusCode).toBe(404);
    }
  });

  it('accepting needs the withdrawal waiver, then creates one order with exactly the quoted lines and the document', async () => {
    const { id, token } = await sentQuote();
    expect((await accept(token, { buyer: ACCEPT.buyer })).json().message).toBe(
      'Cochez la case de renonciation au droit de rétractation pour accepter et payer.',
    );
    expect((await accept(token, { withdrawalConsent: false })).statusCode).toBe(400);

    const res = await accept(token);
    expect(res.statusCode).toBe(200);
    const { orderId, url } = res.json();
    expect(url).toMatch(/\/paiement-demo\/demo_/);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.totalCents).toBe(TOTAL);
    // Every label of OFFER is the admin's own: no parameters, her French everywhere (decision 075).
    expect(order!.priceLines).toEqual([
      {
        code: 'translation',
        params: null,
        label: OFFER.lines[0]!.label,
        quantity: 12,
        unitCents: 3250,
        amountCents: 39000,
      },
      { code: 'delivery', params: null, label: OFFER.lines[1]!.label, quantity: 1, unitCents: 0, amountCents: 0 },
      {
        code: 'legalization',
        params: null,
        label: OFFER.lines[2]!.label,
        quantity: 1,
        unitCents: 2000,
        amountCents: 2000,
      },
      { code: 'other', params: null, label: OFFER.lines[3]!.label, quantity: 1, unitCents: 1525, amountCents: 1525 },
    ]);
    expect(order).toMatchObject({
      customerEmail: 'omar@example.fr',
      numberOfPages: 12,
      deliveryMethod: 'email',
      legalization: 'mairie',
      status: 'pending_payment',
    });
    const files = await t.database.db.select().from(uploads).where(eq(uploads.orderId, orderId));
    expect(files.map((f) => f.originalName)).toEqual(['jugement.pdf']);
    const admin = await t.app.inject({
      method: 'GET',
      url: `/api/admin/quotes/${id}/offer`,
      headers: (await signIn(t.app, 'a2@example.fr', 'admin')).headers,
    });
    expect(admin.json()).toMatchObject({ state: 'accepted', orderId });
  });

  it('concurrent acceptances make one order; paying issues the invoice of the quoted amount; retries reuse the order', async () => {
    const { token } = await sentQuote();
    const answers = await Promise.all(Array.from({ length: 8 }, () => accept(token)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    const ids = new Set(answers.map((a) => a.json().orderId));
    const urls = new Set(answers.map((a) => a.json().url));
    expect(ids.size).toBe(1);
    expect(urls.size).toBe(1);
    expect(await t.database.db.select().from(orders)).toHaveLength(1);
    const [orderId] = [...ids] as string[];

    const sessionId = /demo_[A-Za-z0-9_-]+/.exec([...urls][0] as string)![0];
    const pay = await t.app.inject({ method: 'POST', url: `/api/payments/demo/${sessionId}/pay` });
    expect(pay.statusCode).toBe(303);
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.orderId, orderId!));
    expect(invoice!.totalCents).toBe(TOTAL);
    expect(invoice!.data.lines.map((l) => l.amountCents)).toEqual([39000, 0, 2000, 1525]);
    const confirmation = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'order-confirmation'), eq(mailOutbox.relatedId, orderId!)));
    expect(confirmation).toHaveLength(1);

    const view = (await t.app.inject({ method: 'GET', url: `/api/quotes/${token}` })).json();
    expect(view).toMatchObject({ state: 'paid', stateLabel: 'Accepté (payé)', orderId });
    const again = await accept(token);
    expect(again.json().orderId).toBe(orderId);
    expect(again.json().url).toMatch(/\/payment-success\?session_id=/);
    expect(await t.database.db.select().from(orders)).toHaveLength(1);

    const download = await t.app.inject({ method: 'GET', url: `/api/quotes/${token}/invoice` });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(invoice!.pdf)).toBe(true);
    // Still paid after the validity date: paid is final.
    await t.database.db.update(quotes).set({ validUntil: addDays(parisToday(), -3) });
    expect((await t.app.inject({ method: 'GET', url: `/api/quotes/${token}` })).json().state).toBe('paid');
  });
});

describe('the client side: declining, expiry, the document sold', () => {
  it('declining is recorded once and the translator hears of it; a declined quote cannot be accepted', async () => {
    const { id, token } = await sentQuote();
    const first = await t.app.inject({ method: 'POST', url: `/api/quotes/${token}/decline` });
    expect(first.json()).toMatchObject({ state: 'declined', stateLabel: 'Refusé' });
    await t.app.inject({ method: 'POST', url: `/api/quotes/${token}/decline` });
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'quote-declined'))).toHaveLength(1);
    const refused = await accept(token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Ce devis a été refusé\u00a0: il ne peut plus être accepté.');
    expect(await t.database.db.select().from(orders)).toHaveLength(0);
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/admin/quotes/${id}/offer`,
      headers: await admin(),
    });
    expect(view.json().history.map((h: { state: string }) => h.state)).toEqual(['draft', 'sent', 'declined']);
  });

  it('after its validity day the quote is expired, and the server refuses it (also an accepted, unpaid one)', async () => {
    const { id, token } = await sentQuote();
    await t.database.db.update(quotes).set({ validUntil: parisToday() });
    expect((await t.app.inject({ method: 'GET', url: `/api/quotes/${token}` })).json().state).toBe('sent');
    const accepted = await accept(token);
    expect(accepted.statusCode).toBe(200);

    await t.database.db.update(quotes).set({ validUntil: addDays(parisToday(), -1) });
    const view = (await t.app.inject({ method: 'GET', url: `/api/quotes/${token}` })).json();
    expect(view).toMatchObject({ state: 'expired', stateLabel: 'Expiré' });
    const refused = await accept(token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Ce devis a expiré\u00a0: il ne peut plus être accepté. Demandez-nous un nouveau devis.',
    );
    expect((await t.app.inject({ method: 'POST', url: `/api/quotes/${token}/decline` })).statusCode).toBe(409);
    const adminView = await t.app.inject({
      method: 'GET',
      url: `/api/admin/quotes/${id}/offer`,
      headers: await admin(),
    });
    expect(adminView.json().history.at(-1)).toMatchObject({ state: 'expired', label: 'Expiré' });
  });

  it('the document sold with a paid quote is no longer the quote rule’s to delete', async () => {
    const { token } = await sentQuote();
    const { orderId, url } = (await accept(token)).json();
    const sessionId = /demo_[A-Za-z0-9_-]+/.exec(url)![0];
    await t.app.inject({ method: 'POST', url: `/api/payments/demo/${sessionId}/pay` });
    const outcome = await t.app.retention.run({ now: new Date(Date.now() + 100 * 86_400_000), dryRun: false });
    expect(outcome!.counts.quoteDocumentsDeleted).toBe(0);
    expect(await t.database.db.select().from(uploads).where(eq(uploads.orderId, orderId))).toHaveLength(1);
  });
});

describe('the PDF of a request made in Arabic (decision 033)', () => {
  it('adds Arabic under the French; a French request’s PDF has none', async () => {
    const { id, token } = await sentQuote();
    const download = async () => (await t.app.inject({ method: 'GET', url: `/api/quotes/${token}/pdf` })).rawPayload;
    const french = await download();
    expect(french.toString('latin1')).not.toContain('NotoNaskhArabic');

    await t.database.db.update(quoteRequests).set({ lang: 'ar' }).where(eq(quoteRequests.id, id));
    const arabic = await download();
    expect(arabic.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoNaskhArabic-Regular/);
    const text = await pdfText(arabic);
    expect(text).toContain(`N° ${id}`);
    expect(text).toContain('Mise en page des tableaux');
    for (const word of ['عرض', 'سعر', 'البيان', 'المجموع', 'صالح', 'لقبول', 'المعتمد']) expect(text).toContain(word);
  });
});
