import type { frBackOffice } from './fr/back-office';
import type { frBrowser } from './fr/browser';
import type { fr } from './fr/index';

/**
 * The shape every language follows, taken from the French catalogue: same
 * domains, same keys, any text. A domain of a complete language that lacks a
 * key does not compile (`ArabicDomain`); at run time a missing key falls back
 * to French.
 */
type French = typeof fr;

/** CLDR plural categories, as `Intl.PluralRules` names them (Arabic uses all six). */
type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type PluralKey<K> = K extends `${infer Base}_${PluralCategory}` ? Base : never;

/**
 * A domain of another language: every plain key; for a plural key (`x_one` /
 * `x_other` in French) `x_other` is required and the other categories optional,
 * because languages need different sets (French: one, other; Arabic: six).
 */
type DomainShape<D> = { [K in keyof D as K extends `${string}_${PluralCategory}` ? never : K]: string } & {
  [K in keyof D as K extends `${infer B}_other` ? `${B}_other` : never]: string;
} & {
  [K in keyof D as K extends `${infer B}_other` ? `${B}_${Exclude<PluralCategory, 'other'>}` : never]?: string;
};

/**
 * A domain of a complete language (Arabic): every key of French's, and all six plural forms
 * (zero, one, two, few, many, other): a missing or unknown key does not compile.
 */
export type ArabicDomain<D extends keyof French> = Required<DomainShape<French[D]>>;

/** Every domain of French's browser share (./fr/browser.ts). */
export type CompleteBrowserCatalogue = { [D in keyof typeof frBrowser]: ArabicDomain<D> };

/** Every domain of the back office's share (./fr/back-office.ts). */
export type CompleteBackOffice = { [D in keyof typeof frBackOffice]: ArabicDomain<D> };

/** Every domain of French's. */
export type CompleteCatalogue = { [D in keyof French]-?: ArabicDomain<D> };

type Domain = keyof French & string;
type KeyOf<D extends Domain> = keyof French[D] & string;
type IdOf<D extends Domain, K extends string> = K extends `${string}_${PluralCategory}`
  ? `${D}.${PluralKey<K>}`
  : `${D}.${K}`;

/** `order.notFound`, `adminOrder.filesDeleted`…: every message id, plural ids without their suffix. */
export type MessageId = { [D in Domain]: IdOf<D, KeyOf<D>> }[Domain];

/** The French text (or, for a plural id, its `_other` form) behind an id. */
type TextOf<I extends MessageId> = I extends `${infer D extends Domain}.${infer K}`
  ? K extends KeyOf<D>
    ? French[D][K]
    : `${K}_other` extends KeyOf<D>
      ? French[D][`${K}_other`]
      : never
  : never;

type Placeholders<S> = S extends `${string}{{${infer V}}}${infer Rest}` ? V | Placeholders<Rest> : never;

/** Ids with plural forms: their form is chosen from `count`, even when no form shows the number. */
type PluralId = { [D in Domain]: `${D}.${PluralKey<KeyOf<D>>}` }[Domain];
type VarsOf<I extends MessageId> = Placeholders<TextOf<I>> | (I extends PluralId ? 'count' : never);

/** The values an id needs: `{ max: 80 }` for « … {{max}} caractères », `count` for a plural, nothing for a plain text. */
export type MessageVars<I extends MessageId> = [VarsOf<I>] extends [never]
  ? []
  : [vars: { [V in VarsOf<I>]: string | number }];

/** Ids whose text takes no value: what a helper can accept when it passes no values on. */
export type PlainMessageId = { [I in MessageId]: MessageVars<I> extends [] ? I : never }[MessageId];
