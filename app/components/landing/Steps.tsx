import { useShell } from '../../lib/shell-text';
export interface Step {
  title: string;
  text: React.ReactNode;
  icon?: React.ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  /** A short line under the text, e.g. who does it or how long it takes. */
  note?: React.ReactNode;
}

/**
 * A numbered process. "horizontal" lays the steps side by side on wide screens
 * (joined by a line), "vertical" is a timeline for steps with more text.
 */
export function Steps({ steps, layout = 'horizontal' }: { steps: Step[]; layout?: 'horizontal' | 'vertical' }) {
  const shell = useShell();
  const stepNumber = (n: number) => shell.stepNumber.replace('{{number}}', String(n));
  if (layout === 'vertical') {
    return (
      <ol className="relative max-w-3xl">
        {steps.map((s, i) => {
          const Icon = s.icon;
          const last = i === steps.length - 1;
          return (
            <li key={s.title} className="relative flex gap-5 pb-10 last:pb-0 sm:gap-7">
              {!last ? (
                <span aria-hidden="true" className="absolute top-12 bottom-2 start-[1.375rem] w-px bg-line" />
              ) : null}
              <span
                aria-hidden="true"
                className="relative flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand font-serif text-lg font-semibold text-on-brand ring-4 ring-bg"
              >
                {i + 1}
              </span>
              <div className="min-w-0 pt-1.5">
                <p className="eyebrow">{stepNumber(i + 1)}</p>
                <h3 className="mt-1 flex items-center gap-2 text-xl leading-snug font-semibold">
                  {Icon ? <Icon className="hidden h-5 w-5 shrink-0 text-brand sm:block" aria-hidden="true" /> : null}
                  {s.title}
                </h3>
                <div className="mt-2 leading-relaxed text-muted">{s.text}</div>
                {s.note ? (
                  <p className="mt-3 inline-flex rounded-lg bg-surface-2 px-3 py-1.5 text-sm text-ink">{s.note}</p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
    );
  }
  const cols = steps.length >= 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3';
  return (
    <ol className={`grid gap-6 sm:grid-cols-2 ${cols}`}>
      {steps.map((s, i) => {
        const Icon = s.icon;
        const last = i === steps.length - 1;
        return (
          <li key={s.title} className="card relative flex flex-col">
            {!last ? (
              <span
                aria-hidden="true"
                className="absolute top-[2.875rem] start-full hidden h-px w-6 bg-brand/50 lg:block"
              />
            ) : null}
            <div className="flex items-center justify-between gap-3">
              <span
                aria-hidden="true"
                className="flex h-11 w-11 items-center justify-center rounded-full bg-brand font-serif text-lg font-semibold text-on-brand"
              >
                {i + 1}
              </span>
              {Icon ? (
                <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-brand-soft text-brand">
                  <Icon className="h-5 w-5" aria-hidden="true" />
                </span>
              ) : null}
            </div>
            <p className="eyebrow mt-5">{stepNumber(i + 1)}</p>
            <h3 className="mt-1 text-lg leading-snug font-semibold">{s.title}</h3>
            <div className="mt-2 leading-relaxed text-muted">{s.text}</div>
            {s.note ? <p className="mt-auto pt-4 text-sm font-medium text-ink">{s.note}</p> : null}
          </li>
        );
      })}
    </ol>
  );
}
