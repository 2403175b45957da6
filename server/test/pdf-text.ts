import { hasPoppler, pdftotext as popplerText } from './poppler';
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFObject } from 'pdf-lib';

/** WinAnsi's codes 0x80–0x9F (the rest of the range it prints is Latin-1). */
const WIN_ANSI_HIGH: Record<number, string> = {
  0x80: '€',
  0x82: '‚',
  0x83: 'ƒ',
  0x84: '„',
  0x85: '…',
  0x86: '†',
  0x87: '‡',
  0x88: 'ˆ',
  0x89: '‰',
  0x8a: 'Š',
  0x8b: '‹',
  0x8c: 'Œ',
  0x8e: 'Ž',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
  0x98: '˜',
  0x99: '™',
  0x9a: 'š',
  0x9b: '›',
  0x9c: 'œ',
  0x9e: 'ž',
  0x9f: 'Ÿ',
};

const winAnsi = (bytes: number[]) => bytes.map((b) => WIN_ANSI_HIGH[b] ?? String.fromCharCode(b)).join('');

function hexBytes(hex: string): number[] {
  const clean = hex.replace(/\s+/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < clean.length; i += 2) bytes.push(parseInt(clean.slice(i, i + 2).padEnd(2, '0'), 16));
  return bytes;
}

/** A font's ToUnicode map (glyph code → text), from pdfkit's bfchar and bfrange entries. */
function toUnicode(cmap: string): Map<number, string> {
  const text = (hex: string) => Buffer.from(hex.replace(/\s+/g, ''), 'hex').swap16().toString('utf16le');
  const map = new Map<number, string>();
  for (const [, body] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, src, dst] of body!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]*)>/g))
      map.set(parseInt(src!, 16), text(dst!));
  for (const [, body] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, from, , list] of body!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*\[([^\]]*)\]/g))
      [...list!.matchAll(/<([0-9a-fA-F\s]*)>/g)].forEach(([, dst], i) => map.set(parseInt(from!, 16) + i, text(dst!)));
  return map;
}

/**
 * The strings a content stream shows, one entry per text object (BT … ET): a line of text for
 * pdfkit, a word for an Arabic word. A standard font's bytes are WinAnsi; an embedded font's
 * (Noto Naskh, decision 033) are glyph codes, read through its ToUnicode map: an Arabic word's
 * glyphs come right to left, so they are read back in reverse. A word drawn in a marked span
 * with ActualText (its glyphs cannot tell its letters) is read from the span.
 */
function textObjects(content: string, fonts: Map<string, Map<number, string>>): { text: string; x: number }[] {
  const lines: { text: string; x: number }[] = [];
  for (const [block, actual] of content.matchAll(
    /\/Span\s*<<\s*\/ActualText\s*\(((?:[^)\\]|\\.)*)\)\s*>>\s*BDC[\s\S]*?EMC|BT[\s\S]*?ET/g,
  )) {
    // UTF-16BE after its byte order mark, with pdfkit's escapes.
    if (actual !== undefined) {
      const escapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
      const bytes = actual.replace(/\\(.)/g, (_, c: string) => escapes[c] ?? c);
      const x = Number(/1 0 0 1 (-?[\d.]+) -?[\d.]+ Tm/.exec(block)?.[1] ?? 0);
      lines.push({ text: Buffer.from(bytes.slice(2), 'latin1').swap16().toString('utf16le'), x });
      continue;
    }
    const font = fonts.get(/\/(\S+)\s+[\d.]+\s+Tf/.exec(block)?.[1] ?? '');
    const glyphs: string[] = [];
    let line = '';
    for (const op of block.matchAll(/\[((?:[^\]\\]|\\.)*)\]\s*TJ|(<[0-9a-fA-F\s]*>|\((?:[^)\\]|\\.)*\))\s*Tj/g)) {
      const operands = op[1] ?? op[2]!;
      for (const s of operands.matchAll(/<([0-9a-fA-F\s]*)>|\(((?:[^)\\]|\\.)*)\)/g)) {
        if (font && s[1] !== undefined)
          for (const code of s[1].replace(/\s+/g, '').match(/.{4}/g) ?? [])
            glyphs.push(font.get(parseInt(code, 16)) ?? '');
        else line += s[1] !== undefined ? winAnsi(hexBytes(s[1])) : s[2]!.replace(/\\(.)/g, '$1');
      }
    }
    const x = Number(/1 0 0 1 (-?[\d.]+) -?[\d.]+ Tm/.exec(block)?.[1] ?? 0);
    lines.push({ text: font ? glyphs.reverse().join('') : line, x });
  }
  return lines;
}

/** The ToUnicode map of each embedded font of a page, by its resource name (« F3 »). */
function pageFonts(doc: PDFDocument, resources: PDFDict | undefined): Map<string, Map<number, string>> {
  const fonts = new Map<string, Map<number, string>>();
  const dict = resources?.lookupMaybe(PDFName.of('Font'), PDFDict);
  for (const [key, ref] of dict?.entries() ?? []) {
    const stream = doc.context.lookup(doc.context.lookupMaybe(ref, PDFDict)?.get(PDFName.of('ToUnicode')));
    if (stream instanceof PDFRawStream)
      fonts.set(key.decodeText(), toUnicode(Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1')));
  }
  return fonts;
}

/** Each page's decoded content streams, with the page's size. */
async function pageContents(
  bytes: Uint8Array,
): Promise<{ content: string; width: number; height: number; fonts: Map<string, Map<number, string>> }[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const contents: PDFObject | undefined = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
    const content = streams
      .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
      .map((s) => Buffer.from(decodePDFRawStream(s).decode()).toString('latin1'))
      .join('\n');
    return { content, ...page.getSize(), fonts: pageFonts(doc, page.node.Resources()) };
  });
}

/**
 * Where a PDF drawn by pdfkit starts each piece of text: per page, the x of each text position
 * (Tm) and its baseline's distance from the top of the page (pdfkit writes Tm in PDF space,
 * from the bottom), with the page's size. A layout test checks them against the margins.
 */
async function pdfTextOrigins(
  bytes: Uint8Array,
): Promise<{ width: number; height: number; origins: { x: number; y: number }[] }[]> {
  return (await pageContents(bytes)).map(({ content, width, height }) => ({
    width,
    height,
    origins: [...content.matchAll(/1 0 0 1 (-?[\d.]+) (-?[\d.]+) Tm/g)].map((m) => ({
      x: Number(m[1]),
      y: height - Number(m[2]),
    })),
  }));
}

/** The text positions of a PDF that start outside its margins (« page 2: 312,797 »): none, when nothing overflows. */
export async function textOutsideMargins(bytes: Uint8Array, margin: number): Promise<string[]> {
  return (await pdfTextOrigins(bytes)).flatMap(({ width, height, origins }, page) =>
    origins
      .filter(({ x, y }) => x < margin - 0.5 || x > width - margin || y < margin || y > height - margin)
      .map(({ x, y }) => `page ${page + 1}: ${Math.round(x)},${Math.round(y)}`),
  );
}

/**
 * Test helper: the text of a PDF pdfkit drew (invoices, credit notes, quotes), read with
 * pdf-lib: each page's content streams inflated, their text operators decoded from WinAnsi, or
 * through an embedded font's ToUnicode map, or from a span's ActualText. One string per page, lines joined by '\n'.
 */
export async function pdfPagesText(bytes: Uint8Array): Promise<string[]> {
  return (await pageContents(bytes)).map(({ content, fonts }) =>
    textObjects(content, fonts)
      .map((o) => o.text)
      .join('\n'),
  );
}

/** All the text on one line, spaces (no-break ones included) collapsed: phrases a line break cut are whole again. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await pdfPagesText(bytes)).join('\n').replace(/[\s\u00a0]+/g, ' ');
}

/** The pieces of text of a one-line PDF page from left to right, as seen (the stream holds them in logical order). */
export async function pdfTextLeftToRight(bytes: Uint8Array): Promise<string> {
  const [page] = await pageContents(bytes);
  return textObjects(page!.content, page!.fonts)
    .sort((a, b) => a.x - b.x)
    .map((o) => o.text)
    .join(' ')
    .replace(/[\s\u00a0]+/g, ' ');
}

/**
 * What poppler's pdftotext reads in a PDF (text in forms included, as a reader copies it), lines
 * kept; null when poppler-utils is not installed (./poppler.ts fails instead under CI).
 */
export function pdftotext(pdf: Uint8Array): string | null {
  return hasPoppler ? popplerText(pdf, { raw: true }) : null;
}
