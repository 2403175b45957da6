/**
 * French typography for stored content (FAQ, articles): the space before « ; ? ! » becomes a
 * narrow no-break space (U+202F), the one before « : » and the ones inside « » a no-break space
 * (U+00A0), and « 1er » / « 1re » are written 1ᵉʳ / 1ʳᵉ. A line can then never start with a
 * colon or a question mark. Pure and idempotent: the server runs it on every save and once over
 * the content stored before it existed (decision 031).
 *
 * Only spaces already there are changed, never added before a sign: « 10:30 », « https://… »,
 * « ?id=1 » and smileys stay as written. URLs written out in the text are left alone.
 */

export const NNBSP = '\u202f';
export const NBSP = '\u00a0';

// Spaces as typed, or as the editors' HTML writes them.
const SPACE = String.raw`(?:[ \t\r\n\u00a0\u202f]|&nbsp;|&#160;|&#xa0;|&#8239;|&#x202f;)`;
const BEFORE_HIGH = new RegExp(`${SPACE}+([;?!])`, 'gi');
const BEFORE_COLON = new RegExp(`${SPACE}+:`, 'gi');
const AFTER_OPENING = new RegExp(`«${SPACE}*`, 'gi');
const BEFORE_CLOSING = new RegExp(`${SPACE}*»`, 'gi');
// « 1er janvier », « 1re classe », « 1ère » — a whole word, not « 1erreur » or « 21er ».
const FIRST = /(?<![\p{L}\p{N}])1(er|re|ère)(?![\p{L}\p{N}])/gu;
// Written-out addresses, kept as they are (a « ? » in a query string, a « : » after a scheme).
const URL = /(?:https?:\/\/|www\.|mailto:|tel:)[^\s<>"«»]*/giu;

function fixProse(text: string): string {
  return text
    .replace(BEFORE_HIGH, `${NNBSP}$1`)
    .replace(BEFORE_COLON, `${NBSP}:`)
    .replace(AFTER_OPENING, `«${NBSP}`)
    .replace(BEFORE_CLOSING, `${NBSP}»`)
    .replace(FIRST, (_, ending: string) => (ending === 'er' ? '1ᵉʳ' : '1ʳᵉ'));
}

/** French typography for plain text (a question, a title, an excerpt). */
export function frenchTypography(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(URL)) {
    out += fixProse(text.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  return out + fixProse(text.slice(last));
}

// Elements whose text is code or is not prose: left exactly as written.
const VERBATIM = new Set(['code', 'pre', 'kbd', 'samp', 'var', 'script', 'style', 'textarea']);
const TOKEN = /<!--[\s\S]*?-->|<\/?([a-zA-Z][a-zA-Z0-9-]*)\b(?:[^>"']|"[^"]*"|'[^']*')*>|<!\[CDATA\[[\s\S]*?\]\]>/g;

/**
 * French typography for HTML: only text between tags changes, never a tag, an attribute (an
 * href, an alt), a comment or the inside of code. Text split by inline tags is handled piece by
 * piece, so « <strong>Attention</strong> : » gets its no-break space too.
 */
export function frenchTypographyHtml(html: string): string {
  let out = '';
  let last = 0;
  let verbatimDepth = 0;
  for (const match of html.matchAll(TOKEN)) {
    const text = html.slice(last, match.index);
    out += verbatimDepth > 0 ? text : frenchTypography(text);
    out += match[0];
    last = match.index + match[0].length;
    const name = match[1]?.toLowerCase();
    if (name && VERBATIM.has(name) && !match[0].endsWith('/>')) {
      verbatimDepth = Math.max(0, verbatimDepth + (match[0].startsWith('</') ? -1 : 1));
    }
  }
  const rest = html.slice(last);
  return out + (verbatimDepth > 0 ? rest : frenchTypography(rest));
}
