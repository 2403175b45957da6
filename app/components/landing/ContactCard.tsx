import { CalendarCheck, Clock, Mail, MapPin, Phone } from 'lucide-react';
import { BUSINESS } from '../../../core/business';
import { telHref } from './format';

/** The card's words, in the page's language: the catalogue's `requestForm.card*` (app/content/pages/landing-shared.ts contactLabels). */
export interface ContactCardLabels {
  title: string;
  address: string;
  phone: string;
  email: string;
  hours: string;
  hoursText: string;
  appointment: string;
}

/**
 * The office's address, phone, e-mail and hours, all taken from BUSINESS. Its words come as a
 * prop rather than from the catalogue: the landing pages that show it load no catalogue.
 */
export function ContactCard({
  labels,
  appointmentNote = true,
  children,
}: {
  labels: ContactCardLabels;
  appointmentNote?: boolean;
  children?: React.ReactNode;
}) {
  const b = BUSINESS;
  const l = labels;
  return (
    <div className="card flex h-full flex-col">
      <h3 className="text-xl font-semibold">{l.title}</h3>
      <p className="mt-1 text-sm text-muted">
        {b.tradeName} — {b.translatorName}
      </p>
      <ul className="mt-5 space-y-4">
        <li className="flex gap-3">
          <MapPin className="mt-0.5 h-5 w-5 shrink-0 text-brand" aria-hidden="true" />
          <div>
            <p className="text-sm font-medium text-muted">{l.address}</p>
            {/* Each line isolated: in an Arabic page « 12 rue… » would otherwise show its number last. */}
            <address className="not-italic text-ink" lang="fr">
              <bdi>{b.address.street}</bdi>
              <br />
              <bdi>
                {b.address.postalCode} {b.address.city}
              </bdi>
            </address>
          </div>
        </li>
        <li className="flex gap-3">
          <Phone className="mt-0.5 h-5 w-5 shrink-0 text-brand" aria-hidden="true" />
          <div>
            <p className="text-sm font-medium text-muted">{l.phone}</p>
            <a
              href={telHref()}
              dir="ltr"
              className="font-medium text-ink no-underline hover:text-brand hover:underline"
            >
              {b.phoneDisplay}
            </a>
          </div>
        </li>
        <li className="flex gap-3">
          <Mail className="mt-0.5 h-5 w-5 shrink-0 text-brand" aria-hidden="true" />
          <div className="min-w-0">
            <p className="text-sm font-medium text-muted">{l.email}</p>
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
            <p className="text-sm font-medium text-muted">{l.hours}</p>
            <p className="text-ink">{l.hoursText}</p>
          </div>
        </li>
      </ul>
      {appointmentNote ? (
        <p className="mt-5 flex gap-3 rounded-xl bg-accent-soft px-4 py-3 text-sm leading-relaxed text-ink">
          <CalendarCheck className="mt-0.5 h-4 w-4 shrink-0 text-accent" aria-hidden="true" />
          <span>{l.appointment}</span>
        </p>
      ) : null}
      {children ? <div className="mt-auto pt-6">{children}</div> : null}
    </div>
  );
}
