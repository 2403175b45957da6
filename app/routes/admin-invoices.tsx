import { data } from 'react-router';
import type { Route } from './+types/admin-invoices';
import { ADMIN_CHROME } from '../lib/admin-chrome';
import { t as wordIn } from '../../core/messages';
import { AdminShell } from '../components/admin/AdminShell';
import { InvoicesList } from '../components/admin/invoices/InvoicesList';
import type { InvoicesPageData } from '../components/admin/invoices/types';
import { invoicesForPage } from '../.server/admin-invoices';
import { privatePageHeaders, requireAdminPage } from '../.server/guards';
import { useT } from '../lib/i18n';
import { seo } from '../lib/seo';

/** The back office's own frame (issue 30). */
export const handle = ADMIN_CHROME;

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: wordIn('fr', 'adminShared.navInvoices'),
    description: wordIn('fr', 'adminInvoices.metaDescription'),
    noindex: true,
  });

/** Admin only: anyone else is sent to /login?next=…. */
export const headers = privatePageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  try {
    return {
      invoices: (await invoicesForPage(context.db, new URL(request.url))) as InvoicesPageData | null,
      loadError: null as string | null,
    };
  } catch (err) {
    console.error(err);
    return data(
      {
        invoices: null as InvoicesPageData | null,
        loadError: wordIn('fr', 'adminInvoices.loadError') as string | null,
      },
      { status: 500 },
    );
  }
}

export default function AdminInvoices({ loaderData }: Route.ComponentProps) {
  const { invoices, loadError } = loaderData;
  const t = useT();

  return (
    <AdminShell
      title={t('adminShared.navInvoices')}
      lead={t('adminInvoices.lead')}
      crumbs={[{ name: t('adminShared.navInvoices'), path: '/admin/factures' }]}
    >
      <div className="space-y-6">
        {loadError || !invoices ? (
          <p role="alert" className="font-medium text-danger" data-testid="invoices-error">
            {loadError ?? t('adminInvoices.loadError')}
          </p>
        ) : (
          <InvoicesList invoices={invoices} />
        )}
      </div>
    </AdminShell>
  );
}
