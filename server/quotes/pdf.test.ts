import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { pdfText, textOutsideMargins } from '../test/pdf-text';
import { renderQuotePdf } from './pdf';
import type { ClientQuoteView } from '../../core/quote-views';

const view = {
  reference: 'DV-7K3F9Q2M',
  name: 'Omar Haddad',
  lines: [
    { label: 'Traduction certifiée (4 pages)', quantity: 4, unitCents: 3000, amountCents: 12000 },
    { label: 'Mise en page des tableaux', quantity: 1, unitCents: 2500, amountCents: 2500 },
  ],
  totalCents: 14500,
  validUntil: '2026-12-24',
  validUntilText: 'jeudi 24 décembre 2026',
  note: 'Délai : une semaine.',
  seller: {
    name: 'Samia Benali',
    tradeName: 'Benali Traduction',
    title: 'Traductrice certifiée arabe–français, cour d’appel de Dijon',
    address: '12 rue de la Liberté, 21000 Dijon',
    siret: '000 000 000 00000',
    email: 'contact@benali-traduction.fr',
    phone: '03 80 00 00 00',
    vatNote: 'TVA non applicable, art. 293 B du CGI',
  },
} as unknown as ClientQuoteView;
const sentAt = new Date('2026-11-24T09:00:00Z');

const arabicWords = (text: string) =>
  text
    .replace(/[\u2066-\u2069():.،؛«»—]/g, ' ')
    .split(/\s+/)
    .filter((w) => /[\u0600-\u06ff]/.test(w));

describe('quote PDF', () => {
  it('a French request’s quote is byte for byte what it was before issue 17, but for issue 26’s typography', async () => {
    const pdf = await renderQuotePdf(view, sentAt, 'fr');
    // Issue 26 gave its closing words no-break spaces (« Accepter et payer » : …); a quote is
    // drawn at each download, not stored, so no sent quote keeps the old bytes to match.
    expect(createHash('sha256').update(pdf).digest('hex')).toBe(
      '7fdc6af54bf375578ae128b01ac1a0f8ddd6b573561ba37add4b2d27843ba87e',
    );
  });

  it('a request made in Arabic gets Arabic under or beside the French, its lines left in the translator’s French', async () => {
    const pdf = await renderQuotePdf(view, sentAt, 'ar');
    const text = await pdfText(pdf);
    for (const mention of [
      'DEVIS',
      'N° DV-7K3F9Q2M',
      'Mise en page des tableaux 1 25 € 25 €',
      'Total 145 €',
      'Valable jusqu’au jeudi 24 décembre 2026',
    ])
      expect(text).toContain(mention);
    const words = new Set(arabicWords(text));
    for (const phrase of [
      'عرض سعر رقم',
      'مترجمة محلّفة عربي–فرنسي لدى محكمة الاستئناف',
      'تاريخ إعداد العرض',
      'صالح حتى',
      'العميل',
      'البيان الكمية سعر الوحدة المبلغ',
      'المجموع',
      'لا تُطبَّق ضريبة القيمة المضافة',
      'ملاحظة المترجمة (بالفرنسية)',
      'عرض سعر مجاني، صالح حتى',
      'لقبوله، يُرجى فتح الرابط',
      'بنود العرض بالفرنسية كما حرّرتها المترجمة',
      'والنص الفرنسي وحده هو المعتمد',
    ])
      for (const word of arabicWords(phrase)) expect(words, word).toContain(word);
    expect(text).toContain('24/11/2026');
    expect(text).toContain('24/12/2026');
    expect(text).toContain('Cour d’appel de Dijon');
    expect(text).toContain('Accepter et payer');
    // Each Arabic line right after the French it translates.
    const at = (s: string) => text.indexOf(s);
    expect(at('Établi le')).toBeLessThan(at('إعداد'));
    expect(at('إعداد')).toBeLessThan(at('Valable jusqu’au jeudi'));
    expect(at('Devis gratuit')).toBeLessThan(at('مجاني'));
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1);
  });

  it('a long Arabic quote goes on to another page with its note heading, nothing outside the margins', async () => {
    for (const count of [8, 16, 30]) {
      const lines = Array.from({ length: count }, (_, i) => ({
        label: `Traduction certifiée : document ${i + 1}`,
        quantity: 1,
        unitCents: 100,
        amountCents: 100,
      }));
      const pdf = await renderQuotePdf({ ...view, lines } as unknown as ClientQuoteView, sentAt, 'ar');
      expect(await textOutsideMargins(pdf, 50), `${count} lines`).toEqual([]);
    }
  });
});
