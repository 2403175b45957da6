import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** The way out of an error page; an Arabic page passes its own words and addresses. */
interface StatusLinks {
  home: { to: string; label: string };
  contact: { to: string; label: string };
}

const FRENCH_LINKS: StatusLinks = {
  home: { to: '/', label: 'Retour à l’accueil' },
  contact: { to: '/contact', label: 'Nous contacter' },
};

export function StatusPage({
  code,
  title,
  text,
  links = FRENCH_LINKS,
}: {
  code: string;
  title: string;
  text: string;
  links?: StatusLinks;
}) {
  return (
    <section className="container-page flex flex-col items-center py-24 text-center">
      <p className="eyebrow">{code}</p>
      <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">{title}</h1>
      <p className="mt-4 max-w-xl text-lg text-muted">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={links.home.to} className="btn-primary">
          {links.home.label}
        </Link>
        <Link to={links.contact.to} className="btn-secondary">
          {links.contact.label}
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
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return <StatusPage code={notFound ? '404' : 'Erreur'} {...(notFound ? missing : failed)} />;
}
