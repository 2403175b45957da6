import { ArrowRight, Check } from 'lucide-react';
import { Link } from 'react-router';
import { PageHero, type Crumb } from '../PageHero';

export interface HeroAction {
  to: string;
  label: string;
}

/**
 * The title band of the landing pages: the shared PageHero (breadcrumb, h1,
 * lead) plus calls to action, a short list of reassurances and, on wide
 * screens, an illustration in the free space to the right of the text.
 */
export function LandingHero({
  eyebrow,
  title,
  lead,
  crumbs,
  primary,
  secondary,
  points = [],
  illustration,
}: {
  eyebrow: string;
  title: string;
  lead: React.ReactNode;
  crumbs: Crumb[];
  primary: HeroAction;
  secondary?: HeroAction;
  points?: string[];
  illustration?: React.ReactNode;
}) {
  return (
    <div className="relative">
      <PageHero eyebrow={eyebrow} title={title} lead={lead} crumbs={crumbs}>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Link to={primary.to} className="btn-primary">
            {primary.label}
            <ArrowRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
          </Link>
          {secondary ? (
            <Link to={secondary.to} className="btn-secondary">
              {secondary.label}
            </Link>
          ) : null}
        </div>
        {points.length > 0 ? (
          <ul className="mt-7 flex max-w-2xl flex-col gap-2.5 text-sm text-muted sm:flex-row sm:flex-wrap sm:gap-x-6">
            {points.map((p) => (
              <li key={p} className="flex items-center gap-2">
                <span className="flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-success-soft">
                  <Check className="h-3.5 w-3.5 text-success" aria-hidden="true" />
                </span>
                {p}
              </li>
            ))}
          </ul>
        ) : null}
      </PageHero>
      {illustration ? (
        <div aria-hidden="true" className="pointer-events-none absolute inset-0 hidden xl:block">
          <div className="container-page flex h-full items-end justify-end pb-12">{illustration}</div>
        </div>
      ) : null}
    </div>
  );
}
