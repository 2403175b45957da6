import { t as message } from '../../core/messages';
import { arabicHeight, writeArabic } from '../pdf/mixed-text';
import { colonOf, type InvoiceData } from './content';
import { toWinAnsi } from '../pdf/win-ansi';

type Doc = PDFKit.PDFDocument;

/** The foot's mentions in Arabic: as small as the French, Naskh being smaller to the eye at one size. */
const ARABIC = { size: 7.5 };
/** The binding note rises this much into the room under the rule… */
const BINDING_RISE = 5;
/** …and leaves this much under it, before the French mentions. */
const BINDING_GAP = 4;

const ar = (id: string, vars?: Record<string, string>) =>
  (message as (lang: 'ar', id: string, vars?: Record<string, string>) => string)('ar', `invoicePdf.${id}`, vars);

/**
 * The legal mentions at the foot of an invoice's or a credit note's last page: the consumer
 * mediator, the payment terms, the seller. An Arabic order's document (decision 033) first says,
 * in Arabic, that the French text is binding, then puts each mention in Arabic under its French.
 * Measured first (`height`), so that the payment above finds its room; drawn at `top`.
 */
export function legalFoot(
  doc: Doc,
  { seller, layout }: Pick<InvoiceData, 'seller' | 'layout'>,
  arabic: boolean,
  width: number,
): { height: number; write: (x: number, top: number, colors: { ink: string; muted: string; rule: string }) => void } {
  // A document issued before layout 2 keeps its ordinary space before « : » (./content.ts).
  const colon = colonOf({ layout });
  const mentions = [
    toWinAnsi(
      `Médiation de la consommation${colon} en cas de litige non résolu par une réclamation écrite préalable, le client consommateur peut recourir gratuitement au médiateur ${seller.mediator.name}, ${seller.mediator.address}, ${seller.mediator.website}.`,
    ),
    toWinAnsi(
      `Pas d’escompte pour paiement anticipé. Clients professionnels${colon} en cas de retard de paiement, pénalités au taux de trois fois l’intérêt légal et indemnité forfaitaire de 40 € pour frais de recouvrement (art. L441-10 du Code de commerce).`,
    ),
    toWinAnsi(`${seller.name} — ${seller.tradeName} — ${seller.address} — SIRET ${seller.siret}`),
  ];
  const arabicFoot = arabic
    ? {
        binding: ar('binding'),
        mentions: [
          ar('mediation', { ...seller.mediator }),
          ar('paymentTerms'),
          ar('sellerIdentity', {
            name: seller.name,
            tradeName: seller.tradeName,
            address: seller.address,
            siret: seller.siret,
          }),
        ],
      }
    : null;
  const arabicFootHeight = arabicFoot
    ? arabicHeight(doc, arabicFoot.binding, width, { ...ARABIC, bold: true }) -
      BINDING_RISE +
      BINDING_GAP +
      arabicFoot.mentions.reduce((h, m) => h + arabicHeight(doc, m, width, ARABIC), 0)
    : 0;
  doc.font('Helvetica').fontSize(8);
  const height = mentions.reduce((h, m) => h + doc.heightOfString(m, { width }) + 4, 0) + arabicFootHeight;

  const write = (x: number, top: number, colors: { ink: string; muted: string; rule: string }) => {
    doc.font('Helvetica').fontSize(8);
    doc
      .moveTo(x, top - 10)
      .lineTo(x + width, top - 10)
      .lineWidth(0.5)
      .strokeColor(colors.rule)
      .stroke();
    let mentionY = top;
    if (arabicFoot) {
      mentionY =
        writeArabic(
          doc,
          arabicFoot.binding,
          { x, y: top - BINDING_RISE, width },
          { ...ARABIC, bold: true, color: colors.ink },
        ) + BINDING_GAP;
      doc.font('Helvetica').fontSize(8);
    }
    /** The Arabic of mention `i` under it; the French flow goes on under it. */
    const writeArabicMention = (i: number) => {
      const text = arabicFoot?.mentions[i];
      if (!text) return;
      doc.y = writeArabic(doc, text, { x, y: doc.y, width }, { ...ARABIC, color: colors.muted });
      doc.fillColor(colors.muted).font('Helvetica').fontSize(8);
    };
    doc.fillColor(colors.muted).text(mentions[0]!, x, mentionY, { width });
    writeArabicMention(0);
    for (const [i, m] of mentions.slice(1).entries()) {
      doc.moveDown(0.35);
      doc.text(m, { width });
      writeArabicMention(i + 1);
    }
  };
  return { height, write };
}
