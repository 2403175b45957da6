/**
 * French words inside Arabic text (issue 26). A run of French words (« Benali Traduction »,
 * « (Code de commerce) », « Côte-d’Or ») must never break across two lines of an Arabic paragraph:
 * broken, its first word ends up at the left end of one line and its last at the right end of the
 * next. So every such run sits in an isolate (U+2066 or U+2068 … U+2069) that cannot break inside.
 */

const ARABIC = /[\u0600-\u06FF]/;
const ISOLATE = /([\u2066\u2068])([^\u2069]*)\u2069/g;
const LATIN_WORD = String.raw`[A-Za-zÀ-ÖØ-öø-ÿŒœ’'.\-]*[A-Za-zÀ-ÖØ-öø-ÿŒœ][A-Za-zÀ-ÖØ-öø-ÿŒœ’'.\-]*`;
// Two Latin words with a breakable space between them (digits alone, like « 40 يورو », are not words).
const LATIN_RUN = new RegExp(`${LATIN_WORD}(?:[ \\t]+${LATIN_WORD})+`, 'gu');

/**
 * A name (« Côte-d’Or », « Bourgogne-Franche-Comté »): its hyphens do not break. An e-mail
 * address, a code, a number or a storage key (« chat-active ») keeps its own hyphen, to be copied
 * or searched as it is.
 */
const WORDS = /^\p{Lu}[\p{L}’'. -]*$/u;
const unbreakable = (run: string) => {
  const spaced = run.replace(/ /g, '\u00a0');
  return WORDS.test(run) ? spaced.replace(/-/g, '\u2011') : spaced;
};

/**
 * `text` with every isolate made unbreakable: no-break spaces inside, and non-breaking hyphens
 * between words.
 * The content pages' Arabic goes through it on the server (app/.server/content-pages.ts), so
 * their authors write plain spaces inside `\u2066…\u2069`.
 */
export const unbreakableIsolates = (text: string): string =>
  text.replace(ISOLATE, (whole, open: string, inner: string) =>
    // An isolate around Arabic words (an option's name) may wrap like the sentence around it.
    ARABIC.test(inner) ? whole : `${open}${unbreakable(inner)}\u2069`,
  );

/** For tests: the pieces of `text` that could still break a French run in two. */
export function breakableLatin(text: string): string[] {
  const insideIsolates = [...text.matchAll(ISOLATE)]
    .filter((m) => / /.test(m[2]!) && !ARABIC.test(m[2]!))
    .map((m) => `isolate with a breaking space: ${m[2]}`);
  const outside = text
    .replace(ISOLATE, ' ¤ ')
    // Markup, link targets and placeholders are not words a reader sees.
    .replace(/<[^>]*>/g, ' ')
    .replace(/\]\([^)]*\)/g, '] ')
    .replace(/\{\{\w+\}\}/g, ' ¤ ');
  const runs = [...outside.matchAll(LATIN_RUN)].map((m) => `French words outside an isolate: ${m[0]}`);
  return [...insideIsolates, ...runs];
}
