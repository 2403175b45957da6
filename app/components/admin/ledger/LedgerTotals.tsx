import { formatEuros } from '../../../../core/money';
import type { LedgerTotalRow } from './types';
import { tr } from '../../../../core/messages';

const MONTH = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** 2026-11 → « novembre 2026 ». */
export const monthText = (period: string) => MONTH.format(new Date(`${period}-15T12:00:00Z`));

/** Amounts of the ledger: refunds in red with their minus sign. */
export function Amount({ cents, testId }: { cents: number; testId?: string }) {
  return (
    <span className={`tabular-nums ${cents < 0 ? 'text-danger' : ''}`} data-testid={testId}>
      {formatEuros(cents)}
    </span>
  );
}

export function TotalsTable({
  caption,
  rows,
  label,
  testId,
}: {
  caption: string;
  rows: LedgerTotalRow[];
  label: (period: string) => string;
  testId: string;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-line text-left text-muted">
            <th scope="col" className="py-2 pr-4 font-medium">
              {tr('adminLedger.period')}
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              {tr('adminLedger.received')}
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              {tr('adminLedger.refunded')}
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              {tr('adminLedger.net')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.period} className="border-b border-line last:border-0" data-testid={`${testId}-row`}>
              <th scope="row" className="py-2 pr-4 text-left font-medium capitalize">
                {label(r.period)}
              </th>
              <td className="py-2 pr-4 text-right whitespace-nowrap">
                <Amount cents={r.paymentsCents} />
              </td>
              <td className="py-2 pr-4 text-right whitespace-nowrap">
                <Amount cents={r.refundsCents} />
              </td>
              <td className="py-2 text-right font-semibold whitespace-nowrap">
                <Amount cents={r.netCents} testId={`${testId}-net`} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
