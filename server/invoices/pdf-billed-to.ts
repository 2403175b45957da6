import type { BillingIdentity } from '../../core/buyer';
import { formatCompanyId } from '../../core/company-ids';
import { countryName, HOME_COUNTRY } from '../../core/countries';
import { t } from '../../core/messages';
import type { PostalAddress } from '../../core/postal-address';
import { arabicHeight, typedHeight, typedText, writeArabic } from '../pdf/mixed-text';
import type { CreditNoteData, InvoiceData } from './content';
import { CONTENT_WIDTH, INK, MUTED, PAGE, PAYMENT_ARABIC } from './pdf-layout';

/** An address as a French envelope writes it: street, complement, « code ville », the country abroad. */
function addressLines(address: PostalAddress): string[] {
  return [
    address.line1,
    ...(address.line2 ? [address.line2] : []),
    `${address.postalCode} ${address.city}`.trim(),
    ...(address.country === HOME_COUNTRY ? [] : [countryName(address.country, 'fr').toUpperCase()]),
  ];
}

/** « Facturé à » of an invoice made out to someone (issue 27): the person or the company, its numbers, its address, its reference. */
function billedToLines(billedTo: BillingIdentity, email: string): string[] {
  if (billedTo.kind === 'person')
    return [billedTo.name, ...(billedTo.address ? addressLines(billedTo.address) : []), email];
  return [
    billedTo.companyName,
    billedTo.siret
      ? `${t('fr', 'billing.siretLabel')} ${formatCompanyId(billedTo.siret)}`
      : `${t('fr', 'billing.sirenLabel')} ${formatCompanyId(billedTo.siren)}`,
    ...(billedTo.vatNumber ? [`${t('fr', 'billing.vatLabel')} ${billedTo.vatNumber}`] : []),
    ...addressLines(billedTo.address),
    ...(billedTo.reference ? [t('fr', 'invoicePdf.billedReference', { reference: billedTo.reference })] : []),
    email,
  ];
}

/**
 * The lines of the buyer box, the first one in bold. The first shape (invoices issued before issue
 * 27) prints its buyer as it always did; the second the billing identity frozen in it.
 */
export function buyerBoxLines(data: InvoiceData | CreditNoteData): string[] {
  if (data.version === 2) return billedToLines(data.billedTo, data.buyer.email);
  const { buyer } = data;
  return [buyer.name ?? buyer.email, ...(buyer.name ? [buyer.email] : []), ...(buyer.address ? [buyer.address] : [])];
}

const TITLE_SIZE = 9.5;
const TEXT_SIZE = 8.5;

/** The business terms of a document (nothing for a person's or a first-shape one). */
const termsOf = (data: InvoiceData | CreditNoteData) => (data.version === 2 ? data.businessTerms : null);

/** Height of the business terms block (0 when there is none), for the room the pages keep. */
export function businessTermsHeight(doc: PDFKit.PDFDocument, data: InvoiceData | CreditNoteData): number {
  const terms = termsOf(data);
  if (!terms) return 0;
  doc.font('Helvetica').fontSize(TEXT_SIZE);
  const french = terms.lines.reduce((h, l) => h + typedHeight(doc, l, { width: CONTENT_WIDTH }), 0);
  const arabic = terms.arabic
    ? terms.arabic.lines.reduce((h, l) => h + arabicHeight(doc, l, CONTENT_WIDTH, { size: TEXT_SIZE }), 0) +
      arabicHeight(doc, terms.arabic.title, CONTENT_WIDTH, PAYMENT_ARABIC)
    : 0;
  return 10 + TITLE_SIZE * 1.4 + french + arabic;
}

/** Draws the business terms under the payment, from the current position. */
export function drawBusinessTerms(doc: PDFKit.PDFDocument, data: InvoiceData | CreditNoteData): void {
  const terms = termsOf(data);
  if (!terms) return;
  const top = doc.y + 10;
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(TITLE_SIZE);
  typedText(doc, terms.title, PAGE.margin, top, { width: CONTENT_WIDTH });
  if (terms.arabic)
    doc.y = writeArabic(
      doc,
      terms.arabic.title,
      { x: PAGE.margin, y: doc.y, width: CONTENT_WIDTH },
      { ...PAYMENT_ARABIC, bold: true, color: INK },
    );
  doc.fillColor(MUTED).font('Helvetica').fontSize(TEXT_SIZE);
  for (const line of terms.lines) typedText(doc, line, PAGE.margin, doc.y, { width: CONTENT_WIDTH });
  for (const line of terms.arabic?.lines ?? []) {
    doc.y = writeArabic(
      doc,
      line,
      { x: PAGE.margin, y: doc.y, width: CONTENT_WIDTH },
      { size: TEXT_SIZE, color: MUTED },
    );
    doc.fillColor(MUTED).font('Helvetica').fontSize(TEXT_SIZE);
  }
}
