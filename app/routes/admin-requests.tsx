import type { Route } from './+types/admin-requests';
import { AdminShell } from '../components/admin/AdminShell';
import { ComingSoon } from '../components/ComingSoon';
import { seo } from '../lib/seo';
import { adminOnlyLoader, privatePageHeaders } from '../lib/guards.server';

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Demandes',
    description: 'Devis, messages de contact et demandes d’assistance.',
    noindex: true,
  });

/** Admin only: anyone else is sent to /login?next=…. */
export const headers = privatePageHeaders;
export const loader = adminOnlyLoader;

export default function Page() {
  return (
    <AdminShell title="Demandes" lead="Devis, messages de contact et demandes d’assistance." crumbs={[{ name: 'Demandes', path: '/admin/demandes' }]}>
      <ComingSoon feature="Le suivi des demandes" />
    </AdminShell>
  );
}
