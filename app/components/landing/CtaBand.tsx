import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { HeroAction } from './LandingHero';

/** Closing call to action: a strong band with one or two buttons. */
export function CtaBand({
  title,
  text,
  primary,
  secondary,
}: {
  title: string;
  text: React.ReactNode;
  primary: HeroAction;
  secondary?: HeroAction;
}) {
  return (
    <section aria-labelledby="cta-titre" className="container-page pt-6 pb-4">
      <div className="relative overflow-hidden rounded-3xl bg-brand px-6 py-10 text-on-brand sm:px-12 sm:py-14 dark:border dark:border-line dark:bg-brand-soft dark:text-ink">
        <svg
          aria-hidden="true"
          viewBox="0 0 200 200"
          className="pointer-events-none absolute hidden sm:block -top-28 -end-28 h-56 w-56 opacity-15 dark:opacity-25"
        >
          <circle cx="100" cy="100" r="96" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="100" cy="100" r="72" fill="none" stroke="currentColor" strokeWidth="2" strokeDasharray="4 6" />
          <circle cx="100" cy="100" r="48" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        <div className="relative grid gap-8 lg:grid-cols-[1fr_auto] lg:items-center">
          <div>
            <h2 id="cta-titre" className="text-2xl leading-tight font-semibold text-on-brand sm:text-3xl dark:text-ink">
              {title}
            </h2>
            <div className="mt-3 max-w-2xl text-lg leading-relaxed text-on-brand/90 dark:text-muted">{text}</div>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row lg:flex-col lg:items-stretch">
            <Link
              to={primary.to}
              className="btn whitespace-nowrap bg-on-brand text-brand hover:bg-brand-soft dark:bg-brand dark:text-on-brand dark:hover:bg-brand-strong"
            >
              {primary.label}
              <ArrowRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
            </Link>
            {secondary ? (
              <Link
                to={secondary.to}
                className="btn whitespace-nowrap border border-on-brand/50 text-on-brand hover:bg-on-brand/10 dark:border-line dark:bg-surface dark:text-ink dark:hover:border-brand dark:hover:text-brand"
              >
                {secondary.label}
              </Link>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
