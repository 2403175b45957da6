import { FileSpreadsheet } from 'lucide-react';
import { periodText } from '../PeriodFilter';
import { Amount } from './LedgerTotals';
import type { LedgerPageData } from './types';
import { tr } from '../../../../core/messages';

/** The period's totals (received, refunded, net) and its CSV export. */
export function LedgerSummary({ ledger }: { ledger: LedgerPageData }) {
  return (
    <div className="card flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <dl className="grid grid-cols-3 gap-4 text-sm" data-testid="ledger-summary">
        <div>
          <dt className="text-muted">{tr('adminLedger.received')}</dt>
          <dd className="text-base font-semibold">
            <Amount cents={ledger.total.paymentsCents} testId="ledger-total-payments" />
          </dd>
        </div>
        <div>
          <dt className="text-muted">{tr('adminLedger.refunded')}</dt>
          <dd className="text-base font-semibold">
            <Amount cents={ledger.total.refundsCents} testId="ledger-total-refunds" />
          </dd>
        </div>
        <div>
          <dt className="text-muted">{tr('adminLedger.net')}</dt>
          <dd className="text-base font-semibold">
            <Amount cents={ledger.total.netCents} testId="ledger-total-net" />
          </dd>
        </div>
      </dl>
      <div className="flex flex-col gap-1 sm:items-end">
        <a href={ledger.csvUrl} download className="btn-primary min-h-11 justify-center" data-testid="ledger-csv">
          <FileSpreadsheet className="h-4 w-4" aria-hidden="true" />
          {tr('adminLedger.exportCsv')}
        </a>
        <p className="text-xs text-muted">{periodText(ledger.from, ledger.to)}</p>
      </div>
    </div>
  );
}
