import { addDays } from '../../core/calendar-date';
import type { PeriodPreset } from '../components/admin/PeriodFilter';

/** The accountant's periods from today in Paris (YYYY-MM-DD): this and last month, this and last year. */
export function periodPresets(today: string): PeriodPreset[] {
  const monthStart = `${today.slice(0, 8)}01`;
  const lastMonthEnd = addDays(monthStart, -1);
  const nextMonthStart = addDays(monthStart, 32).slice(0, 8) + '01';
  const year = Number(today.slice(0, 4));
  return [
    { label: 'Ce mois-ci', from: monthStart, to: addDays(nextMonthStart, -1) },
    { label: 'Mois dernier', from: `${lastMonthEnd.slice(0, 8)}01`, to: lastMonthEnd },
    { label: 'Cette année', from: `${year}-01-01`, to: `${year}-12-31` },
    { label: 'Année dernière', from: `${year - 1}-01-01`, to: `${year - 1}-12-31` },
  ];
}
