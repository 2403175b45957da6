import { LogIn, LogOut, Menu, ShoppingBag, X } from 'lucide-react';
import { useCallback, useContext, useEffect, useId, useRef, useState, type ComponentProps } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import type { Lang } from '../../core/messages/languages';
import { localizedPath } from '../../core/messages/pages';
import { PageLang } from '../lib/page-lang';
import { useDismiss } from '../lib/useDismiss';
import type { SessionUser } from '../lib/session-user';
import { shellPlural, useShell, type ShellText } from '../lib/shell-text';
import { LanguageSwitch } from './LanguageSwitch';
import { useCartCount } from '../lib/use-cart-count';
import { Logo } from './Logo';
import { ThemeToggle } from './ThemeToggle';
import { HeaderReachLinks } from './ReachLinks';

const LINKS = [
  { to: '/', label: 'navHome' },
  { to: '/services', label: 'navServices' },
  { to: '/about', label: 'navAbout' },
  { to: '/blog', label: 'navBlog' },
  { to: '/faq', label: 'navFaq' },
  { to: '/contact', label: 'navContact' },
] as const satisfies readonly { to: string; label: keyof ShellText }[];

/**
 * A link of the shell to a French page, in the page's language: to its Arabic version from an
 * Arabic page when it has one, else to the French page, marked as French (decision 032).
 */
export function ShellLink({ to, lang, ...props }: ComponentProps<typeof NavLink> & { to: string; lang: Lang }) {
  const href = localizedPath(lang, to);
  const french = lang !== 'fr' && href === to;
  // A French page from an Arabic one is loaded as a document, with its own catalogue (decision 036).
  return (
    <NavLink
      to={href}
      end={href === '/' || href === '/ar'}
      hrefLang={french ? 'fr' : undefined}
      reloadDocument={french}
      {...props}
    />
  );
}

async function logout(lang: Lang) {
  // Loaded on the click: the API client stays out of every page's first scripts (home budget, issue 15).
  const { apiRequest } = await import('../lib/api-client');
  await apiRequest('POST', '/api/auth/logout');
  document.cookie = 'user=; Max-Age=0; Path=/';
  window.location.assign(localizedPath(lang, '/login'));
}

function navClass({ isActive }: { isActive: boolean }) {
  return `rounded-md px-2.5 py-2 text-sm font-medium whitespace-nowrap no-underline transition-colors xl:px-3 ${
    isActive ? 'text-brand' : 'text-ink/80 hover:text-brand'
  }`;
}

function AccountLinks({ user, onNavigate }: { user: SessionUser | null; onNavigate?: () => void }) {
  const text = useShell();
  const lang = useContext(PageLang);
  if (!user) {
    return (
      <Link
        to={localizedPath(lang, '/login')}
        onClick={onNavigate}
        className="btn-secondary px-4 py-2 whitespace-nowrap"
      >
        <LogIn className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
        {text.login}
      </Link>
    );
  }
  const dashboard =
    user.role === 'admin'
      ? { to: '/admin/dashboard', label: text.adminDashboard }
      : { to: localizedPath(lang, '/dashboard'), label: text.dashboard };
  return (
    <>
      {/* The back office's words are a chunk of their own, loaded by an /admin page as it starts. */}
      <NavLink to={dashboard.to} onClick={onNavigate} className={navClass} reloadDocument={user.role === 'admin'}>
        {dashboard.label}
      </NavLink>
      <button
        type="button"
        onClick={() => logout(lang)}
        className="btn-secondary px-3 py-2 xl:px-4"
        title={text.logout}
      >
        <LogOut className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
        {/* Between the tablet menu and wide screens, the icon alone keeps the header on one line:
            at 1280 px, signed in, the Arabic label broke onto two lines and the French one pushed
            the page 10 px wider than the screen. */}
        <span className={onNavigate ? undefined : 'sr-only 2xl:not-sr-only'}>{text.logout}</span>
      </button>
    </>
  );
}

/** The cart in the header bar: its icon, with the number of items when there are any. */
function CartLink() {
  const cartCount = useCartCount();
  const lang = useContext(PageLang);
  const text = useShell();
  return (
    <ShellLink
      to="/panier"
      lang={lang}
      className="inline-flex h-10 items-center gap-1.5 rounded-lg px-2.5 max-[380px]:px-2 text-sm font-medium text-ink/80 no-underline hover:bg-surface-2 hover:text-brand"
    >
      <span className="relative">
        <ShoppingBag className="h-5 w-5" aria-hidden="true" />
        {cartCount > 0 ? (
          <span
            className="absolute -end-2 -top-1.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-brand px-1 text-[0.6875rem] leading-none font-semibold text-on-brand"
            aria-hidden="true"
            data-testid="cart-count"
          >
            {cartCount}
          </span>
        ) : null}
      </span>
      <span className="sr-only sm:not-sr-only">{text.cart}</span>
      {cartCount > 0 ? <span className="sr-only"> {shellPlural(text, lang, 'cartItems', cartCount)}</span> : null}
    </ShellLink>
  );
}

export function SiteHeader({ user }: { user: SessionUser | null }) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const menuId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const lang = useContext(PageLang);
  const text = useShell();

  // A navigation closes the menu.
  useEffect(() => setOpen(false), [location.pathname]);

  useDismiss(open, close, panelRef, toggleRef);

  return (
    <>
      <LanguageSwitch place="bar" />
      <header className="sticky top-0 z-40 border-b border-line bg-bg/90 backdrop-blur supports-[backdrop-filter]:bg-bg/75">
        {/* Below 380 px the logo, the gaps and the pill give up a few pixels so the row holds the language pill too. */}
        <div className="container-page flex h-16 items-center justify-between gap-2 max-[380px]:gap-1 sm:gap-4">
          <Link to={localizedPath(lang, '/')} className="shrink-0 no-underline">
            <Logo tagline={text.logoTagline} />
          </Link>

          <nav aria-label={text.mainNav} className="hidden items-center gap-1 lg:flex">
            {LINKS.map((l) => (
              <ShellLink key={l.to} to={l.to} lang={lang} className={navClass}>
                {text[l.label]}
              </ShellLink>
            ))}
          </nav>

          <div className="flex items-center sm:gap-1.5">
            <LanguageSwitch place="header" />
            {/* On a phone, calling or writing on WhatsApp is one tap away (issue 17). */}
            <div className="flex items-center gap-0.5 lg:hidden">
              <HeaderReachLinks />
            </div>
            <CartLink />
            {/* On a phone the language pill takes its place in the row; it moves into the menu. */}
            <ThemeToggle className="hidden sm:inline-flex" />
            <div className="hidden items-center gap-1.5 lg:flex">
              <AccountLinks user={user} />
            </div>
            <button
              ref={toggleRef}
              type="button"
              className="inline-flex h-10 w-10 max-sm:w-9 max-[380px]:w-8 items-center justify-center rounded-lg text-ink hover:bg-surface-2 lg:hidden"
              aria-expanded={open}
              aria-controls={menuId}
              aria-label={open ? text.closeMenu : text.openMenu}
              onClick={() => setOpen((o) => !o)}
              data-testid="menu-toggle"
            >
              {open ? <X className="h-6 w-6" aria-hidden="true" /> : <Menu className="h-6 w-6" aria-hidden="true" />}
            </button>
          </div>
        </div>

        <div
          ref={panelRef}
          id={menuId}
          hidden={!open}
          className="border-t border-line bg-surface shadow-lg lg:hidden"
          data-testid="mobile-menu"
        >
          <nav aria-label={text.mobileNav} className="container-page flex flex-col gap-1 py-4">
            {LINKS.map((l) => (
              <ShellLink key={l.to} to={l.to} lang={lang} className={navClass} onClick={() => setOpen(false)}>
                {text[l.label]}
              </ShellLink>
            ))}
            <ShellLink to="/panier" lang={lang} className={navClass} onClick={() => setOpen(false)}>
              {text.cart}
            </ShellLink>
            <div className="mt-3 flex flex-wrap items-center gap-2 border-t border-line pt-4">
              <AccountLinks user={user} onNavigate={() => setOpen(false)} />
              <ThemeToggle className="ms-auto inline-flex sm:hidden" testId="theme-toggle-menu" />
            </div>
          </nav>
        </div>
      </header>
    </>
  );
}
