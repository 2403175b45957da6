import { tr } from '../../../core/messages';
import { Breadcrumb } from '../PageHero';
import { AdminSections } from './shell/AdminSections';
import { AdminTopBar } from './shell/AdminTopBar';

/**
 * The frame of every admin page (issue 30; the routes ask for it with ADMIN_CHROME, and the root
 * layout then leaves out the public header, footer, cookie banner and chat button): a compact
 * header, the sections bar, and the page in a container wide enough for its tables.
 */
export function AdminShell({
  title,
  lead,
  crumbs = [],
  actions,
  children,
}: {
  title: string;
  lead?: React.ReactNode;
  /** Crumbs after « Administration »; the last one is the page itself. */
  crumbs?: { name: string; path: string }[];
  actions?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <>
      <AdminTopBar />
      <AdminSections />
      <main id="contenu" tabIndex={-1} className="flex-1 focus:outline-none">
        <div className="container-admin pt-5 sm:pt-6">
          {crumbs.length > 1 ? (
            <Breadcrumb crumbs={[{ name: tr('adminShared.administration'), path: '/admin/dashboard' }, ...crumbs]} />
          ) : null}
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <div className="min-w-0">
              <h1 className="text-2xl leading-tight font-semibold sm:text-3xl">{title}</h1>
              {lead ? <div className="mt-2 max-w-3xl text-sm text-muted sm:text-base">{lead}</div> : null}
            </div>
            {actions ? <div className="flex shrink-0 flex-wrap gap-3">{actions}</div> : null}
          </div>
        </div>
        <div className="container-admin py-6 sm:py-8">{children}</div>
      </main>
    </>
  );
}
