import { Award, Clock, ShieldCheck } from 'lucide-react';

const EXPERTISE_ICONS = [Award, Clock, ShieldCheck] as const;

/** « Expertise »: what the translator brings, one card each. */
export function ExpertiseSection({
  text,
}: {
  text: { eyebrow: string; title: string; text: string; cards: readonly { title: string; text: string }[] };
}) {
  return (
    <section aria-labelledby="expertise-titre" className="container-page py-16 sm:py-24">
      <div className="max-w-3xl">
        <p className="eyebrow">{text.eyebrow}</p>
        <h2 id="expertise-titre" className="mt-3 text-3xl leading-tight font-semibold sm:text-4xl">
          {text.title}
        </h2>
        <p className="mt-4 text-lg leading-relaxed text-muted">{text.text}</p>
      </div>
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {text.cards.map(({ title, text: cardText }, i) => {
          const Icon = EXPERTISE_ICONS[i]!;
          return (
            <li key={title} className="card p-7">
              <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-soft text-brand">
                <Icon className="h-6 w-6" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-xl font-semibold">{title}</h3>
              <p className="mt-2 leading-relaxed text-muted" data-testid="expertise-text">
                {cardText}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
