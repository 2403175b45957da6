import { Search, X } from 'lucide-react';
import { Form, Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import { DateRangeFields } from '../PeriodFilter';
import type { InvoicesPageData } from './types';

/** The search by number, customer or order, and the period, sent as the page's URL. */
export function InvoicesSearch({ filters }: { filters: InvoicesPageData['filters'] }) {
  const t = useT();
  return (
    <Form
      method="get"
      action="/admin/factures"
      role="search"
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_10rem_10rem_auto] lg:items-end"
      data-testid="invoices-search"
    >
      <div className="min-w-0 sm:col-span-2 lg:col-span-1">
        <label htmlFor="invoices-q" className="field-label">
          {t('adminInvoices.searchLabel')}
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-muted"
            aria-hidden="true"
          />
          <input
            id="invoices-q"
            name="q"
            type="search"
            defaultValue={filters.q}
            key={`q-${filters.q}`}
            maxLength={200}
            placeholder={t('adminInvoices.searchPlaceholder')}
            autoComplete="off"
            spellCheck={false}
            className="field-input pl-9"
            data-testid="invoices-q"
          />
        </div>
      </div>
      <DateRangeFields prefix="invoices" from={filters.from} to={filters.to} />
      <div className="flex gap-2 sm:col-span-2 lg:col-span-1">
        <button type="submit" className="btn-primary min-h-11 flex-1 lg:flex-none">
          {t('adminInvoices.search')}
        </button>
        {filters.q || filters.from || filters.to ? (
          <Link to="/admin/factures" className="btn-secondary min-h-11">
            <X className="h-4 w-4" aria-hidden="true" />
            {t('adminInvoices.clear')}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
