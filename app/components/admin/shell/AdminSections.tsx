import {
  BookOpenText,
  BookText,
  FileText,
  Inbox,
  LayoutDashboard,
  Mail,
  MessageSquareHeart,
  Package,
  ShieldCheck,
  Tags,
  Users,
} from 'lucide-react';
import { NavLink, useLocation } from 'react-router';
import { tr } from '../../../../core/messages';
import { SideScroll } from '../SideScroll';

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
 * The sections of the back office (all of them fit one line from 1280 px up): a bar that stays at the top of the screen while a long list
 * scrolls, and on a phone scrolls sideways, with a hint that it does (issue 30).
 */
export function AdminSections() {
  const { pathname } = useLocation();
  // An order's detail page belongs to the « Commandes » section.
  const within = (to: string) => to === '/admin/orders' && pathname.startsWith('/admin/order-admin-details/');
  return (
    <nav
      aria-label={tr('adminShared.administration')}
      className="sticky top-0 z-30 border-b border-line bg-bg"
      data-testid="admin-sections"
    >
      <SideScroll className="container-admin" testId="admin-sections-row">
        <ul className="flex min-w-max gap-0.5">
          {ADMIN_NAV.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                end
                aria-current={within(to) ? 'page' : undefined}
                className={({ isActive: exact }) =>
                  `flex min-h-11 items-center gap-1.5 border-b-2 px-3 text-sm font-medium whitespace-nowrap no-underline transition-colors lg:px-2.5 lg:text-[0.8125rem] 2xl:px-3.5 2xl:text-sm ${
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
      </SideScroll>
    </nav>
  );
}
