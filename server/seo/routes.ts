import type { FastifyPluginAsync } from 'fastify';
import { articleSitemapEntries } from '../blog/queries';
import { faqSitemapEntries } from '../faq/queries';
import { pageAlternates } from '../../core/messages/pages';
import type { Lang } from '../../core/messages';
import { STATIC_PAGES } from './static-pages';

/** Paths crawlers should skip: private areas and transactional pages. */
const DISALLOWED = [
  '/api/',
  '/admin/',
  '/dashboard',
  '/orders',
  '/panier',
  '/confirmation',
  '/payment-success',
  '/paiement-demo/',
  '/reset-password/',
  '/acces-commandes',
  // A translation's reference (the QR code's link): never crawled; /verifier itself says noindex.
  '/verifier/',
  '/ar/verifier/',
];

function escapeXml(value: string): string {
  return value.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );
}

const seoRoutes: FastifyPluginAsync = async (app) => {
  const origin = app.config.PUBLIC_URL;

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return ['User-agent: *', ...DISALLOWED.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join(
      '\n',
    );
  });

  const entry = (path: string, opts: { changefreq: string; priority: number; lastmod?: Date }, alternates = '') =>
    `  <url><loc>${escapeXml(origin + path)}</loc>${alternates}${opts.lastmod ? `<lastmod>${opts.lastmod.toISOString()}</lastmod>` : ''}<changefreq>${opts.changefreq}</changefreq><priority>${opts.priority.toFixed(1)}</priority></url>`;

  /**
   * A page in both languages is listed once per language, each naming both and French as the
   * default (decision 032), as its <link rel="alternate" hreflang> say.
   */
  const pageEntries = (path: string, opts: { changefreq: string; priority: number }) => {
    const alternates = pageAlternates(path);
    if (!alternates) return [entry(path, opts)];
    const links = [
      ['fr', alternates.fr],
      ['ar', alternates.ar],
      ['x-default', alternates.fr],
    ]
      .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(origin + href!)}"/>`)
      .join('');
    return [entry(alternates.fr, opts, links), entry(alternates.ar, opts, links)];
  };

  /**
   * Articles and questions in both languages (decision 034): each at its language's address, and
   * an entry and its translation name each other, French as the default, as their pages do.
   */
  const contentEntries = (
    rows: { id: string; slug: string; lang: Lang; translationOf: string | null; updatedAt: Date }[],
    section: 'blog' | 'faq',
    opts: { changefreq: string; priority: number },
  ) => {
    const byId = new Map(rows.map((r) => [r.id, r]));
    const arabicOf = new Map(rows.filter((r) => r.translationOf).map((r) => [r.translationOf!, r]));
    const path = (r: { slug: string; lang: Lang }) => `${r.lang === 'ar' ? '/ar' : ''}/${section}/${r.slug}`;
    return rows.map((r) => {
      const french = r.lang === 'fr' ? r : r.translationOf ? byId.get(r.translationOf) : undefined;
      const arabic = r.lang === 'ar' ? r : arabicOf.get(r.id);
      const links =
        french && arabic
          ? [
              ['fr', path(french)],
              ['ar', path(arabic)],
              ['x-default', path(french)],
            ]
              .map(
                ([lang, href]) =>
                  `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(origin + href!)}"/>`,
              )
              .join('')
          : '';
      return entry(path(r), { ...opts, lastmod: r.updatedAt }, links);
    });
  };

  // Articles and questions come from the database: a new article is listed at the next crawl.
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const db = app.database.db;
    const [posts, questions] = await Promise.all([articleSitemapEntries(db), faqSitemapEntries(db)]);
    const urls = [
      ...STATIC_PAGES.flatMap((p) => pageEntries(p.path, p)),
      ...contentEntries(posts, 'blog', { changefreq: 'monthly', priority: 0.6 }),
      ...contentEntries(questions, 'faq', { changefreq: 'monthly', priority: 0.5 }),
    ];
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=600');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
  });
};

export default seoRoutes;
