import { data } from 'react-router';
import type { Route } from './+types/admin-ledger';
import { ADMIN_CHROME } from '../lib/admin-chrome';
import { AdminShell } from '../components/admin/AdminShell';
import { LedgerBook } from '../components/admin/ledger/LedgerBook';
import type { LedgerPageData } from '../components/admin/ledger/types';
import { ledgerForPage } from '../.server/admin-ledger';
import { privatePageHeaders, requireAdminPage } from '../.server/guards';
import { seo } from '../lib/seo';

/** The back office's own frame (issue 30). */
export const handle = ADMIN_CHROME;

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Recettes',
    description: 'Livre des recettes : paiements et remboursements, totaux et export CSV.',
    noindex: true,
  });

const LOAD_FAILED = 'Impossible de récupérer le livre des recettes.';

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
    return data({ ledger: null as LedgerPageData | null, loadError: LOAD_FAILED as string | null }, { status: 500 });
  }
}

export default function AdminLedger({ loaderData }: Route.ComponentProps) {
  const { ledger, loadError } = loaderData;

  return (
    <AdminShell
      title="Recettes"
      lead="Le livre des recettes : chaque paiement (sa facture) et chaque remboursement (son avoir, en négatif), dans l’ordre des dates. Les chiffres du tableau de bord en viennent."
      crumbs={[{ name: 'Recettes', path: '/admin/recettes' }]}
    >
      <div className="space-y-6">
        {loadError || !ledger ? (
          <p role="alert" className="font-medium text-danger" data-testid="ledger-error">
            {loadError ?? LOAD_FAILED}
          </p>
        ) : (
          <LedgerBook ledger={ledger} />
        )}
      </div>
    </AdminShell>
  );
}
