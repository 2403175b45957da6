import { ArrowRight, Check, FileText } from 'lucide-react';
import { Link } from 'react-router';

/** The documents translated, by group, and the way to order. */
export function DocumentsSection({
  text,
  link,
}: {
  text: {
    eyebrow: string;
    title: string;
    text: string;
    groups: readonly { title: string; intro: string; items: readonly string[] }[];
    cta: string;
  };
  /** A page's address in the page's language, and its hreflang when it is French only. */
  link: (path: string) => { to: string; hrefLang: string | undefined };
}) {
  return (
    <section aria-labelledby="documents-titre" className="border-y border-line bg-surface py-16 sm:py-24">
      <div className="container-page">
        <div className="max-w-2xl">
          <p className="eyebrow">{text.eyebrow}</p>
          <h2 id="documents-titre" className="mt-3 text-3xl leading-tight font-semibold sm:text-4xl">
            {text.title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-muted">{text.text}</p>
        </div>
        <div className="mt-12 grid gap-6 lg:grid-cols-2">
          {text.groups.map((group) => (
            <article key={group.title} className="rounded-2xl border border-line bg-bg p-7 sm:p-8">
              <div className="flex items-center gap-3">
                <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-accent-soft text-accent">
                  <FileText className="h-5 w-5" aria-hidden="true" />
                </span>
                <h3 className="text-2xl font-semibold">{group.title}</h3>
              </div>
              <p className="mt-4 text-muted">{group.intro}</p>
              <ul className="mt-5 grid gap-2.5">
                {group.items.map((item) => (
                  <li key={item} className="flex gap-2.5">
                    <Check className="mt-1 h-4 w-4 shrink-0 text-success" aria-hidden="true" />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </div>
        <p className="mt-10">
          <Link {...link('/services')} className="btn-primary">
            {text.cta}
            <ArrowRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
          </Link>
        </p>
      </div>
    </section>
  );
}
