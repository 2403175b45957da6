import { addDays } from '../../core/calendar-date';
import { t } from '../../core/messages';
import type { PeriodPreset } from '../components/admin/PeriodFilter';

/** The accountant's periods from today in Paris (YYYY-MM-DD): this and last month, this and last year (the back office is French). */
export function periodPresets(today: string): PeriodPreset[] {
  const monthStart = `${today.slice(0, 8)}01`;
  const lastMonthEnd = addDays(monthStart, -1);
  const nextMonthStart = addDays(monthStart, 32).slice(0, 8) + '01';
  const year = Number(today.slice(0, 4));
  return [
    { label: t('fr', 'adminShared.presetThisMonth'), from: monthStart, to: addDays(nextMonthStart, -1) },
    { label: t('fr', 'adminShared.presetLastMonth'), from: `${lastMonthEnd.slice(0, 8)}01`, to: lastMonthEnd },
    { label: t('fr', 'adminShared.presetThisYear'), from: `${year}-01-01`, to: `${year}-12-31` },
    { label: t('fr', 'adminShared.presetLastYear'), from: `${year - 1}-01-01`, to: `${year - 1}-12-31` },
  ];
}
