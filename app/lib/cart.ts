import { z } from 'zod';
import { readCookie, removeCookie, writeCookie } from './cookies';
import { cookieDays } from '../../core/cookie-lifetimes';

/**
 * The cart (spec sections 3 and 4): an array of items kept both in the `cart`
 * cookie (7 days, path /, read by the server to render /panier) and in
 * localStorage under `cart` (the full copy). Adding an item replaces the first
 * slot when one exists. The last e-mail used is kept likewise under `mailClient`.
 *
 * totalPrice is stored for display only: the server recomputes every price.
 */
export { CART_KEY, CART_CHANGE_EVENT } from './cart-keys';
import { CART_CHANGE_EVENT, CART_KEY } from './cart-keys';
export const MAIL_KEY = 'mailClient';
/** Browsers cap a cookie at about 4 KB; the encoded value stays below this. */
export const MAX_CART_COOKIE_BYTES = 3800;

export interface CartFile {
  id: string;
  name: string;
  path?: string;
  url?: string;
  /** Pages the server counted at upload; null: unknown. */
  pages?: number | null;
}

export interface CartItem {
  numberOfPages: number;
  numberOfDocuments: number;
  deliveryMethod: string;
  legalization: string;
  /** « Urgent » chosen; absent in carts saved before the option existed. */
  urgent?: boolean;
  /** « Pour quelle démarche ? » (core/purposes); absent when not answered. */
  purpose?: string;
  mailClient: string;
  /**
   * Who orders, where the paper goes and whom the invoice names, as the form read them
   * (core/buyer's input shape): the server checks them again when pricing the cart and at checkout.
   */
  identity?: unknown;
  totalPrice: number;
  comment: string;
  files: CartFile[];
}

const cartFileSchema = z.object({
  id: z.string().min(1).max(200),
  name: z.string().max(300).catch(''),
  path: z.string().max(500).optional().catch(undefined),
  url: z.string().max(1000).optional().catch(undefined),
  pages: z.number().int().min(0).max(100_000).nullable().optional().catch(undefined),
});

/** Loose shape check: the numbers and ids are validated again (priceRequestSchema, catalogue) by whoever prices it. */
const cartItemSchema = z.object({
  numberOfPages: z.number(),
  numberOfDocuments: z.number(),
  deliveryMethod: z.string(),
  legalization: z.string(),
  urgent: z.boolean().optional().catch(undefined),
  purpose: z.string().max(40).optional().catch(undefined),
  mailClient: z.string().catch(''),
  identity: z.unknown().optional(),
  totalPrice: z.number().catch(0),
  comment: z.string().catch(''),
  files: z
    .array(z.unknown())
    .catch([])
    .transform((files) =>
      files.flatMap((f) => {
        const parsed = cartFileSchema.safeParse(f);
        return parsed.success ? [parsed.data] : [];
      }),
    ),
});

/** Any stored value → a list of valid items; what cannot be parsed counts as an empty cart. */
export function parseCart(raw: string | null | undefined): CartItem[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  const list = Array.isArray(value) ? value : value && typeof value === 'object' ? [value] : [];
  return list.flatMap((entry) => {
    const parsed = cartItemSchema.safeParse(entry);
    return parsed.success ? [parsed.data as CartItem] : [];
  });
}

/** Spec: the first slot is replaced when one exists, otherwise the item becomes the cart. */
export function withFirstSlot(items: CartItem[], item: CartItem): CartItem[] {
  return items.length > 0 ? [item, ...items.slice(1)] : [item];
}

const encodedSize = (value: string) => encodeURIComponent(value).length;

function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, Math.max(0, max - 1))}…`;
}

/**
 * The JSON written to the cookie, kept under MAX_CART_COOKIE_BYTES once encoded:
 * first the full items, then files reduced to {id, name, url}, then to {id, name}
 * with shortened names, then a shortened comment. localStorage keeps the full copy.
 */
export function cartCookieValue(items: CartItem[], limit = MAX_CART_COOKIE_BYTES): string {
  const attempts: ((i: CartItem) => CartItem)[] = [
    (i) => i,
    (i) => ({ ...i, files: i.files.map(({ id, name, url }) => (url ? { id, name, url } : { id, name })) }),
    (i) => ({ ...i, files: i.files.map(({ id, name }) => ({ id, name: truncate(name, 40) })) }),
    (i) => ({ ...i, files: i.files.map(({ id, name }) => ({ id, name: truncate(name, 16) })) }),
  ];
  let reduced = items;
  for (const attempt of attempts) {
    reduced = items.map(attempt);
    const json = JSON.stringify(reduced);
    if (encodedSize(json) <= limit) return json;
  }
  // Still too big: the comment is what can grow (2 000 characters); shorten it until it fits.
  let lo = 0;
  let hi = Math.max(...reduced.map((i) => i.comment.length), 0);
  let best = JSON.stringify(reduced.map((i) => ({ ...i, comment: '' })));
  while (lo <= hi) {
    const mid = Math.floor((lo + hi) / 2);
    const json = JSON.stringify(reduced.map((i) => ({ ...i, comment: truncate(i.comment, mid) })));
    if (encodedSize(json) <= limit) {
      best = json;
      lo = mid + 1;
    } else {
      hi = mid - 1;
    }
  }
  if (encodedSize(best) <= limit) return best;
  // Pathological (hundreds of files): keep the first item's order without its files.
  return JSON.stringify(reduced.slice(0, 1).map((i) => ({ ...i, comment: '', files: [] })));
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be disabled (private modes, strict settings): the cookie alone still works.
    return null;
  }
}

/** The cart as the browser knows it: localStorage (full copy) first, else the cookie. */
export function readCart(): CartItem[] {
  const local = parseCart(storage()?.getItem(CART_KEY));
  if (local.length > 0) return local;
  return parseCart(readCookie(typeof document === 'undefined' ? '' : document.cookie, CART_KEY));
}

/** The cart from a Cookie header (server side). */
export function cartFromCookieHeader(header: string | null | undefined): CartItem[] {
  return parseCart(readCookie(header, CART_KEY));
}

const announce = () => {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CART_CHANGE_EVENT));
};

export function writeCart(items: CartItem[]): void {
  writeCookie(CART_KEY, cartCookieValue(items), cookieDays('cart'));
  try {
    storage()?.setItem(CART_KEY, JSON.stringify(items));
  } catch {
    // Quota or disabled storage: the cookie copy is enough to show the cart.
  }
  announce();
}

/** Puts the item in the first slot of the stored cart and returns the new cart. */
export function saveCartItem(item: CartItem): CartItem[] {
  const items = withFirstSlot(readCart(), item);
  writeCart(items);
  return items;
}

export function clearCart(): void {
  removeCookie(CART_KEY);
  try {
    storage()?.removeItem(CART_KEY);
  } catch {
    /* nothing stored */
  }
  announce();
}

export function saveMailClient(email: string): void {
  writeCookie(MAIL_KEY, email, cookieDays('mailClient'));
  try {
    storage()?.setItem(MAIL_KEY, email);
  } catch {
    /* the cookie is enough */
  }
}

/** The last e-mail used to order, from the cookie or localStorage; '' when none. */
export function readMailClient(): string {
  const fromCookie = typeof document === 'undefined' ? undefined : readCookie(document.cookie, MAIL_KEY);
  if (fromCookie?.trim()) return fromCookie.trim();
  return storage()?.getItem(MAIL_KEY)?.trim() ?? '';
}

/** File ids referenced by the stored cart: those files must survive leaving the order form. */
export function cartFileIds(items: CartItem[] = readCart()): Set<string> {
  return new Set(items.flatMap((i) => i.files.map((f) => f.id)));
}

/** Id the delete endpoint expects: the last segment of the stored path, else the id. */
export function deletableId(file: { id: string; path?: string }): string {
  const segment = file.path?.split('/').filter(Boolean).pop();
  return segment || file.id;
}
