import { CreditCard, ShieldCheck } from 'lucide-react';

type Words = Record<'noBankData' | 'noBankDataText' | 'serverPriceText' | 'serverPriceTitle', string>;

/** Under the card: no bank data is asked, and the price is the server's. */
export function DemoReassurance({ text }: { text: Words }) {
  return (
    <ul className="mt-8 grid gap-4 text-sm sm:grid-cols-2">
      <li className="flex gap-3">
        <span className="mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-success-soft text-success">
          <CreditCard className="h-4 w-4" aria-hidden="true" />
        </span>
        <span className="leading-snug">
          <span className="block font-semibold text-ink">{text.noBankData}</span>
          <span className="text-muted">{text.noBankDataText}</span>
        </span>
      </li>
      <li className="flex gap-3">
        <span className="mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-success-soft text-success">
          <ShieldCheck className="h-4 w-4" aria-hidden="true" />
        </span>
        <span className="leading-snug">
          <span className="block font-semibold text-ink">{text.serverPriceTitle}</span>
          <span className="text-muted">{text.serverPriceText}</span>
        </span>
      </li>
    </ul>
  );
}
