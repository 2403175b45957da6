import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CART_CHANGE_EVENT,
  CART_KEY,
  MAX_CART_COOKIE_BYTES,
  cartCookieValue,
  cartFileIds,
  cartFromCookieHeader,
  clearCart,
  deletableId,
  parseCart,
  readCart,
  readMailClient,
  saveCartItem,
  saveMailClient,
  withFirstSlot,
  type CartItem,
} from './cart';

const item = (over: Partial<CartItem> = {}): CartItem => ({
  numberOfPages: 3,
  numberOfDocuments: 2,
  deliveryMethod: 'priority',
  legalization: 'mairie',
  mailClient: 'client@example.fr',
  totalPrice: 145,
  comment: 'Acte de naissance marocain, prénoms à reprendre du passeport.',
  files: [
    { id: 'f1a2b3', name: 'acte-naissance.pdf', path: 'pending/f1a2b3', url: '/api/services/files/f1a2b3' },
    { id: 'c4d5e6', name: 'passeport.png', path: 'pending/c4d5e6', url: '/api/services/files/c4d5e6' },
  ],
  ...over,
});

/** A browser just big enough for the module: document.cookie, localStorage, window.location. */
function fakeBrowser() {
  const jar = new Map<string, string>();
  const store = new Map<string, string>();
  /** Events the module announced (the header's cart count listens to them). */
  const events: string[] = [];
  const g = globalThis as Record<string, unknown>;
  g.document = {
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(line: string) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (attrs.some((a) => a.trim() === 'Max-Age=0')) jar.delete(name);
      else jar.set(name, value);
    },
  };
  g.window = {
    location: { protocol: 'http:' },
    dispatchEvent: (event: Event) => {
      events.push(event.type);
      return true;
    },
    localStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, String(v)),
      removeItem: (k: string) => void store.delete(k),
    },
  };
  return { jar, store, events };
}

describe('parseCart', () => {
  it('treats missing and unparsable values as an empty cart', () => {
    expect(parseCart(undefined)).toEqual([]);
    expect(parseCart('')).toEqual([]);
    expect(parseCart('{not json')).toEqual([]);
    expect(parseCart('"a string"')).toEqual([]);
    expect(parseCart('42')).toEqual([]);
    expect(parseCart('null')).toEqual([]);
    expect(parseCart(JSON.stringify([{ numberOfPages: 'trois' }]))).toEqual([]);
  });

  it('accepts a single object as a one-item cart and drops malformed files', () => {
    const raw = JSON.stringify({ ...item(), files: [{ id: 'ok', name: 'a.pdf' }, { name: 'no id' }, 'junk'] });
    const [parsed] = parseCart(raw);
    expect(parsed?.files).toEqual([{ id: 'ok', name: 'a.pdf' }]);
  });
});

describe('withFirstSlot', () => {
  it('replaces the first slot when one exists, keeps the others', () => {
    const a = item({ numberOfPages: 1 });
    const b = item({ numberOfPages: 2 });
    const c = item({ numberOfPages: 9 });
    expect(withFirstSlot([], c)).toEqual([c]);
    expect(withFirstSlot([a], c)).toEqual([c]);
    expect(withFirstSlot([a, b], c)).toEqual([c, b]);
  });
});

describe('cartCookieValue', () => {
  it('keeps a normal cart whole', () => {
    const items = [item()];
    expect(JSON.parse(cartCookieValue(items))).toEqual(items);
  });

  it('stays under the cookie limit with many long-named files and a long Arabic comment', () => {
    const files = Array.from({ length: 20 }, (_, i) => ({
      id: `0123456789abcdef0123456789abcdef-${i}`,
      name: `${'وثيقة رسمية مترجمة '.repeat(6)}${i}.pdf`,
      path: `pending/0123456789abcdef0123456789abcdef-${i}`,
      url: `/api/services/files/0123456789abcdef0123456789abcdef-${i}`,
    }));
    const big = item({ files, comment: 'ملاحظة '.repeat(280).slice(0, 2000) });
    const value = cartCookieValue([big]);
    expect(encodeURIComponent(value).length).toBeLessThanOrEqual(MAX_CART_COOKIE_BYTES);
    const [kept] = parseCart(value);
    // The order itself survives; every file is still referenced by id.
    expect(kept?.numberOfPages).toBe(3);
    expect(kept?.mailClient).toBe('client@example.fr');
    expect(kept?.files.map((f) => f.id)).toEqual(files.map((f) => f.id));
    expect(kept?.files.every((f) => f.path === undefined)).toBe(true);
  });

  it('drops paths before names when only a little too big', () => {
    const files = Array.from({ length: 12 }, (_, i) => ({
      id: `id-${i}-${'x'.repeat(30)}`,
      name: `document-${i}.pdf`,
      path: `pending/${'p'.repeat(120)}-${i}`,
      url: `/api/services/files/id-${i}`,
    }));
    const value = cartCookieValue([item({ files })]);
    expect(encodeURIComponent(value).length).toBeLessThanOrEqual(MAX_CART_COOKIE_BYTES);
    const [kept] = parseCart(value);
    expect(kept?.files[0]).toEqual({ id: files[0]!.id, name: 'document-0.pdf', url: '/api/services/files/id-0' });
  });
});

describe('in the browser', () => {
  let browser: ReturnType<typeof fakeBrowser>;
  beforeEach(() => {
    browser = fakeBrowser();
  });
  afterEach(() => {
    delete (globalThis as Record<string, unknown>).document;
    delete (globalThis as Record<string, unknown>).window;
  });

  it('round-trips an item through the cookie and localStorage', () => {
    const saved = item();
    saveCartItem(saved);
    expect(readCart()).toEqual([saved]);
    expect(JSON.parse(browser.store.get(CART_KEY)!)).toEqual([saved]);
    // What the server reads from the Cookie header.
    expect(cartFromCookieHeader(document.cookie)).toEqual([saved]);
    expect(cartFileIds()).toEqual(new Set(['f1a2b3', 'c4d5e6']));
  });

  it('replaces the first slot on a second add', () => {
    saveCartItem(item({ numberOfPages: 1 }));
    saveCartItem(item({ numberOfPages: 7 }));
    const cart = readCart();
    expect(cart).toHaveLength(1);
    expect(cart[0]?.numberOfPages).toBe(7);
  });

  it('falls back to the cookie when localStorage holds garbage, and treats both garbage as empty', () => {
    saveCartItem(item());
    browser.store.set(CART_KEY, '[{oops');
    expect(readCart()[0]?.numberOfPages).toBe(3);
    browser.jar.set(CART_KEY, '%7Bbroken');
    expect(readCart()).toEqual([]);
  });

  it('clears both copies', () => {
    saveCartItem(item());
    clearCart();
    expect(readCart()).toEqual([]);
    expect(browser.store.has(CART_KEY)).toBe(false);
    // Each change is announced, so the header's count follows in this tab.
    expect(browser.events).toEqual([CART_CHANGE_EVENT, CART_CHANGE_EVENT]);
  });

  it('remembers the e-mail in the cookie and localStorage', () => {
    expect(readMailClient()).toBe('');
    saveMailClient('client@example.fr');
    expect(readMailClient()).toBe('client@example.fr');
    browser.jar.delete('mailClient');
    expect(readMailClient()).toBe('client@example.fr');
  });
});

describe('deletableId', () => {
  it('uses the last segment of the path, else the id', () => {
    expect(deletableId({ id: 'abc', path: 'pending/2025/abc-def' })).toBe('abc-def');
    expect(deletableId({ id: 'abc' })).toBe('abc');
  });
});
