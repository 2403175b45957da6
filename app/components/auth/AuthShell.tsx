import { Breadcrumb, type Crumb } from '../PageHero';

export interface TrustPoint {
  icon: React.ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  title: string;
  text: React.ReactNode;
}

/**
 * Frame of the account pages: breadcrumb, the page's only <h1> and a lead on
 * one side, the form in a card on the other, reassurance points underneath.
 */
export function AuthShell({
  title,
  eyebrow,
  lead,
  crumbs,
  points,
  children,
}: {
  title: string;
  eyebrow: string;
  lead: React.ReactNode;
  crumbs: Crumb[];
  points: TrustPoint[];
  children: React.ReactNode;
}) {
  return (
    <section className="border-b border-line bg-surface-2/60">
      <div className="container-page grid grid-cols-[minmax(0,1fr)] items-start gap-x-12 gap-y-8 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_28rem]">
        <div>
          <Breadcrumb crumbs={crumbs} />
          <p className="eyebrow mb-3">{eyebrow}</p>
          <h1 className="max-w-xl text-3xl leading-tight font-semibold sm:text-4xl">{title}</h1>
          <div className="mt-4 max-w-xl text-lg leading-relaxed text-muted">{lead}</div>
        </div>

        <div className="card p-6 sm:p-8 lg:row-span-2">{children}</div>

        <ul className="grid max-w-xl gap-5 lg:self-start">
          {points.map(({ icon: Icon, title: pointTitle, text }) => (
            <li key={pointTitle} className="flex gap-3.5">
              <span className="mt-0.5 flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand">
                <Icon className="h-5 w-5" aria-hidden="true" />
              </span>
              <span className="leading-snug">
                <span className="block font-semibold text-ink">{pointTitle}</span>
                <span className="mt-0.5 block text-sm leading-relaxed text-muted">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
