import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFObject } from 'pdf-lib';

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

/**
 * The strings a content stream shows, one entry per text object (BT … ET): a line of text for
 * pdfkit. An Arabic word is drawn in a marked span carrying its text (ActualText, decision 033):
 * its glyphs alone do not tell its letters, so the span's text is read instead.
 */
function textObjects(content: string): string[] {
  const lines: string[] = [];
  for (const [block, actual] of content.matchAll(
    /\/Span\s*<<\s*\/ActualText\s*\(((?:[^)\\]|\\.)*)\)\s*>>\s*BDC[\s\S]*?EMC|BT[\s\S]*?ET/g,
  )) {
    // UTF-16BE after its byte order mark, with pdfkit's escapes.
    if (actual !== undefined) {
      const escapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
      const bytes = actual.replace(/\\(.)/g, (_, c: string) => escapes[c] ?? c);
      lines.push(Buffer.from(bytes.slice(2), 'latin1').swap16().toString('utf16le'));
      continue;
    }
    let line = '';
    for (const op of block.matchAll(/\[((?:[^\]\\]|\\.)*)\]\s*TJ|(<[0-9a-fA-F\s]*>|\((?:[^)\\]|\\.)*\))\s*Tj/g)) {
      const operands = op[1] ?? op[2]!;
      for (const s of operands.matchAll(/<([0-9a-fA-F\s]*)>|\(((?:[^)\\]|\\.)*)\)/g)) {
        line += s[1] !== undefined ? winAnsi(hexBytes(s[1])) : s[2]!.replace(/\\(.)/g, '$1');
      }
    }
    lines.push(line);
  }
  return lines;
}

/** Each page's decoded content streams, with the page's size. */
async function pageContents(bytes: Uint8Array): Promise<{ content: string; width: number; height: number }[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const contents: PDFObject | undefined = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
    const content = streams
      .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
      .map((s) => Buffer.from(decodePDFRawStream(s).decode()).toString('latin1'))
      .join('\n');
    return { content, ...page.getSize() };
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
 * Test helper: the text of a PDF drawn with the standard fonts (what pdfkit writes for the
 * invoices), read with pdf-lib: each page's content streams inflated, their text operators
 * decoded from WinAnsi, Arabic words from their ActualText. One string per page, lines joined by '\n'.
 */
async function pdfPagesText(bytes: Uint8Array): Promise<string[]> {
  return (await pageContents(bytes)).map(({ content }) => textObjects(content).join('\n'));
}

/** All the text on one line, spaces (no-break ones included) collapsed: phrases a line break cut are whole again. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await pdfPagesText(bytes)).join('\n').replace(/[\s\u00a0]+/g, ' ');
}
