import { FlaskConical } from 'lucide-react';

type Words = Record<'demoMode' | 'demoModeText', string>;

/** The banner that says no money moves here: a demonstration payment. */
export function DemoBanner({ text }: { text: Words }) {
  return (
    <div
      role="note"
      aria-label={text.demoMode}
      className="flex gap-3.5 rounded-2xl border border-accent/40 bg-accent-soft px-4 py-4 sm:px-5"
      data-testid="demo-banner"
    >
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-surface text-accent">
        <FlaskConical className="h-5 w-5" aria-hidden="true" />
      </span>
      <div className="text-sm leading-relaxed text-ink">
        <p className="font-semibold">{text.demoMode}</p>
        <p className="mt-0.5">{text.demoModeText}</p>
      </div>
    </div>
  );
}
