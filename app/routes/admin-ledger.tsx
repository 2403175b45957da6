import { data } from 'react-router';
import type { Route } from './+types/admin-ledger';
import { ADMIN_CHROME } from '../lib/admin-chrome';
import { AdminShell } from '../components/admin/AdminShell';
import { LedgerBook } from '../components/admin/ledger/LedgerBook';
import type { LedgerPageData } from '../components/admin/ledger/types';
import { ledgerForPage } from '../.server/admin-ledger';
import { privatePageHeaders, requireAdminPage } from '../.server/guards';
import { seo } from '../lib/seo';
import { t as wordIn, tr } from '../../core/messages';

/** The back office's own frame (issue 30). */
export const handle = ADMIN_CHROME;

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: wordIn('fr', 'adminShared.navLedger'),
    description: wordIn('fr', 'adminLedger.metaDescription'),
    noindex: true,
  });

/** Admin only: anyone else is sent to /login?next=…. */
export const headers = privatePageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  try {
    return {
      ledger: (await ledgerForPage(context.db, new URL(request.url))) as LedgerPageData | null,
      loadError: null as string | null,
    };
  } catch (err) {
    console.error(err);
    return data(
      { ledger: null as LedgerPageData | null, loadError: wordIn('fr', 'adminLedger.loadError') as string | null },
      { status: 500 },
    );
  }
}

export default function AdminLedger({ loaderData }: Route.ComponentProps) {
  const { ledger, loadError } = loaderData;

  return (
    <AdminShell
      title={tr('adminShared.navLedger')}
      lead={tr('adminLedger.lead')}
      crumbs={[{ name: tr('adminShared.navLedger'), path: '/admin/recettes' }]}
    >
      <div className="space-y-6">
        {loadError || !ledger ? (
          <p role="alert" className="font-medium text-danger" data-testid="ledger-error">
            {loadError ?? tr('adminLedger.loadError')}
          </p>
        ) : (
          <LedgerBook ledger={ledger} />
        )}
      </div>
    </AdminShell>
  );
}
