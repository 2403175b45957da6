import { Check } from 'lucide-react';

/** The « L’essentiel » box: a few short points shown above the text. */
export function LegalSummary({ title, points }: { title: string; points: React.ReactNode[] }) {
  return (
    <div className="mb-10 max-w-3xl rounded-2xl border border-brand/25 bg-brand-soft/60 p-5 sm:p-6">
      <p className="font-serif text-lg font-semibold text-ink">{title}</p>
      <ul className="mt-3 space-y-2.5">
        {points.map((item, i) => (
          <li key={i} className="flex gap-3 leading-relaxed">
            <Check className="mt-1 h-4 w-4 shrink-0 text-brand" aria-hidden="true" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
