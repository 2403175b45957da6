import { Languages, X } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useMatches } from 'react-router';
import { alternatesOf } from '../../lib/page-alternates';
import { writeCookie } from '../../lib/cookies';
import type { ArabicOfferText } from '../../lib/root-data';
import { cookieDays } from '../../../core/cookie-lifetimes';

/** The language choice cookie: server/plugins/i18n.ts and core/arabic-offer.ts read it. */
const LANG_COOKIE = 'lang';

/**
 * « هذه الصفحة متوفرة بالعربية » above the header of a French page, for a visitor whose browser
 * prefers Arabic and who has not chosen a language (decision 045). Rendered by the server (no
 * layout shift, no script needed to see it), only where the page exists in Arabic. Following the
 * link chooses Arabic, « hide » chooses French: either way the cookie stops the bar on every tab.
 */
export function ArabicOfferBar({ text }: { text: ArabicOfferText }) {
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const [hidden, setHidden] = useState(false);
  const arabic = alternatesOf(pathname, matches)?.ar;
  if (hidden || !arabic) return null;
  return (
    <aside
      lang="ar"
      dir="rtl"
      aria-label={text.label}
      className="border-b border-brand/20 bg-brand-soft text-ink"
      data-testid="arabic-offer"
    >
      <div className="container-page flex min-h-11 items-center gap-x-3 py-1.5 text-[0.9375rem] leading-snug">
        <Languages className="h-4.5 w-4.5 shrink-0 text-brand" aria-hidden="true" />
        <p className="min-w-0 flex-1">
          <span className="me-1.5">{text.text}</span>
          <a
            href={arabic + search}
            hrefLang="ar"
            onClick={() => writeCookie(LANG_COOKIE, 'ar', cookieDays('lang'))}
            className="font-semibold whitespace-nowrap text-brand underline underline-offset-4"
            data-testid="arabic-offer-link"
          >
            {text.link}
          </a>
        </p>
        <button
          type="button"
          onClick={() => {
            writeCookie(LANG_COOKIE, 'fr', cookieDays('lang'));
            setHidden(true);
          }}
          className="-me-2 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg text-ink/70 hover:bg-surface hover:text-ink"
          aria-label={text.hide}
          data-testid="arabic-offer-hide"
        >
          <X className="h-4.5 w-4.5" aria-hidden="true" />
        </button>
      </div>
    </aside>
  );
}
