import { DEFAULT_LANG, type Lang } from './messages/languages';
import { localizedPath, pageExistsIn } from './messages/pages';

/**
 * The pages of the checkout in an order's language: the cart, the payment page, the return
 * page and the confirmation (issue 17). The demonstration payment page has a session id in its
 * path, so ARABIC_PAGES cannot list it: it follows the return page, which is listed once the
 * whole Arabic checkout is. An order in a language whose checkout is not there gets the French pages.
 */
export function checkoutPath(
  lang: Lang,
  frenchPath: '/panier' | '/paiement-demo' | '/payment-success' | '/confirmation',
): string {
  if (frenchPath !== '/paiement-demo') return localizedPath(lang, frenchPath);
  return lang !== DEFAULT_LANG && pageExistsIn(lang, '/payment-success') ? `/${lang}${frenchPath}` : frenchPath;
}
