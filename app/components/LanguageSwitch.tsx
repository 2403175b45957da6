import { Languages } from 'lucide-react';
import { useContext } from 'react';
import { useLocation, useMatches } from 'react-router';
import { LANGUAGE_NAMES, type Lang } from '../../core/messages/languages';
import { alternatesOf } from '../lib/page-alternates';
import { writeCookie } from '../lib/cookies';
import { PageLang } from '../lib/page-lang';
import { useShell } from '../lib/shell-text';
import { cookieDays } from '../../core/cookie-lifetimes';

/** The essential cookie that remembers the visitor's language (server/plugins/i18n.ts reads it). */
const LANG_COOKIE = 'lang';

/**
 * « العربية » on a French page, « Français » on an Arabic one, to the same page in the other
 * language; nothing on a page that exists in one language only (core/messages/pages.ts, or an
 * article or a question without its translation).
 * A whole-page load: the other language has its own <html lang dir>, font and cached page.
 */
export function LanguageSwitch({ place }: { place: 'bar' | 'header' }) {
  const lang = useContext(PageLang);
  const { pathname, search } = useLocation();
  const text = useShell();
  const matches = useMatches();
  const alternates = alternatesOf(pathname, matches);
  if (!alternates) return null;
  const other: Lang = lang === 'ar' ? 'fr' : 'ar';
  const link = (
    <a
      href={alternates[other] + search}
      hrefLang={other}
      title={text.switchLabel}
      aria-label={place === 'header' ? LANGUAGE_NAMES[other] : undefined}
      onClick={() => writeCookie(LANG_COOKIE, other, cookieDays('lang'))}
      className={`items-center gap-1.5 font-medium text-ink/80 no-underline hover:bg-surface-2 hover:text-brand ${
        place === 'bar'
          ? 'inline-flex h-8 rounded-lg px-1.5 text-[0.8125rem]'
          : // A pill in the header's row from the smallest phone up (issue 26): a visitor looking for
            // Arabic finds it without opening the menu.
            `inline-flex h-9 shrink-0 rounded-full border border-line px-2 max-[380px]:px-1.5 text-[0.8125rem] ${other === 'fr' ? "max-[380px]:after:content-['FR']" : ''} whitespace-nowrap sm:px-2.5 sm:text-sm hover:border-brand/40 lg:hidden xl:inline-flex`
      }`}
      data-testid={`language-switch-${place}`}
    >
      <Languages className={`h-4 w-4 shrink-0 ${place === 'header' ? 'max-sm:hidden' : ''}`} aria-hidden="true" />
      {/* Below 380 px « Français » would push the header's row past the screen: the pill shows « FR »
          (drawn by CSS, so the link's text and name stay « Français »). « العربية » is short enough. */}
      <span lang={other} className={place === 'header' && other === 'fr' ? 'max-[380px]:hidden' : undefined}>
        {LANGUAGE_NAMES[other]}
      </span>
    </a>
  );
  if (place === 'header') return link;
  // Beside the whole navigation until xl the header's row is full: the other language gets a line
  // of its own above it (it scrolls away). Phones have the pill in the row instead.
  return (
    <div className="hidden border-b border-line bg-surface-2/60 lg:block xl:hidden">
      <div className="container-page flex justify-end">{link}</div>
    </div>
  );
}
