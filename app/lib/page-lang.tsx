/**
 * The page's language for everything below the root: the root loader passes it (the server
 * read it from the URL). Kept apart from the message lookups (app/lib/i18n.tsx), so a page
 * that shows no message does not load the catalogue.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { setActiveLang } from '../../core/messages/active';
import { DEFAULT_LANG, type Lang } from '../../core/messages/languages';

export const PageLang = createContext<Lang>(DEFAULT_LANG);

export function MessagesProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  // Browser only: one visitor, one page language. The server serves many at once and never sets it.
  if (typeof document !== 'undefined') setActiveLang(lang);
  return <PageLang.Provider value={lang}>{children}</PageLang.Provider>;
}

/** The page's language, for links (localizedPath) and formats. */
export const usePageLang = (): Lang => useContext(PageLang);
