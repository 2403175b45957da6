import { ExternalLink, LogOut, Search } from 'lucide-react';
import { Form, Link, useLocation } from 'react-router';
import { tr } from '../../../../core/messages';
import { useShell } from '../../../lib/shell-text';
import { Logo } from '../../Logo';
import { ThemeToggle } from '../../ThemeToggle';
import { adminRequest } from '../admin-api';

async function signOut() {
  await adminRequest('POST', '/api/auth/logout');
  document.cookie = 'user=; Max-Age=0; Path=/';
  window.location.assign('/admin/login');
}

/**
 * The back office's header (issue 30): the logo back to the dashboard, one search by reference or
 * e-mail that lands on /admin/orders filtered, the public site one click away, the theme and
 * sign-out. It scrolls away; the sections bar below it stays (AdminSections).
 */
export function AdminTopBar() {
  const shell = useShell();
  const { pathname, search } = useLocation();
  // On the orders page the search box shows what the list is filtered by.
  const q = pathname === '/admin/orders' ? (new URLSearchParams(search).get('q') ?? '') : '';
  return (
    <header className="border-b border-line bg-surface">
      <div className="container-admin flex h-14 items-center gap-2 sm:gap-4">
        <Link to="/admin/dashboard" className="shrink-0 no-underline" data-testid="admin-home">
          <Logo tagline={tr('adminShared.administration')} compact />
        </Link>
        <Form
          method="get"
          action="/admin/orders"
          role="search"
          aria-label={tr('adminShared.searchOrders')}
          className="relative min-w-0 flex-1 sm:max-w-md"
          data-testid="admin-search"
        >
          <label htmlFor="admin-search-q" className="sr-only">
            {tr('adminShared.searchOrders')}
          </label>
          <Search
            className="pointer-events-none absolute start-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted"
            aria-hidden="true"
          />
          <input
            id="admin-search-q"
            name="q"
            type="search"
            defaultValue={q}
            key={q}
            maxLength={200}
            placeholder={tr('adminShared.searchPlaceholder')}
            autoComplete="off"
            spellCheck={false}
            className="field-input h-10 min-h-0 py-0 ps-9 pe-3"
            data-testid="admin-search-q"
          />
          <button type="submit" className="sr-only">
            {tr('adminShared.searchSubmit')}
          </button>
        </Form>
        <div className="ms-auto flex shrink-0 items-center gap-0.5 sm:gap-1.5">
          <a
            href="/"
            className="hidden items-center gap-1.5 rounded-lg px-2.5 py-2 text-sm font-medium text-muted no-underline hover:bg-surface-2 hover:text-ink md:inline-flex"
          >
            <ExternalLink className="h-4 w-4" aria-hidden="true" />
            {tr('adminShared.viewSite')}
          </a>
          <ThemeToggle />
          <button
            type="button"
            onClick={() => void signOut()}
            className="inline-flex h-10 items-center gap-2 rounded-lg px-2.5 text-sm font-medium text-muted hover:bg-surface-2 hover:text-ink"
            title={shell.logout}
            data-testid="admin-logout"
          >
            <LogOut className="h-4 w-4" aria-hidden="true" />
            <span className="max-sm:sr-only">{shell.logout}</span>
          </button>
        </div>
      </div>
    </header>
  );
}
