import { FileDown, FileSpreadsheet } from 'lucide-react';
import { data, Form, Link } from 'react-router';
import type { Route } from './+types/admin-ledger';
import { ADMIN_CHROME } from '../lib/admin-chrome';
import { formatEuros } from '../../core/money';
import { AdminShell } from '../components/admin/AdminShell';
import { DataTable, ROW_BUTTON, type Column } from '../components/admin/DataTable';
import { formatDate } from '../components/admin/format';
import { orderDetailHref } from '../components/admin/orders/order-links';
import { DateRangeFields, PeriodPresets, periodText } from '../components/admin/PeriodFilter';
import { FormAlert } from '../components/form/FormAlert';
import { ledgerForPage, type LedgerPageData, type LedgerRowView } from '../.server/admin-ledger';
import { privatePageHeaders, requireAdminPage } from '../.server/guards';
import { useT } from '../lib/i18n';
import { seo } from '../lib/seo';

/** The back office's own frame (issue 30). */
export const handle = ADMIN_CHROME;

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Recettes',
    description: 'Livre des recettes : paiements et remboursements, totaux et export CSV.',
    noindex: true,
  });

const LOAD_FAILED = 'Impossible de récupérer le livre des recettes.';

/** Admin only: anyone else is sent to /login?next=…. */
export const headers = privatePageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  try {
    return {
      ledger: (await ledgerForPage(context.db, new URL(request.url))) as LedgerPageData | null,
      loadError: null as string | null,
    };
  } catch (err) {
    console.error(err);
    return data({ ledger: null as LedgerPageData | null, loadError: LOAD_FAILED as string | null }, { status: 500 });
  }
}

const MONTH = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** 2026-11 → « novembre 2026 ». */
const monthText = (period: string) => MONTH.format(new Date(`${period}-15T12:00:00Z`));

/** Amounts of the ledger: refunds in red with their minus sign. */
function Amount({ cents, testId }: { cents: number; testId?: string }) {
  return (
    <span className={`tabular-nums ${cents < 0 ? 'text-danger' : ''}`} data-testid={testId}>
      {formatEuros(cents)}
    </span>
  );
}

function TotalsTable({
  caption,
  rows,
  label,
  testId,
}: {
  caption: string;
  rows: LedgerPageData['months'];
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
              Période
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              Encaissé
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              Remboursé
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Net
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

export default function AdminLedger({ loaderData }: Route.ComponentProps) {
  const { ledger, loadError } = loaderData;
  const t = useT();

  const columns: Column<LedgerRowView>[] = [
    {
      id: 'number',
      header: 'Date et numéro',
      primary: true,
      className: 'md:whitespace-nowrap',
      cell: (e) => (
        <span className="flex flex-col">
          <span className="font-mono font-semibold" data-testid="ledger-number">
            {e.number}
          </span>
          <span className="text-xs font-normal text-muted">
            {formatDate(e.date)} · {e.kind === 'invoice' ? 'Paiement' : 'Remboursement'}
          </span>
          {/* A refund is accounted against an invoice, not only an order: the accountant matches the two. */}
          {e.corrects ? (
            <span className="text-xs font-normal text-muted" data-testid="ledger-corrects">
              {t('adminInvoices.corrects', { number: e.corrects })}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'client',
      header: 'Client',
      cell: (e) => (
        <span className="flex flex-col [overflow-wrap:anywhere]">
          <span>{e.client}</span>
          <Link
            to={orderDetailHref(e.orderId)}
            className="font-mono text-xs text-brand underline-offset-4 hover:underline"
          >
            {e.orderId}
          </Link>
        </span>
      ),
    },
    { id: 'nature', header: 'Nature', cell: (e) => e.nature },
    {
      id: 'amount',
      header: 'Montant',
      className: 'md:text-right md:whitespace-nowrap',
      cell: (e) => <Amount cents={e.amountCents} testId="ledger-amount" />,
    },
    { id: 'method', header: 'Règlement', cell: (e) => <span className="text-sm">{e.method}</span> },
  ];

  return (
    <AdminShell
      title="Recettes"
      lead="Le livre des recettes : chaque paiement (sa facture) et chaque remboursement (son avoir, en négatif), dans l’ordre des dates. Les chiffres du tableau de bord en viennent."
      crumbs={[{ name: 'Recettes', path: '/admin/recettes' }]}
    >
      <div className="space-y-6">
        {loadError || !ledger ? (
          <p role="alert" className="font-medium text-danger" data-testid="ledger-error">
            {loadError ?? LOAD_FAILED}
          </p>
        ) : (
          <>
            <Form
              method="get"
              action="/admin/recettes"
              className="grid gap-3 sm:grid-cols-[10rem_10rem_auto] sm:items-end"
              data-testid="ledger-period"
            >
              <DateRangeFields prefix="ledger" from={ledger.from} to={ledger.to} />
              <button type="submit" className="btn-primary min-h-11">
                Afficher
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

            <div className="card flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
              <dl className="grid grid-cols-3 gap-4 text-sm" data-testid="ledger-summary">
                <div>
                  <dt className="text-muted">Encaissé</dt>
                  <dd className="text-base font-semibold">
                    <Amount cents={ledger.total.paymentsCents} testId="ledger-total-payments" />
                  </dd>
                </div>
                <div>
                  <dt className="text-muted">Remboursé</dt>
                  <dd className="text-base font-semibold">
                    <Amount cents={ledger.total.refundsCents} testId="ledger-total-refunds" />
                  </dd>
                </div>
                <div>
                  <dt className="text-muted">Net</dt>
                  <dd className="text-base font-semibold">
                    <Amount cents={ledger.total.netCents} testId="ledger-total-net" />
                  </dd>
                </div>
              </dl>
              <div className="flex flex-col gap-1 sm:items-end">
                <a
                  href={ledger.csvUrl}
                  download
                  className="btn-primary min-h-11 justify-center"
                  data-testid="ledger-csv"
                >
                  <FileSpreadsheet className="h-4 w-4" aria-hidden="true" />
                  Exporter en CSV
                </a>
                <p className="text-xs text-muted">{periodText(ledger.from, ledger.to)}</p>
              </div>
            </div>

            <DataTable
              caption="Livre des recettes, dans l’ordre des dates"
              columns={columns}
              rows={ledger.entries}
              rowKey={(e) => e.number}
              testId="ledger-table"
              rowTestId="ledger-row"
              empty="Aucun paiement ni remboursement sur cette période."
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
                    Totaux par mois
                  </h2>
                  <TotalsTable
                    caption="Totaux par mois"
                    rows={ledger.months}
                    label={monthText}
                    testId="ledger-months"
                  />
                </section>
                <section className="card" aria-labelledby="ledger-years-title">
                  <h2 id="ledger-years-title" className="mb-3 text-lg font-semibold">
                    Totaux par année
                  </h2>
                  <TotalsTable caption="Totaux par année" rows={ledger.years} label={(y) => y} testId="ledger-years" />
                </section>
              </div>
            ) : null}
          </>
        )}
      </div>
    </AdminShell>
  );
}
