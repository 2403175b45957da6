/**
 * The lookups over the registered catalogues (core/messages/<lang>.ts), the same few lines on
 * the server and in the browser: lookups, French fallback, plural forms from Intl.PluralRules
 * and `{{value}}` interpolation, in i18next's catalogue format and with its results (decisions
 * 023 and 025; catalogue.test.ts checks every message against i18next itself).
 *
 * - `t(lang, id, vars)`: the text of an id in a given language; the server passes
 *   the request's language, e-mails the one stored with the order.
 * - `tr(id, vars)`: the same in the page's language, for browser code (one person, one language).
 * - `msg(id, vars)` / `ref(id, vars)`: a message reference (id and values, no text) for a zod
 *   schema or a refusal; `wordMessage(lang, message)` words it where it reaches a person (the
 *   API's error handler and chat acks in the request's language, a form field in the page's),
 *   so a schema shared by browser and server needs no language of its own (decision 040).
 *
 * Which catalogues are there (decision 036): on the server, both, registered by
 * ./server.ts, which every server-side entry imports; in the browser, the page's language only,
 * loaded by ./index.ts before any module using a lookup runs. Browser code that needs only the
 * languages (./languages) or the active language (./active) imports those modules: the
 * catalogue then stays out of pages that show no message.
 */
import type { MessageId, MessageVars, PlainMessageId } from './catalogue';
import { activeLang } from './active';
import { DEFAULT_LANG, type Lang } from './languages';

export type { MessageId, MessageVars, PlainMessageId } from './catalogue';
export { DEFAULT_LANG, servedLang, type Lang } from './languages';

type Domains = Record<string, Record<string, unknown> | undefined>;

/** The catalogues this process holds: both on the server, the page's language in the browser. */
const registered = new Map<Lang, Domains>();
const complete = new Set<Lang>();

/**
 * Makes `lang`'s texts available to the lookups (./index.ts on the server, ./load.ts in the
 * browser). `partial`: a few domains only (French's reference names on an Arabic page), which a
 * later whole catalogue replaces.
 */
export function registerCatalogue(lang: Lang, catalogue: object, { partial = false } = {}): void {
  if (complete.has(lang)) return;
  // Merged when domains are there already (the back office's, or French's reference names; ./load.ts).
  const before = registered.get(lang);
  registered.set(lang, before ? { ...before, ...(catalogue as Domains) } : (catalogue as Domains));
  if (!partial) complete.add(lang);
}

/** Adds domains to `lang`'s texts (the back office's share, in the browser), whatever is there already. */
export function registerDomains(lang: Lang, domains: object): void {
  registered.set(lang, { ...registered.get(lang), ...(domains as Domains) });
}

/** Whether all of `lang`'s texts are there (in the browser: loaded). */
export const hasCatalogue = (lang: Lang): boolean => complete.has(lang);

type Values = Record<string, unknown>;

/** A text of `lang`'s file, or undefined when it has none (an empty text counts as none). */
function textOf(lang: Lang, key: string): string | undefined {
  const dot = key.indexOf('.');
  const domain = registered.get(lang)?.[key.slice(0, dot)];
  const text = domain?.[key.slice(dot + 1)];
  return typeof text === 'string' && text !== '' ? text : undefined;
}

const pluralRules = new Map<Lang, Intl.PluralRules>();
function pluralOf(lang: Lang, count: number): string {
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(lang)));
  return rules.select(count);
}

/**
 * The language's own text, else French's; with a numeric `count`, its plural form first
 * (`_zero` for 0 when written, then the form Intl.PluralRules picks for that language), then
 * the plain key. An id found nowhere is answered as is.
 */
function lookup(lang: Lang, id: string, count: unknown): string {
  // A language the site does not know (or none, from code that runs before the i18n hook) is French.
  // (In the browser only the page's language is registered: catalogue.test.ts keeps Arabic complete.)
  const codes: Lang[] = lang !== DEFAULT_LANG && registered.has(lang) ? [lang, DEFAULT_LANG] : [DEFAULT_LANG];
  for (const code of codes) {
    const keys =
      typeof count === 'number' ? [...(count === 0 ? [`${id}_zero`] : []), `${id}_${pluralOf(code, count)}`, id] : [id];
    for (const key of keys) {
      const text = textOf(code, key);
      if (text !== undefined) return text;
    }
  }
  return id;
}

/**
 * `{{name}}` becomes the value, never escaped (JSON, escaping e-mail templates and React do that); an
 * unknown name stays. Exported for texts the server sent already looked up (app/lib/root-data.ts).
 */
export function fill(text: string, values: Values | undefined): string {
  if (!values || !text.includes('{{')) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : String(values[name]),
  );
}

/** The text of `id` in `lang` (French where `lang` lacks it), with its values filled in. */
export function t<I extends MessageId>(lang: Lang, id: I, ...vars: MessageVars<I>): string {
  return translate(lang, id, vars[0] as Values | undefined);
}

/** `t` for an id chosen at run time (an error carrying its id and values): the values are not checked. */
export function translate(lang: Lang, id: MessageId, vars?: Values): string {
  return fill(lookup(lang, id, vars?.count), vars);
}

/** `t` in the page's language: browser code only (the server has no language of its own, only its requests'). */
export function tr<I extends MessageId>(id: I, ...vars: MessageVars<I>): string {
  return t(activeLang(), id, ...vars);
}

/** What a refusal says before anyone reads it: an id and its values, worded in the reader's language at the edge. */
export interface MessageRef {
  id: MessageId;
  vars?: Record<string, string | number>;
}

/** How a reference starts once written as a string: JSON, readable as it is in a log. */
const REF_START = '{"$msg":';

/**
 * A message reference as a string, the only thing a zod issue's message can hold:
 * `ctx.addIssue({ code: 'custom', message: ref('quoteOffer.amountInvalid') })`.
 */
export function ref<I extends MessageId>(id: I, ...vars: MessageVars<I>): string {
  return JSON.stringify(vars[0] ? { $msg: id, vars: vars[0] } : { $msg: id });
}

/** The reference a message holds, or undefined for a plain text. */
export function readRef(message: unknown): MessageRef | undefined {
  if (typeof message !== 'string' || !message.startsWith(REF_START)) return undefined;
  try {
    const parsed = JSON.parse(message) as { $msg?: unknown; vars?: Record<string, string | number> };
    if (typeof parsed.$msg === 'string') return { id: parsed.$msg as MessageId, vars: parsed.vars };
  } catch {
    // Not a reference after all: a text that happens to start like one is shown as it is.
  }
  return undefined;
}

/**
 * A message on its way to a person, in `lang`: a reference is worded, any other text (an API
 * answer, already in the request's language) stays as it is, no message at all is `fallback`.
 */
export function wordMessage(
  lang: Lang,
  message: string | null | undefined,
  fallback: PlainMessageId = 'form.invalid',
): string {
  if (!message) return t(lang, fallback);
  const found = readRef(message);
  return found ? translate(lang, found.id, found.vars) : message;
}

/** A zod error option (`.min(1, msg('form.nameRequired'))`): the issue carries the reference, not a text. */
export function msg<I extends MessageId>(id: I, ...vars: MessageVars<I>): { error: string } {
  return { error: ref(id, ...vars) };
}
