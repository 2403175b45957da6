import type { Receipt } from 'lucide-react';

/** A card of the admin order page, titled with its icon. */
export function Section({
  id,
  title,
  icon: Icon,
  tone = 'text-brand',
  children,
}: {
  id: string;
  title: string;
  icon: typeof Receipt;
  tone?: string;
  children: React.ReactNode;
}) {
  return (
    <section className="card sm:p-7" aria-labelledby={id}>
      <h2 id={id} className="flex items-center gap-2.5 text-lg font-semibold">
        <Icon className={`h-5 w-5 ${tone}`} aria-hidden="true" />
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export function Row({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <div className="flex justify-between gap-4 py-2.5">
      <dt className="shrink-0 text-muted">{label}</dt>
      <dd className="min-w-0 text-right font-medium text-ink [overflow-wrap:anywhere]" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
