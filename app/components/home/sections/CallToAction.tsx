import { ArrowRight, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { BUSINESS } from '../../../../core/business';

/** The closing call: ask for a quote, or call. */
export function CallToAction({
  text,
  link,
}: {
  text: { title: string; text: string; quote: string };
  link: (path: string) => { to: string; hrefLang: string | undefined };
}) {
  return (
    <section aria-labelledby="devis-titre" className="container-page pt-16 sm:pt-24">
      <div className="relative overflow-hidden rounded-3xl bg-brand-soft px-6 py-12 text-center sm:px-12 sm:py-16">
        <h2 id="devis-titre" className="text-3xl leading-tight font-semibold sm:text-4xl">
          {text.title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-muted">{text.text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link {...link('/contact')} className="btn-primary px-6 py-3.5 text-base">
            {text.quote}
            <ArrowRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
          </Link>
          <a
            href={`tel:${BUSINESS.phone.replace(/\s/g, '')}`}
            dir="ltr"
            className="btn-secondary px-6 py-3.5 text-base"
          >
            <Phone className="h-4 w-4" aria-hidden="true" />
            {BUSINESS.phoneDisplay}
          </a>
        </div>
      </div>
    </section>
  );
}
