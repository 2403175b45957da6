import { Eraser, Timer } from 'lucide-react';
import { data } from 'react-router';
import type { Route } from './+types/admin-privacy';
import { ADMIN_CHROME } from '../lib/admin-chrome';
import { ACCOUNTING_RETENTION_YEARS, daysText, minutesText, yearsText } from '../../core/retention';
// The back office is the translator's, in French: its dates and sizes are formatted with 'fr'.
import { formatDayTime } from '../components/account/format';
import { AdminShell } from '../components/admin/AdminShell';
import { ErasureTool } from '../components/admin/privacy/ErasureTool';
import { privacyForPage } from '../.server/admin-privacy';
import { privatePageHeaders, requireAdminPage } from '../.server/guards';
import { seo } from '../lib/seo';
import { t as wordIn, tr, type PlainMessageId } from '../../core/messages';

/** The back office's own frame (issue 30). */
export const handle = ADMIN_CHROME;

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: wordIn('fr', 'adminPrivacy.title'),
    description: wordIn('fr', 'adminPrivacy.metaDescription'),
    noindex: true,
  });

export const headers = privatePageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  return data(await privacyForPage(context), { headers: { 'Cache-Control': 'private, no-store' } });
}

const COUNT_LABELS: [string, PlainMessageId][] = [
  ['ordersDocumentsDeleted', 'adminPrivacy.purgeOrdersDocumentsDeleted'],
  ['filesDeleted', 'adminPrivacy.purgeFilesDeleted'],
  ['requestsErased', 'adminPrivacy.purgeRequestsErased'],
  ['chatConversationsErased', 'adminPrivacy.purgeChatConversationsErased'],
  ['accountsErased', 'adminPrivacy.purgeAccountsErased'],
  ['unpaidOrdersErased', 'adminPrivacy.purgeUnpaidOrdersErased'],
  ['paidOrdersAnonymised', 'adminPrivacy.purgePaidOrdersAnonymised'],
  ['shippingDetailsRemoved', 'adminPrivacy.purgeShippingDetailsRemoved'],
  ['emailsErased', 'adminPrivacy.purgeEmailsErased'],
  ['orphanFiles', 'adminPrivacy.purgeOrphanFiles'],
];

export default function AdminPrivacy({ loaderData }: Route.ComponentProps) {
  const { retention, lastRun } = loaderData;
  return (
    <AdminShell title={tr('adminPrivacy.title')} lead={tr('adminPrivacy.lead')}>
      <section className="card sm:p-7" aria-labelledby="erase-title">
        <h2 id="erase-title" className="flex items-center gap-2.5 text-xl font-semibold">
          <Eraser className="h-5 w-5 text-danger" aria-hidden="true" />
          {tr('adminPrivacy.erase')}
        </h2>
        <p className="mt-1 mb-5 text-sm text-muted">{tr('adminPrivacy.eraseLead')}</p>
        <ErasureTool />
      </section>

      <section className="card mt-8 sm:p-7" aria-labelledby="retention-title" data-testid="retention-status">
        <h2 id="retention-title" className="flex items-center gap-2.5 text-xl font-semibold">
          <Timer className="h-5 w-5 text-brand" aria-hidden="true" />
          {tr('adminPrivacy.retentionTitle')}
        </h2>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
          <li>{tr('adminPrivacy.retentionDocuments', { days: daysText(retention.documentDays) })}</li>
          <li>{tr('adminPrivacy.retentionContact', { years: yearsText(retention.contactYears) })}</li>
          <li>
            {tr('adminPrivacy.retentionPaid', {
              years: yearsText(retention.contactYears),
              accounting: yearsText(ACCOUNTING_RETENTION_YEARS),
            })}
          </li>
          <li>{tr('adminPrivacy.retentionUploads', { minutes: minutesText(retention.uploadIdleMinutes) })}</li>
        </ul>
        <p className="mt-4 text-sm text-muted">
          {/* In words (issue 30): the setting names are in docs/configuration.md, for whoever hosts the site. */}
          {tr('adminPrivacy.retentionWho')}
        </p>
        {lastRun ? (
          <div className="mt-4">
            <p className="font-medium" data-testid="last-purge">
              {tr('adminPrivacy.lastPurge', { when: formatDayTime(lastRun.at, 'fr') })}
            </p>
            <ul className="mt-2 grid gap-x-6 gap-y-1 text-sm text-muted sm:grid-cols-2">
              {COUNT_LABELS.map(([key, label]) => (
                <li key={key}>
                  <span className="font-semibold text-ink tabular-nums">
                    {lastRun.counts[key as keyof typeof lastRun.counts]}
                  </span>{' '}
                  {tr(label)}
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="mt-4 font-medium" data-testid="last-purge">
            {tr('adminPrivacy.lastPurgeNone')}
          </p>
        )}
      </section>
    </AdminShell>
  );
}
