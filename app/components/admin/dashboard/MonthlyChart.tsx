import { formatEuros } from '../../../../core/money';
import { BarLineChart } from './BarLineChart';
import { tr } from '../../../../core/messages';

export interface MonthPoint {
  month: string;
  orders: number;
  revenueCents: number;
}

const MONTH = new Intl.DateTimeFormat('fr-FR', { month: 'short', timeZone: 'UTC' });
const MONTH_LONG = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dateOf = (month: string) => new Date(`${month}-15T12:00:00Z`);

/**
 * Orders (bars) and revenue (line) per month. The table under the chart is the
 * same data for screen readers and for anyone who prefers figures.
 */
export function MonthlyChart({ months }: { months: MonthPoint[] }) {
  const points = months.map((m) => ({
    label: MONTH.format(dateOf(m.month)),
    bar: m.orders,
    line: m.revenueCents / 100,
  }));
  return (
    <figure>
      <div className="h-72 w-full" aria-hidden="true">
        <BarLineChart
          points={points}
          bar={{ name: tr('adminDashboard.paidOrders'), format: String }}
          line={{ name: tr('adminDashboard.revenue'), format: (euros) => formatEuros(Math.round(euros * 100)) }}
        />
      </div>
      <details className="mt-4 text-sm">
        <summary className="cursor-pointer font-medium text-brand">{tr('adminDashboard.seeByMonth')}</summary>
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left" data-testid="monthly-table">
            <caption className="sr-only">{tr('adminDashboard.tableCaption')}</caption>
            <thead className="text-muted">
              <tr>
                <th scope="col" className="py-1.5 pr-4 font-medium">
                  {tr('adminDashboard.month')}
                </th>
                <th scope="col" className="py-1.5 pr-4 text-right font-medium">
                  {tr('adminDashboard.paidOrders')}
                </th>
                <th scope="col" className="py-1.5 text-right font-medium">
                  {tr('adminDashboard.revenue')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {months.map((m) => (
                <tr key={m.month}>
                  <th scope="row" className="py-1.5 pr-4 font-normal capitalize">
                    {MONTH_LONG.format(dateOf(m.month))}
                  </th>
                  <td className="py-1.5 pr-4 text-right tabular-nums">{m.orders}</td>
                  <td className="py-1.5 text-right tabular-nums">{formatEuros(m.revenueCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
      <figcaption className="sr-only">{tr('adminDashboard.chartCaption')}</figcaption>
    </figure>
  );
}
