import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { splitLangPath } from '../../core/messages/pages';
import { usePageLang } from './page-lang';

/**
 * Goes to a page after an action (a saved FAQ entry, a deleted article). A page in another
 * language than this one is loaded as a document, with its own catalogue (decision 036), as
 * the language switcher does: crossing languages client-side raced the other catalogue's chunk
 * (React error 520 after saving an Arabic FAQ entry from the French back office).
 */
export function useGoToPage(): (path: string) => void {
  const navigate = useNavigate();
  const lang = usePageLang();
  return useCallback(
    (path: string) => {
      if (splitLangPath(path).lang === lang) void navigate(path);
      else window.location.assign(path);
    },
    [navigate, lang],
  );
}

/** Whether a link to `path` leaves this page's language (then `reloadDocument`, for the same reason). */
export function useCrossesLanguage(): (path: string) => boolean {
  const lang = usePageLang();
  return useCallback((path: string) => splitLangPath(path).lang !== lang, [lang]);
}
