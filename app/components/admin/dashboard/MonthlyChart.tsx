import { useEffect, useState } from 'react';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatEuros } from '../../../../core/money';

export interface MonthPoint {
  month: string;
  orders: number;
  revenueCents: number;
}

const MONTH = new Intl.DateTimeFormat('fr-FR', { month: 'short', timeZone: 'UTC' });
const MONTH_LONG = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dateOf = (month: string) => new Date(`${month}-15T12:00:00Z`);

/**
 * Orders (bars) and revenue (line) per month. The chart is drawn in the
 * browser only (it measures its box); the table under it is the same data for
 * screen readers and for anyone who prefers figures.
 */
export function MonthlyChart({ months }: { months: MonthPoint[] }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const rows = months.map((m) => ({ label: MONTH.format(dateOf(m.month)), orders: m.orders, revenue: m.revenueCents / 100 }));
  return (
    <figure>
      <div className="h-72 w-full" aria-hidden="true">
        {mounted ? (
          <ResponsiveContainer width="100%" height="100%">
            <ComposedChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
              <CartesianGrid stroke="var(--line)" vertical={false} />
              <XAxis dataKey="label" tick={{ fill: 'var(--muted)', fontSize: 12 }} axisLine={{ stroke: 'var(--line)' }} tickLine={false} />
              <YAxis yAxisId="orders" allowDecimals={false} tick={{ fill: 'var(--muted)', fontSize: 12 }} axisLine={false} tickLine={false} width={32} />
              <YAxis
                yAxisId="revenue"
                orientation="right"
                tick={{ fill: 'var(--muted)', fontSize: 12 }}
                axisLine={false}
                tickLine={false}
                width={56}
                tickFormatter={(v: number) => `${v} €`}
              />
              <Tooltip
                contentStyle={{ background: 'var(--surface)', border: '1px solid var(--line)', borderRadius: 12, color: 'var(--ink)' }}
                labelStyle={{ color: 'var(--ink)', fontWeight: 600 }}
                cursor={{ fill: 'var(--surface-2)' }}
                formatter={(value, name) => (name === 'Chiffre d’affaires' ? formatEuros(Math.round(Number(value) * 100)) : value)}
              />
              <Legend wrapperStyle={{ color: 'var(--muted)', fontSize: 13 }} />
              <Bar yAxisId="orders" dataKey="orders" name="Commandes payées" fill="var(--brand)" radius={[4, 4, 0, 0]} maxBarSize={28} />
              <Line yAxisId="revenue" dataKey="revenue" name="Chiffre d’affaires" stroke="var(--accent)" strokeWidth={2.5} dot={{ r: 3, fill: 'var(--accent)' }} type="monotone" />
            </ComposedChart>
          </ResponsiveContainer>
        ) : (
          <div className="h-full w-full animate-pulse rounded-xl bg-surface-2/70" />
        )}
      </div>
      <details className="mt-4 text-sm">
        <summary className="cursor-pointer font-medium text-brand">Voir les chiffres mois par mois</summary>
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left" data-testid="monthly-table">
            <caption className="sr-only">Commandes payées et chiffre d’affaires des 12 derniers mois</caption>
            <thead className="text-muted">
              <tr>
                <th scope="col" className="py-1.5 pr-4 font-medium">Mois</th>
                <th scope="col" className="py-1.5 pr-4 text-right font-medium">Commandes payées</th>
                <th scope="col" className="py-1.5 text-right font-medium">Chiffre d’affaires</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {months.map((m) => (
                <tr key={m.month}>
                  <th scope="row" className="py-1.5 pr-4 font-normal capitalize">{MONTH_LONG.format(dateOf(m.month))}</th>
                  <td className="py-1.5 pr-4 text-right tabular-nums">{m.orders}</td>
                  <td className="py-1.5 text-right tabular-nums">{formatEuros(m.revenueCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
      <figcaption className="sr-only">Commandes payées et chiffre d’affaires par mois, sur les 12 derniers mois.</figcaption>
    </figure>
  );
}
