import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

type Doc = PDFKit.PDFDocument;
type Weight = 'regular' | 'bold';

const require = createRequire(import.meta.url);
let fonts: Record<Weight, Buffer> | undefined;

/** Noto Naskh Arabic (SIL Open Font License), regular and bold, read once (decision 033). */
function arabicFonts(): Record<Weight, Buffer> {
  fonts ??= {
    regular: readFileSync(
      require.resolve('@expo-google-fonts/noto-naskh-arabic/400Regular/NotoNaskhArabic_400Regular.ttf'),
    ),
    bold: readFileSync(require.resolve('@expo-google-fonts/noto-naskh-arabic/700Bold/NotoNaskhArabic_700Bold.ttf')),
  };
  return fonts;
}

/**
 * The same face as another font file: pdfkit merges two registrations of one file into one
 * embedded font (it compares the `head` table's checkSumAdjustment and the names), so each copy
 * gets its own checkSumAdjustment, a field no reader checks.
 */
const copies = new Map<string, Buffer>();
function copyOf(weight: Weight, index: number): Buffer {
  const key = `${weight}-${index}`;
  let copy = copies.get(key);
  if (!copy) {
    copy = Buffer.from(arabicFonts()[weight]);
    const tables = copy.readUInt16BE(4);
    for (let i = 0; i < tables; i++) {
      const entry = 12 + 16 * i;
      if (copy.toString('latin1', entry, entry + 4) === 'head')
        copy.writeUInt32BE(index, copy.readUInt32BE(entry + 8) + 8);
    }
    copies.set(key, copy);
  }
  return copy;
}

/** What is used of pdfkit's fontkit font: its layout, its glyph cache and decoded tables (not public). */
interface FontkitFont {
  _tables: Record<string, unknown>;
  layout(text: string): { glyphs: { id: number }[] };
  _glyphs: Record<number, { codePoints: number[] } | null>;
}

interface Faces {
  /** Which text each glyph of each drawing face stands for, as its ToUnicode map will say. */
  faces: Map<number, string>[];
}
const MARKS = /[\u064b-\u065f\u0670]/;
const states = new WeakMap<Doc, Record<Weight, Faces>>();

const name = (weight: Weight, index: number | 'measure') => `NotoNaskhArabic-${weight}-${index}`;

function stateOf(doc: Doc): Record<Weight, Faces> {
  let state = states.get(doc);
  if (!state) {
    state = { regular: { faces: [] }, bold: { faces: [] } };
    for (const weight of ['regular', 'bold'] as const) doc.registerFont(name(weight, 'measure'), copyOf(weight, 0));
    states.set(doc, state);
  }
  return state;
}

/**
 * The face to measure Arabic with: made known to the document at its first Arabic word, so a
 * document with no Arabic registers nothing, embeds nothing, and keeps the bytes it always had
 * (a French invoice's are pinned by its tests). Never drawn with, so never embedded.
 */
export function arabicMeasureFont(doc: Doc, bold: boolean | undefined): string {
  stateOf(doc);
  return name(bold ? 'bold' : 'regular', 'measure');
}

/**
 * The face to draw an Arabic word with. Noto Naskh draws several letters with one glyph plus
 * dots (ب ت ث ن ي share a body, so do ف and ق, س and ش…), while a PDF font's ToUnicode map gives
 * each glyph one text: the first word using it decides (pdfkit), and « يرجى » drawn after « تاريخ »
 * would copy as « ترجى ». So a word goes to the first copy of the face where each of its glyphs
 * already means what it means in the word, or is new; else to a new copy, embedded subset like
 * the others. Copy, search and pdftotext then read the letters from the glyphs themselves.
 * A word drawing two of its own letters with one glyph (« تاريخ »: ت and ي) cannot be read back
 * from its glyphs (`readsBack` false): it is drawn with its text as ActualText (see drawLine).
 */
export function arabicDrawFont(
  doc: Doc,
  word: string,
  bold: boolean | undefined,
): { font: string; readsBack: boolean } {
  const weight = bold ? 'bold' : 'regular';
  const state = stateOf(doc)[weight];
  const { meanings, readsAs } = glyphMeanings(doc, weight, word);
  let index = state.faces.findIndex((face) => [...meanings].every(([id, text]) => (face.get(id) ?? text) === text));
  if (index < 0) {
    index = state.faces.push(new Map()) - 1;
    doc.registerFont(name(weight, index + 1), copyOf(weight, index + 1));
    shareTables(doc, weight, index + 1);
  }
  const face = state.faces[index]!;
  for (const [id, text] of meanings) face.set(id, text);
  // Vowel marks come out of the glyphs in another order than typed: their words keep ActualText.
  return { font: name(weight, index + 1), readsBack: readsAs === word && !MARKS.test(word) };
}

const fontkitOf = (doc: Doc, font: string): FontkitFont =>
  (doc.font(font) as unknown as { _font: { font: FontkitFont } })._font.font;

/**
 * A new copy takes the tables the measuring copy has decoded already (substitutions, positioning,
 * metrics: the same bytes), all but its own `head`: decoding Noto Naskh's GSUB and GPOS again for
 * each copy made an Arabic invoice two to four times slower to draw.
 */
function shareTables(doc: Doc, weight: Weight, index: number): void {
  const decoded = fontkitOf(doc, name(weight, 'measure'))._tables;
  const copy = fontkitOf(doc, name(weight, index))._tables;
  for (const [tag, table] of Object.entries(decoded)) if (tag !== 'head' && !(tag in copy)) copy[tag] = table;
}

/**
 * The text each glyph touched in laying out `word` will stand for in the face that draws it:
 * fontkit keeps a glyph with the text of the first layout that met it, the glyph a character
 * maps to before shaping included (« ر » leaves its isolated form, which « ز » then draws with a
 * dot, read as « ر »). So the measuring face forgets its glyphs, lays the word out, and lists
 * what it kept: the draw face that lays it out will keep the same, unless it already had them.
 */
const probed = new Map<string, { meanings: Map<number, string>; readsAs: string }>();
function glyphMeanings(doc: Doc, weight: Weight, word: string): { meanings: Map<number, string>; readsAs: string } {
  // The same for every document: kept, as the words of the catalogue come back on every PDF.
  const key = `${weight} ${word}`;
  const known = probed.get(key);
  if (known) return known;
  const fontkit = fontkitOf(doc, name(weight, 'measure'));
  fontkit._glyphs = {};
  const { glyphs } = fontkit.layout(word);
  const meanings = new Map<number, string>();
  for (const [id, glyph] of Object.entries(fontkit._glyphs))
    if (glyph) meanings.set(Number(id), String.fromCodePoint(...glyph.codePoints));
  // The glyphs come right to left: read back, they give the word, or not (see arabicDrawFont).
  const readsAs = glyphs
    .map((g) => meanings.get(g.id) ?? '')
    .reverse()
    .join('');
  // Bounded: typed names and notes bring words of their own.
  if (probed.size > 5000) probed.clear();
  probed.set(key, { meanings, readsAs });
  return { meanings, readsAs };
}
