import { FileArchive, FileDown, Search, X } from 'lucide-react';
import { data, Form, Link } from 'react-router';
import type { Route } from './+types/admin-invoices';
import { ADMIN_CHROME } from '../lib/admin-chrome';
import { documentFileName } from '../../core/invoice-number';
import { t as wordIn } from '../../core/messages';
import { formatEuros } from '../../core/money';
import { AdminShell } from '../components/admin/AdminShell';
import { Badge } from '../components/admin/Badge';
import { DataTable, ROW_BUTTON, type Column } from '../components/admin/DataTable';
import { formatDate } from '../components/admin/format';
import { invoicesHref } from '../components/admin/invoices/invoice-links';
import { orderDetailHref } from '../components/admin/orders/order-links';
import { Pager } from '../components/admin/Pager';
import { DateRangeFields, PeriodPresets, periodText } from '../components/admin/PeriodFilter';
import { FormAlert } from '../components/form/FormAlert';
import { invoicesForPage, type InvoiceRowView, type InvoicesPageData } from '../.server/admin-invoices';
import { privatePageHeaders, requireAdminPage } from '../.server/guards';
import { useT } from '../lib/i18n';
import { seo } from '../lib/seo';

/** The back office's own frame (issue 30). */
export const handle = ADMIN_CHROME;

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: wordIn('fr', 'adminShared.navInvoices'),
    description: wordIn('fr', 'adminInvoices.metaDescription'),
    noindex: true,
  });

/** Admin only: anyone else is sent to /login?next=…. */
export const headers = privatePageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  try {
    return {
      invoices: (await invoicesForPage(context.db, new URL(request.url))) as InvoicesPageData | null,
      loadError: null as string | null,
    };
  } catch (err) {
    console.error(err);
    return data(
      {
        invoices: null as InvoicesPageData | null,
        loadError: wordIn('fr', 'adminInvoices.loadError') as string | null,
      },
      { status: 500 },
    );
  }
}

export default function AdminInvoices({ loaderData }: Route.ComponentProps) {
  const { invoices, loadError } = loaderData;
  const t = useT();

  const columns: Column<InvoiceRowView>[] = [
    {
      id: 'number',
      header: t('adminInvoices.colNumber'),
      primary: true,
      className: 'md:whitespace-nowrap',
      cell: (i) => (
        <span className="flex flex-col items-start gap-0.5">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-mono font-semibold" data-testid="invoice-number">
              {i.number}
            </span>
            {/* A credit note stands out from the invoices it sits among; the word says it, not the colour. */}
            {i.kind === 'credit_note' ? (
              <Badge tone="danger" testId="invoice-kind">
                {t('adminInvoices.kind_credit_note')}
              </Badge>
            ) : null}
          </span>
          <span className="text-xs font-normal text-muted">{formatDate(i.issuedAt)}</span>
          {i.corrects ? (
            <span className="text-xs font-normal text-muted" data-testid="invoice-corrects">
              {t('adminInvoices.corrects', { number: i.corrects })}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'customer',
      header: t('adminInvoices.colCustomer'),
      cell: (i) => <span data-testid="invoice-customer">{i.customerEmail}</span>,
    },
    {
      id: 'order',
      header: t('adminInvoices.colOrder'),
      className: 'md:whitespace-nowrap',
      cell: (i) => (
        <Link
          to={orderDetailHref(i.orderId)}
          className="font-mono text-brand underline-offset-4 hover:underline"
          data-testid="invoice-order"
        >
          {i.orderId}
        </Link>
      ),
    },
    {
      id: 'total',
      header: t('adminInvoices.colAmount'),
      className: 'md:text-right md:whitespace-nowrap',
      cell: (i) => (
        <span className={`tabular-nums ${i.totalCents < 0 ? 'text-danger' : ''}`} data-testid="invoice-total">
          {formatEuros(i.totalCents)}
          <span className="block text-xs text-muted">{i.methodLabel}</span>
        </span>
      ),
    },
  ];

  return (
    <AdminShell
      title={t('adminShared.navInvoices')}
      lead={t('adminInvoices.lead')}
      crumbs={[{ name: t('adminShared.navInvoices'), path: '/admin/factures' }]}
    >
      <div className="space-y-6">
        {loadError || !invoices ? (
          <p role="alert" className="font-medium text-danger" data-testid="invoices-error">
            {loadError ?? t('adminInvoices.loadError')}
          </p>
        ) : (
          <>
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
                    defaultValue={invoices.filters.q}
                    key={`q-${invoices.filters.q}`}
                    maxLength={200}
                    placeholder={t('adminInvoices.searchPlaceholder')}
                    autoComplete="off"
                    spellCheck={false}
                    className="field-input pl-9"
                    data-testid="invoices-q"
                  />
                </div>
              </div>
              <DateRangeFields prefix="invoices" from={invoices.filters.from} to={invoices.filters.to} />
              <div className="flex gap-2 sm:col-span-2 lg:col-span-1">
                <button type="submit" className="btn-primary min-h-11 flex-1 lg:flex-none">
                  {t('adminInvoices.search')}
                </button>
                {invoices.filters.q || invoices.filters.from || invoices.filters.to ? (
                  <Link to="/admin/factures" className="btn-secondary min-h-11">
                    <X className="h-4 w-4" aria-hidden="true" />
                    {t('adminInvoices.clear')}
                  </Link>
                ) : null}
              </div>
            </Form>

            {/* A period is what the accountant asks for: it starts a new selection (search cleared). */}
            <PeriodPresets
              presets={invoices.presets}
              from={invoices.filters.from}
              to={invoices.filters.to}
              href={(p) => invoicesHref({ from: p.from, to: p.to })}
              testId="invoices-preset"
            />

            <FormAlert tone="error" message={invoices.periodError} testId="invoices-period-error" />

            <div className="card flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm" data-testid="invoices-count">
                <strong className="font-semibold">
                  {t('adminInvoices.invoices', { count: invoices.invoices })} ·{' '}
                  {t('adminInvoices.creditNotes', { count: invoices.creditNotes })}
                </strong>{' '}
                ·{' '}
                <span data-testid="invoices-net">
                  {t('adminInvoices.net', { amount: formatEuros(invoices.totalCents) })}
                </span>{' '}
                · {periodText(invoices.filters.from, invoices.filters.to)}
                {invoices.filters.q ? <> · «&nbsp;{invoices.filters.q}&nbsp;»</> : null}
              </p>
              {invoices.total > 0 ? (
                <a
                  href={invoices.zipUrl}
                  download
                  className="btn-primary min-h-11 justify-center"
                  data-testid="invoices-zip"
                >
                  <FileArchive className="h-4 w-4" aria-hidden="true" />
                  {t('adminInvoices.zip', { count: invoices.total })}
                </a>
              ) : null}
            </div>

            <DataTable
              caption={t('adminInvoices.caption')}
              columns={columns}
              rows={invoices.items}
              rowKey={(i) => i.number}
              testId="invoices-table"
              rowTestId="invoice-row"
              empty={
                invoices.filters.q || invoices.filters.from || invoices.filters.to
                  ? t('adminInvoices.emptySearch')
                  : t('adminInvoices.emptyAll')
              }
              actions={(i) => (
                <a
                  href={i.pdfUrl}
                  download={documentFileName(i.number)}
                  className={`btn-secondary ${ROW_BUTTON}`}
                  data-testid="invoice-pdf"
                >
                  <FileDown className="h-4 w-4" aria-hidden="true" />
                  PDF
                  <span className="sr-only"> {t(`adminInvoices.pdfOf_${i.kind}`, { number: i.number })}</span>
                </a>
              )}
            />
            <Pager
              page={invoices.page}
              pages={invoices.pages}
              hrefFor={(p) => invoicesHref({ ...invoices.filters, page: p })}
              label={t('adminInvoices.pages')}
            />
          </>
        )}
      </div>
    </AdminShell>
  );
}
