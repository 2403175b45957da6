import type { Database } from '../../db/client';
import { ledgerTotals } from '../../ledger/queries';
import { parisToday } from '../orders/queries';
import { workQueueCounts } from '../orders/work-queue';

/** Months are the business's: Paris time, so an order paid at 00:30 on the 1st counts for that month. */
const TIME_ZONE = 'Europe/Paris';

interface MonthPoint {
  /** YYYY-MM */
  month: string;
  /** Payments received (invoices issued). */
  orders: number;
  /** Received minus refunded: the month's total of the receipts ledger. */
  revenueCents: number;
}

export interface DashboardStats {
  /** « Commandes à traiter »: paid and kept, translation not delivered (server/admin/orders/work-queue.ts). */
  toHandle: number;
  /** « À livrer aujourd’hui / en retard »: still owed, due today or before. */
  dueToday: number;
  /** « À expédier »: paper originals to post (server/shipping/to-ship.ts). */
  toShip: number;
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
 * Figures of the admin dashboard. Revenue is the receipts ledger's (server/ledger, decision 029):
 * payments minus refunds by the Paris month of their invoice or credit note, read by the same
 * query as /admin/recettes, so the two agree to the cent. Archived orders still count: they were sold.
 */
export async function dashboardStats(db: Database, now = new Date()): Promise<DashboardStats> {
  const months = lastMonths(now, 12);
  const [queue, perMonth] = await Promise.all([
    // The same rule as the orders list's « À traiter », « À livrer aujourd’hui » and « À expédier » views.
    workQueueCounts(db, parisToday(now)),
    ledgerTotals(db, { from: `${months[0]!}-01`, to: null }, 'month'),
  ]);
  const byMonth = new Map(perMonth.map((r) => [r.period, { orders: r.payments, revenueCents: r.netCents }]));
  const points = months.map((month) => ({ month, ...(byMonth.get(month) ?? { orders: 0, revenueCents: 0 }) }));
  const current = points.at(-1)!;
  return {
    toHandle: queue.toTranslate,
    dueToday: queue.due,
    toShip: queue.toShip,
    paidThisMonth: current.orders,
    revenueThisMonthCents: current.revenueCents,
    months: points,
  };
}
