import { createHash } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { billingIdentitySchema, type BillingIdentity } from '../../core/buyer';
import type { Order } from '../orders/schema';
import { pdfText, textOutsideMargins } from '../test/pdf-text';
import { hasPoppler, pdftotext } from '../test/poppler';
import { creditNoteData, invoiceData, type InvoiceData } from './content';
import { renderInvoicePdf } from './pdf';

/**
 * « Facturé à » (issue 27): an invoice made out to the order's billing identity, a person's or a
 * company's, with a business buyer's terms; and invoices of the first shape drawn exactly as before.
 */

const order = {
  id: 'TR-7K3F9Q2M',
  customerEmail: 'client@example.fr',
  paidAt: new Date('2026-11-23T10:15:00Z'),
  paymentProvider: 'stripe',
  totalCents: 14500,
  billing: null,
  priceLines: [
    { code: 'translation', label: 'Traduction certifiée (3 pages)', quantity: 3, unitCents: 3000, amountCents: 9000 },
    { code: 'delivery', label: 'Livraison\u00a0: Lettre recommandée', quantity: 1, unitCents: 1500, amountCents: 1500 },
  ],
} as unknown as Order;
const ISSUED = new Date('2026-11-23T10:15:00.020Z');
const ARABIC_LINES = ['ترجمة محلّفة (3 صفحات)', 'التسليم: رسالة مضمونة'];

/** The billing identity as the order keeps it, through the same schema the checkout uses. */
const billing = (input: unknown): BillingIdentity => {
  const b = billingIdentitySchema.parse(input);
  return b.kind === 'person'
    ? { kind: 'person', name: b.name!, address: b.address ?? null }
    : {
        kind: 'business',
        companyName: b.companyName,
        siren: b.companyId.siren,
        siret: b.companyId.siret,
        vatNumber: b.vatNumber,
        address: b.address,
        reference: b.reference ?? null,
      };
};

const PERSON = billing({
  kind: 'person',
  name: 'كريم حداد',
  address: { line1: '5 شارع الحرية', postalCode: '21 000', city: 'Dijon', country: 'FR' },
});
const COMPANY = billing({
  kind: 'business',
  companyName: 'Cabinet Durand & Associés',
  companyId: '404 833 048',
  vatNumber: 'FR 83 404833048',
  address: { line1: '8 place Darcy', line2: 'Bâtiment B', postalCode: '21000', city: 'Dijon', country: 'FR' },
  reference: 'BC-2026-118',
});

const madeOutTo = (b: BillingIdentity, arabicLines?: string[]) =>
  invoiceData({ ...order, billing: b }, 'F-2026-000200', ISSUED, arabicLines);
const refund = (of: InvoiceData) =>
  creditNoteData({
    invoice: of,
    number: 'A-2026-000007',
    issuedAt: new Date('2026-11-25T09:00:00Z'),
    amountCents: 4000,
    reason: 'Légalisation non nécessaire',
    full: false,
    method: 'stripe',
  });

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
/** A document as the code before issue 26 stored it: the same content, without `layout`. */
const issuedBeforeLayout2 = <T extends InvoiceData>(document: T): T => {
  const stored = { ...document };
  delete stored.layout;
  return stored;
};

describe('invoices issued before issue 27 (first shape)', () => {
  it('an order without a billing identity still gets the first shape', () => {
    const data = invoiceData(order, 'F-2026-000123', ISSUED);
    expect(data.version).toBe(1);
    expect(data).not.toHaveProperty('billedTo');
    expect(refund(data).version).toBe(1);
  });

  it('are drawn byte for byte as before: Arabic invoice, Arabic credit note, an Arabic buyer typed in', async () => {
    // Hashes of the bytes drawn by the code before issue 27 (commit 063514c), from this same content.
    const arabic = invoiceData(order, 'F-2026-000123', ISSUED, ARABIC_LINES);
    const typed: InvoiceData = {
      ...invoiceData(order, 'F-2026-000124', ISSUED),
      buyer: { name: 'كريم حداد', email: 'karim@example.fr', address: '5 شارع الحرية، 21000 Dijon' },
    };
    expect(sha256(await renderInvoicePdf(issuedBeforeLayout2(arabic)))).toBe(
      '8c7ae25cafd70ebebf534aac0de2da0f96a959277e44c6a65520a3199f540327',
    );
    expect(sha256(await renderInvoicePdf(issuedBeforeLayout2(typed)))).toBe(
      'c2c74fc09480886c5f264808ee4913c29902f96986ca555a73f289f41404a883',
    );
    expect(sha256(await renderInvoicePdf(issuedBeforeLayout2(refund(arabic))))).toBe(
      '5d5257aa758de74b06fd51c08b4734f76af8228e7dd76033d69f76a658b7cbde',
    );
  }, 30_000);
});

describe('« Facturé à » from the order’s billing identity (issue 27)', () => {
  it('freezes the identity in the second shape; a person gets no business terms', () => {
    const data = madeOutTo(PERSON);
    expect(data.version).toBe(2);
    if (data.version !== 2) return;
    expect(data.billedTo).toEqual(PERSON);
    expect(data.businessTerms).toBeNull();
    expect(data.buyer.name).toBe('كريم حداد');
  });

  it('a person: the Arabic name and address print in Arabic letters, the postal code as typed', async () => {
    const pdf = await renderInvoicePdf(madeOutTo(PERSON));
    const text = await pdfText(pdf);
    for (const words of ['FACTURÉ À', 'كريم حداد', 'شارع الحرية', '21000 Dijon', 'client@example.fr'])
      expect(text, words).toContain(words);
    expect(text).not.toContain('?');
    expect(text).not.toContain('Client professionnel');
    expect(text).not.toContain('Indemnité forfaitaire pour frais de recouvrement');
  });

  it.skipIf(!hasPoppler)('a person: pdftotext reads the Arabic name and the postal code', async () => {
    const text = pdftotext(await renderInvoicePdf(madeOutTo(PERSON)));
    for (const words of ['كريم حداد', '21000 Dijon']) expect(text, words).toContain(words);
    expect(text).not.toContain('?');
  });

  it('a person with no billing address of their own is billed at the address the original is posted to', async () => {
    // Not Dijon's 21000: the seller's own address prints that postal code on every invoice.
    const shippingAddress = {
      line1: '3 avenue Foch',
      line2: '',
      postalCode: '21121',
      city: 'Fontaine-lès-Dijon',
      country: 'FR',
    };
    const named = { kind: 'person', name: 'كريم حداد', address: null } as const;
    const data = invoiceData({ ...order, billing: named, shippingAddress }, 'F-2026-000201', ISSUED);
    expect(data.version === 2 && data.billedTo).toEqual({ ...named, address: shippingAddress });
    const text = await pdfText(await renderInvoicePdf(data));
    for (const words of ['كريم حداد', '3 avenue Foch', '21121 Fontaine-lès-Dijon'])
      expect(text, words).toContain(words);
    // Nothing posted, nothing to print: the name and the e-mail alone.
    const alone = invoiceData({ ...order, billing: named, shippingAddress: null }, 'F-2026-000202', ISSUED);
    expect(alone.version === 2 && alone.billedTo).toEqual(named);
  });

  const COMPANY_WORDS = [
    'Cabinet Durand & Associés',
    'SIREN 404 833 048',
    'TVA intracommunautaire FR83404833048',
    '8 place Darcy',
    'Bâtiment B',
    '21000 Dijon',
    'Référence ou bon de commande : BC-2026-118',
    'Client professionnel',
    'Conditions de paiement : payée le 23/11/2026 par carte bancaire (Stripe), à la commande',
    'Pénalités de retard : trois fois le taux d’intérêt légal',
    'Indemnité forfaitaire pour frais de recouvrement : 40 € (art. L441-10 et D441-5 du Code de commerce).',
  ];

  it('a company: raison sociale, SIREN, VAT number, address, reference and the B2B terms, on one page', async () => {
    const pdf = await renderInvoicePdf(madeOutTo(COMPANY));
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1);
    const text = await pdfText(pdf);
    for (const words of COMPANY_WORDS) expect(text, words).toContain(words);
    expect(await textOutsideMargins(pdf, 50)).toEqual([]);
  });

  it.skipIf(!hasPoppler)('a company: pdftotext reads the raison sociale, the SIREN and the 40 € mention', async () => {
    const text = pdftotext(await renderInvoicePdf(madeOutTo(COMPANY)));
    for (const words of ['Cabinet Durand & Associés', 'SIREN 404 833 048', ...COMPANY_WORDS.slice(-3)])
      expect(text, words).toContain(words);
  });

  it('a SIRET typed is printed as a SIRET', async () => {
    const withSiret = billing({ ...billingInput(), companyId: '404 833 048 00022' });
    const text = await pdfText(await renderInvoicePdf(madeOutTo(withSiret)));
    expect(text).toContain('SIRET 404 833 048 00022');
  });

  it('a company’s credit note is made out to it too, with the refund as its terms', async () => {
    const credit = refund(madeOutTo(COMPANY));
    expect(credit.version).toBe(2);
    const text = await pdfText(await renderInvoicePdf(credit));
    for (const words of [
      'AU PROFIT DE',
      'Cabinet Durand & Associés',
      'SIREN 404 833 048',
      'Conditions de règlement : avoir remboursé le 25/11/2026 par remboursement sur la carte bancaire (Stripe).',
      'Indemnité forfaitaire pour frais de recouvrement : 40 €',
    ])
      expect(text, words).toContain(words);
  });

  it('an Arabic company order keeps its bilingual lines and adds the terms in Arabic', async () => {
    const data = madeOutTo(COMPANY, ARABIC_LINES);
    const pdf = await renderInvoicePdf(data);
    const text = await pdfText(pdf);
    for (const words of [
      'ترجمة محلّفة',
      ARABIC_LINES[1]!,
      'Cabinet Durand & Associés',
      'SIREN 404 833 048',
      'عميل مهني',
      'التعويض الجزافي',
    ])
      expect(text, words).toContain(words);
    expect(await textOutsideMargins(pdf, 50)).toEqual([]);
  }, 30_000);

  it('a company abroad prints its country', async () => {
    const abroad = billing({
      ...billingInput(),
      address: { line1: '12 avenue Habib Bourguiba', postalCode: '1001', city: 'Tunis', country: 'TN' },
    });
    const text = await pdfText(await renderInvoicePdf(madeOutTo(abroad)));
    expect(text).toContain('1001 Tunis TUNISIE');
  });
});

function billingInput() {
  return {
    kind: 'business' as const,
    companyName: 'Cabinet Durand & Associés',
    companyId: '404833048',
    address: { line1: '8 place Darcy', postalCode: '21000', city: 'Dijon', country: 'FR' },
  };
}
