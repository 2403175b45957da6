import { ArrowRight, MessagesSquare, Package, Users } from 'lucide-react';
import { data, Link } from 'react-router';
import type { Route } from './+types/admin-dashboard';
import { ADMIN_CHROME } from '../lib/admin-chrome';
import { AdminShell } from '../components/admin/AdminShell';
import { dashboardForPage } from '../.server/admin-dashboard';
import { lastPurgeForPage } from '../.server/admin-privacy';
import { backupLineForPage } from '../.server/admin-backup';
// The back office is the translator's, in French: its dates and sizes are formatted with 'fr'.
import { formatDayTime } from '../components/account/format';
import { MonthlyChart } from '../components/admin/dashboard/MonthlyChart';
import { DashboardFigures } from '../components/admin/dashboard/DashboardFigures';
import { PaymentAnomalyList } from '../components/admin/orders/PaymentAnomalyAlert';
import { ChatHoursForm } from '../components/admin/chat/ChatHoursForm';
import { ChatInbox } from '../components/admin/chat/LazyChatInbox';
import { requireAdminPage } from '../.server/guards';
import { seo } from '../lib/seo';
import { t as wordIn, tr } from '../../core/messages';

/** The back office's own frame (issue 30). */
export const handle = ADMIN_CHROME;

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: wordIn('fr', 'adminShared.navDashboard'),
    description: wordIn('fr', 'adminDashboard.lead'),
    noindex: true,
  });

const NO_STORE = { 'Cache-Control': 'private, no-store' };
export const headers: Route.HeadersFunction = () => NO_STORE;

/** Admin only (spec 6): anyone else is sent to /login?next=…. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const [page, lastPurge, backup] = await Promise.all([
    dashboardForPage(context),
    lastPurgeForPage(context),
    backupLineForPage(context),
  ]);
  return data({ ...page, lastPurge, backup }, { headers: NO_STORE });
}

/** Links to the users' and the orders' pages, beside the chart. */
function Shortcuts() {
  return (
    <nav aria-label={tr('adminDashboard.shortcuts')} className="space-y-4">
      {[
        {
          to: '/admin/users',
          icon: Users,
          title: tr('adminShared.navUsers'),
          text: tr('adminDashboard.usersText'),
        },
        {
          to: '/admin/orders',
          icon: Package,
          title: tr('adminShared.navOrders'),
          text: tr('adminDashboard.ordersText'),
        },
      ].map(({ to, icon: Icon, title, text }) => (
        <Link
          key={to}
          to={to}
          className="card group flex items-start gap-4 p-5 text-ink no-underline hover:border-brand"
        >
          <Icon className="mt-0.5 h-5 w-5 shrink-0 text-brand" aria-hidden="true" />
          <span className="flex-1">
            <span className="block font-semibold group-hover:text-brand">{title}</span>
            <span className="block text-sm text-muted">{text}</span>
          </span>
          <ArrowRight
            className="mt-0.5 h-4 w-4 shrink-0 text-muted group-hover:text-brand rtl:-scale-x-100"
            aria-hidden="true"
          />
        </Link>
      ))}
    </nav>
  );
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { stats, requests, chatSettings, defaultHours, lastPurge, undelivered, backup, anomalies } = loaderData;
  const waiting = requests.quotes + requests.contact + requests.support;
  return (
    <AdminShell title={tr('adminShared.navDashboard')} lead={tr('adminDashboard.lead')}>
      {undelivered > 0 ? (
        <p
          role="status"
          className="mb-6 flex flex-wrap items-center gap-x-2 gap-y-1 rounded-xl border border-danger/30 bg-danger-soft px-4 py-3 text-sm text-danger"
          data-testid="undelivered-mail"
        >
          <strong className="font-semibold">
            {tr('adminDashboard.undelivered', { emails: tr('adminDashboard.emails', { count: undelivered }) })}
          </strong>
          <Link to="/admin/outbox?status=failed" className="underline underline-offset-4">
            {tr('adminDashboard.seeAndRetry')}
          </Link>
        </p>
      ) : null}
      <PaymentAnomalyList anomalies={anomalies} />
      <DashboardFigures stats={stats} waitingRequests={waiting} />

      <section className="mt-8" aria-labelledby="chat-title">
        <h2 id="chat-title" className="mb-4 flex items-center gap-2.5 text-xl font-semibold">
          <MessagesSquare className="h-5 w-5 text-accent" aria-hidden="true" />
          {tr('adminDashboard.liveChat')}
        </h2>
        <ChatInbox />
      </section>

      <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section className="card sm:p-7" aria-labelledby="chart-title">
          <h2 id="chart-title" className="text-xl font-semibold">
            {tr('adminDashboard.lastMonths')}
          </h2>
          <p className="mt-1 mb-5 text-sm text-muted">
            {tr('adminDashboard.chartLead')}{' '}
            <Link to="/admin/recettes" className="underline underline-offset-4">
              {tr('adminDashboard.ledgerLink')}
            </Link>
            .
          </p>
          <MonthlyChart months={stats.months} />
        </section>
        <Shortcuts />
      </div>

      <p className="mt-8 text-sm text-muted" data-testid="last-purge">
        <Link to="/admin/donnees" className="text-brand underline underline-offset-4">
          {tr('adminDashboard.lastPurge')}
        </Link>{' '}
        :{' '}
        {lastPurge
          ? `${formatDayTime(lastPurge.at, 'fr')} — ${tr('adminDashboard.purgeRemoved', { count: lastPurge.removed })}`
          : tr('adminDashboard.purgeNotYet')}
      </p>

      <p
        className={`mt-2 text-sm ${backup.late ? 'font-semibold text-danger' : 'text-muted'}`}
        data-testid="last-backup"
        data-late={backup.late}
      >
        {backup.text}
      </p>

      <details className="card mt-8 sm:p-7" data-testid="chat-hours">
        <summary className="cursor-pointer text-lg font-semibold">{tr('adminDashboard.chatHours')}</summary>
        <div className="mt-5">
          <ChatHoursForm
            hours={chatSettings.hours}
            defaultHours={defaultHours}
            closedDates={chatSettings.closedDates}
            replyMinutes={chatSettings.replyMinutes}
          />
        </div>
      </details>
    </AdminShell>
  );
}
