import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { localizedPath } from '../../core/messages/pages';
import { usePageLang } from '../lib/page-lang';
import { useShell } from '../lib/shell-text';

/**
 * An error page's frame: its code, title and text, and the way out — home and contact in the
 * page's own language (an error on /ar/… leads back to /ar, in Arabic).
 */
export function StatusPage({ code, title, text }: { code: string; title: string; text: string }) {
  const lang = usePageLang();
  const shell = useShell();
  return (
    <section className="container-page flex flex-col items-center py-24 text-center">
      <p className="eyebrow">{code}</p>
      <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">{title}</h1>
      <p className="mt-4 max-w-xl text-lg text-muted">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={localizedPath(lang, '/')} className="btn-primary">
          {shell.backHome}
        </Link>
        <Link to={localizedPath(lang, '/contact')} className="btn-secondary">
          {shell.contactUs}
        </Link>
      </div>
    </section>
  );
}

/**
 * A route's error boundary: the « 404 » page when the loader said not found,
 * else the « Erreur » page. Each side is its own title and text.
 */
export function RouteErrorPage({
  missing,
  failed,
}: {
  missing: { title: string; text: string };
  failed: { title: string; text: string };
}) {
  const error = useRouteError();
  const shell = useShell();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return <StatusPage code={notFound ? shell.notFoundCode : shell.errorCode} {...(notFound ? missing : failed)} />;
}
