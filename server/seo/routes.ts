import type { FastifyPluginAsync } from 'fastify';
import { STATIC_PAGES } from './static-pages';

/** Paths crawlers should skip: private areas and transactional pages. */
const DISALLOWED = ['/api/', '/admin/', '/dashboard', '/orders', '/panier', '/confirmation', '/payment-success', '/paiement-demo/', '/reset-password/', '/acces-commandes'];

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

const seoRoutes: FastifyPluginAsync = async (app) => {
  const origin = app.config.PUBLIC_URL;

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return ['User-agent: *', ...DISALLOWED.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const urls = STATIC_PAGES.map(
      (p) =>
        `  <url><loc>${escapeXml(origin + p.path)}</loc><changefreq>${p.changefreq}</changefreq><priority>${p.priority.toFixed(1)}</priority></url>`,
    );
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  });
};

export default seoRoutes;
