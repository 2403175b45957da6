import { describe, expect, it } from 'vitest';
import type { Order } from '../orders/schema';
import { creditNoteData, invoiceData, type InvoiceData } from '../invoices/content';
import { renderInvoicePdf } from '../invoices/pdf';
import { renderQuotePdf } from '../quotes/pdf';
import type { ClientQuoteView } from '../../core/quote-views';
import { pdfText } from '../test/pdf-text';
import { hasPoppler, pdftotext } from '../test/poppler';

/**
 * What people typed, in Arabic, on every PDF (issue 26): a quote's client, lines and note, an
 * invoice's buyer and lines, a credit note's reason, in a French and in an Arabic document. The
 * standard fonts printed them « ???? ».
 */

const NAME = 'كريم حداد';
const LABEL = 'ترجمة عقد الزواج';
const NOTE =
  'Merci de joindre la copie. يرجى إرسال نسخة من جواز السفر (passeport) قبل 12/12/2026.\nDélai : une semaine.';

const quote = {
  reference: 'DV-7K3F9Q2M',
  name: NAME,
  lines: [
    { label: LABEL, quantity: 1, unitCents: 3000, amountCents: 3000 },
    { label: 'Mise en page des tableaux', quantity: 1, unitCents: 2500, amountCents: 2500 },
  ],
  totalCents: 5500,
  validUntil: '2026-12-24',
  validUntilText: 'jeudi 24 décembre 2026',
  note: NOTE,
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

const order = {
  id: 'TR-7K3F9Q2M',
  customerEmail: 'karim@example.fr',
  paidAt: new Date('2026-11-23T10:15:00Z'),
  paymentProvider: 'stripe',
  totalCents: 3000,
  priceLines: [{ code: 'translation', label: LABEL, quantity: 1, unitCents: 3000, amountCents: 3000 }],
} as unknown as Order;

/** An invoice made out to an Arabic name and address (InvoiceData holds them; orders do not collect them yet). */
function invoice(arabicLines?: string[]): InvoiceData {
  const data = invoiceData(order, 'F-2026-000123', new Date('2026-11-23T10:15:00.020Z'), arabicLines);
  return { ...data, buyer: { name: NAME, email: 'karim@example.fr', address: '5 شارع الحرية، 21000 Dijon' } };
}
const creditNote = (of: InvoiceData) =>
  creditNoteData({
    invoice: of,
    number: 'A-2026-000001',
    issuedAt: new Date('2026-11-25T10:00:00Z'),
    amountCents: 3000,
    reason: 'ألغى العميل الطلب (commande annulée)',
    full: true,
    method: 'stripe',
  });

const documents: [string, () => Promise<Buffer>, string[]][] = [
  ['a French quote', () => renderQuotePdf(quote, new Date('2026-11-24T09:00:00Z'), 'fr'), [NAME, LABEL]],
  ['an Arabic quote', () => renderQuotePdf(quote, new Date('2026-11-24T09:00:00Z'), 'ar'), [NAME, LABEL]],
  ['a French invoice', () => renderInvoicePdf(invoice()), [NAME, LABEL, 'شارع الحرية']],
  ['an Arabic invoice', () => renderInvoicePdf(invoice(['ترجمة'])), [NAME, LABEL, 'شارع الحرية']],
  ['a French credit note', () => renderInvoicePdf(creditNote(invoice())), [NAME, 'ألغى العميل الطلب']],
  ['an Arabic credit note', () => renderInvoicePdf(creditNote(invoice(['ترجمة']))), [NAME, 'ألغى العميل الطلب']],
];

describe('Arabic typed by people, on every PDF (issue 26)', () => {
  for (const [name, render, typed] of documents) {
    it(`${name}: prints it in Arabic letters, read back in logical order, no « ? »`, async () => {
      const text = await pdfText(await render());
      expect(text).not.toContain('?');
      for (const words of typed) expect(text, words).toContain(words);
    });

    it.skipIf(!hasPoppler)(`${name}: pdftotext reads it too, no « ? »`, async () => {
      const text = pdftotext(await render());
      expect(text).not.toContain('?');
      for (const words of typed) expect(text, words).toContain(words);
    });
  }

  it('a mixed note reads in its order, French then Arabic, its French paragraph as typed', async () => {
    for (const lang of ['fr', 'ar'] as const) {
      const text = await pdfText(await renderQuotePdf(quote, new Date('2026-11-24T09:00:00Z'), lang));
      expect(text, lang).toContain('Merci de joindre la copie. يرجى إرسال نسخة من جواز السفر');
      expect(text, lang).toContain('Délai : une semaine.');
    }
  });
});
