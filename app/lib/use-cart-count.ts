import { useSyncExternalStore } from 'react';
import { CART_CHANGE_EVENT, CART_KEY } from './cart-keys';
import { readCookie } from './cookies';

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CART_KEY) onChange();
  };
  window.addEventListener(CART_CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CART_CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** Entries of a stored cart (localStorage first, else the cookie); anything unreadable counts as none. */
export function countCartItems(local: string | null, cookie: string | undefined): number {
  for (const raw of [local, cookie]) {
    if (!raw) continue;
    try {
      const value: unknown = JSON.parse(raw);
      const list = Array.isArray(value) ? value : value && typeof value === 'object' ? [value] : [];
      const items = list.filter((item) => item !== null && typeof item === 'object').length;
      if (items > 0) return items;
    } catch {
      // Garbage in one copy: the other may still hold the cart.
    }
  }
  return 0;
}

function snapshot(): number {
  let local: string | null = null;
  try {
    local = window.localStorage.getItem(CART_KEY);
  } catch {
    // Storage disabled: the cookie alone tells.
  }
  return countCartItems(local, readCookie(document.cookie, CART_KEY));
}

/**
 * Items in this browser's cart, for the header. The server renders 0: pages
 * are shared by the page cache whatever the visitor's cart, so the count is
 * the browser's to show.
 */
export function useCartCount(): number {
  return useSyncExternalStore(subscribe, snapshot, () => 0);
}
