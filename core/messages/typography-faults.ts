import { SPEC_EMAIL_WORDING } from '../../scripts/lib/typography-rules.mjs';

/**
 * French typography as a reader sees it (decision 044): U+202F before « ? ! ; », U+00A0 before
 * « : » and inside « », « e-mail » rather than « email ». Written apart from the pass that
 * applies it (scripts/french-typography-pass.mjs), so the tests that use it check the pass too.
 */
const ADDRESS = /(?:https?:\/\/|www\.|mailto:|tel:)\S*/giu;
const RULES: [string, RegExp][] = [
  ['a space that is not U+202F before ? ! ;', /[ \u00a0\t][?!;]/],
  // A letter or a placeholder right against the mark (not an entity's « ; », not Arabic).
  ['no U+202F before ? ! ;', /(?<!&#?\w*)(?:(?![\u0600-\u06FF])\p{L}|\}\})(?:[?!](?=\s|$)|;(?=\s))/u],
  ['a space that is not U+00A0 before :', /[ \u202f\t]:/],
  ['« without U+00A0 after it', /«(?!\u00a0)/],
  ['» without U+00A0 before it', /(?<!\u00a0)»/],
];
const EMAIL = /(?<![\p{L}\p{N}_.@/{-])[Ee]mails?(?![\p{L}\p{N}_@}/-])/u;

/** What breaks the rules in `text`, each fault named with `id`; the spec's own « email » texts are allowed theirs. */
export function typographyFaults(id: string, text: string): string[] {
  const prose = text.replace(ADDRESS, ' ');
  const faults = RULES.filter(([, rule]) => rule.test(prose)).map(([what]) => what);
  if (!SPEC_EMAIL_WORDING.has(id) && EMAIL.test(prose)) faults.push('« email » for « e-mail »');
  return faults.map((what) => `${id}: ${what}: ${text.slice(0, 70)}`);
}
