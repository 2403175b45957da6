import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import bidiFactory from 'bidi-js';
import { toWinAnsi } from './win-ansi';

/**
 * Arabic lines on a pdfkit page (issue 17, decision 033). pdfkit shapes Arabic through fontkit
 * (letters joined, and the glyphs of a run written right to left) but knows nothing of the
 * bidirectional algorithm: a line mixing Arabic with digits or Latin comes out in the wrong
 * order. So each line is reordered here with bidi-js (the Unicode algorithm, right-to-left
 * paragraph, isolates honoured) and drawn piece by piece from left to right: an Arabic word in
 * its logical order in Noto Naskh Arabic (fontkit turns it right to left and joins it), a
 * left-to-right run (digits, amounts, numbers, French words) in Helvetica like the French text.
 * Words are placed one by one, so spaces never depend on how pdfkit spaces a shaped run.
 */

type Doc = PDFKit.PDFDocument;

const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | undefined;

/** Noto Naskh Arabic (SIL Open Font License), regular and bold, read once. */
function arabicFonts(): { regular: Buffer; bold: Buffer } {
  fonts ??= {
    regular: readFileSync(
      require.resolve('@expo-google-fonts/noto-naskh-arabic/400Regular/NotoNaskhArabic_400Regular.ttf'),
    ),
    bold: readFileSync(require.resolve('@expo-google-fonts/noto-naskh-arabic/700Bold/NotoNaskhArabic_700Bold.ttf')),
  };
  return fonts;
}

const AR = 'NotoNaskhArabic';
const AR_BOLD = 'NotoNaskhArabic-Bold';

/** Makes the Arabic fonts known to a document (embedded, subset, only if text uses them). */
export function registerArabicFonts(doc: Doc): void {
  const { regular, bold } = arabicFonts();
  doc.registerFont(AR, regular);
  doc.registerFont(AR_BOLD, bold);
}

const bidi = bidiFactory();
const ARABIC_LETTER = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/;
/** Directional marks and isolates: they steer the reordering and are not drawn. */
const CONTROLS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;

interface Piece {
  text: string;
  arabic: boolean;
}

/** One line, logical order in, pieces in visual order (left to right) out; spaces are pieces of one space. */
function visualPieces(line: string): Piece[] {
  const levels = bidi.getEmbeddingLevels(line, 'rtl');
  const order = bidi.getReorderedIndices(line, levels);
  const mirrored = bidi.getMirroredCharactersMap(line, levels.levels);
  // Runs of characters of the same direction, in visual order.
  const runs: { rtl: boolean; chars: string[] }[] = [];
  for (const i of order) {
    const ch = mirrored.get(i) ?? line[i]!;
    if (CONTROLS.test(ch)) {
      CONTROLS.lastIndex = 0;
      continue;
    }
    const rtl = (levels.levels[i]! & 1) === 1;
    const last = runs.at(-1);
    if (last && last.rtl === rtl) last.chars.push(ch);
    else runs.push({ rtl, chars: [ch] });
  }
  const pieces: Piece[] = [];
  for (const run of runs) {
    const visual = run.chars.join('');
    for (const part of visual.split(/( )/)) {
      if (part === '') continue;
      if (part === ' ') pieces.push({ text: ' ', arabic: false });
      else if (run.rtl && ARABIC_LETTER.test(part))
        // Back to logical order: fontkit joins the letters and writes the word right to left.
        pieces.push({ text: [...part].reverse().join(''), arabic: true });
      else pieces.push({ text: part, arabic: ARABIC_LETTER.test(part) });
    }
  }
  return pieces;
}

interface Style {
  size: number;
  bold?: boolean;
}

function pieceWidth(doc: Doc, piece: Piece, style: Style): number {
  useFont(doc, piece, style);
  return doc.widthOfString(piece.arabic ? piece.text : toWinAnsi(piece.text));
}

function useFont(doc: Doc, piece: Piece, style: Style): void {
  const latin = style.bold ? 'Helvetica-Bold' : 'Helvetica';
  doc.font(piece.arabic ? (style.bold ? AR_BOLD : AR) : latin).fontSize(style.size);
}

/** Width of a line of Arabic as drawn. */
function lineWidth(doc: Doc, line: string, style: Style): number {
  return visualPieces(line).reduce((w, p) => w + pieceWidth(doc, p, style), 0);
}

/** Logical lines no wider than `width`, broken between words. */
function wrap(doc: Doc, text: string, width: number, style: Style): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && lineWidth(doc, candidate, style) > width) {
      lines.push(current);
      current = word;
    } else current = candidate;
  }
  if (current) lines.push(current);
  return lines;
}

/** Height of one line of Arabic text: Naskh reaches far above and below the Latin line. */
export const arabicLineHeight = (size: number): number => size * 1.75;

/**
 * Writes `text` (logical order, as the catalogue holds it) right-aligned in the box starting at
 * `x`, `y` (top) and `width` wide, wrapping between words; returns the y under the last line.
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
  for (const line of wrap(doc, text.replace(/\s+/g, ' ').trim(), box.width, style)) {
    const pieces = visualPieces(line);
    const widths = pieces.map((p) => pieceWidth(doc, p, style));
    const total = widths.reduce((a, b) => a + b, 0);
    let x = box.align === 'left' ? box.x : box.x + box.width - total;
    // The baseline sits at about 1.15 × the size under the top of the line: room for the tall letters.
    const baseline = y + style.size * 1.15;
    pieces.forEach((piece, i) => {
      if (piece.text !== ' ') {
        useFont(doc, piece, style);
        // Noto Naskh draws a letter as a shared body plus its dots, so the glyphs alone do not say
        // which letter they are: the word itself goes with them (ActualText) for copy and search.
        if (piece.arabic) doc.markContent('Span', { actual: piece.text });
        doc.text(piece.arabic ? piece.text : toWinAnsi(piece.text), x, baseline, {
          lineBreak: false,
          baseline: 'alphabetic',
        });
        if (piece.arabic) doc.endMarkedContent();
      }
      x += widths[i]!;
    });
    y += height;
  }
  doc.x = flowX;
  return y;
}

/** The height `writeArabic` will take for `text` in `width`. */
export function arabicHeight(doc: Doc, text: string, width: number, style: Style): number {
  return wrap(doc, text.replace(/\s+/g, ' ').trim(), width, style).length * arabicLineHeight(style.size);
}

/** The Arabic summary an Arabic order's invoice or credit note, or an Arabic request's quote, ends with. */
export interface ArabicSummary {
  title: string;
  lines: string[];
  /** That the French text is the binding one. */
  binding: string;
}

const SUMMARY_STYLE = { size: 9.5 };
const TITLE_STYLE = { size: 10.5, bold: true };

/** The height `writeArabicSummary` takes in `width`, rule and spacing excluded. */
export function arabicSummaryHeight(doc: Doc, summary: ArabicSummary, width: number): number {
  return (
    arabicLineHeight(TITLE_STYLE.size) +
    summary.lines.reduce((h, line) => h + arabicHeight(doc, line, width, SUMMARY_STYLE), 0) +
    arabicHeight(doc, summary.binding, width, { ...SUMMARY_STYLE, bold: true })
  );
}

/** A rule at `y`, then the summary's title, lines and binding note, right-aligned in the box. */
export function writeArabicSummary(
  doc: Doc,
  summary: ArabicSummary,
  box: { x: number; y: number; width: number },
  colors: { ink: string; rule: string; accent: string },
): void {
  doc
    .moveTo(box.x, box.y)
    .lineTo(box.x + box.width, box.y)
    .lineWidth(0.5)
    .strokeColor(colors.rule)
    .stroke();
  const style = { ...SUMMARY_STYLE, color: colors.ink };
  let at = writeArabic(doc, summary.title, { ...box, y: box.y + 6 }, { ...TITLE_STYLE, color: colors.accent });
  for (const line of summary.lines) at = writeArabic(doc, line, { ...box, y: at }, style);
  writeArabic(doc, summary.binding, { ...box, y: at + 4 }, { ...style, bold: true });
}
