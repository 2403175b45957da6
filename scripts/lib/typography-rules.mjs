/**
 * The typography rules of the message catalogues (decision 044), on string literals as they are
 * written in the source (escapes such as `\u00a0` stay escapes). Shared by the pass that rewrites
 * the files (scripts/french-typography-pass.mjs) and the unit test that fails on a string the pass
 * would still change, so the two can never disagree.
 */

/** A space as the source may hold it: typed, or written as an escape. */
const SPACE = String.raw`(?: |\u00a0|\u202f|\\u00a0|\\u202f|\\u00A0|\\u202F)`;
// « email » as a French word: not a placeholder ({{email}}), an address, a key or a path.
const EMAIL_WORD = /(?<![\p{L}\p{N}_.@/{-])([Ee])mail(s?)(?![\p{L}\p{N}_@}/-])/gu;
// Addresses written out in a text keep their « ? » and « : »; an escape (`\u00a0`) ends one.
const URL = /(?:https?:\/\/|www\.|mailto:|tel:)[^\s'"«»\\]*/giu;

/**
 * Texts the spec quotes word for word (its « email » is kept: a test asserts each of them); the
 * spaces of these texts still follow the typography, like their apostrophes already do.
 */
export const SPEC_EMAIL_WORDING = new Set([
  'form.emailRequired',
  'form.emailInvalid',
  'account.emailSendFailed',
  'adminEmail.sendFailed',
  'adminEmail.sendFailedUnknown',
  // The confirmation e-mail button's states (spec 4).
  'adminOrderDetail.emailSending',
  'adminOrderDetail.emailSent',
]);

/** The spaces a rule writes: escapes in a string literal, entities in JSX text. */
const IN_LITERAL = { narrow: '\\u202f', nbsp: '\\u00a0', space: SPACE, quoted: '*' };
/**
 * In JSX text a line break with its indent counts as a space, and spaces are written as entities.
 * Inside « » too only a space already typed is replaced: the other side of a guillemet is often
 * an expression (« {name} »), which may hold its own.
 */
const IN_JSX = {
  narrow: '&#x202F;',
  nbsp: '&nbsp;',
  space: String.raw`(?:\s|\u00a0|\u202f|&nbsp;|&#160;|&#x202F;|&#8239;)`,
  quoted: '+',
};

/**
 * A letter (not an Arabic one) or a placeholder's `}}` right against « ? ! ; », then a space or
 * the end: French written the English way, which lacks its narrow space (issue 26). The last
 * letter of an escape (`\n`, `\u202f`) or of an entity (`&nbsp;`) is no letter; an address's
 * « ? » is followed by its query, not a space (and addresses are set aside before this runs). A
 * « ; » must be followed by a space: one that ends a template's part is CSS (`16px;${bar}`).
 */
const AGAINST_MARK =
  /(?<!\\(?:u[\da-fA-F]{0,3})?|&#?\w*)((?![\u0600-\u06FF])\p{L}|\}\})([?!](?=\s|$|\\[nrt])|;(?=\s|\\[nrt]))/gu;

function prose(raw, keepEmail, { narrow, nbsp, space, quoted } = IN_LITERAL) {
  const spaced = raw
    .replace(new RegExp(`${space}+([?!;])`, 'g'), `${narrow}$1`)
    .replace(AGAINST_MARK, `$1${narrow}$2`)
    .replace(new RegExp(`${space}+:`, 'g'), `${nbsp}:`)
    .replace(new RegExp(`«${space}${quoted}`, 'g'), `«${nbsp}`)
    .replace(new RegExp(`${space}${quoted}»`, 'g'), `${nbsp}»`);
  return keepEmail ? spaced : spaced.replace(EMAIL_WORD, (_, e, s) => `${e}-mail${s}`);
}

/** A French literal's raw source with the rules applied; URLs are left as written. */
export function frenchLiteral(raw, keepEmail = false, spaces = IN_LITERAL) {
  let out = '';
  let last = 0;
  for (const match of raw.matchAll(URL)) {
    out += prose(raw.slice(last, match.index), keepEmail, spaces) + match[0];
    last = match.index + match[0].length;
  }
  return out + prose(raw.slice(last), keepEmail, spaces);
}

/**
 * French JSX text (between tags) with the rules applied, its spaces written as HTML entities.
 * White space with a line break at either end of the text is no space at all in JSX (« {x}⏎: »
 * shows « x: »), so it is left out: the pass never adds a space.
 */
export function frenchJsxText(raw) {
  const [, lead, body, trail] = /^(\s*\n\s*|)([\s\S]*?)(\s*\n\s*|)$/.exec(raw);
  return lead + frenchLiteral(body, false, IN_JSX) + trail;
}

/**
 * French prose in code (issue 26): a literal that holds a French word, letter or guillemet, or is
 * a label (« Motif : »), and no Arabic. English log lines, CSS, MIME types, keys and code held in
 * a string hold none (« de » and « la » are words here only standing alone), so their « : » and
 * « ; » are left alone.
 */
const FRENCH_WORD =
  /[àâçéèêëîïôûùüÿœæ’«»]|\b(?:le|la|les|un|une|des|du|de|au|aux|et|ou|est|sont|pour|par|sur|dans|avec|sans|ce|cette|qui|que|vous|votre|vos|pas|ne)\b/iu;
const LABEL = /^\s*\p{Lu}?\p{Ll}+(?: \p{Ll}+)* :\s*$/u;
const ARABIC_LETTER = /[\u0600-\u06FF]/;
/** Whether the text of a literal (its pieces joined) is French prose. */
export function isFrenchProse(text) {
  const prose = text.replace(URL, ' ').replace(CODE_SPAN, ' ');
  return !ARABIC_LETTER.test(text) && (FRENCH_WORD.test(prose) || LABEL.test(prose));
}
// A name written as code inside a text, `Authorization: Bearer`: kept as written, like a URL.
const CODE_SPAN = /`[^`]*`/g;
// In code, a letter right against « ? ! ; » (then a space or the end) or against « : » (then a
// space) is French written the English way: the rule adds the space. The last letter of an escape
// (`\n`, `\u202f`) or of an entity (`&nbsp;`) is no letter.
const TIGHT = /(?<!\\(?:u[\da-fA-F]{0,3})?|&#?\w*)(\p{L})(?:([?!;])(?=\s|$|\\[nrt])|(:)(?=\s|\\[nrt]))/gu;

/**
 * A French literal of code (app/, server/) with the rules applied: the spaces as in the
 * catalogue, and the one a letter lacks before « ? ! ; : » added; its addresses and `code`
 * left as written. Its « email » is left too: in code it is as often a field's name.
 * `jsx`: the value of a JSX attribute, where spaces are written as entities.
 */
export function frenchCodeLiteral(raw, jsx = false) {
  const spaces = jsx ? { ...IN_JSX, quoted: '*' } : IN_LITERAL;
  const skip = new RegExp(`${URL.source}|${CODE_SPAN.source}`, 'giu');
  let out = '';
  let last = 0;
  const fix = (text) =>
    frenchLiteral(text, true, spaces).replace(
      TIGHT,
      (_, letter, mark, colon) => letter + (mark ? `${spaces.narrow}${mark}` : `${spaces.nbsp}${colon}`),
    );
  for (const match of raw.matchAll(skip)) {
    out += fix(raw.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  return out + fix(raw.slice(last));
}

// An isolate as written in the Arabic catalogue: LRI or FSI, then up to PDI.
const ISOLATE = /(\\u2066|\\u2068|\u2066|\u2068)((?:(?!\\u2069|\u2069).)*)(\\u2069|\u2069)/g;

/** An Arabic literal's raw source with every space inside an isolate made no-break. */
export function arabicLiteral(raw) {
  return raw.replace(ISOLATE, (_, open, inside, close) => `${open}${inside.replace(/ /g, '\\u00a0')}${close}`);
}

/**
 * The string literals of a source file, with their key when written `key: '…'`: quotes, comments
 * and template literals are told apart so an apostrophe in a comment never opens a string.
 */
export function literals(source) {
  const found = [];
  let i = 0;
  let key = null;
  while (i < source.length) {
    const c = source[i];
    if (c === '/' && source[i + 1] === '/')
      i = source.indexOf('\n', i) === -1 ? source.length : source.indexOf('\n', i);
    else if (c === '/' && source[i + 1] === '*') i = source.indexOf('*/', i + 2) + 2;
    else if (c === "'" || c === '"' || c === '`') {
      let j = i + 1;
      while (j < source.length && source[j] !== c) j += source[j] === '\\' ? 2 : 1;
      if (c !== '`') found.push({ start: i + 1, end: j, raw: source.slice(i + 1, j), key });
      i = j + 1;
    } else {
      const word = /^([A-Za-z_$][\w$]*)\s*:/.exec(source.slice(i, i + 80));
      if (word && !/[\w$]/.test(source[i - 1] ?? '')) {
        key = word[1];
        i += word[0].length;
      } else i += 1;
    }
  }
  return found;
}

/** The file with `rewrite(raw, key)` applied to each literal. */
export function rewriteLiterals(source, rewrite) {
  let out = '';
  let last = 0;
  for (const lit of literals(source)) {
    out += source.slice(last, lit.start) + rewrite(lit.raw, lit.key);
    last = lit.end;
  }
  return out + source.slice(last);
}
