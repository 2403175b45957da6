import { ArrowLeft, Scale } from 'lucide-react';
import { Link } from 'react-router';
import { PageHero } from '../PageHero';

/** What an Arabic legal summary shows: its title, the binding-text notice, its sections. */
export interface LegalSummaryText {
  /** The French page, the binding text. */
  path: string;
  title: string;
  eyebrow: string;
  binding: string;
  bindingLink: string;
  sections: { id: string; title: string; paragraphs: string[] }[];
}

/**
 * A left-to-right run isolated in an Arabic sentence (U+2066 … U+2069: the e-mail address, the
 * host name, a French term) never breaks inside: « contact@benali- / traduction.fr » split over
 * two right-to-left lines read in the wrong order at 390 px. The text itself is unchanged.
 */
function withWholeIsolates(text: string) {
  return text.split(/(\u2066[^\u2069]*\u2069)/).map((part, i) =>
    i % 2 === 1 ? (
      <span key={i} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/** An Arabic summary of a legal page (issue 17): the French text, linked first, stays the binding one. */
export function LegalSummaryView({ page }: { page: LegalSummaryText }) {
  return (
    <>
      <PageHero title={page.title} eyebrow={page.eyebrow} crumbs={[{ name: page.title, path: page.path }]}>
        {/* The binding text first: this page only summarises it. */}
        <div
          className="mt-6 flex max-w-2xl gap-3 rounded-xl border border-accent/40 bg-accent-soft px-4 py-3 text-ink"
          data-testid="binding-notice"
        >
          <Scale className="mt-1 h-5 w-5 shrink-0 text-accent" aria-hidden="true" />
          <p className="leading-relaxed">
            {page.binding}{' '}
            {/* Another language: a document load, with its own catalogue, as the language switch does (decision 036). */}
            <Link
              to={page.path}
              hrefLang="fr"
              reloadDocument
              className="inline-flex items-center gap-1 font-semibold text-brand underline"
              data-testid="binding-link"
            >
              {page.bindingLink}
              <ArrowLeft className="h-4 w-4 ltr:-scale-x-100" aria-hidden="true" />
            </Link>
          </p>
        </div>
      </PageHero>
      <div className="container-page py-10 sm:py-14">
        <div className="prose-page max-w-3xl">
          {page.sections.map((s) => (
            <section key={s.id} aria-labelledby={s.id}>
              <h2 id={s.id}>{s.title}</h2>
              {s.paragraphs.map((p) => (
                <p key={p}>{withWholeIsolates(p)}</p>
              ))}
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
