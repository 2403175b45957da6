import { Cookie } from 'lucide-react';
import { useContext, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { localizedPath } from '../../core/messages/pages';
import { CONSENT_EVENT, currentConsent, setConsent, type Consent } from '../lib/consent';
import { PageLang } from '../lib/page-lang';
import { useShell } from '../lib/shell-text';

/**
 * Rendered by the server only while consent is unset; a choice hides it for good.
 * It sits in the root layout's bottom dock, under the chat button (never over it).
 */
export function CookieBanner() {
  const text = useShell();
  const lang = useContext(PageLang);
  const [hidden, setHidden] = useState(false);
  // Marks when the buttons answer (after hydration); browser tests wait for it.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    setReady(true);
    // The order form may set 'essential' by itself; the banner then has nothing left to ask.
    const onChange = () => setHidden(true);
    window.addEventListener(CONSENT_EVENT, onChange);
    // It may have done so before this listened: typing in it before hydration counts at hydration (decision 027).
    if (currentConsent() !== null) setHidden(true);
    return () => window.removeEventListener(CONSENT_EVENT, onChange);
  }, []);
  if (hidden) return null;
  const choose = (value: Consent) => {
    setConsent(value);
    setHidden(true);
  };
  return (
    <section
      aria-labelledby="cookies-titre"
      className="pointer-events-auto w-full max-w-3xl self-stretch max-sm:shrink-0 rounded-2xl border border-line bg-surface px-3 py-2.5 shadow-2xl sm:mx-auto sm:self-end sm:p-5"
      data-testid="cookie-banner"
      data-ready={ready ? 'true' : undefined}
    >
      <div className="flex gap-4">
        <Cookie className="mt-0.5 hidden h-6 w-6 shrink-0 text-accent sm:block" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h2 id="cookies-titre" className="sr-only font-sans text-base font-semibold sm:not-sr-only">
            {text.cookieTitle}
          </h2>
          {/* No optional cookie exists today (decision 031): the banner says so, in one line on a phone. */}
          <p
            className="text-[0.8125rem] leading-snug text-ink sm:mt-1.5 sm:text-sm sm:leading-relaxed sm:text-muted"
            data-testid="cookie-banner-text"
          >
            {text.cookieTextStart} {/* The cookies page in the page's language (its Arabic summary since issue 17). */}
            <Link to={localizedPath(lang, '/cookies')} className="text-brand underline">
              {text.cookieTextLink}
            </Link>{' '}
            {text.cookieTextEnd}
            <span className="hidden sm:inline"> {text.cookieTextDetails}</span>.
          </p>
          <div className="mt-2 grid grid-cols-[auto_auto] justify-end gap-2 sm:mt-4 sm:flex">
            {/* Short on a phone, so both fit on one row; the accessible name stays the full one. */}
            <button
              type="button"
              className="btn-secondary px-3 py-2 text-[0.8125rem] sm:px-4 sm:py-2.5 sm:text-sm"
              onClick={() => choose('essential')}
            >
              <span className="sm:hidden" aria-hidden="true">
                {text.cookieEssentialShort}
              </span>
              <span className="sr-only sm:not-sr-only">{text.cookieEssential}</span>
            </button>
            <button
              type="button"
              className="btn-primary px-3 py-2 text-[0.8125rem] sm:px-4 sm:py-2.5 sm:text-sm"
              onClick={() => choose('all')}
            >
              <span className="sm:hidden" aria-hidden="true">
                {text.cookieAllShort}
              </span>
              <span className="sr-only sm:not-sr-only">{text.cookieAll}</span>
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
