import { useT } from '../../lib/i18n';

/** One numbered step of the order form: its icon, « Étape n », its title and intro, then its fields. */
export function FormSection({
  id,
  step,
  icon: Icon,
  title,
  intro,
  children,
}: {
  id: string;
  step: number;
  icon: React.ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  title: string;
  intro?: React.ReactNode;
  children: React.ReactNode;
}) {
  const t = useT();
  return (
    <section aria-labelledby={`${id}-titre`} className="card sm:p-7">
      <div className="mb-5 flex items-start gap-3.5">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand">
          <Icon className="h-5 w-5" aria-hidden="true" />
        </span>
        <div>
          <p className="text-xs font-semibold tracking-wide text-muted uppercase" aria-hidden="true">
            {t('orderForm.step', { n: step })}
          </p>
          <h2 id={`${id}-titre`} className="text-xl leading-tight font-semibold">
            {title}
          </h2>
          {intro ? <p className="mt-1 text-sm leading-relaxed text-muted">{intro}</p> : null}
        </div>
      </div>
      {children}
    </section>
  );
}
