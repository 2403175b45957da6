import { FileDown } from 'lucide-react';
import { Form } from 'react-router';
import { useT } from '../../../lib/i18n';
import { FormAlert } from '../../form/FormAlert';
import { DataTable, ROW_BUTTON } from '../DataTable';
import { DateRangeFields, PeriodPresets } from '../PeriodFilter';
import { ledgerColumns } from './ledger-columns';
import { LedgerSummary } from './LedgerSummary';
import { monthText, TotalsTable } from './LedgerTotals';
import type { LedgerPageData } from './types';
import { tr } from '../../../../core/messages';

/** The body of /admin/recettes: the period, its totals and CSV, every entry, and the totals by month and year. */
export function LedgerBook({ ledger }: { ledger: LedgerPageData }) {
  const t = useT();
  const columns = ledgerColumns(t);
  return (
    <>
      <Form
        method="get"
        action="/admin/recettes"
        className="grid gap-3 sm:grid-cols-[10rem_10rem_auto] sm:items-end"
        data-testid="ledger-period"
      >
        <DateRangeFields prefix="ledger" from={ledger.from} to={ledger.to} />
        <button type="submit" className="btn-primary min-h-11">
          {tr('adminLedger.show')}
        </button>
      </Form>

      <PeriodPresets
        presets={ledger.presets}
        from={ledger.from}
        to={ledger.to}
        href={(p) => `/admin/recettes?from=${p.from}&to=${p.to}`}
        testId="ledger-preset"
      />

      <FormAlert tone="error" message={ledger.periodError} testId="ledger-period-error" />

      <LedgerSummary ledger={ledger} />

      <DataTable
        caption={tr('adminLedger.caption')}
        columns={columns}
        rows={ledger.entries}
        rowKey={(e) => e.number}
        testId="ledger-table"
        rowTestId="ledger-row"
        empty={tr('adminLedger.empty')}
        actions={(e) => (
          <a
            href={e.pdfUrl}
            download={`${e.kind === 'invoice' ? 'facture' : 'avoir'}-${e.number}.pdf`}
            className={`btn-secondary ${ROW_BUTTON}`}
          >
            <FileDown className="h-4 w-4" aria-hidden="true" />
            PDF
            <span className="sr-only"> {e.number}</span>
          </a>
        )}
      />

      {ledger.months.length > 0 ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <section className="card" aria-labelledby="ledger-months-title">
            <h2 id="ledger-months-title" className="mb-3 text-lg font-semibold">
              {tr('adminLedger.byMonth')}
            </h2>
            <TotalsTable
              caption={tr('adminLedger.byMonth')}
              rows={ledger.months}
              label={monthText}
              testId="ledger-months"
            />
          </section>
          <section className="card" aria-labelledby="ledger-years-title">
            <h2 id="ledger-years-title" className="mb-3 text-lg font-semibold">
              {tr('adminLedger.byYear')}
            </h2>
            <TotalsTable
              caption={tr('adminLedger.byYear')}
              rows={ledger.years}
              label={(y) => y}
              testId="ledger-years"
            />
          </section>
        </div>
      ) : null}
    </>
  );
}
