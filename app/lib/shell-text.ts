/**
 * The words of the page shell (header, footer, cookie banner, chat button) in the page's
 * language. The root loader looks them up on the server (app/.server/shell-text.ts) and sends
 * them with its data, so the browser never loads a message catalogue for them: the French home
 * page's script budget stays as it was (decision 032). Only the type comes from the catalogue.
 */
import type { fr } from '../../core/messages/fr/index';
import type { Lang } from '../../core/messages/languages';
import { useRootData } from './root-data';

type PluralSuffix = `_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`;

/** Every plain shell text, ready to show; plural texts as their forms (`cartItems_one`…). */
export type ShellText = { readonly [K in keyof typeof fr.shell]: string } & {
  readonly [K: `${string}${PluralSuffix}`]: string | undefined;
} & {
  /** The VAT mention of the footer (app/.server/shell-text.ts). */
  readonly vatNote: string;
};

/** The shell texts of this page (an empty object only when the root loader itself failed). */
export function useShell(): ShellText {
  return useRootData()?.shell ?? ({} as ShellText);
}

/** A plural shell text for `count`, its form chosen by Intl.PluralRules like core/messages does. */
export function shellPlural(text: ShellText, lang: Lang, base: string, count: number): string {
  const form =
    (count === 0 ? text[`${base}_zero`] : undefined) ??
    text[`${base}_${new Intl.PluralRules(lang).select(count)}` as `${string}_other`] ??
    text[`${base}_other`] ??
    '';
  return form.replace('{{count}}', String(count));
}
