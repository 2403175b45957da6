import { ChevronDown } from 'lucide-react';

export interface FaqItem {
  question: string;
  answer: React.ReactNode;
}

/** Questions and answers as native disclosure widgets: no script needed. */
export function FaqList({ items }: { items: FaqItem[] }) {
  return (
    <ul className="grid max-w-3xl gap-3">
      {items.map((item) => (
        <li key={item.question}>
          <details className="group rounded-2xl border border-line bg-surface shadow-sm">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 font-semibold text-ink hover:text-brand max-md:pe-16 [&::-webkit-details-marker]:hidden">
              <span>{item.question}</span>
              <ChevronDown
                className="h-5 w-5 shrink-0 text-brand transition-transform group-open:rotate-180"
                aria-hidden="true"
              />
            </summary>
            <div className="px-5 pb-5 leading-relaxed text-muted">{item.answer}</div>
          </details>
        </li>
      ))}
    </ul>
  );
}
