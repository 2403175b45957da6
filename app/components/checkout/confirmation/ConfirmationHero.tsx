import { CheckCircle2 } from 'lucide-react';

type Words = Record<
  'confirmedLead' | 'confirmedTitle' | 'plannedDelivery' | 'refInEmail' | 'reference' | 'thanks',
  string
>;

/** The paid order's banner: thanks, its reference (or where to find it) and the delivery date promised. */
export function ConfirmationHero({
  text,
  reference,
  promised,
}: {
  text: Words;
  reference: string | null;
  promised: string | null | undefined;
}) {
  return (
    <section className="border-b border-line bg-surface-2/60">
      <div className="container-page flex flex-col items-center py-12 text-center sm:py-16">
        <span className="flex h-16 w-16 items-center justify-center rounded-full bg-success-soft text-success ring-8 ring-success-soft/50">
          <CheckCircle2 className="h-8 w-8" aria-hidden="true" />
        </span>
        <p className="eyebrow mt-6">{text.thanks}</p>
        <h1 className="mt-3 text-3xl leading-tight font-semibold sm:text-4xl lg:text-[2.75rem]">
          {text.confirmedTitle}
        </h1>
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-muted">{text.confirmedLead}</p>
        {reference ? (
          <p className="mt-6 inline-flex flex-wrap items-center justify-center gap-x-2.5 gap-y-1 rounded-xl border border-line bg-surface px-4 py-2.5 shadow-sm">
            <span className="text-sm text-muted">{text.reference}</span>
            <strong
              className="font-mono text-lg font-semibold tracking-wider text-ink"
              data-testid="confirmation-reference"
            >
              {reference}
            </strong>
          </p>
        ) : (
          <p className="mt-6 text-sm text-muted">{text.refInEmail}</p>
        )}
        {promised ? (
          <p className="mt-4 text-base text-ink" data-testid="confirmation-delivery">
            {text.plannedDelivery} <strong className="font-semibold">{promised}</strong>
          </p>
        ) : null}
      </div>
    </section>
  );
}
