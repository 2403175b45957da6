import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  type PDFObject,
  type PDFPage,
} from 'pdf-lib';

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

/** An embedded (Type0) font's glyph codes to text, read from its ToUnicode CMap. */
type GlyphMap = Map<number, string>;

const utf16 = (hex: string) => Buffer.from(hex.replace(/\s+/g, ''), 'hex').swap16().toString('utf16le');

function toUnicodeMap(cmap: string): GlyphMap {
  const map: GlyphMap = new Map();
  for (const range of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const entry of range[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
      const from = parseInt(entry[1]!, 16);
      const to = parseInt(entry[2]!, 16);
      const targets = [...entry[3]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]!);
      for (let code = from; code <= to; code++) {
        if (entry[3]!.startsWith('[')) map.set(code, utf16(targets[code - from] ?? ''));
        else {
          const base = utf16(targets[0]!);
          map.set(code, base.slice(0, -1) + String.fromCharCode(base.charCodeAt(base.length - 1) + code - from));
        }
      }
    }
  }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const entry of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      map.set(parseInt(entry[1]!, 16), utf16(entry[2]!));
  return map;
}

/** The page's embedded fonts by resource name (F1, F2…): their ToUnicode maps. */
function embeddedFonts(doc: PDFDocument, page: PDFPage): Map<string, GlyphMap> {
  const fonts = new Map<string, GlyphMap>();
  const dict = page.node.Resources()?.lookup(PDFName.of('Font'));
  if (!(dict instanceof PDFDict)) return fonts;
  for (const [name, ref] of dict.entries()) {
    const font = doc.context.lookup(ref);
    if (!(font instanceof PDFDict)) continue;
    const cmap = font.lookup(PDFName.of('ToUnicode'));
    if (cmap instanceof PDFRawStream)
      fonts.set(
        name.asString().slice(1),
        toUnicodeMap(Buffer.from(decodePDFRawStream(cmap).decode()).toString('latin1')),
      );
  }
  return fonts;
}

const ARABIC = /[\u0600-\u06ff]/;

/**
 * The strings a content stream shows, one entry per text object (BT … ET): a line of text for
 * pdfkit. Text in an embedded font is read through its ToUnicode map; an Arabic word, drawn
 * right to left, is given back in its logical order.
 */
function textObjects(content: string, fonts: Map<string, GlyphMap>): string[] {
  const lines: string[] = [];
  for (const [block, actual] of content.matchAll(
    /\/Span\s*<<\s*\/ActualText\s*\(((?:[^)\\]|\\.)*)\)\s*>>\s*BDC[\s\S]*?EMC|BT[\s\S]*?ET/g,
  )) {
    // A word whose glyphs say too little: the text it stands for (UTF-16BE after its byte order mark).
    if (actual !== undefined) {
      const escapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
      const bytes = actual.replace(/\\(.)/g, (_, c: string) => escapes[c] ?? c);
      lines.push(Buffer.from(bytes.slice(2), 'latin1').swap16().toString('utf16le'));
      continue;
    }
    const glyphs = fonts.get(/\/(\S+)\s+[\d.]+\s+Tf/.exec(block)?.[1] ?? '');
    const parts: string[] = [];
    for (const op of block.matchAll(/\[((?:[^\]\\]|\\.)*)\]\s*TJ|(<[0-9a-fA-F\s]*>|\((?:[^)\\]|\\.)*\))\s*Tj/g)) {
      const operands = op[1] ?? op[2]!;
      for (const s of operands.matchAll(/<([0-9a-fA-F\s]*)>|\(((?:[^)\\]|\\.)*)\)/g)) {
        if (s[1] === undefined) parts.push(s[2]!.replace(/\\(.)/g, '$1'));
        else if (!glyphs) parts.push(winAnsi(hexBytes(s[1])));
        else {
          const bytes = hexBytes(s[1]);
          for (let i = 0; i + 1 < bytes.length; i += 2)
            parts.push(glyphs.get(bytes[i]! * 256 + bytes[i + 1]!) ?? '\ufffd');
        }
      }
    }
    lines.push(glyphs && parts.some((p) => ARABIC.test(p)) ? parts.reverse().join('') : parts.join(''));
  }
  return lines;
}

/**
 * Test helper: the text of a PDF drawn by pdfkit (the invoices), read with pdf-lib: each page's
 * content streams inflated, their text operators decoded from WinAnsi (standard fonts) or
 * through the ToUnicode map of an embedded font (Arabic). One string per page, lines joined by '\n'.
 */
async function pdfPagesText(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const fonts = embeddedFonts(doc, page);
    const contents: PDFObject | undefined = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
    return streams
      .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
      .map((s) => textObjects(Buffer.from(decodePDFRawStream(s).decode()).toString('latin1'), fonts).join('\n'))
      .join('\n');
  });
}

/** All the text on one line, spaces (no-break ones included) collapsed: phrases a line break cut are whole again. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await pdfPagesText(bytes)).join('\n').replace(/[\s\u00a0]+/g, ' ');
}
