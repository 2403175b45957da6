import { FileSearch, type Mail } from 'lucide-react';
import { Link } from 'react-router';

/** The smaller parts of /confirmation (app/routes/confirmation.tsx). */

/** The words these parts show, from the order pages' words the loader gives (app/.server/order-pages.ts). */
type Words = Record<'followOrders' | 'noRecentText' | 'noRecentTitle' | 'orderTranslation', string>;

/** Opened without a paid order, a cart or this browser's record of one: no false success. */
export function NoRecentOrder({ text, paths }: { text: Words; paths: { services: string; orders: string } }) {
  return (
    <section className="container-page py-14 sm:py-20" data-testid="no-recent-order">
      <div className="card mx-auto max-w-2xl px-6 py-12 text-center sm:px-12">
        <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-brand-soft text-brand">
          <FileSearch className="h-7 w-7" aria-hidden="true" />
        </span>
        <h1 className="mt-5 text-2xl font-semibold sm:text-3xl">{text.noRecentTitle}</h1>
        <p className="mx-auto mt-3 max-w-md leading-relaxed text-muted">{text.noRecentText}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={paths.services} className="btn-primary">
            {text.orderTranslation}
          </Link>
          <Link to={paths.orders} className="btn-secondary">
            {text.followOrders}
          </Link>
        </div>
      </div>
    </section>
  );
}

export function Detail({ term, value }: { term: string; value: string }) {
  return (
    <div className="rounded-xl bg-surface-2/60 px-4 py-3">
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{term}</dt>
      <dd className="mt-1 font-medium text-ink">{value}</dd>
    </div>
  );
}

export function Step({ icon: Icon, title, children }: { icon: typeof Mail; title: string; children: React.ReactNode }) {
  return (
    <li className="flex gap-3.5">
      <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-brand-soft text-brand">
        <Icon className="h-4.5 w-4.5" aria-hidden="true" />
      </span>
      <div className="text-sm leading-relaxed">
        <h3 className="font-sans text-sm font-semibold text-ink">{title}</h3>
        <p className="mt-0.5 text-muted">{children}</p>
      </div>
    </li>
  );
}
