/** Every route of the spec's route table (section 2), with sample parameters. */
export const PUBLIC_ROUTES = [
  '/',
  '/services',
  '/contact',
  '/article/apostille-ou-legalisation-quelle-difference',
  '/panier',
  '/Emirats',
  '/legalisation',
  '/traduction-arabe-dijon',
  '/securite-ssl',
  '/rgpd',
  '/cgu',
  '/cookies',
  '/about',
  '/faq',
  '/faq/comment-se-passe-le-paiement',
  '/blog',
  '/blog/apostille-ou-legalisation-quelle-difference',
  '/legal',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password/jeton-exemple',
  '/devis',
  '/confirmation',
  '/payment-success',
  '/order',
  '/order-tracking',
  '/support',
  // Anonymous visitors see how to reach their orders: sign in, or receive an access link.
  '/Orders',
  '/acces-commandes',
];

export const ADMIN_ROUTES = ['/admin/login'];

/**
 * Pages behind a session: an anonymous visitor is redirected to
 * /login?next=<path> (customer area, and the admin-only routes of spec 6).
 */
export const GUARDED_ROUTES = [
  '/dashboard',
  '/orders/exemple',
  '/faq/new',
  '/faq/exemple/edit',
  '/admin/dashboard',
  '/admin/users',
  '/admin/orders',
  '/admin/order-admin-details/exemple',
  '/admin/demandes',
  '/admin/catalogue',
  '/admin/outbox',
  '/admin/donnees',
  '/admin/avis',
  '/admin/factures',
  '/admin/recettes',
  '/blog/new',
  '/blog/edit/exemple-article',
];

/** Pages whose whole content is static: the ones axe checks in depth. */
export const STATIC_PAGES = [
  '/',
  '/about',
  '/traduction-arabe-dijon',
  '/Emirats',
  '/legalisation',
  '/legal',
  '/cgu',
  '/cookies',
  '/rgpd',
  '/securite-ssl',
];
