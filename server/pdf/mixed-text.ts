import { arabicLines, pieceWidth, useFont, visualPieces, type Direction, type Style } from './bidi-lines';
import { toWinAnsi } from './win-ansi';

/**
 * The one way the PDFs (invoice, credit note, quote) write text that may hold Arabic (issues 17
 * and 26, decision 033): the Arabic of an Arabic document (`writeArabic`), and whatever a person
 * typed (`typedText`: a client's name, an address, a line label, a note, a reason), in a French
 * or an Arabic document alike. The French is drawn with the 14 standard fonts, which print
 * WinAnsi only: Arabic letters came out as « ? ». Each line of Arabic is reordered (./bidi-lines)
 * and drawn piece by piece: an Arabic word in Noto Naskh Arabic (fontkit joins its letters and
 * writes it right to left), a left-to-right run (digits, dates, French words) in Helvetica.
 * Words are placed one by one, so spaces never depend on how pdfkit spaces a shaped run.
 */

type Doc = PDFKit.PDFDocument;

/** Height of one line of Arabic text: Naskh reaches far above and below the Latin line. */
export const arabicLineHeight = (size: number): number => size * 1.75;
/** The baseline sits at about 1.15 × the size under the top of the line: room for the tall letters. */
const BASELINE = 1.15;

const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;
/** Whether a text needs Noto Naskh: without Arabic, it is drawn exactly as before (same bytes). */
const hasArabic = (text: string): boolean => ARABIC.test(text);

/** Draws one line (logical order) with its top at `y`, from `x` or ending at `x + width`. */
function drawLine(
  doc: Doc,
  line: string,
  at: { x: number; y: number; width: number; align: 'left' | 'right' },
  style: Style,
  direction: Direction,
): void {
  const pieces = visualPieces(line, direction);
  const widths = pieces.map((p) => pieceWidth(doc, p, style));
  const total = widths.reduce((a, b) => a + b, 0);
  let x = at.align === 'left' ? at.x : at.x + at.width - total;
  const baseline = at.y + style.size * BASELINE;
  const placed = pieces.map((piece, i) => {
    const left = x;
    x += widths[i]!;
    return { piece, left };
  });
  // Drawn in logical order, each at its place: the content stream reads as the text is written.
  for (const { piece, left } of placed.filter((p) => p.piece.text !== ' ').sort((a, b) => a.piece.at - b.piece.at)) {
    // Each Arabic word in a copy of the face whose ToUnicode map gives back its letters; a word
    // whose glyphs cannot say them (./arabic-fonts) carries them as ActualText too.
    const { readsBack } = useFont(doc, piece, style, true);
    const span = piece.arabic && !readsBack;
    if (span) doc.markContent('Span', { actual: piece.text });
    doc.text(piece.arabic ? piece.text : toWinAnsi(piece.text), left, baseline, {
      lineBreak: false,
      baseline: 'alphabetic',
    });
    if (span) doc.endMarkedContent();
  }
}

/**
 * Writes `text` (logical order, as the catalogue holds it) right to left, right-aligned in the
 * box starting at `x`, `y` (top) and `width` wide, wrapping between words; returns the y under
 * the last line.
 */
export function writeArabic(
  doc: Doc,
  text: string,
  box: { x: number; y: number; width: number; align?: 'right' | 'left' },
  style: Style & { color: string },
): number {
  const height = arabicLineHeight(style.size);
  // The caller's flow of French text goes on from where it was: only doc.y is the caller's to set.
  const flowX = doc.x;
  let y = box.y;
  doc.fillColor(style.color);
  for (const line of arabicLines(doc, text, box.width, style)) {
    drawLine(doc, line, { x: box.x, y, width: box.width, align: box.align ?? 'right' }, style, 'rtl');
    y += height;
  }
  doc.x = flowX;
  return y;
}

/**
 * The top to give `writeArabic` so that its line sits on the same baseline as a line of
 * Helvetica drawn at `top` in `latinSize` (pdfkit puts that baseline at the font's ascender,
 * 0.718 × the size): an Arabic label at the other end of a French one.
 */
export const besideLatin = (top: number, latinSize: number, arabicSize: number): number =>
  top + 0.718 * latinSize - BASELINE * arabicSize;

/** The height `writeArabic` will take for `text` in `width`. */
export function arabicHeight(doc: Doc, text: string, width: number, style: Style): number {
  return arabicLines(doc, text, width, style).length * arabicLineHeight(style.size);
}

/** The paragraph's direction: that of its first letter, Arabic or not (the Unicode rule, P2–P3). */
function direction(paragraph: string): Direction {
  const first = /[\p{L}]/u.exec(paragraph.replace(/[\u2066-\u2068][^\u2069]*\u2069?/g, ''));
  return first && ARABIC.test(first[0]) ? 'rtl' : 'ltr';
}

/** The current Helvetica style, read from the document (pdfkit keeps it on the document, not exposed). */
function currentStyle(doc: Doc): { font: string; style: Style } {
  const state = doc as unknown as { _font: { name: string }; _fontSize: number };
  const font = state._font.name;
  return { font, style: { size: state._fontSize, bold: font.endsWith('-Bold') } };
}

type Box = { width?: number; align?: 'left' | 'right' };

/**
 * Text a person typed, in the document's current font, size and colour, like `doc.text(text, x,
 * y, options)` (without x and y: in the flow, at doc.x, doc.y). Without Arabic it is exactly
 * `doc.text` of the text in WinAnsi: a French document keeps its bytes. With Arabic, each
 * paragraph (a line of the typed text) takes the direction of its first letter, aligned like the
 * French around it (left, unless `align` says otherwise); doc.y ends under it.
 */
export function typedText(doc: Doc, text: string, x?: number, y?: number, options: Box = {}): void {
  if (!hasArabic(text)) {
    if (x === undefined || y === undefined) doc.text(toWinAnsi(text), options);
    else doc.text(toWinAnsi(text), x, y, options);
    return;
  }
  const left = x ?? doc.x;
  const width = options.width ?? doc.page.width - doc.page.margins.right - left;
  const { font, style } = currentStyle(doc);
  let top = y ?? doc.y;
  for (const paragraph of text.split(/\r?\n/)) {
    if (!paragraph.trim()) {
      top += doc.font(font).fontSize(style.size).currentLineHeight(true);
      continue;
    }
    if (!hasArabic(paragraph)) {
      doc.font(font).fontSize(style.size);
      doc.text(toWinAnsi(paragraph), left, top, { width, ...(options.align ? { align: options.align } : {}) });
      top = doc.y;
      continue;
    }
    const dir = direction(paragraph);
    const align = options.align ?? 'left';
    for (const line of arabicLines(doc, paragraph, width, style)) {
      drawLine(doc, line, { x: left, y: top, width, align }, style, dir);
      top += arabicLineHeight(style.size);
    }
  }
  doc.font(font).fontSize(style.size);
  doc.x = left;
  doc.y = top;
}

/** The height `typedText` takes for `text` in `width`, in the document's current font and size. */
export function typedHeight(doc: Doc, text: string, options: { width: number }): number {
  if (!hasArabic(text)) return doc.heightOfString(toWinAnsi(text), options);
  const { font, style } = currentStyle(doc);
  let height = 0;
  for (const paragraph of text.split(/\r?\n/)) {
    height += !paragraph.trim()
      ? doc.font(font).fontSize(style.size).currentLineHeight(true)
      : hasArabic(paragraph)
        ? arabicLines(doc, paragraph, options.width, style).length * arabicLineHeight(style.size)
        : doc.font(font).fontSize(style.size).heightOfString(toWinAnsi(paragraph), options);
  }
  doc.font(font).fontSize(style.size);
  return height;
}
