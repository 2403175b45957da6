/**
 * Public pages worth indexing, with how often they change. Account, cart and
 * admin pages are left out on purpose (they are also noindex). Articles and
 * FAQ entries are added from the database (routes.ts).
 */
export const STATIC_PAGES: { path: string; changefreq: 'weekly' | 'monthly' | 'yearly'; priority: number }[] = [
  { path: '/', changefreq: 'weekly', priority: 1 },
  { path: '/services', changefreq: 'monthly', priority: 0.9 },
  { path: '/traduction-arabe-dijon', changefreq: 'monthly', priority: 0.9 },
  { path: '/legalisation', changefreq: 'monthly', priority: 0.8 },
  { path: '/emirats', changefreq: 'monthly', priority: 0.8 },
  { path: '/devis', changefreq: 'monthly', priority: 0.8 },
  { path: '/about', changefreq: 'monthly', priority: 0.7 },
  { path: '/contact', changefreq: 'yearly', priority: 0.7 },
  { path: '/faq', changefreq: 'weekly', priority: 0.7 },
  { path: '/blog', changefreq: 'weekly', priority: 0.7 },
  { path: '/legal', changefreq: 'yearly', priority: 0.2 },
  { path: '/cgu', changefreq: 'yearly', priority: 0.3 },
  { path: '/cookies', changefreq: 'yearly', priority: 0.2 },
  { path: '/rgpd', changefreq: 'yearly', priority: 0.3 },
  { path: '/securite-ssl', changefreq: 'yearly', priority: 0.3 },
];
