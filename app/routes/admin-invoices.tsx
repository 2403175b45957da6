import { FileArchive, FileDown, Search, X } from 'lucide-react';
import { data, Form, Link } from 'react-router';
import type { Route } from './+types/admin-invoices';
import { ADMIN_CHROME } from '../lib/admin-chrome';
import { formatEuros } from '../../core/money';
import { AdminShell } from '../components/admin/AdminShell';
import { DataTable, ROW_BUTTON, type Column } from '../components/admin/DataTable';
import { formatDate } from '../components/admin/format';
import { invoicesHref } from '../components/admin/invoices/invoice-links';
import { orderDetailHref } from '../components/admin/orders/order-links';
import { Pager } from '../components/admin/Pager';
import { DateRangeFields, PeriodPresets, periodText } from '../components/admin/PeriodFilter';
import { FormAlert } from '../components/form/FormAlert';
import { invoicesForPage, type InvoiceRowView, type InvoicesPageData } from '../.server/admin-invoices';
import { privatePageHeaders, requireAdminPage } from '../.server/guards';
import { seo } from '../lib/seo';

/** The back office's own frame (issue 30). */
export const handle = ADMIN_CHROME;

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Factures',
    description: 'Factures émises, recherche et export pour le comptable.',
    noindex: true,
  });

const LOAD_FAILED = 'Impossible de récupérer les factures.';

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
      { invoices: null as InvoicesPageData | null, loadError: LOAD_FAILED as string | null },
      { status: 500 },
    );
  }
}

export default function AdminInvoices({ loaderData }: Route.ComponentProps) {
  const { invoices, loadError } = loaderData;

  const columns: Column<InvoiceRowView>[] = [
    {
      id: 'number',
      header: 'Numéro',
      primary: true,
      className: 'md:whitespace-nowrap',
      cell: (i) => (
        <span className="flex flex-col">
          <span className="font-mono font-semibold" data-testid="invoice-number">
            {i.number}
          </span>
          <span className="text-xs font-normal text-muted">{formatDate(i.issuedAt)}</span>
        </span>
      ),
    },
    { id: 'customer', header: 'Client', cell: (i) => <span data-testid="invoice-customer">{i.customerEmail}</span> },
    {
      id: 'order',
      header: 'Commande',
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
      header: 'Montant',
      className: 'md:text-right md:whitespace-nowrap',
      cell: (i) => (
        <span className="tabular-nums" data-testid="invoice-total">
          {formatEuros(i.totalCents)}
          <span className="block text-xs text-muted">{i.methodLabel}</span>
        </span>
      ),
    },
  ];

  return (
    <AdminShell
      title="Factures"
      lead="Chaque paiement émet sa facture, numérotée sans trou (F-année-numéro) et jamais modifiée. Pour le comptable : choisissez une période et téléchargez le ZIP de ses PDF."
      crumbs={[{ name: 'Factures', path: '/admin/factures' }]}
    >
      <div className="space-y-6">
        {loadError || !invoices ? (
          <p role="alert" className="font-medium text-danger" data-testid="invoices-error">
            {loadError ?? LOAD_FAILED}
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
                  Rechercher une facture
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
                    placeholder="Numéro, e-mail du client ou référence"
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
                  Rechercher
                </button>
                {invoices.filters.q || invoices.filters.from || invoices.filters.to ? (
                  <Link to="/admin/factures" className="btn-secondary min-h-11">
                    <X className="h-4 w-4" aria-hidden="true" />
                    Effacer
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
                  {invoices.total} facture{invoices.total > 1 ? 's' : ''}
                </strong>{' '}
                · {formatEuros(invoices.totalCents)} · {periodText(invoices.filters.from, invoices.filters.to)}
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
                  Télécharger le ZIP ({invoices.total} PDF)
                </a>
              ) : null}
            </div>

            <DataTable
              caption="Factures, les plus récentes d’abord"
              columns={columns}
              rows={invoices.items}
              rowKey={(i) => i.number}
              testId="invoices-table"
              rowTestId="invoice-row"
              empty={
                invoices.filters.q || invoices.filters.from || invoices.filters.to
                  ? 'Aucune facture ne correspond à cette recherche.'
                  : 'Aucune facture pour le moment : elles sont émises au paiement des commandes.'
              }
              actions={(i) => (
                <a
                  href={i.pdfUrl}
                  download={`facture-${i.number}.pdf`}
                  className={`btn-secondary ${ROW_BUTTON}`}
                  data-testid="invoice-pdf"
                >
                  <FileDown className="h-4 w-4" aria-hidden="true" />
                  PDF
                  <span className="sr-only"> de la facture {i.number}</span>
                </a>
              )}
            />
            <Pager
              page={invoices.page}
              pages={invoices.pages}
              hrefFor={(p) => invoicesHref({ ...invoices.filters, page: p })}
              label="Pages des factures"
            />
          </>
        )}
      </div>
    </AdminShell>
  );
}
