import type { Lang } from '../../core/messages/languages';
import { pageAlternates } from '../../core/messages/pages';

type Matches = ReadonlyArray<{ data?: unknown } | undefined>;

/**
 * The same page in each language: a listed page's (core/messages/pages.ts), else the one its
 * loader names — a question or an article and its translation (decision 034), whose addresses
 * only the database knows. Read by hreflang (seo.ts) and the language switcher.
 */
export function alternatesOf(pathname: string, matches: Matches): Record<Lang, string> | null {
  const listed = pageAlternates(pathname);
  if (listed) return listed;
  for (const match of matches) {
    const found = (match?.data as { languageAlternates?: Record<Lang, string> | null } | undefined)?.languageAlternates;
    if (found) return found;
  }
  return null;
}
