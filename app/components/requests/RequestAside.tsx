import { Clock, Mail, Phone } from 'lucide-react';
import { BUSINESS } from '../../../core/business';
import { telHref } from '../landing/format';
import { useT } from '../../lib/i18n';
import { useShell } from '../../lib/shell-text';

/** What happens after sending, as numbered steps. */
export function NextSteps({ title, steps }: { title: string; steps: { title: string; text: string }[] }) {
  return (
    <section aria-labelledby="etapes-titre" className="card">
      <h2 id="etapes-titre" className="text-xl font-semibold">
        {title}
      </h2>
      <ol className="mt-5 space-y-4">
        {steps.map((step, i) => (
          <li key={step.title} className="flex gap-3.5">
            <span
              className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-soft text-sm font-semibold text-brand"
              aria-hidden="true"
            >
              {i + 1}
            </span>
            <span className="text-sm leading-relaxed">
              <span className="block font-semibold text-ink">{step.title}</span>
              <span className="text-muted">{step.text}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Phone, e-mail and hours, for those who would rather not use a form. */
export function DirectContact({ title }: { title?: string }) {
  const b = BUSINESS;
  const t = useT();
  const shell = useShell();
  return (
    <section aria-labelledby="contact-direct-titre" className="card">
      <h2 id="contact-direct-titre" className="text-xl font-semibold">
        {title ?? t('requestForm.directTitle')}
      </h2>
      <ul className="mt-4 space-y-3 text-sm">
        <li className="flex items-center gap-3">
          <Phone className="h-4 w-4 shrink-0 text-brand" aria-hidden="true" />
          <a href={telHref()} dir="ltr" className="font-medium text-ink no-underline hover:text-brand hover:underline">
            {b.phoneDisplay}
          </a>
        </li>
        <li className="flex items-center gap-3">
          <Mail className="h-4 w-4 shrink-0 text-brand" aria-hidden="true" />
          <a
            href={`mailto:${b.email}`}
            className="font-medium break-all text-ink no-underline hover:text-brand hover:underline"
          >
            {b.email}
          </a>
        </li>
        <li className="flex items-center gap-3 text-muted">
          <Clock className="h-4 w-4 shrink-0 text-brand" aria-hidden="true" />
          {shell.openingHours}
        </li>
      </ul>
    </section>
  );
}

/** Form on the left, help on the right; stacked on a phone, the form first. */
export function RequestLayout({
  form,
  aside,
  asideLabel,
}: {
  form: React.ReactNode;
  aside: React.ReactNode;
  asideLabel: string;
}) {
  return (
    <div className="container-page py-10 sm:py-14">
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div>{form}</div>
        <aside aria-label={asideLabel} className="space-y-6">
          {aside}
        </aside>
      </div>
    </div>
  );
}
