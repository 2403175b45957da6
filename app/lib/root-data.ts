import type { AppLoadContext } from 'react-router';
import { useRouteLoaderData } from 'react-router';
import type { adminLists } from '../../core/messages/fr/admin-lists';
import type { Consent } from './consent';
import type { SessionUser } from './session-user';
import type { ShellText } from './shell-text';
import type { Theme } from './theme';

/** What the root loader (app/root.tsx) gives every page. */
export interface RootData {
  theme: Theme;
  consent: Consent | null;
  /**
   * The settings pages show in the browser. Not the rest of the server's (the default chat hours,
   * which the translator's own override replaces, nor whether backups run): they stay server-side.
   */
  config: Pick<AppLoadContext['config'], 'publicUrl' | 'reviewsUrl' | 'retention'>;
  /** The page's language (URL prefix), read by the root layout and the messages provider. */
  lang: AppLoadContext['lang'];
  /** The shell's words in that language (app/lib/shell-text.ts). */
  shell: ShellText;
  /** From the server session (role read from the database); the header renders from it on first paint. */
  user: SessionUser | null;
  /** Signed-in pages only: whether this visitor has a conversation (ChatLauncher). */
  chat: { active: boolean } | null;
  /** Arabic pages only: the Arabic faces' CSS, inlined in the head (app/.server/arabic-font-css.ts). */
  arabicFontCss?: string;
  /** French pages seen by a visitor whose browser prefers Arabic: the bar's words (decision 045). */
  arabicOffer?: ArabicOfferText;
  /** A signed-in admin only: the French words of her controls on the public FAQ and blog (decision 034). */
  adminLists?: AdminListsText;
}

/** The admin's words on the public FAQ and blog lists (core/messages/fr/admin-lists.ts), in French. */
export type AdminListsText = { readonly [K in keyof typeof adminLists]: string } & {
  /** The spec's own words for these controls, taken from their domains in French (app/.server/admin-lists.ts). */
  readonly addQuestion: string;
  readonly confirmDeleteFaq: string;
  readonly confirmDeleteArticle: string;
};

/** The words of the bar that offers a page's Arabic version, in Arabic. */
export interface ArabicOfferText {
  readonly label: string;
  readonly text: string;
  readonly link: string;
  readonly hide: string;
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}
