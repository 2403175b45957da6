/**
 * A page section with its h2 heading block: optional eyebrow, title and
 * introduction. `tone="alt"` gives the band a tinted background to separate it
 * from its neighbours.
 */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  tone = 'plain',
  children,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: React.ReactNode;
  tone?: 'plain' | 'alt';
  children: React.ReactNode;
}) {
  const headingId = id ? `${id}-titre` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={tone === 'alt' ? 'border-y border-line bg-surface-2/50 py-14 sm:py-20' : 'py-14 sm:py-20'}
    >
      <div className="container-page">
        <div className="max-w-3xl">
          {eyebrow ? <p className="eyebrow mb-3">{eyebrow}</p> : null}
          <h2 id={headingId} className="text-2xl leading-tight font-semibold sm:text-3xl">
            {title}
          </h2>
          {intro ? <div className="mt-4 text-lg leading-relaxed text-muted">{intro}</div> : null}
        </div>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}

/** A card with an icon badge, an h3 title and free content. */
export function FeatureCard({
  icon: Icon,
  title,
  children,
  tone = 'brand',
}: {
  icon: React.ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  title: string;
  children: React.ReactNode;
  tone?: 'brand' | 'accent';
}) {
  return (
    <div className="card flex h-full flex-col">
      <span
        className={`flex h-11 w-11 items-center justify-center rounded-xl ${
          tone === 'accent' ? 'bg-accent-soft text-accent' : 'bg-brand-soft text-brand'
        }`}
      >
        <Icon className="h-5 w-5" aria-hidden="true" />
      </span>
      <h3 className="mt-4 text-lg leading-snug font-semibold">{title}</h3>
      <div className="mt-2 leading-relaxed text-muted">{children}</div>
    </div>
  );
}
