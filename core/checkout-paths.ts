import { DEFAULT_LANG, type Lang } from './messages/languages';
import { localizedPath, pageExistsIn } from './messages/pages';

/** Pages that only make sense with a payment session in the address: ARABIC_PAGES cannot list them. */
const SESSION_PAGES = new Set(['/paiement-demo', '/payment-success']);

/**
 * The pages of the checkout in an order's language: the cart, the payment page, the return
 * page and the confirmation (issue 17). The demonstration payment page and the return page need
 * a session to show anything, so ARABIC_PAGES (whose pages are visited, indexed and switched
 * between) does not list them: they follow the cart, which is listed once the whole Arabic
 * checkout is. An order in a language whose checkout is not there gets the French pages.
 */
export function checkoutPath(
  lang: Lang,
  frenchPath: '/panier' | '/paiement-demo' | '/payment-success' | '/confirmation',
): string {
  if (!SESSION_PAGES.has(frenchPath)) return localizedPath(lang, frenchPath);
  return lang !== DEFAULT_LANG && pageExistsIn(lang, '/panier') ? `/${lang}${frenchPath}` : frenchPath;
}
