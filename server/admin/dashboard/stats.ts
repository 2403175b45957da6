import { and, count, gte, inArray, isNotNull, isNull, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../orders/schema';

/** Months are the business's: Paris time, so an order paid at 00:30 on the 1st counts for that month. */
const TIME_ZONE = 'Europe/Paris';

interface MonthPoint {
  /** YYYY-MM */
  month: string;
  orders: number;
  revenueCents: number;
}

export interface DashboardStats {
  /** Paid or in progress: the translator's work queue. */
  toHandle: number;
  paidThisMonth: number;
  revenueThisMonthCents: number;
  months: MonthPoint[];
}

/** 'YYYY-MM' of a date in Paris time. */
export function parisMonth(date: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(date);
  return `${parts.find((p) => p.type === 'year')!.value}-${parts.find((p) => p.type === 'month')!.value}`;
}

/** The last `n` months, oldest first, ending with the month of `now`. */
export function lastMonths(now: Date, n: number): string[] {
  const [y, m] = parisMonth(now).split('-').map(Number) as [number, number];
  const out: string[] = [];
  for (let i = n - 1; i >= 0; i--) {
    const index = y * 12 + (m - 1) - i;
    out.push(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`);
  }
  return out;
}

/**
 * Figures of the admin dashboard. Revenue counts paid orders by the month they
 * were paid (refunded ones excluded); archived orders still count: they were sold.
 */
export async function dashboardStats(db: Database, now = new Date()): Promise<DashboardStats> {
  const months = lastMonths(now, 12);
  // A day of margin before the first month: the exact boundary is decided in Paris time below.
  const since = new Date(Date.UTC(Number(months[0]!.slice(0, 4)), Number(months[0]!.slice(5)) - 1, 1) - 86_400_000);
  const monthOf = sql<string>`to_char(${orders.paidAt} at time zone ${sql.raw(`'${TIME_ZONE}'`)}, 'YYYY-MM')`;
  const [queue, perMonth] = await Promise.all([
    db
      .select({ n: count() })
      .from(orders)
      .where(and(inArray(orders.status, ['paid', 'in_progress']), isNull(orders.archivedAt))),
    db
      .select({ month: monthOf, n: count(), cents: sum(orders.totalCents) })
      .from(orders)
      .where(and(isNotNull(orders.paidAt), gte(orders.paidAt, since), inArray(orders.paymentStatus, ['paid'])))
      .groupBy(monthOf),
  ]);
  const byMonth = new Map(perMonth.map((r) => [r.month, { orders: Number(r.n), revenueCents: Number(r.cents ?? 0) }]));
  const points = months.map((month) => ({ month, ...(byMonth.get(month) ?? { orders: 0, revenueCents: 0 }) }));
  const current = points.at(-1)!;
  return {
    toHandle: Number(queue[0]?.n ?? 0),
    paidThisMonth: current.orders,
    revenueThisMonthCents: current.revenueCents,
    months: points,
  };
}
