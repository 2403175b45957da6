import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

export interface Crumb {
  name: string;
  path: string;
}

/** The breadcrumb's own words on a page in another language (sent by its loader); French by default. */
export interface CrumbWords {
  home: string;
  homePath: string;
  nav: string;
}

const FRENCH_CRUMBS: CrumbWords = { home: 'Accueil', homePath: '/', nav: 'Fil d’Ariane' };

/** Accueil › … › current page; the last crumb is the page itself. */
export function Breadcrumb({ crumbs, words = FRENCH_CRUMBS }: { crumbs: Crumb[]; words?: CrumbWords }) {
  return (
    <nav aria-label={words.nav} className="mb-5 text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-1">
        <li>
          <Link to={words.homePath} className="text-muted no-underline hover:text-brand">
            {words.home}
          </Link>
        </li>
        {crumbs.map((c, i) => (
          <li key={`${c.path}|${c.name}`} className="flex items-center gap-1">
            <ChevronRight className="h-3.5 w-3.5 rtl:-scale-x-100" aria-hidden="true" />
            {i === crumbs.length - 1 ? (
              <span aria-current="page" className="text-ink">
                {c.name}
              </span>
            ) : (
              <Link to={c.path} className="text-muted no-underline hover:text-brand">
                {c.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Title band shared by inner pages: breadcrumb, h1 and an optional lead paragraph. */
export function PageHero({
  title,
  lead,
  eyebrow,
  crumbs = [],
  crumbWords,
  children,
}: {
  title: string;
  lead?: React.ReactNode;
  eyebrow?: string;
  crumbs?: Crumb[];
  crumbWords?: CrumbWords;
  children?: React.ReactNode;
}) {
  return (
    <section className="border-b border-line bg-surface-2/60">
      <div className="container-page py-10 sm:py-14">
        <Breadcrumb crumbs={crumbs} words={crumbWords} />
        {eyebrow ? <p className="eyebrow mb-3">{eyebrow}</p> : null}
        <h1 className="max-w-3xl text-3xl leading-tight font-semibold sm:text-4xl lg:text-[2.75rem]">{title}</h1>
        {lead ? <div className="mt-4 max-w-2xl text-lg leading-relaxed text-muted">{lead}</div> : null}
        {children}
      </div>
    </section>
  );
}
