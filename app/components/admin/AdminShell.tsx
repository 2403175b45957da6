import {
  BookOpenText,
  BookText,
  FileText,
  Inbox,
  LayoutDashboard,
  Mail,
  MessageSquareHeart,
  Package,
  Tags,
  Users,
  ShieldCheck,
} from 'lucide-react';
import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { tr } from '../../../core/messages';
import { Breadcrumb } from '../PageHero';

/** Every page of the back office, in the order the translator uses them (labels: catalogue ids, read when drawn). */
const ADMIN_NAV = [
  { to: '/admin/dashboard', label: 'adminShared.navDashboard', icon: LayoutDashboard },
  { to: '/admin/orders', label: 'adminShared.navOrders', icon: Package },
  { to: '/admin/factures', label: 'adminShared.navInvoices', icon: FileText },
  { to: '/admin/recettes', label: 'adminShared.navLedger', icon: BookText },
  { to: '/admin/demandes', label: 'adminShared.navRequests', icon: Inbox },
  { to: '/admin/avis', label: 'adminShared.navReviews', icon: MessageSquareHeart },
  { to: '/admin/users', label: 'adminShared.navUsers', icon: Users },
  { to: '/admin/catalogue', label: 'adminShared.navPrices', icon: Tags },
  { to: '/admin/outbox', label: 'adminShared.navEmails', icon: Mail },
  { to: '/admin/donnees', label: 'adminShared.navData', icon: ShieldCheck },
  { to: '/faq', label: 'adminShared.navContent', icon: BookOpenText },
] as const;

/**
 * The frame of every admin page: breadcrumb, title and a tab bar that scrolls
 * sideways on a phone rather than wrapping into a wall of links.
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
  const navRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // An order's detail page belongs to the « Commandes » tab.
  const within = (to: string) => to === '/admin/orders' && pathname.startsWith('/admin/order-admin-details/');
  // On a phone the tab bar scrolls sideways: bring the current page's tab into view.
  useEffect(() => {
    const nav = navRef.current;
    const current = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (nav && current && nav.scrollWidth > nav.clientWidth)
      nav.scrollLeft = current.offsetLeft - (nav.clientWidth - current.offsetWidth) / 2;
  }, []);
  return (
    <>
      <section className="border-b border-line bg-surface-2/60">
        <div className="container-page pt-8 sm:pt-10">
          <Breadcrumb crumbs={[{ name: tr('adminShared.administration'), path: '/admin/dashboard' }, ...crumbs]} />
          <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <div>
              <p className="eyebrow mb-2">{tr('adminShared.administration')}</p>
              <h1 className="text-3xl leading-tight font-semibold sm:text-4xl">{title}</h1>
              {lead ? <div className="mt-3 max-w-2xl text-muted">{lead}</div> : null}
            </div>
            {actions ? <div className="flex shrink-0 flex-wrap gap-3">{actions}</div> : null}
          </div>
          <nav
            ref={navRef}
            aria-label={tr('adminShared.administration')}
            className="relative -mx-4 mt-6 overflow-x-auto px-4 sm:mx-0 sm:px-0"
          >
            <ul className="flex min-w-max gap-1 lg:gap-0.5">
              {ADMIN_NAV.map(({ to, label, icon: Icon }) => (
                <li key={to}>
                  <NavLink
                    to={to}
                    end
                    aria-current={within(to) ? 'page' : undefined}
                    className={({ isActive: exact }) =>
                      `flex items-center gap-2 rounded-t-lg border-b-2 px-3.5 py-2.5 text-sm lg:gap-1 lg:px-1.5 lg:text-[0.8125rem] font-medium no-underline transition-colors ${
                        exact || within(to) ? 'border-brand text-brand' : 'border-transparent text-muted hover:text-ink'
                      }`
                    }
                  >
                    <Icon className="h-4 w-4" aria-hidden="true" />
                    {tr(label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </section>
      <div className="container-page py-8 sm:py-10">{children}</div>
    </>
  );
}
