import { Mail, MapPin, Phone } from 'lucide-react';
import { useContext } from 'react';
import { BUSINESS, fullAddress } from '../../core/business';
import { PageLang } from '../lib/page-lang';
import { useShell, type ShellText } from '../lib/shell-text';
import { Logo } from './Logo';
import { ShellLink } from './SiteHeader';

/** Spec section 2: exactly these links. */
const FOOTER_LINKS = [
  { to: '/services', label: 'footerServices' },
  // Beyond the spec's list: the pages that explain the legalisation chain the order form sells.
  { to: '/legalisation', label: 'footerLegalisation' },
  { to: '/Emirats', label: 'footerEmirates' },
  { to: '/blog', label: 'navBlog' },
  { to: '/traduction-arabe-dijon', label: 'footerDijon' },
  { to: '/contact', label: 'navContact' },
  { to: '/legal', label: 'footerLegal' },
  { to: '/cgu', label: 'footerCgu' },
  { to: '/cookies', label: 'footerCookies' },
  { to: '/securite-ssl', label: 'footerSecurity' },
  { to: '/rgpd', label: 'footerRgpd' },
] as const satisfies readonly { to: string; label: keyof ShellText }[];

export function SiteFooter() {
  const b = BUSINESS;
  const lang = useContext(PageLang);
  const text = useShell();
  return (
    <footer className="site-footer mt-20 border-t border-line bg-surface">
      <div className="container-page grid gap-10 py-12 md:grid-cols-[1.3fr_1fr_1fr]">
        <div>
          <Logo tagline={text.logoTagline} />
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-muted">{text.footerAbout}</p>
        </div>
        <div>
          <h2 className="font-sans text-sm font-semibold tracking-wide text-ink">{text.navContact}</h2>
          <ul className="mt-4 space-y-3 text-sm text-muted">
            <li className="flex gap-2.5">
              <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-brand" aria-hidden="true" />
              <address className="not-italic">
                <bdi lang="fr">{fullAddress()}</bdi>
              </address>
            </li>
            <li className="flex gap-2.5">
              <Phone className="mt-0.5 h-4 w-4 shrink-0 text-brand" aria-hidden="true" />
              <a
                href={`tel:${b.phone.replace(/\s/g, '')}`}
                dir="ltr"
                className="text-muted no-underline hover:text-brand"
              >
                {b.phoneDisplay}
              </a>
            </li>
            <li className="flex gap-2.5">
              <Mail className="mt-0.5 h-4 w-4 shrink-0 text-brand" aria-hidden="true" />
              <a href={`mailto:${b.email}`} className="break-all text-muted no-underline hover:text-brand">
                {b.email}
              </a>
            </li>
            <li className="ps-6.5">{text.openingHours}</li>
          </ul>
        </div>
        <nav aria-label={text.footerNav}>
          <h2 className="font-sans text-sm font-semibold tracking-wide text-ink">{text.footerInfo}</h2>
          <ul className="mt-4 grid gap-2 text-sm">
            {FOOTER_LINKS.map((l) => (
              <li key={l.to}>
                <ShellLink to={l.to} lang={lang} className="text-muted no-underline hover:text-brand hover:underline">
                  {text[l.label]}
                </ShellLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-line">
        <div className="container-page flex flex-col gap-1 py-5 text-xs text-muted sm:flex-row sm:justify-between">
          {/* The name and SIRET as registered (isolated, so an Arabic page keeps their order); the VAT
              mention in the page's language, its French legal reference in brackets (issue 17). */}
          <p>
            <bdi lang="fr">
              © {new Date().getFullYear()} {b.tradeName} — SIRET {b.siret}
            </bdi>{' '}
            — {text.vatNote ?? b.vatNote}
          </p>
          <p>{text.footerTrust}</p>
        </div>
      </div>
    </footer>
  );
}
