import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { BUSINESS } from '../../core/business';
import { t } from '../../core/messages';
import type { Order } from '../orders/schema';
import { pdfPagesText, pdfText, textOutsideMargins } from '../test/pdf-text';
import { creditNoteData, invoiceData, type InvoiceData } from './content';
import { renderInvoicePdf } from './pdf';
import { toWinAnsi } from '../pdf/win-ansi';

const order = {
  id: 'TR-7K3F9Q2M',
  customerEmail: 'client@example.fr',
  paidAt: new Date('2026-11-23T10:15:00Z'),
  paymentProvider: 'stripe',
  totalCents: 14500,
  priceLines: [
    { code: 'translation', label: 'Traduction certifiée (3 pages)', quantity: 3, unitCents: 3000, amountCents: 9000 },
    { code: 'delivery', label: 'Livraison\u00a0: Lettre recommandée', quantity: 1, unitCents: 1500, amountCents: 1500 },
    {
      code: 'legalization',
      label: 'Légalisation\u00a0: Mairie (2 documents)',
      quantity: 2,
      unitCents: 2000,
      amountCents: 4000,
    },
  ],
} as unknown as Order;

const data = invoiceData(order, 'F-2026-000123', new Date('2026-11-23T10:15:00.020Z'));

describe('invoice PDF', () => {
  it('prints the legal mentions, the parties, every line as sold, the total and the payment', async () => {
    const pdf = await renderInvoicePdf(data);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('Facture F-2026-000123');

    const text = await pdfText(pdf);
    for (const mention of [
      'FACTURE',
      'N° F-2026-000123',
      // Seller.
      BUSINESS.translatorName,
      BUSINESS.tradeName,
      '12 rue de la Liberté, 21000 Dijon',
      `SIRET ${BUSINESS.siret}`,
      'TVA non applicable, art. 293 B du CGI',
      `médiateur ${BUSINESS.mediator.name}, ${BUSINESS.mediator.address}, ${BUSINESS.mediator.website}`,
      // Buyer, dates, order.
      'client@example.fr',
      'Date d’émission 23/11/2026',
      'Date de la prestation 23/11/2026',
      'Commande TR-7K3F9Q2M',
      // One line per priced element, as sold.
      'Traduction certifiée (3 pages) 3 30,00 € 90,00 €',
      'Livraison : Lettre recommandée 1 15,00 € 15,00 €',
      'Légalisation : Mairie (2 documents) 2 20,00 € 40,00 €',
      'Total 145,00 €',
      'Facture acquittée le 23/11/2026 — Carte bancaire (Stripe).',
    ]) {
      expect(text).toContain(mention);
    }
  });

  it('gives the same bytes for the same invoice (creation date and file ID from the issue date)', async () => {
    const [a, b] = await Promise.all([renderInvoicePdf(data), renderInvoicePdf(structuredClone(data))]);
    expect(a.equals(b)).toBe(true);
    expect((await PDFDocument.load(a)).getCreationDate()?.toISOString()).toBe('2026-11-23T10:15:00.000Z');
  });

  it('keeps long orders readable: lines go on to a second page with the table header again', async () => {
    const many = {
      ...data,
      lines: Array.from({ length: 40 }, (_, i) => ({
        label: `Légalisation : étape ${i + 1}`,
        quantity: 1,
        unitCents: 100,
        amountCents: 100,
      })),
      totalCents: 4000,
    };
    const pdf = await renderInvoicePdf(many);
    const pages = (await PDFDocument.load(pdf)).getPageCount();
    expect(pages).toBeGreaterThan(1);
    const text = await pdfText(pdf);
    expect(text).toContain('Légalisation : étape 1 1 1,00 €');
    expect(text).toContain('Légalisation : étape 40 1 1,00 €');
    expect(text.match(/Désignation Qté Prix unitaire Montant/g)).toHaveLength(pages);
    expect(text).toContain('TVA non applicable, art. 293 B du CGI');
  });

  it('brings text into what the standard fonts print', () => {
    expect(toWinAnsi('1\u202f234,50\u00a0€ — « l’œuvre »')).toBe('1\u00a0234,50\u00a0€ — « l’œuvre »');
    expect(toWinAnsi('محمد')).toBe('????');
  });
});

/** The page's margin (server/invoices/pdf.ts): no text starts outside it. */
const PAGE_MARGIN = 50;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const refund = (invoice: typeof data, full = false) =>
  creditNoteData({
    invoice,
    number: 'A-2026-000007',
    issuedAt: new Date('2026-11-25T09:00:00Z'),
    amountCents: 4000,
    reason: 'Légalisation non nécessaire',
    full,
    method: 'stripe',
  });

/** A document as the code before issue 26 stored it: the same content, without `layout`. */
const issuedBeforeLayout2 = <T extends InvoiceData>(document: T): T => {
  const stored = { ...document };
  delete stored.layout;
  return stored;
};

/** The Arabic words of a text (isolates and punctuation aside), as a reader would pick them out. */
const arabicWords = (text: string) =>
  text
    .replace(/[\u2066-\u2069():.،«»—]/g, ' ')
    .split(/\s+/)
    .filter((w) => /[\u0600-\u06ff]/.test(w));

const arabicLines = [
  'ترجمة محلّفة (3 صفحات)',
  'التسليم: رسالة مضمونة',
  'التصديق: البلدية (\u2066Mairie\u2069) (وثيقتان)',
];
const arabic = invoiceData(order, 'F-2026-000123', new Date('2026-11-23T10:15:00.020Z'), arabicLines);

describe('an Arabic order’s invoice: its words (issue 17, decision 033)', () => {
  it('a French order’s invoice and credit note are, byte for byte, what they were before (no Arabic, no font embedded)', async () => {
    expect(data).not.toHaveProperty('arabic');
    expect(refund(data)).not.toHaveProperty('arabic');
    // The hashes of the bytes drawn by the code before issue 17, from this same content.
    expect(sha256(await renderInvoicePdf(issuedBeforeLayout2(data)))).toBe(
      'c10837c349ff17b657439555e8b490b5a1f9dd00c3be9392d9c39689d293b3ce',
    );
    expect(sha256(await renderInvoicePdf(issuedBeforeLayout2(refund(data))))).toBe(
      '06334380d25860563e4938a8f0925ef43c6d85391ea920f9fde6b5321d3240bd',
    );
  });

  it('keeps every French mention and adds the title, references, buyer box, headings, lines, total, payment and foot in Arabic', async () => {
    const pdf = await renderInvoicePdf(arabic);
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1);
    const text = await pdfText(pdf);
    for (const mention of [
      'FACTURE',
      'N° F-2026-000123',
      `SIRET ${BUSINESS.siret}`,
      'TVA non applicable, art. 293 B du CGI',
      'Traduction certifiée (3 pages) 3 30,00 € 90,00 €',
      'Légalisation : Mairie (2 documents) 2 20,00 € 40,00 €',
      'Total 145,00 €',
      'Facture acquittée le 23/11/2026 — Carte bancaire (Stripe).',
      `médiateur ${BUSINESS.mediator.name}`,
      // Latin runs of the Arabic lines stay whole, in Helvetica.
      'F-2026-000123',
      'Mairie',
      'TVA non applicable',
    ]) {
      expect(text).toContain(mention);
    }
    const words = new Set(arabicWords(text));
    for (const phrase of [
      'فاتورة رقم',
      'مترجمة محلّفة عربي–فرنسي',
      // The references' labels, the buyer box's.
      'تاريخ الإصدار',
      'تاريخ تقديم الخدمة',
      'رقم الطلب',
      'الفاتورة باسم',
      'البيان الكمية سعر الوحدة المبلغ',
      ...arabicLines,
      'المجموع',
      'لا تُطبَّق ضريبة القيمة المضافة',
      'الدفع',
      'سُدِّدت هذه الفاتورة بتاريخ',
      'بطاقة مصرفية',
      // The foot: the French is binding, then the mediator, the payment terms, the seller.
      'هذه الترجمة العربية للاطّلاع فقط، والنص الفرنسي وحده هو المعتمد قانونًا',
      'الوساطة في نزاعات الاستهلاك',
      'لا خصم على الدفع المسبق',
      'وتعويض جزافي قدره 40 يورو',
      'البائعة',
      'رقم تسجيل المؤسسة',
    ]) {
      for (const word of arabicWords(phrase)) expect(words, word).toContain(word);
    }
  });

  it('writes each mention of the foot in Arabic under its French, the names and numbers left as they are', async () => {
    const text = await pdfText(await renderInvoicePdf(arabic));
    const order = [
      'الوساطة', // the binding note comes first: « … وحده هو المعتمد قانونًا »
      'Médiation de la consommation : en cas de litige',
      'الاستهلاك',
      'Pas d’escompte pour paiement anticipé',
      'خصم',
      `${BUSINESS.translatorName} — ${BUSINESS.tradeName}`,
      'البائعة',
    ].map((s, i) => (i === 0 ? text.indexOf('المعتمد') : text.lastIndexOf(s)));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    // The mediator, the article and the SIRET stand in the Arabic too (in isolates): twice on the page.
    const french = await pdfText(await renderInvoicePdf(data));
    for (const latin of [BUSINESS.mediator.name, BUSINESS.mediator.website, 'L441-10', 'Code de commerce']) {
      expect(french.split(latin), latin).toHaveLength(2);
      expect(text.split(latin), latin).toHaveLength(3);
    }
    expect(french).not.toMatch(/[\u0600-\u06ff]/);
  });

  it('says the seller’s title as core/business.ts does: the French its Arabic translates', () => {
    expect(t('fr', 'invoicePdf.sellerTitle')).toBe(BUSINESS.title);
    expect(t('fr', 'invoicePdf.sellerTitleCourt', { court: BUSINESS.courtOfAppeal })).toBe(
      `${BUSINESS.title}, ${BUSINESS.courtOfAppeal}`,
    );
  });
});

describe('an Arabic order’s invoice and credit note: layout, fonts and pages (issue 17, decision 033)', () => {
  it('holds a full catalogue order (translation, urgent, delivery, legalisation) on one page, inside the margins', async () => {
    const lines = [
      { label: 'Traduction certifiée (12 pages)', quantity: 12, unitCents: 3000, amountCents: 36000 },
      { label: 'Urgent, 2 jours ouvrés (12 pages)', quantity: 12, unitCents: 1500, amountCents: 18000 },
      {
        label: 'Livraison : Lettre recommandée avec accusé de réception',
        quantity: 1,
        unitCents: 1500,
        amountCents: 1500,
      },
      {
        label: 'Légalisation : Apostille (Cour d’appel) (3 documents)',
        quantity: 3,
        unitCents: 2000,
        amountCents: 6000,
      },
    ];
    const full = {
      ...arabic,
      lines,
      totalCents: 61500,
      arabic: {
        lines: [
          'ترجمة محلّفة (12 صفحة)',
          'مستعجل، يوما عمل (12 صفحة)',
          'التسليم: رسالة مضمونة مع إشعار بالاستلام',
          'التصديق: أبوستيل (\u2066Cour d’appel\u2069) (3 وثائق)',
        ],
      },
    };
    for (const pdf of [await renderInvoicePdf(full), await renderInvoicePdf(refund(full))]) {
      expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1);
      expect(await textOutsideMargins(pdf, PAGE_MARGIN)).toEqual([]);
    }
  });

  it('embeds Noto Naskh Arabic, subset, with its ToUnicode map', async () => {
    const raw = (await renderInvoicePdf(arabic)).toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoNaskhArabic-Regular/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoNaskhArabic-Bold/);
    expect(raw).toContain('/ToUnicode');
  });

  it('gives the same bytes for the same Arabic invoice', async () => {
    const [a, b] = await Promise.all([renderInvoicePdf(arabic), renderInvoicePdf(structuredClone(arabic))]);
    expect(a.equals(b)).toBe(true);
  });

  it('a credit note on an Arabic invoice is in Arabic too, its line worded from the invoice', async () => {
    const note = refund(arabic);
    expect(note.arabic).toEqual({ lines: ['استرداد جزء من مبلغ الفاتورة F-2026-000123'] });
    expect(refund(arabic, true).arabic).toEqual({ lines: ['استرداد كامل مبلغ الفاتورة F-2026-000123'] });
    const text = await pdfText(await renderInvoicePdf(note));
    for (const mention of [
      'AVOIR',
      'N° A-2026-000007',
      'Remboursement partiel de la facture F-2026-000123',
      'Motif : Légalisation non nécessaire',
    ]) {
      expect(text).toContain(mention);
    }
    const words = new Set(arabicWords(text));
    for (const phrase of [
      'إشعار دائن رقم',
      'استرداد جزء من مبلغ الفاتورة',
      'مجموع الإشعار الدائن',
      'الفاتورة الأصلية',
      'رُدَّ المبلغ بتاريخ',
      'استرداد إلى البطاقة المصرفية',
      'سبب الاسترداد',
    ]) {
      for (const word of arabicWords(phrase)) expect(words, word).toContain(word);
    }
  });

  it('a long Arabic order goes on to more pages, headed in both languages, its payment above the foot, nothing outside the margins', async () => {
    const lines = Array.from({ length: 30 }, (_, i) => ({
      label: `Légalisation : étape ${i + 1}`,
      quantity: 1,
      unitCents: 100,
      amountCents: 100,
    }));
    const long = {
      ...arabic,
      lines,
      totalCents: 3000,
      arabic: { lines: lines.map((_, i) => `التصديق: المرحلة ${i + 1}`) },
    };
    const pdf = await renderInvoicePdf(long);
    const pages = (await PDFDocument.load(pdf)).getPageCount();
    expect(pages).toBeGreaterThan(1);
    const text = await pdfText(pdf);
    expect(text.match(/Désignation Qté Prix unitaire Montant/g)).toHaveLength(pages);
    expect(arabicWords(text)).toContain('المعتمد');
    // Each page after the first is headed in both languages.
    expect(text.match(/Facture F-2026-000123 \(suite\)/g)).toHaveLength(pages - 1);
    expect(arabicWords(text).filter((w) => w === 'تتمة')).toHaveLength(pages - 1);
    expect(await textOutsideMargins(pdf, PAGE_MARGIN)).toEqual([]);
    expect(
      await textOutsideMargins(await renderInvoicePdf({ ...refund(long), lines, arabic: long.arabic }), PAGE_MARGIN),
    ).toEqual([]);
  });
});

describe('French typography of the mentions (issue 26)', () => {
  const colons = async (document: InvoiceData) =>
    (await pdfPagesText(await renderInvoicePdf(document)))
      .join('\n')
      .match(/(?:consommation|professionnels|Motif|commande)[ \u00a0]:/g);

  it('a document issued now has a no-break space before « : »; one issued before keeps its ordinary space', async () => {
    const credit = refund(data);
    expect([data.layout, credit.layout]).toEqual([2, 2]);
    for (const document of [data, credit]) {
      const now = await colons(document);
      const before = await colons(issuedBeforeLayout2(document));
      expect([now!.length >= 2, before!.length]).toEqual([true, now!.length]);
      expect([now!.every((c) => c.endsWith('\u00a0:')), before!.every((c) => c.endsWith(' :'))]).toEqual([true, true]);
    }
  });
});
