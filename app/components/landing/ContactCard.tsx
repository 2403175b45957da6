import { CalendarCheck, Clock, Mail, MapPin, Phone } from 'lucide-react';
import { BUSINESS } from '../../../core/business';
import { telHref } from './format';

/** The office's address, phone, e-mail and hours, all taken from BUSINESS. */
export function ContactCard({
  title = 'Coordonnées du cabinet',
  appointmentNote = true,
  children,
}: {
  title?: string;
  appointmentNote?: boolean;
  children?: React.ReactNode;
}) {
  const b = BUSINESS;
  return (
    <div className="card flex h-full flex-col">
      <h3 className="text-xl font-semibold">{title}</h3>
      <p className="mt-1 text-sm text-muted">
        {b.tradeName} — {b.translatorName}
      </p>
      <ul className="mt-5 space-y-4">
        <li className="flex gap-3">
          <MapPin className="mt-0.5 h-5 w-5 shrink-0 text-brand" aria-hidden="true" />
          <div>
            <p className="text-sm font-medium text-muted">Adresse</p>
            <address className="not-italic text-ink">
              {b.address.street}
              <br />
              {b.address.postalCode} {b.address.city}
            </address>
          </div>
        </li>
        <li className="flex gap-3">
          <Phone className="mt-0.5 h-5 w-5 shrink-0 text-brand" aria-hidden="true" />
          <div>
            <p className="text-sm font-medium text-muted">Téléphone</p>
            <a href={telHref()} className="font-medium text-ink no-underline hover:text-brand hover:underline">
              {b.phoneDisplay}
            </a>
          </div>
        </li>
        <li className="flex gap-3">
          <Mail className="mt-0.5 h-5 w-5 shrink-0 text-brand" aria-hidden="true" />
          <div className="min-w-0">
            <p className="text-sm font-medium text-muted">E-mail</p>
            <a
              href={`mailto:${b.email}`}
              className="font-medium break-all text-ink no-underline hover:text-brand hover:underline"
            >
              {b.email}
            </a>
          </div>
        </li>
        <li className="flex gap-3">
          <Clock className="mt-0.5 h-5 w-5 shrink-0 text-brand" aria-hidden="true" />
          <div>
            <p className="text-sm font-medium text-muted">Horaires</p>
            <p className="text-ink">{b.openingHoursText}</p>
          </div>
        </li>
      </ul>
      {appointmentNote ? (
        <p className="mt-5 flex gap-3 rounded-xl bg-accent-soft px-4 py-3 text-sm leading-relaxed text-ink">
          <CalendarCheck className="mt-0.5 h-4 w-4 shrink-0 text-accent" aria-hidden="true" />
          <span>
            Accueil au cabinet sur rendez-vous uniquement : appelez ou écrivez-nous pour convenir d’un créneau.
          </span>
        </p>
      ) : null}
      {children ? <div className="mt-auto pt-6">{children}</div> : null}
    </div>
  );
}
