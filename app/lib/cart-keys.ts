/**
 * The cart's storage key and change event, apart from cart.ts: the header's count reads them on
 * every page without loading the cart's validation (zod would add ~22 KB to the home page).
 */
export const CART_KEY = 'cart';
/** Fired on this tab's cart changes (other tabs hear the storage event). */
export const CART_CHANGE_EVENT = 'cart-change';
