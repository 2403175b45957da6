import { Phone } from 'lucide-react';
import { BUSINESS } from '../../core/business';
import { whatsappHref } from '../../core/trust-rules';
import { useShell } from '../lib/shell-text';
import { telHref } from './landing/format';

/** WhatsApp's mark, drawn inline (lucide has no brand icons; no request, no library). */
export function WhatsAppIcon({ className = 'h-5 w-5' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="currentColor">
      <path d="M12.04 2C6.58 2 2.13 6.45 2.13 11.91c0 1.75.46 3.45 1.32 4.95L2.05 22l5.25-1.38a9.9 9.9 0 0 0 4.74 1.21c5.46 0 9.91-4.45 9.91-9.91S17.5 2 12.04 2Zm0 18.15a8.2 8.2 0 0 1-4.2-1.15l-.3-.18-3.12.82.83-3.04-.2-.31a8.19 8.19 0 0 1-1.26-4.38c0-4.54 3.7-8.23 8.24-8.23 4.54 0 8.23 3.7 8.23 8.24 0 4.54-3.7 8.23-8.22 8.23Zm4.52-6.16c-.25-.12-1.47-.72-1.7-.81-.22-.08-.39-.12-.55.13-.17.24-.64.8-.78.97-.14.17-.29.19-.54.06-.25-.12-1.05-.39-1.99-1.23-.74-.66-1.23-1.47-1.38-1.72-.14-.25-.02-.38.11-.51.11-.11.25-.29.37-.43.13-.15.17-.25.25-.42.08-.17.04-.31-.02-.43-.06-.13-.55-1.34-.76-1.83-.2-.48-.4-.42-.55-.42h-.47c-.17 0-.43.06-.66.31-.22.25-.86.85-.86 2.07 0 1.22.89 2.4 1.01 2.56.12.17 1.75 2.67 4.23 3.74.59.26 1.05.41 1.41.52.59.19 1.13.16 1.56.1.48-.07 1.47-.6 1.67-1.18.21-.58.21-1.07.15-1.18-.06-.1-.23-.16-.48-.28Z" />
    </svg>
  );
}

const iconLink =
  'inline-flex h-10 w-10 max-sm:w-9 max-[380px]:w-8 items-center justify-center rounded-lg text-ink/80 no-underline hover:bg-surface-2 hover:text-brand';

/** Call and WhatsApp as two icon buttons, for the phone header. */
export function HeaderReachLinks() {
  // Words from the shell texts the root loader sends (decision 032): no catalogue in the bundle.
  const text = useShell();
  return (
    <>
      <a href={telHref()} className={iconLink} aria-label={text.call} data-testid="header-call">
        <Phone className="h-5 w-5" aria-hidden="true" />
      </a>
      <a
        href={whatsappHref(BUSINESS.whatsappNumber)}
        className={iconLink}
        aria-label={text.whatsapp}
        data-testid="header-whatsapp"
      >
        <WhatsAppIcon />
      </a>
    </>
  );
}
