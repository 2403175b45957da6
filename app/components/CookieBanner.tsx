import { Cookie } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { CONSENT_EVENT, setConsent, type Consent } from '../lib/consent';
import { useShell } from '../lib/shell-text';

/**
 * Rendered by the server only while consent is unset; a choice hides it for good.
 * It sits in the root layout's bottom dock, under the chat button (never over it).
 */
export function CookieBanner() {
  const text = useShell();
  const [hidden, setHidden] = useState(false);
  // Marks when the buttons answer (after hydration); browser tests wait for it.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    setReady(true);
    // The order form may set 'essential' by itself; the banner then has nothing left to ask.
    const onChange = () => setHidden(true);
    window.addEventListener(CONSENT_EVENT, onChange);
    return () => window.removeEventListener(CONSENT_EVENT, onChange);
  }, []);
  if (hidden) return null;
  const choose = (value: Consent) => {
    setConsent(value);
    setHidden(true);
  };
  return (
    <section
      aria-label={text.cookieRegion}
      className="pointer-events-auto w-full max-w-3xl self-stretch rounded-2xl border border-line bg-surface p-5 shadow-2xl sm:mx-auto sm:self-end"
      data-testid="cookie-banner"
      data-ready={ready ? 'true' : undefined}
    >
      <div className="flex gap-4">
        <Cookie className="mt-0.5 hidden h-6 w-6 shrink-0 text-accent sm:block" aria-hidden="true" />
        <div className="flex-1">
          <h2 className="font-sans text-base font-semibold">{text.cookieTitle}</h2>
          <p className="mt-1.5 text-sm leading-relaxed text-muted">
            {text.cookieText}{' '}
            <Link to="/cookies" className="text-brand underline">
              {text.cookieMore}
            </Link>
          </p>
          <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-end">
            <button type="button" className="btn-secondary py-2.5" onClick={() => choose('essential')}>
              {text.cookieEssential}
            </button>
            <button type="button" className="btn-primary py-2.5" onClick={() => choose('all')}>
              {text.cookieAll}
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
