import bidiFactory from 'bidi-js';
import { arabicDrawFont, arabicMeasureFont } from './arabic-fonts';
import { toWinAnsi } from './win-ansi';

/**
 * Lines of mixed Arabic and Latin text for a pdfkit page (decision 033): broken between words,
 * then each line reordered for display. pdfkit shapes Arabic through fontkit (letters joined, a
 * run's glyphs written right to left) but applies no bidirectional algorithm, so the order of
 * the words of a line is worked out here with bidi-js (the Unicode algorithm, isolates honoured).
 */

type Doc = PDFKit.PDFDocument;
export type Direction = 'rtl' | 'ltr';

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
  /** Where the piece starts in the line, logically: pieces are drawn in this order (copy, search). */
  at: number;
}

/**
 * One line, logical order in, pieces in visual order (left to right) out; spaces are pieces of
 * one space. `direction` is the paragraph's: an Arabic document's texts and a typed paragraph
 * starting in Arabic are right to left, a typed one starting in French left to right.
 */
export function visualPieces(line: string, direction: Direction): Piece[] {
  const levels = bidi.getEmbeddingLevels(line, direction);
  const order = bidi.getReorderedIndices(line, levels);
  const mirrored = bidi.getMirroredCharactersMap(line, levels.levels);
  // Runs of characters of the same direction, in visual order, each character with its logical index.
  const runs: { rtl: boolean; chars: { ch: string; at: number }[] }[] = [];
  for (const i of order) {
    const ch = mirrored.get(i) ?? line[i]!;
    if (CONTROLS.test(ch)) {
      CONTROLS.lastIndex = 0;
      continue;
    }
    const rtl = (levels.levels[i]! & 1) === 1;
    const last = runs.at(-1);
    if (last && last.rtl === rtl) last.chars.push({ ch, at: i });
    else runs.push({ rtl, chars: [{ ch, at: i }] });
  }
  const pieces: Piece[] = [];
  for (const run of runs) {
    // The run cut at its spaces, each part with its characters' logical indices.
    const parts: { text: string; ats: number[] }[] = [];
    for (const { ch, at } of run.chars) {
      const last = parts.at(-1);
      if (ch !== ' ' && last && last.text !== ' ') {
        last.text += ch;
        last.ats.push(at);
      } else parts.push({ text: ch, ats: [at] });
    }
    for (const { text: part, ats } of parts) {
      const at = Math.min(...ats);
      if (part === ' ') pieces.push({ text: ' ', arabic: false, at });
      else if (run.rtl && ARABIC_SCRIPT.test(part))
        // Back to logical order: fontkit joins the letters and writes the word right to left.
        pieces.push({ text: [...part].reverse().join(''), arabic: true, at });
      else if (run.rtl && ARABIC_LETTER.test(part))
        // Arabic punctuation without a letter: each mark on its own, already in visual order.
        [...part].forEach((char, i) => pieces.push({ text: char, arabic: ARABIC_LETTER.test(char), at: ats[i]! }));
      else pieces.push({ text: part, arabic: ARABIC_LETTER.test(part), at });
    }
  }
  return pieces;
}

export interface Style {
  size: number;
  bold?: boolean;
}

export function pieceWidth(doc: Doc, piece: Piece, style: Style): number {
  useFont(doc, piece, style);
  return doc.widthOfString(piece.arabic ? piece.text : toWinAnsi(piece.text));
}

/**
 * Arabic in Noto Naskh, the rest in Helvetica like the French text. To measure, the face kept for
 * measuring; to draw, the copy of the face that word's letters can be read back from (./arabic-fonts).
 */
export function useFont(doc: Doc, piece: Piece, style: Style, draw = false): { readsBack: boolean } {
  let readsBack = true;
  if (!piece.arabic) doc.font(style.bold ? 'Helvetica-Bold' : 'Helvetica');
  else if (!draw) doc.font(arabicMeasureFont(doc, style.bold));
  else {
    const face = arabicDrawFont(doc, piece.text, style.bold);
    doc.font(face.font);
    readsBack = face.readsBack;
  }
  doc.fontSize(style.size);
  return { readsBack };
}

/** Width of a line as drawn (the same in either direction: the same pieces). */
function lineWidth(doc: Doc, line: string, style: Style): number {
  return visualPieces(line, 'rtl').reduce((w, p) => w + pieceWidth(doc, p, style), 0);
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

/** The lines, in logical order, a text is drawn in (writeArabic, typedText): no wider than `width`, broken between words (see breakUnits). */
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
