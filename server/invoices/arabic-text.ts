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
/**
 * fontkit lays a run out right to left when the first of its characters to have a script is
 * Arabic. « ، » and « ؛ » have none (« Common »): a part like « ،( » (the comma after a bracket)
 * would come out left to right, the comma inside the bracket.
 */
const ARABIC_SCRIPT = /\p{Script=Arabic}/u;
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
      else if (run.rtl && ARABIC_SCRIPT.test(part))
        // Back to logical order: fontkit joins the letters and writes the word right to left.
        pieces.push({ text: [...part].reverse().join(''), arabic: true });
      else if (run.rtl && ARABIC_LETTER.test(part))
        // Arabic punctuation without a letter: each mark on its own, already in visual order.
        for (const char of part) pieces.push({ text: char, arabic: ARABIC_LETTER.test(char) });
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

const OPENS_ISOLATE = /[\u2066-\u2068]/g;
const CLOSES_ISOLATE = /\u2069/g;
/** A « word » of punctuation alone (« », « »؛ », « — »), and one that opens (« « », « ( »). */
const MARKS_ONLY = /^[\p{P}\p{S}\u2066-\u2069]+$/u;
const OPENING = /^[\u2066-\u2068]*[«([]/;

/**
 * The units a line breaks between: words, except that an isolate (a name, an address, French in
 * brackets) stays whole while it fits in `width`. Broken, it would read in the wrong order: its
 * start at the left end of one line, its end at the right end of the next. Guillemets and
 * brackets standing alone go with the word they enclose.
 */
function breakUnits(doc: Doc, text: string, width: number, style: Style): string[] {
  const units: string[] = [];
  let open = 0;
  let glueNext = false;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const marksOnly = MARKS_ONLY.test(word);
    // A closing mark standing alone (« » ») never starts a line, an opening one never ends it.
    if ((open > 0 || glueNext || (marksOnly && !OPENING.test(word))) && units.length > 0)
      units[units.length - 1] += ` ${word}`;
    else units.push(word);
    glueNext = marksOnly && OPENING.test(word);
    open = Math.max(0, open + (word.match(OPENS_ISOLATE)?.length ?? 0) - (word.match(CLOSES_ISOLATE)?.length ?? 0));
  }
  return units.flatMap((unit) =>
    unit.includes(' ') && lineWidth(doc, unit, style) > width ? unit.split(' ') : [unit],
  );
}

/** The lines, in logical order, `writeArabic` draws `text` in: no wider than `width`, broken between words (see breakUnits). */
export function arabicLines(doc: Doc, text: string, width: number, style: Style): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of breakUnits(doc, text.replace(/\s+/g, ' ').trim(), width, style)) {
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
/** The baseline sits at about 1.15 × the size under the top of the line: room for the tall letters. */
const BASELINE = 1.15;

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
  for (const line of arabicLines(doc, text, box.width, style)) {
    const pieces = visualPieces(line);
    const widths = pieces.map((p) => pieceWidth(doc, p, style));
    const total = widths.reduce((a, b) => a + b, 0);
    let x = box.align === 'left' ? box.x : box.x + box.width - total;
    const baseline = y + style.size * BASELINE;
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
