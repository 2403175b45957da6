import { CalendarClock, ChevronDown } from 'lucide-react';
import { Fragment } from 'react';
import { breadcrumbJsonLd, publicUrlFrom, seo } from '../lib/seo';
import { LegalContact } from './legal-page/LegalContact';
import { LegalSummary } from './legal-page/LegalSummary';
import { PageHero } from './PageHero';

/**
 * Shared layout of the five legal and information pages (/legal, /cgu,
 * /cookies, /rgpd, /securite-ssl): title band, a table of contents of the h2
 * sections (sticky column on desktop, folding block on phones), the text in
 * `prose-page`, and a contact block with links to the sibling pages.
 */

export interface LegalSection {
  /** Anchor of the h2, used by the table of contents. */
  id: string;
  title: string;
  body: React.ReactNode;
}

/** The words around a French legal page's articles, worded by its loader (catalogue domain legalFrame). */
export interface LegalFrameText {
  updated: string;
  tocEyebrow: string;
  tocTitle: string;
  essentials: string;
  questionTitle: string;
  questionText: string;
  contactForm: string;
  othersLabel: string;
  seeAlso: string;
  /** The other legal pages, by their titles. */
  others: { path: string; label: string }[];
}

type MetaArgs = Parameters<typeof seo>[0];

/** Title, description and BreadcrumbList (Accueil › page) for a legal page. */
export function legalMeta(args: MetaArgs, page: { title: string; description: string; crumb: string; path: string }) {
  return seo(args, {
    title: page.title,
    description: page.description,
    jsonLd: [breadcrumbJsonLd(publicUrlFrom(args.matches), [{ name: page.crumb, path: page.path }])],
  });
}

/** "22 novembre 2026", identical on the server and in the browser. */
function formatDate(iso: string): string {
  return new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T12:00:00Z`));
}

function sectionTitle(section: LegalSection, index: number, numbered: boolean): string {
  return numbered ? `${index + 1}. ${section.title}` : section.title;
}

function TocList({ sections, numbered }: { sections: LegalSection[]; numbered: boolean }) {
  return (
    <ol className="space-y-0.5 text-sm">
      {sections.map((s, i) => (
        <li key={s.id}>
          <a
            href={`#${s.id}`}
            className="flex gap-2 rounded-md border-l-2 border-line py-1.5 pr-2 pl-3 leading-snug text-muted no-underline transition-colors hover:border-brand hover:bg-brand-soft/50 hover:text-brand"
          >
            {numbered ? <span className="w-5 shrink-0 tabular-nums">{i + 1}.</span> : null}
            <span>{s.title}</span>
          </a>
        </li>
      ))}
    </ol>
  );
}

export function LegalPage({
  title,
  crumb = title,
  path,
  eyebrow,
  lead,
  updated,
  summary,
  sections,
  numbered = false,
  frame,
}: {
  /** The h1. */
  title: string;
  /** Name in the breadcrumb, when shorter than the title. */
  crumb?: string;
  path: string;
  eyebrow: string;
  lead: React.ReactNode;
  /** Date of the last revision of the text, YYYY-MM-DD. */
  updated: string;
  /** Optional "L’essentiel" box: a few short points shown above the text. */
  summary?: React.ReactNode[];
  sections: LegalSection[];
  /** Number the sections (articles of the terms of sale). */
  numbered?: boolean;
  frame: LegalFrameText;
}) {
  return (
    <>
      <PageHero title={title} eyebrow={eyebrow} lead={lead} crumbs={[{ name: crumb, path }]}>
        <p className="mt-6 inline-flex items-center gap-2 rounded-full border border-line bg-surface px-3.5 py-1.5 text-sm text-muted">
          <CalendarClock className="h-4 w-4 text-brand" aria-hidden="true" />
          <span>
            {frame.updated} <time dateTime={updated}>{formatDate(updated)}</time>
          </span>
        </p>
      </PageHero>

      <div className="container-page grid gap-8 py-10 sm:py-14 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-14">
        <aside className="hidden lg:block">
          <nav
            aria-label={frame.tocTitle}
            className="sticky top-24 max-h-[calc(100dvh-7rem)] overflow-y-auto pr-1 pb-4"
          >
            <p className="eyebrow mb-3 pl-3">{frame.tocEyebrow}</p>
            <TocList sections={sections} numbered={numbered} />
          </nav>
        </aside>

        <div className="min-w-0">
          <nav aria-label={frame.tocTitle} className="mb-8 lg:hidden">
            <details className="group rounded-2xl border border-line bg-surface shadow-sm">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-5 py-4 font-semibold text-ink [&::-webkit-details-marker]:hidden">
                <span>{frame.tocTitle}</span>
                <ChevronDown
                  className="h-5 w-5 shrink-0 text-brand transition-transform group-open:rotate-180"
                  aria-hidden="true"
                />
              </summary>
              <div className="border-t border-line px-3 py-3">
                <TocList sections={sections} numbered={numbered} />
              </div>
            </details>
          </nav>

          {summary && summary.length > 0 ? <LegalSummary title={frame.essentials} points={summary} /> : null}

          <article className="prose-page [&>section:first-child>h2]:mt-0">
            {sections.map((s, i) => (
              <section key={s.id}>
                <h2 id={s.id} className="scroll-mt-4">
                  {sectionTitle(s, i, numbered)}
                </h2>
                {s.body}
              </section>
            ))}
          </article>

          <LegalContact frame={frame} />
        </div>
      </div>
    </>
  );
}

/**
 * A data table readable on a phone: stacked cards below the `sm` breakpoint,
 * a real table (in a keyboard-scrollable region) from `sm` up.
 */
export function ResponsiveTable({
  label,
  headers,
  rows,
}: {
  /** Accessible name of the table and of its scroll region. */
  label: string;
  headers: string[];
  /** One array of cells per row; the first cell names the row. */
  rows: { key: string; cells: React.ReactNode[] }[];
}) {
  return (
    <div className="my-6">
      <ul className="!my-0 flex !list-none flex-col gap-3 !pl-0 sm:hidden" aria-label={label}>
        {rows.map((row) => (
          <li key={row.key} className="!my-0 rounded-xl border border-line bg-surface p-4">
            <p className="!mt-0 !mb-2 font-semibold text-ink">{row.cells[0]}</p>
            <dl className="grid grid-cols-[5.5rem_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-[0.9375rem] leading-snug">
              {headers.slice(1).map((h, i) => (
                <Fragment key={h}>
                  <dt className="text-muted">{h}</dt>
                  <dd>{row.cells[i + 1]}</dd>
                </Fragment>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <div
        role="region"
        aria-label={label}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region is reached by keyboard (axe scrollable-region-focusable)
        tabIndex={0}
        className="hidden overflow-x-auto rounded-xl border border-line bg-surface sm:block"
      >
        <table className="w-full min-w-[36rem] border-collapse text-left text-[0.9375rem]">
          <caption className="sr-only">{label}</caption>
          <thead className="bg-surface-2">
            <tr>
              {headers.map((h) => (
                <th key={h} scope="col" className="border-b border-line px-4 py-3 font-semibold whitespace-nowrap">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-b border-line last:border-b-0">
                {row.cells.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row" className="px-4 py-3 align-top font-semibold">
                      {cell}
                    </th>
                  ) : (
                    <td key={i} className="px-4 py-3 align-top leading-relaxed">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** Identity block (publisher, host, controller): label and value side by side from `sm` up. */
export function Facts({ items }: { items: { term: string; value: React.ReactNode }[] }) {
  return (
    <dl className="my-6 divide-y divide-line rounded-xl border border-line bg-surface text-[0.9375rem]">
      {items.map((item) => (
        <div key={item.term} className="grid gap-0.5 px-4 py-3 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-4">
          <dt className="text-muted">{item.term}</dt>
          <dd className="break-words">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
