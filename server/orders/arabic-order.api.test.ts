import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminOrderDetail, orderRowById } from '../admin/orders/queries';
import { seedCatalogue } from '../catalogue/seed';
import type { InvoiceData } from '../invoices/content';
import { invoices } from '../invoices/schema';
import { appPerFile, createTestApp } from '../test/app';
import { mailOutbox } from '../mail/schema';
import { pdfText } from '../test/pdf-text';
import { orders } from './schema';
import { CHECKOUT_IDENTITY } from '../test/orders';

/** Issue 17: an order remembers the language of the page it was placed on, as the server read it. */
const t = appPerFile(
  async () => createTestApp(),
  async () => {
    await seedCatalogue(t.database.db);
  },
);

let counter = 0;
const cart = (extra: Record<string, unknown> = {}) => ({
  numberOfPages: 2,
  numberOfDocuments: 1,
  deliveryMethod: 'email',
  ...CHECKOUT_IDENTITY,
  legalization: 'none',
  email: 'amina@example.fr',
  comment: '',
  idempotencyKey: `arabic-order-key-${++counter}-abcdef`,
  ...extra,
});

function checkout(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/services/checkout', payload: body, headers });
}

async function langOf(orderId: string) {
  const [row] = await t.database.db.select({ lang: orders.lang }).from(orders).where(eq(orders.id, orderId));
  return row!.lang;
}

describe('the language of an order', () => {
  it('is the page’s (x-site-lang) for an order placed from an Arabic page', async () => {
    const res = await checkout(cart(), { 'x-site-lang': 'ar' });
    expect(res.statusCode).toBe(200);
    expect(await langOf(res.json().orderId)).toBe('ar');
  });

  it('opens the Arabic demo payment page, whose buttons lead back to the Arabic pages', async () => {
    const res = await checkout(cart(), { 'x-site-lang': 'ar' });
    const url: string = res.json().url;
    expect(url).toMatch(/^http:\/\/localhost:3000\/ar\/paiement-demo\/demo_/);
    const id = url.split('/').pop()!;
    const cancel = await t.app.inject({ method: 'POST', url: `/api/payments/demo/${id}/cancel` });
    expect(cancel.headers.location).toBe('/ar/panier');
    const pay = await t.app.inject({ method: 'POST', url: `/api/payments/demo/${id}/pay` });
    expect(pay.headers.location).toBe(`/ar/payment-success?session_id=${id}`);
  });

  it('stays French without the header, whatever the body claims', async () => {
    const res = await checkout(cart({ lang: 'ar' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toMatch(/^http:\/\/localhost:3000\/paiement-demo\//);
    expect(await langOf(res.json().orderId)).toBe('fr');
  });

  it('shows in the back office as « Langue : arabe » (the admin stays French)', async () => {
    const res = await checkout(cart(), { 'x-site-lang': 'ar' });
    const id = res.json().orderId as string;
    expect((await orderRowById(t.database.db, id))!).toMatchObject({ lang: 'ar', langLabel: 'arabe' });
    expect((await adminOrderDetail(t.database.db, id))!.langLabel).toBe('arabe');
  });

  it('is French for a language the site does not serve', async () => {
    const res = await checkout(cart(), { 'x-site-lang': 'en' });
    expect(await langOf(res.json().orderId)).toBe('fr');
  });
});

async function paidOrder(headers: Record<string, string>, extra: Record<string, unknown> = {}) {
  const res = await checkout(
    cart({ deliveryMethod: 'standard', legalization: 'chaine-eau', numberOfDocuments: 2, urgent: true, ...extra }),
    headers,
  );
  const { orderId, url } = res.json();
  await t.app.orders.markPaid(url.split('/').pop(), 'demo');
  return orderId as string;
}

async function mailOf(orderId: string, kind: string) {
  const [mail] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.relatedId, orderId), eq(mailOutbox.kind, kind)));
  return mail!;
}

describe('the e-mails of an order', () => {
  it('go out in Arabic, right to left, for an Arabic order; the translator’s notice stays French', async () => {
    const orderId = await paidOrder({ 'x-site-lang': 'ar' });
    const mail = await mailOf(orderId, 'order-confirmation');
    expect(mail.subject).toBe(`تأكيد الطلب \u2068${orderId}\u2069 — \u2068Benali Traduction\u2069`);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.text).toContain('مرحبًا،');
    expect(mail.text).toContain('ترجمة محلّفة (صفحتان)');
    expect(mail.text).toContain('التسليم: رسالة مع تتبُّع (\u2068Lettre\u00a0suivie\u2069)');
    expect(mail.text).toContain('التصديق: الإمارات العربية المتحدة: السلسلة الكاملة');
    expect(mail.text).toContain('التصديق: البلدية (\u2068Mairie\u2069) (وثيقتان)');
    expect(mail.text).toContain('مستعجل، 24 ساعة عمل (صفحتان)');
    expect(mail.text).toMatch(/المجموع المدفوع: \u200f?\d[\d,.]*\s€/);
    // No French sentence left in the customer's part (the frame's address and SIRET are registered data).
    const body = mail.text.split('\n-- \n')[0]!.replace(/https?:\/\/\S+/g, '');
    expect(body).not.toMatch(/Bonjour|Votre|commande|Livraison|Légalisation|Total/);
    const notice = await mailOf(orderId, 'order-notice');
    expect(notice.subject).toMatch(/^Nouvelle commande payée/);
    expect(notice.text).toContain('Livraison\u00a0: Lettre suivie');
  });

  it('lead a guest to the Arabic page of their personal link, not the French one', async () => {
    const orderId = await paidOrder({ 'x-site-lang': 'ar' });
    const mail = await mailOf(orderId, 'order-confirmation');
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/ar\/acces-commandes\/[\w-]{20,}/);
    expect(mail.html).toMatch(/href="http:\/\/localhost:3000\/ar\/acces-commandes\/[\w-]{20,}"/);
    expect(mail.text).not.toMatch(/localhost:3000\/acces-commandes/);
  });

  it('a French order’s confirmation stays as it was', async () => {
    const orderId = await paidOrder({});
    const mail = await mailOf(orderId, 'order-confirmation');
    expect(mail.subject).toBe(`Commande ${orderId} confirmée — Benali Traduction`);
    expect(mail.html).toContain('<html lang="fr" dir="ltr">');
    expect(mail.text).toMatch(/Suivre ma commande : http:\/\/localhost:3000\/acces-commandes\/[\w-]{20,}/);
    expect(mail.text).not.toContain('/ar/');
    expect(mail.text).toContain('Livraison\u00a0: Lettre suivie');
    expect(mail.text).toContain('Traduction certifiée (2 pages)');
  });

  it('status changes and refunds follow the order’s language', async () => {
    const orderId = await paidOrder({ 'x-site-lang': 'ar' });
    await t.app.orders.changeStatus(orderId, 'in_progress', 'admin@example.fr');
    const { orderStatusEmail } = await import('../admin/orders/emails');
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    const shipped = orderStatusEmail({ ...order!, status: 'shipped' }, 'shipped', 'http://localhost:3000')!;
    expect(shipped.subject).toContain('تم إرسال الطلب');
    expect(shipped.text).toContain('رسالة مع تتبُّع');
    // The link of the status e-mail opens the Arabic order page; a French order's stays French.
    expect(shipped.text).toContain(`http://localhost:3000/ar/orders/${orderId}`);
    expect(shipped.html).toContain(`href="http://localhost:3000/ar/orders/${orderId}"`);
    const french = orderStatusEmail({ ...order!, lang: 'fr' }, 'shipped', 'http://localhost:3000')!;
    expect(french.text).toContain(`: http://localhost:3000/orders/${orderId}\n`);
    const { refundEmail } = await import('../refunds/emails');
    const refund = refundEmail({
      orderId,
      amountCents: 1000,
      full: false,
      creditNoteNumber: 'AV-2026-0001',
      methodLabel: 'Carte bancaire',
      reason: 'Geste commercial',
      followUrl: 'http://localhost:3000/orders/x',
      lang: order!.lang,
    });
    expect(refund.subject).toContain('ردّ جزء من مبلغ الطلب');
    expect(refund.html).toContain('dir="rtl"');
  });
});

async function invoiceOf(orderId: string) {
  const [row] = await t.database.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')));
  return row!;
}

/** The Arabic words of a text (isolates and punctuation aside). */
const arabicWords = (text: string) =>
  text
    .replace(/[\u2066-\u2069():.،«»—]/g, ' ')
    .split(/\s+/)
    .filter((w) => /[\u0600-\u06ff]/.test(w));

describe('the invoice of an order (decision 033)', () => {
  it('adds Arabic under the French for an Arabic order, worded when issued, and stays as issued', async () => {
    const orderId = await paidOrder({ 'x-site-lang': 'ar' });
    const invoice = await invoiceOf(orderId);
    const data = invoice.data as InvoiceData;
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    // The French lines as sold, and their Arabic, line for line.
    expect(data.lines.map((l) => l.label)).toEqual(order!.priceLines.map((l) => l.label));
    expect(data.arabic?.lines[0]).toBe('ترجمة محلّفة (صفحتان)');
    expect(data.arabic?.lines).toContain('التسليم: رسالة مع تتبُّع (\u2068Lettre\u00a0suivie\u2069)');
    expect(data.arabic?.lines).toContain('مستعجل، 24 ساعة عمل (صفحتان)');
    expect(data.arabic?.lines).toHaveLength(data.lines.length);
    expect(data.arabic?.lines).toContain('التصديق: البلدية (\u2068Mairie\u2069) (وثيقتان)');

    const text = await pdfText(invoice.pdf);
    expect(text).toContain('FACTURE');
    expect(text).toContain('Facture acquittée le');
    expect(text).toContain('TVA non applicable, art. 293 B du CGI');
    const words = new Set(arabicWords(text));
    for (const line of [...data.arabic!.lines, 'فاتورة رقم', 'والنص الفرنسي وحده هو المعتمد'])
      for (const word of arabicWords(line)) expect(words, word).toContain(word);

    // The order's language changing later changes nothing: the invoice is what was issued.
    await t.database.db.update(orders).set({ lang: 'fr' }).where(eq(orders.id, orderId));
    const again = await invoiceOf(orderId);
    expect(again.data).toEqual(invoice.data);
    expect(Buffer.from(again.pdf).equals(Buffer.from(invoice.pdf))).toBe(true);
  });

  it('a French order’s invoice has no Arabic and embeds no Arabic font', async () => {
    const orderId = await paidOrder({});
    const invoice = await invoiceOf(orderId);
    expect(invoice.data).not.toHaveProperty('arabic');
    expect(Buffer.from(invoice.pdf).toString('latin1')).not.toContain('NotoNaskhArabic');
    expect(arabicWords(await pdfText(invoice.pdf))).toEqual([]);
  });
});
