import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { BUSINESS } from '../../core/business';
import type { Order } from '../orders/schema';
import { pdfText } from '../test/pdf-text';
import { invoiceData } from './content';
import { renderInvoicePdf, toWinAnsi } from './pdf';

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
