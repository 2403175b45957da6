import { SAMPLE_HEIGHT, SAMPLE_WIDTH } from '../../content/samples';

/** The twelve illustrative sample translations, lazily loaded (below the fold). */
export function SampleGallery({ samples }: { samples: readonly { slug: string; name: string; alt: string }[] }) {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-3 lg:grid-cols-4">
      {samples.map((s) => (
        <li key={s.slug}>
          <figure className="group h-full rounded-2xl border border-line bg-surface p-3 shadow-sm transition-shadow hover:shadow-md">
            <div className="overflow-hidden rounded-lg bg-surface-2">
              <img
                src={`/samples/${s.slug}.svg`}
                width={SAMPLE_WIDTH}
                height={SAMPLE_HEIGHT}
                loading="lazy"
                decoding="async"
                alt={s.alt}
                className="h-auto w-full transition-transform duration-300 group-hover:scale-[1.02] dark:brightness-[0.92]"
              />
            </div>
            <figcaption className="mt-3 px-1 text-center text-sm font-medium text-ink">{s.name}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
