import { index, prefix, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * Every route of the spec's route table (section 2). Matching ignores case,
 * so /Orders and /orders, /Emirats and /emirats are the same page.
 *
 * The Arabic pages (decision 032): the same modules under /ar, each with its own route id.
 * The server reads the language from the prefix (server/plugins/i18n.ts) and the root loader
 * hands it to the page. Keep this list and ARABIC_PAGES (core/messages/pages.ts) in step.
 */
const arabic = prefix('ar', [
  index('routes/home.tsx', { id: 'ar/home' }),
  route('contact', 'routes/contact.tsx', { id: 'ar/contact' }),
  route('devis', 'routes/devis.tsx', { id: 'ar/devis' }),
  // The quote sent to a client whose request came from an Arabic page (decision 030).
  route('devis/:token', 'routes/quote-offer.tsx', { id: 'ar/quote-offer' }),
  route('support', 'routes/support.tsx', { id: 'ar/support' }),
  // The landing pages in Arabic share the French module, their words beside the French (app/content/pages).
  route('about', 'routes/about.tsx', { id: 'ar/about' }),
  route('Emirats', 'routes/emirats.tsx', { id: 'ar/emirats' }),
  route('traduction-arabe-dijon', 'routes/traduction-arabe-dijon.tsx', { id: 'ar/traduction-arabe-dijon' }),
  route('legalisation', 'routes/legalisation.tsx', { id: 'ar/legalisation' }),
  // The legal pages in Arabic are summaries of the binding French text, in the French page's module.
  route('legal', 'routes/legal.tsx', { id: 'ar/legal' }),
  route('cgu', 'routes/cgu.tsx', { id: 'ar/cgu' }),
  route('cookies', 'routes/cookies.tsx', { id: 'ar/cookies' }),
  route('rgpd', 'routes/rgpd.tsx', { id: 'ar/rgpd' }),
  route('securite-ssl', 'routes/securite-ssl.tsx', { id: 'ar/securite-ssl' }),
  route('login', 'routes/login.tsx', { id: 'ar/login' }),
  route('register', 'routes/register.tsx', { id: 'ar/register' }),
  route('forgot-password', 'routes/forgot-password.tsx', { id: 'ar/forgot-password' }),
  route('reset-password/:token', 'routes/reset-password.tsx', { id: 'ar/reset-password' }),
  route('dashboard', 'routes/dashboard.tsx', { id: 'ar/dashboard' }),
  route('orders', 'routes/orders.tsx', { id: 'ar/orders' }),
  route('orders/:id', 'routes/order-detail.tsx', { id: 'ar/order-detail' }),
  route('order-tracking', 'routes/order-tracking.tsx', { id: 'ar/order-tracking' }),
  route('acces-commandes', 'routes/guest-access.tsx', { id: 'ar/guest-access' }),
  route('acces-commandes/:token', 'routes/guest-access.tsx', { id: 'ar/guest-access-token' }),
  // « Vérifier une traduction » (issue 31), in Arabic; the stamp's QR code leads to the French address.
  route('verifier', 'routes/verifier.tsx', { id: 'ar/verifier' }),
  route('verifier/:reference', 'routes/verifier.tsx', { id: 'ar/verifier-reference' }),
  // The chat's e-mail links (issue 29): an Arabic conversation's e-mails lead here.
  route('chat/reprendre/:token', 'routes/chat-resume.tsx', { id: 'ar/chat-resume' }),
  route('chat/confirmer/:token', 'routes/chat-confirm.tsx', { id: 'ar/chat-confirm' }),
  // The order path (issue 17): form, cart, payment, return and confirmation.
  route('services', 'routes/services.tsx', { id: 'ar/services' }),
  route('panier', 'routes/panier.tsx', { id: 'ar/panier' }),
  route('paiement-demo/:sessionId', 'routes/paiement-demo.tsx', { id: 'ar/paiement-demo' }),
  route('payment-success', 'routes/payment-success.tsx', { id: 'ar/payment-success' }),
  route('confirmation', 'routes/confirmation.tsx', { id: 'ar/confirmation' }),
  // The Arabic FAQ and blog (decision 034): Arabic entries at their own slugs; editors stay French.
  route('faq', 'routes/faq.tsx', { id: 'ar/faq' }),
  route('faq/:id', 'routes/faq-detail.tsx', { id: 'ar/faq-detail' }),
  route('blog', 'routes/blog.tsx', { id: 'ar/blog' }),
  route('blog/:slug', 'routes/blog-article.tsx', { id: 'ar/blog-article' }),
  // « Donner votre avis » (docs/reviews.md): the link of an Arabic order's review e-mail.
  route('avis/:token', 'routes/review.tsx', { id: 'ar/review' }),
]);

export default [
  index('routes/home.tsx'),
  ...arabic,
  route('services', 'routes/services.tsx'),
  route('panier', 'routes/panier.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('devis', 'routes/devis.tsx'),
  // The quote sent to a client (decision 030); /devis alone stays the request form.
  route('devis/:token', 'routes/quote-offer.tsx'),
  route('about', 'routes/about.tsx'),
  route('Emirats', 'routes/emirats.tsx'),
  route('legalisation', 'routes/legalisation.tsx'),
  route('traduction-arabe-dijon', 'routes/traduction-arabe-dijon.tsx'),
  route('legal', 'routes/legal.tsx'),
  route('cgu', 'routes/cgu.tsx'),
  route('cookies', 'routes/cookies.tsx'),
  route('rgpd', 'routes/rgpd.tsx'),
  route('securite-ssl', 'routes/securite-ssl.tsx'),

  route('faq', 'routes/faq.tsx'),
  route('faq/new', 'routes/faq-new.tsx'),
  route('faq/:id', 'routes/faq-detail.tsx'),
  route('faq/:id/edit', 'routes/faq-edit.tsx'),
  route('blog', 'routes/blog.tsx'),
  route('blog/new', 'routes/blog-new.tsx'),
  route('blog/edit/:slug', 'routes/blog-edit.tsx'),
  route('blog/:slug', 'routes/blog-article.tsx', { id: 'blog-article' }),
  route('article/:slug', 'routes/blog-article.tsx', { id: 'article-alias' }),

  route('login', 'routes/login.tsx'),
  route('register', 'routes/register.tsx'),
  route('forgot-password', 'routes/forgot-password.tsx'),
  route('reset-password/:token', 'routes/reset-password.tsx'),
  route('admin/login', 'routes/admin-login.tsx'),

  route('confirmation', 'routes/confirmation.tsx'),
  route('payment-success', 'routes/payment-success.tsx'),
  route('paiement-demo/:sessionId', 'routes/paiement-demo.tsx'),
  route('dashboard', 'routes/dashboard.tsx'),
  route('orders', 'routes/orders.tsx'),
  route('orders/:id', 'routes/order-detail.tsx'),
  route('order', 'routes/order.tsx'),
  route('order-tracking', 'routes/order-tracking.tsx'),
  route('support', 'routes/support.tsx'),
  route('acces-commandes', 'routes/guest-access.tsx', { id: 'guest-access' }),
  route('acces-commandes/:token', 'routes/guest-access.tsx', { id: 'guest-access-token' }),
  route('chat/reprendre/:token', 'routes/chat-resume.tsx'),
  route('chat/confirmer/:token', 'routes/chat-confirm.tsx'),
  // « Vérifier une traduction » (issue 31): /verifier/<référence> is where the stamp's QR code leads.
  route('verifier', 'routes/verifier.tsx', { id: 'verifier' }),
  route('verifier/:reference', 'routes/verifier.tsx', { id: 'verifier-reference' }),
  // The review e-mail's personal link (docs/reviews.md).
  route('avis/:token', 'routes/review.tsx'),

  // /admin and /admin/: to the dashboard, or to /admin/login (issue 30).
  route('admin', 'routes/admin-entry.tsx'),
  route('admin/dashboard', 'routes/admin-dashboard.tsx'),
  route('admin/users', 'routes/admin-users.tsx'),
  route('admin/orders', 'routes/admin-orders.tsx'),
  route('admin/order-admin-details/:id', 'routes/admin-order-detail.tsx'),
  route('admin/demandes', 'routes/admin-requests.tsx'),
  route('admin/catalogue', 'routes/admin-catalogue.tsx'),
  route('admin/outbox', 'routes/admin-outbox.tsx'),
  route('admin/factures', 'routes/admin-invoices.tsx'),
  route('admin/recettes', 'routes/admin-ledger.tsx'),
  route('admin/donnees', 'routes/admin-privacy.tsx'),
  route('admin/avis', 'routes/admin-reviews.tsx'),

  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
