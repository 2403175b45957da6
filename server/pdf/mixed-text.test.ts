import { describe, expect, it } from 'vitest';
import { BUSINESS } from '../../core/business';
import { t } from '../../core/messages';
import { pdfTextLeftToRight } from '../test/pdf-text';
import { arabicLines } from './bidi-lines';
import { newPdfDocument } from './document';
import { writeArabic } from './mixed-text';

/** A page with the Arabic fonts, to measure and draw on. */
function page() {
  return newPdfDocument({ size: 'A4', margin: 50 });
}

/** The pieces of a page where `text` is drawn with writeArabic, from left to right. */
async function drawn(text: string, width: number): Promise<string> {
  const doc = page();
  const bytes = new Promise<Buffer>((resolve) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
  });
  writeArabic(doc, text, { x: 50, y: 50, width }, { size: 9.5, color: '#000' });
  doc.end();
  return pdfTextLeftToRight(await bytes);
}

const FOOT = 595.28 - 100;
const mediation = t('ar', 'invoicePdf.mediation', { ...BUSINESS.mediator });

describe('Arabic lines on a PDF page (issue 17, decision 033)', () => {
  it('never breaks a line inside an isolate: a name or an address would read backwards across the break', () => {
    const lines = arabicLines(page(), mediation, FOOT, { size: 7.5 });
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) {
      const opened = line.match(/[\u2066-\u2068]/g)?.length ?? 0;
      expect(line.match(/\u2069/g)?.length ?? 0, line).toBe(opened);
    }
    expect(lines.filter((line) => line.includes(BUSINESS.mediator.name))).toHaveLength(1);
  });

  it('still breaks an isolate wider than the line, rather than overflow', () => {
    const long = `الوسيط \u2068${'Médiation Conso Exemple '.repeat(6).trim()}\u2069.`;
    expect(arabicLines(page(), long, 200, { size: 9.5 }).length).toBeGreaterThan(2);
  });

  it('starts no line with a closing guillemet, ends none with an opening one', () => {
    const closing = t('ar', 'invoicePdf.quoteClosing', { date: '24/12/2026' });
    for (const width of [FOOT, 400, 300, 200]) {
      const lines = arabicLines(page(), closing, width, { size: 9.5 });
      for (const line of lines) {
        expect(line, `${width}`).not.toMatch(/^[»؛،.)]/);
        expect(line, `${width}`).not.toMatch(/«$/);
      }
    }
  });

  it('draws « ، » after a bracket outside it, where it belongs', async () => {
    // Right to left: « Samia Benali (Benali Traduction)، 12 rue… »; from the left: « 12 rue… ،( Benali Traduction ) ».
    const text = await drawn(
      'البائعة: \u2068Samia Benali\u2069 (\u2068Benali Traduction\u2069)، \u206812 rue de la Liberté\u2069',
      FOOT,
    );
    expect(text).toContain('12 rue de la Liberté ، ( Benali Traduction ) Samia Benali');
  });
});
