import { CalendarClock, Euro, Inbox, Package, PackageCheck, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { tr } from '../../../../core/messages';
import { formatEuros } from '../../../../core/money';

/** One figure, a link to the list it counts; two a row on a phone, without their icon, so the chat stays near. */
function Figure({
  icon: Icon,
  label,
  value,
  to,
  testId,
}: {
  icon: typeof Package;
  label: string;
  value: string;
  to: string;
  testId: string;
}) {
  return (
    <Link
      to={to}
      className="card group flex items-start gap-4 p-4 text-ink no-underline transition-colors hover:border-brand sm:p-5"
      data-testid={testId}
    >
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand max-sm:hidden">
        <Icon className="h-5 w-5" aria-hidden="true" />
      </span>
      <span>
        <span className="block text-sm text-muted">{label}</span>
        <span className="mt-0.5 block font-serif text-2xl font-semibold tabular-nums group-hover:text-brand">
          {value}
        </span>
      </span>
    </Link>
  );
}

/** The dashboard's figures: the to-do, then the month's and the requests'. */
export function DashboardFigures({
  stats,
  waitingRequests: waiting,
}: {
  stats: {
    toHandle: number;
    dueToday: number;
    toShip: number;
    paidThisMonth: number;
    revenueThisMonthCents: number;
  };
  waitingRequests: number;
}) {
  return (
    <>
      {/* The to-do first, above the chat: each figure is the count of the orders list's view it opens
        (one rule, server/admin/orders/work-queue.ts). */}
      <section aria-labelledby="todo-title">
        <h2 id="todo-title" className="mb-3 text-lg font-semibold">
          {tr('adminDashboard.todo')}
        </h2>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
          <Figure
            icon={Package}
            label={tr('adminDashboard.toHandle')}
            value={String(stats.toHandle)}
            to="/admin/orders?view=toTranslate"
            testId="figure-to-handle"
          />
          <Figure
            icon={CalendarClock}
            label={tr('adminOrder.tabToday')}
            value={String(stats.dueToday)}
            to="/admin/orders?view=today"
            testId="figure-due-today"
          />
          <Figure
            icon={Truck}
            label={tr('shipping.toShip')}
            value={String(stats.toShip)}
            to="/admin/orders?view=toShip"
            testId="figure-to-ship"
          />
        </div>
      </section>
      <section className="mt-4" aria-labelledby="figures-title">
        <h2 id="figures-title" className="sr-only">
          {tr('adminDashboard.keyFigures')}
        </h2>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
          <Figure
            icon={Inbox}
            label={tr('adminDashboard.waitingRequests')}
            value={String(waiting)}
            to="/admin/demandes"
            testId="figure-requests"
          />
          <Figure
            icon={PackageCheck}
            label={tr('adminDashboard.paidThisMonth')}
            value={String(stats.paidThisMonth)}
            to="/admin/orders"
            testId="figure-paid-month"
          />
          <Figure
            icon={Euro}
            label={tr('adminDashboard.revenueThisMonth')}
            value={formatEuros(stats.revenueThisMonthCents)}
            to="/admin/recettes"
            testId="figure-revenue-month"
          />
        </div>
      </section>
    </>
  );
}
