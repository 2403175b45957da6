import { tr } from '../../../core/messages';
import { z } from 'zod';
import { clearCart, MAIL_KEY } from '../../lib/cart';
import { removeCookie } from '../../lib/cookies';
import { apiRequest } from '../../lib/api-client';
import type { FulfilmentInput } from '../../../core/buyer';

/**
 * Browser side of the checkout: the idempotency key of the cart being paid,
 * the call that opens the payment page, and the order kept for /confirmation.
 */

const CHECKOUT_KEY_STORAGE = 'checkoutKey';
const CONFIRMATION_STORAGE = 'confirmation';
/** Spec 9: the mail-client cookie is removed again 30 minutes after the confirmation page opened. */
export const MAIL_CLIENT_TIMER_MS = 30 * 60 * 1000;

/** Read when shown, in the page's language. */
export const CHECKOUT_TEXT = {
  get generic() {
    return tr('orderForm.checkoutFailed');
  },
  get network() {
    return tr('orderForm.checkoutNetwork');
  },
};

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** 32 characters of [0-9a-f] (a UUID without dashes), or base64url from random bytes. */
function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function')
    return crypto.randomUUID().replace(/-/g, '');
  const bytes = new Uint8Array(18);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export interface CheckoutBody {
  numberOfPages: number;
  numberOfDocuments: number;
  deliveryMethod: string;
  legalization: string;
  urgent: boolean;
  purpose?: string;
  email: string;
  comment: string;
  fileIds: string[];
  /** « Vos coordonnées » (core/buyer's input): a changed name or address is another checkout. */
  buyer: FulfilmentInput['buyer'];
  shippingAddress?: FulfilmentInput['shippingAddress'];
  billing?: FulfilmentInput['billing'];
}

/** What identifies the cart being paid: the same content reuses the same key (and so the same order). */
export function cartFingerprint(body: CheckoutBody): string {
  return JSON.stringify([
    body.numberOfPages,
    body.numberOfDocuments,
    body.deliveryMethod,
    body.legalization,
    body.urgent,
    body.purpose ?? '',
    body.email.trim().toLowerCase(),
    body.comment,
    [...body.fileIds].sort(),
    JSON.stringify([body.buyer, body.shippingAddress ?? null, body.billing ?? null]),
  ]);
}

const KEY = /^[A-Za-z0-9_-]{16,64}$/;

/** The key stored for this cart content in this tab, created on first use. */
export function idempotencyKeyFor(fingerprint: string): string {
  const store = session();
  try {
    const saved = JSON.parse(store?.getItem(CHECKOUT_KEY_STORAGE) ?? 'null') as {
      fingerprint?: unknown;
      key?: unknown;
    } | null;
    if (saved && saved.fingerprint === fingerprint && typeof saved.key === 'string' && KEY.test(saved.key))
      return saved.key;
  } catch {
    /* unreadable: a new key below */
  }
  const key = newIdempotencyKey();
  try {
    store?.setItem(CHECKOUT_KEY_STORAGE, JSON.stringify({ fingerprint, key }));
  } catch {
    /* storage disabled: the key still protects the clicks of this page view */
  }
  return key;
}

function forgetCheckoutKey(): void {
  try {
    session()?.removeItem(CHECKOUT_KEY_STORAGE);
  } catch {
    /* nothing stored */
  }
}

export class CheckoutError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CheckoutError';
  }
}

/** Creates (or finds again) the order and returns the payment page's address. */
export async function startCheckout(body: CheckoutBody, idempotencyKey: string): Promise<string> {
  const answer = await apiRequest<{ url?: unknown } | null>('POST', '/api/services/checkout', {
    ...body,
    idempotencyKey,
  });
  if (!answer.ok)
    throw new CheckoutError(
      answer.status === 0 ? CHECKOUT_TEXT.network : answer.message?.trim() ? answer.message : CHECKOUT_TEXT.generic,
    );
  const url = typeof answer.data?.url === 'string' ? answer.data.url : '';
  try {
    const parsed = new URL(url, window.location.origin);
    if (parsed.protocol === 'https:' || parsed.protocol === 'http:') return parsed.href;
  } catch {
    /* fall through */
  }
  throw new CheckoutError(CHECKOUT_TEXT.generic);
}

/** The order as /api/services/payment-success returns it (customerOrderView), reduced to what the pages show. */
const confirmedOrderSchema = z.object({
  reference: z.string().min(1).max(40),
  createdAt: z.string().max(40).catch(''),
  statusLabel: z.string().max(80).catch(''),
  totalCents: z.number().int().nonnegative(),
  promisedDelivery: z
    .object({ earliest: z.string().max(10), latest: z.string().max(10), text: z.string().max(200) })
    .nullable()
    .catch(null),
  priceLines: z
    .array(z.object({ label: z.string().max(200), amountCents: z.number().int(), lang: z.string().max(10).optional() }))
    .max(20)
    .catch([]),
  /** The shipping address's lines (server/orders/view-in-lang.ts); null when nothing is posted. */
  shipTo: z.array(z.string().max(200)).max(6).nullable().catch(null),
  services: z
    .array(
      z.object({
        mailClient: z.string().max(320).catch(''),
        numberOfPages: z.number().int().positive(),
        numberOfDocuments: z.number().int().positive(),
        deliveryName: z.string().max(200).catch(''),
        legalizationName: z.string().max(200).catch(''),
        comment: z.string().max(20_000).catch(''),
        fileClient: z
          .array(z.object({ name: z.string().max(300).catch('Document') }))
          .max(100)
          .catch([]),
      }),
    )
    .min(1),
});

export type ConfirmedOrder = z.infer<typeof confirmedOrderSchema>;

function parseConfirmedOrder(value: unknown): ConfirmedOrder | null {
  const parsed = confirmedOrderSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function saveConfirmation(order: ConfirmedOrder): void {
  try {
    session()?.setItem(CONFIRMATION_STORAGE, JSON.stringify(order));
  } catch {
    /* the confirmation page falls back to the cart */
  }
}

export function readConfirmation(): ConfirmedOrder | null {
  try {
    const raw = session()?.getItem(CONFIRMATION_STORAGE);
    return raw ? parseConfirmedOrder(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

export type VerifyResult = { ok: true; order: ConfirmedOrder } | { ok: false; retry: boolean };

/** Asks the server whether the payment session was paid; a 502 or a network failure may be retried. */
export async function verifyPayment(sessionId: string, signal?: AbortSignal): Promise<VerifyResult> {
  const answer = await apiRequest<{ paid?: unknown; order?: unknown } | null>(
    'GET',
    `/api/services/payment-success?session_id=${encodeURIComponent(sessionId)}`,
    undefined,
    { signal },
  );
  // The caller stopped waiting: same as fetch, an AbortError.
  if (!answer.ok && answer.aborted) throw new DOMException('Aborted', 'AbortError');
  if (!answer.ok) return { ok: false, retry: answer.status === 0 || answer.status >= 500 };
  const order = answer.data?.paid === true ? parseConfirmedOrder(answer.data.order) : null;
  return order ? { ok: true, order } : { ok: false, retry: false };
}

/**
 * Spec 4: on the confirmation page the cart cookie, the mail-client cookie and
 * the local copies are removed at once (what is shown was read before).
 */
export function clearOrderedCart(): void {
  clearCart();
  removeCookie(MAIL_KEY);
  try {
    window.localStorage.removeItem(MAIL_KEY);
  } catch {
    /* storage disabled */
  }
  forgetCheckoutKey();
}
