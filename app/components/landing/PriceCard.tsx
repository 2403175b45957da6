import { eurosIn } from '../../../core/money';
import { usePageLang } from '../../lib/page-lang';

/** The card's words, in the page's language: the catalogue's `landingCards.price*` (app/content/pages/landing-shared.ts priceLabels). */
export interface PriceCardLabels {
  perDocument: string;
  total: string;
}

export interface PriceLine {
  label: string;
  amountCents: number;
  /** The step's delay, as the catalogue states it (« + 10 jours ouvrés »). */
  delay?: string;
}

/**
 * The prices of one kind of document, one line per step, from the catalogue (the prices the
 * order form charges). In a `md:grid-cols-N md:gap-y-0` grid the five parts of sibling cards
 * line up (CSS subgrid).
 */
export function PriceCard({
  icon: Icon,
  title,
  description,
  lines,
  highlight = false,
  labels,
}: {
  icon: React.ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  title: string;
  description: string;
  lines: PriceLine[];
  highlight?: boolean;
  labels: PriceCardLabels;
}) {
  const lang = usePageLang();
  const total = lines.reduce((sum, l) => sum + l.amountCents, 0);
  return (
    <article
      className={`card flex h-full flex-col md:row-span-5 md:grid md:grid-rows-subgrid ${highlight ? 'border-brand ring-1 ring-brand' : ''}`}
      data-testid="price-card"
    >
      <div className="flex items-center gap-3">
        <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand">
          <Icon className="h-5 w-5" aria-hidden="true" />
        </span>
        <h3 className="text-xl leading-snug font-semibold">{title}</h3>
      </div>
      <p className="mt-3 text-sm leading-relaxed text-muted">{description}</p>
      <p className="mt-5 text-xs font-semibold tracking-wide text-muted uppercase">{labels.perDocument}</p>
      <dl className="mt-2 divide-y divide-line border-y border-line">
        {lines.map((l) => (
          <div key={l.label} className="flex items-baseline justify-between gap-4 py-3">
            <dt className="text-ink">
              {l.label}
              {l.delay ? <span className="block text-xs text-muted">{l.delay}</span> : null}
            </dt>
            <dd className="font-serif text-lg font-semibold whitespace-nowrap text-ink">
              {eurosIn(lang, l.amountCents)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-auto flex items-end justify-between gap-4 pt-4 text-sm text-muted">
        <span>{labels.total}</span>
        <span className="font-semibold whitespace-nowrap text-brand">{eurosIn(lang, total)}</span>
      </p>
    </article>
  );
}
