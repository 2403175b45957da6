/**
 * Spec 5, wording rule: FAQ text says « traduction certifiée », never
 * « traduction assermentée ». Applied when the text is shown, so what the
 * translator wrote is kept as written and the rule can change without a data
 * migration. Plural and unaccented spellings are covered; the case of each
 * word is kept (« Traduction Assermentée » → « Traduction Certifiée »).
 */

// Not preceded or followed by a letter: « retraduction » or « assermentées-ci » stay as they are.
const PHRASE = /(?<![\p{L}\p{N}])(traductions?)(\s+|&nbsp;|&#160;|&#xa0;)asserment[ée](e?)(s?)(?![\p{L}\p{N}])/giu;

function withCaseOf(original: string, replacement: string): string {
  const letters = original.replace(/[^\p{L}]/gu, '');
  if (letters.length > 1 && letters === letters.toUpperCase()) return replacement.toUpperCase();
  if (original[0] && original[0] !== original[0].toLowerCase())
    return replacement[0]!.toUpperCase() + replacement.slice(1);
  return replacement;
}

/** Plain text with the rule applied. */
export function certifiedWording(text: string): string {
  return text.replace(PHRASE, (match, noun: string, space: string, feminine: string, plural: string) => {
    const adjective = match.slice(noun.length + space.length);
    return `${noun}${space}${withCaseOf(adjective, `certifié${feminine ? 'e' : ''}${plural}`)}`;
  });
}

/**
 * The same rule over sanitised HTML: only text between tags changes, so link
 * targets and attributes are never rewritten.
 */
export function certifiedWordingHtml(html: string): string {
  return html
    .split(/(<[^>]*>)/)
    .map((part, i) => (i % 2 === 1 ? part : certifiedWording(part)))
    .join('');
}
