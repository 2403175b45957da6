import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { localizedPath } from '../../core/messages/pages';
import { usePageLang } from '../lib/page-lang';
import { useShell } from '../lib/shell-text';

export interface Crumb {
  name: string;
  path: string;
}

/** Accueil › … › current page; the last crumb is the page itself. */
export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  // The shell's words, sent by the root loader: pages without a form load no catalogue.
  const shell = useShell();
  const lang = usePageLang();
  return (
    <nav aria-label={shell.breadcrumb ?? 'Fil d’Ariane'} className="mb-5 text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-1">
        <li>
          <Link to={localizedPath(lang, '/')} className="text-muted no-underline hover:text-brand">
            {shell.navHome ?? 'Accueil'}
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
              <Link to={localizedPath(lang, c.path)} className="text-muted no-underline hover:text-brand">
                {c.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * Title band shared by inner pages: breadcrumb, h1 and an optional lead paragraph. `compact` is for
 * a page whose work sits below it and must be in the first screen (the cart's « Payer », issue 30):
 * a slimmer band, a smaller title, a one-line lead.
 */
export function PageHero({
  title,
  lead,
  eyebrow,
  crumbs = [],
  compact = false,
  children,
}: {
  title: string;
  lead?: React.ReactNode;
  eyebrow?: string;
  crumbs?: Crumb[];
  compact?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <section className="border-b border-line bg-surface-2/60">
      <div className={`container-page ${compact ? 'py-5 sm:py-6 [&>nav]:mb-2' : 'py-10 sm:py-14'}`}>
        <Breadcrumb crumbs={crumbs} />
        {eyebrow ? <p className="eyebrow mb-3">{eyebrow}</p> : null}
        <h1
          className={`max-w-3xl leading-tight font-semibold ${compact ? 'text-2xl sm:text-3xl' : 'text-3xl sm:text-4xl lg:text-[2.75rem]'}`}
        >
          {title}
        </h1>
        {lead ? (
          <div
            className={`leading-relaxed text-muted ${compact ? 'mt-1.5 max-w-4xl text-base' : 'mt-4 max-w-2xl text-lg'}`}
          >
            {lead}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  );
}
