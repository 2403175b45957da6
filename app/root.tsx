import { useEffect } from 'react';
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  type LinksFunction,
} from 'react-router';
import serifFont from '@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2?url';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import arabicFont from '@fontsource-variable/noto-naskh-arabic/files/noto-naskh-arabic-arabic-wght-normal.woff2?url';
import './context';
import { CookieBanner } from './components/CookieBanner';
import { NavigationSpinner } from './components/NavigationSpinner';
import { SiteFooter } from './components/SiteFooter';
import { SiteHeader } from './components/SiteHeader';
import { StatusPage } from './components/StatusPage';
import { sessionTokenOf, sessionUser } from './.server/session';
import { consentFromHeader } from './lib/consent';
import { MessagesProvider } from './lib/page-lang';
import { DEFAULT_LANG, LANGUAGE_DIRECTION } from '../core/messages/languages';
import { useRootData, type RootData } from './lib/root-data';
import { shellText } from './.server/shell-text';
import type { ShellText } from './lib/shell-text';
import { seo } from './lib/seo';
import { useNonce } from './lib/nonce';
import { themeFromHeader } from './lib/theme';
import { ChatLauncher } from './components/chat/ChatLauncher';
import { chatHintFor } from './.server/chat';
import { ARABIC_FONT_CSS } from './.server/arabic-font-css';
import { arabicOfferFor } from './.server/arabic-offer';
import { adminListsFor } from './.server/admin-lists';
import { ArabicOfferBar } from './components/layout/ArabicOfferBar';
import { isBackOfficePath, wearsAdminChrome } from './lib/admin-chrome';

export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  { rel: 'manifest', href: '/site.webmanifest' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const cookie = request.headers.get('cookie');
  const token = sessionTokenOf(request);
  const user = token ? await sessionUser(request, context) : null;
  // Signed-in pages are private: they may say whether this visitor has a conversation (ChatLauncher).
  const chat = user ? await chatHintFor(request, context) : null;
  const headers = new Headers();
  const arabicOffer = arabicOfferFor(request, context.lang);
  const adminLists = adminListsFor(user);
  if (token) {
    // A page seen with a session is that visitor's own: never kept by a shared cache.
    headers.set('Cache-Control', 'private, no-store');
    if (!user) {
      // Expired or revoked: the browser stops claiming a session (and gets cached pages again).
      const secure = context.config.publicUrl.startsWith('https:') ? '; Secure' : '';
      headers.append('Set-Cookie', `token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${secure}`);
      headers.append('Set-Cookie', `user=; Max-Age=0; Path=/; SameSite=Lax${secure}`);
    }
  }
  const body: RootData = {
    theme: themeFromHeader(cookie),
    consent: consentFromHeader(cookie),
    config: {
      publicUrl: context.config.publicUrl,
      reviewsUrl: context.config.reviewsUrl,
      retention: context.config.retention,
    },
    lang: context.lang,
    shell: shellText(context.lang),
    user,
    chat,
    // Arabic pages only: French pages' data stays as it was, without even the key.
    ...(context.lang === 'ar' ? { arabicFontCss: ARABIC_FONT_CSS } : {}),
    ...(arabicOffer ? { arabicOffer } : {}),
    // A signed-in admin: her controls' French words on the public FAQ and blog (decision 034).
    ...(adminLists ? { adminLists } : {}),
  };
  return data(body, { headers });
}

/** Signed-in pages are private; anonymous ones keep whatever their route says. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => {
  const out = new Headers();
  const cacheControl = loaderHeaders.get('Cache-Control');
  if (cacheControl) out.set('Cache-Control', cacheControl);
  return out;
};

export function Layout({ children }: { children: React.ReactNode }) {
  // Tells browser tests (and nothing else) that the page now answers clicks, error pages included.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  const root = useRootData();
  const nonce = useNonce();
  // The back office draws its own frame (header, sections, <main>); an error page there keeps the public one.
  const matches = useMatches();
  const error = useRouteError();
  const adminChrome = wearsAdminChrome(matches) && !error;
  // Nor over /admin/login or an admin address's error page, which keep the public frame.
  const backOffice = isBackOfficePath(useLocation().pathname);
  const theme = root?.theme;
  const lang = root?.lang ?? DEFAULT_LANG;
  // Only right-to-left is written: left-to-right is the default, and French pages stay byte for byte the same.
  const dir = LANGUAGE_DIRECTION[lang] === 'rtl' ? 'rtl' : undefined;
  return (
    <html lang={lang} dir={dir} className={theme ?? undefined} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1b4d6b" />
        <meta name="format-detection" content="telephone=no" />
        <Meta />
        {/* A stylesheet resource (precedence) is flushed before the module preloads, so the
            one render-blocking request is not slowed down by the scripts on a mobile link. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        {/* The hero heading's face, preloaded so the largest text paints in its final font: the
            Latin serif on French pages; on Arabic ones the Arabic face, whose rules are inline (no
            second render-blocking request), and not the Latin serif, which their heading does not
            use and whose 50 KB would compete with it (French pages never fetch the Arabic face). */}
        {lang === 'ar' ? (
          <>
            <link rel="preload" href={arabicFont} as="font" type="font/woff2" crossOrigin="anonymous" />
            <style nonce={nonce} dangerouslySetInnerHTML={{ __html: root?.arabicFontCss ?? '' }} />
          </>
        ) : (
          <link rel="preload" href={serifFont} as="font" type="font/woff2" crossOrigin="anonymous" />
        )}
        <Links nonce={nonce} />
      </head>
      <body className="flex min-h-dvh flex-col">
        <MessagesProvider lang={lang}>
          <a
            href="#contenu"
            className="sr-only z-50 rounded-md bg-brand px-4 py-2 text-on-brand focus:not-sr-only focus:fixed focus:start-3 focus:top-3"
          >
            {root?.shell.skipToContent ?? 'Aller au contenu'}
          </a>
          <NavigationSpinner />
          {adminChrome ? (
            // No public nav, footer, cookie banner or visitor chat button in the back office (issue 30).
            children
          ) : (
            <>
              {root?.arabicOffer ? <ArabicOfferBar text={root.arabicOffer} /> : null}
              <SiteHeader user={root?.user ?? null} />
              <main id="contenu" tabIndex={-1} className="flex-1 focus:outline-none">
                {children}
              </main>
              <SiteFooter />
              {/* One fixed stack at the bottom: the chat above (phone) or beside (wider) the cookie banner. */}
              <div className="site-dock pointer-events-none fixed inset-x-0 bottom-0 z-40 flex flex-col items-end gap-3 sm:flex-row-reverse sm:items-end sm:justify-start">
                <ChatLauncher signedInConversation={root?.chat?.active ?? false} />
                {root && root.consent === null && !backOffice ? <CookieBanner /> : null}
              </div>
            </>
          )}
          <ScrollRestoration nonce={nonce} />
        </MessagesProvider>
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/**
 * What an error page says when the root loader itself failed: no page data, so no words in the
 * page's language either. Every other error page is worded by the shell texts of its language.
 */
const NO_DATA_WORDS = {
  notFoundCode: '404',
  notFoundTitle: 'Page introuvable',
  notFoundText: 'La page que vous cherchez n’existe pas ou a été déplacée.',
  errorCode: 'Erreur',
  errorTitle: 'Une erreur est survenue',
  errorText: 'La page n’a pas pu s’afficher. Réessayez dans un instant.',
};

/** An error page's own words, in the language of its address. */
function errorWords(shell: Partial<ShellText> | undefined, error: unknown) {
  const words = shell?.errorTitle ? (shell as ShellText) : NO_DATA_WORDS;
  return isRouteErrorResponse(error) && error.status === 404
    ? { code: words.notFoundCode, title: words.notFoundTitle, text: words.notFoundText }
    : { code: words.errorCode, title: words.errorTitle, text: words.errorText };
}

/** An error page has a title in its language too, and is never indexed. */
export const meta: Route.MetaFunction = (args) => {
  if (!args.error) return [];
  const { title, text } = errorWords(args.data?.shell, args.error);
  return seo(args, { title, description: text, noindex: true });
};

export function ErrorBoundary() {
  const words = errorWords(useRootData()?.shell, useRouteError());
  return <StatusPage {...words} />;
}
