import { ArrowRight, Mail, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { BUSINESS } from '../../../core/business';
import type { LegalFrameText } from '../LegalPage';

/** Under a legal page: how to ask about it, and the other legal pages. */
export function LegalContact({ frame }: { frame: LegalFrameText }) {
  const b = BUSINESS;
  return (
    <div className="mt-14 grid max-w-3xl gap-6 rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8 md:grid-cols-2">
      <div>
        <h2 className="text-xl font-semibold">{frame.questionTitle}</h2>
        <p className="mt-2 text-sm leading-relaxed text-muted">{frame.questionText}</p>
        <ul className="mt-4 space-y-2 text-sm">
          <li className="flex items-center gap-2.5">
            <Mail className="h-4 w-4 shrink-0 text-brand" aria-hidden="true" />
            <a href={`mailto:${b.email}`} className="break-all text-brand underline">
              {b.email}
            </a>
          </li>
          <li className="flex items-center gap-2.5">
            <Phone className="h-4 w-4 shrink-0 text-brand" aria-hidden="true" />
            <a href={`tel:${b.phone.replace(/\s/g, '')}`} className="text-brand underline">
              {b.phoneDisplay}
            </a>
          </li>
        </ul>
        <Link to="/contact" className="btn-primary mt-5">
          {frame.contactForm}
          <ArrowRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
        </Link>
      </div>
      <nav aria-label={frame.othersLabel} className="md:border-l md:border-line md:pl-6">
        <p className="eyebrow">{frame.seeAlso}</p>
        <ul className="mt-3 space-y-2 text-sm">
          {frame.others.map((p) => (
            <li key={p.path}>
              <Link to={p.path} className="text-ink underline decoration-line hover:text-brand hover:decoration-brand">
                {p.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
