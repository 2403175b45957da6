import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { clientAddress, gotoHydrated, skipCookieBanner } from './helpers';
import { waitForMail } from './mailbox';

/**
 * State for the browser journeys, made through the API as a client's browser would make it
 * (issue 32): a journey spends its seconds on the part of the UI it is about, and each flow keeps
 * ONE journey that goes through the UI for the set-up part (order.spec, checkout.spec, accounts.spec,
 * quotes.spec). Every identity, password and document a spec needs is defined here once.
 */

export const ADMIN = { email: 'admin.e2e@example.fr', password: 'Admin1234!' } as const;
export const PASSWORD = 'Secret1!x';
export const uniqueEmail = (tag: string) =>
  `${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.fr`;
/** A short unique suffix for titles and names a test creates. */
export const uniqueId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** Intl's French amounts use narrow no-break spaces: compare with plain ones. */
export const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

export const PDF_PATH = path.join(import.meta.dirname, 'fixtures', 'acte-de-naissance.pdf');
export const PDF = readFileSync(PDF_PATH);
/** A phone photo of a passport page (an image upload). */
export const PNG_PATH = path.join(import.meta.dirname, 'fixtures', 'passeport-scan.png');

/** The buyer every API order names (issue 27: a checkout without one is refused). */
export const BUYER = { name: 'Amina Benali' } as const;
export const SHIPPING_ADDRESS = { line1: '12 rue de la Liberté', postalCode: '21000', city: 'Dijon', country: 'FR' };

const idempotencyKey = () => `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/** Registers `email` (unless it exists already) and signs the request's cookie jar in as it. */
export async function signInCustomer(request: APIRequestContext, email: string, register = true): Promise<void> {
  const headers = { 'x-forwarded-for': clientAddress() };
  if (register) {
    const reg = await request.post('/api/auth/register', { data: { email, password: PASSWORD }, headers });
    expect(reg.status(), await reg.text()).toBe(201);
  }
  const login = await request.post('/api/auth/login', { data: { email, password: PASSWORD }, headers });
  expect(login.status(), await login.text()).toBe(200);
}

/** A new customer, signed in through the API, on their dashboard (accounts.spec walks the login form). */
export async function newCustomerOnDashboard(page: Page, email: string): Promise<void> {
  await signInCustomer(page.request, email);
  await gotoHydrated(page, '/dashboard');
}

/** Signs the request's cookie jar in as the e2e server's admin. */
export async function signInAdmin(
  request: APIRequestContext,
  account: { email: string; password: string } = ADMIN,
  /** Another server's address (chat-outage.spec runs its own); the page's own by default. */
  base = '',
) {
  const res = await request.post(`${base}/api/auth/admin/login`, { data: account });
  expect(res.status(), await res.text()).toBe(200);
}

/** A page of its own browser context, signed in as the admin, consent given. */
export async function adminContext(browser: Browser, baseURL: string, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ baseURL, viewport, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  const page = await context.newPage();
  await skipCookieBanner(page, baseURL);
  await signInAdmin(page.request);
  return { context, page };
}

export interface OrderOptions {
  /** A guest order's address; omitted, the order is the signed-in account's. */
  email?: string;
  pages?: number;
  deliveryMethod?: string;
  legalization?: string;
  /** Whether the demo payment is made (default true). */
  pay?: boolean;
  /** The language of the page that orders (its e-mails follow it); unsaid, the context's language cookie decides. */
  lang?: 'fr' | 'ar';
  /** Extra checkout fields (shippingAddress, billing…). */
  extra?: Record<string, unknown>;
}

/**
 * Uploads the sample PDF and checks out through the API with the request's cookies, then pays on
 * the demo page unless `pay: false`. Returns the order's reference. Writes carry the site's Origin.
 */
export async function placeOrder(request: APIRequestContext, baseURL: string, options: OrderOptions = {}) {
  const headers = { origin: baseURL, ...(options.lang ? { 'x-site-lang': options.lang } : {}) };
  const upload = await request.post('/api/services/upload', {
    headers,
    multipart: { files: { name: 'acte-de-naissance.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const fileIds = ((await upload.json()) as { fileUrls: { url: string }[] }).fileUrls.map((f) => f.url);
  const checkout = await request.post('/api/services/checkout', {
    headers,
    data: {
      numberOfPages: options.pages ?? 2,
      numberOfDocuments: 1,
      deliveryMethod: options.deliveryMethod ?? 'email',
      legalization: options.legalization ?? 'none',
      email: options.email,
      buyer: BUYER,
      fileIds,
      idempotencyKey: idempotencyKey(),
      ...options.extra,
    },
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const { orderId, url } = (await checkout.json()) as { orderId: string; url: string };
  if (options.pay !== false) {
    const pay = await request.post(`/api/payments/demo/${url.split('/').pop()}/pay`, { headers, maxRedirects: 0 });
    expect(pay.status()).toBeLessThan(400);
  }
  return orderId;
}

/** The admin delivers `file` (the sample PDF by default) as the order's translation. */
export async function deliverTranslation(
  adminRequest: APIRequestContext,
  baseURL: string,
  orderId: string,
  file: { name: string; mimeType: string; buffer: Buffer } = {
    name: 'traduction.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  },
) {
  const res = await adminRequest.post(`/api/admin/upload/${orderId}`, {
    headers: { origin: baseURL },
    multipart: { fileAdmin: file },
  });
  expect(res.status(), await res.text()).toBe(200);
}

type OfferLine = { source: string; optionId: string; label: string; quantity: string; unitPrice: string };

/** What the admin's quote form sends (amounts typed in euros): 3 pages at 35 €, e-mail delivery. */
export const QUOTE_LINES: OfferLine[] = [
  { source: 'translation', optionId: '', label: 'Traduction certifiée (3 pages)', quantity: '3', unitPrice: '35' },
  { source: 'delivery', optionId: 'email', label: 'Livraison\u00a0: E-mail (PDF)', quantity: '1', unitPrice: '0' },
];

export interface QuoteOptions {
  /** The page's language the request came from (its e-mails and link follow it). */
  lang?: 'fr' | 'ar';
  name?: string;
  deliveryMethod?: string;
  lines?: OfferLine[];
}

/** A quote request as /devis sends it (3 pages, the sample PDF), from an address of its own: its reference. */
export async function askQuote(request: APIRequestContext, baseURL: string, email: string, options: QuoteOptions = {}) {
  const form = await request.post('/api/services/request-quote', {
    headers: {
      origin: baseURL,
      'x-forwarded-for': clientAddress(),
      ...(options.lang === 'ar' ? { 'x-site-lang': 'ar' } : {}),
    },
    multipart: {
      name: options.name ?? (options.lang === 'ar' ? 'كريم حداد' : 'Omar Haddad'),
      email,
      numberOfPages: '3',
      deliveryMethod: options.deliveryMethod ?? 'email',
      message: 'Acte de naissance pour la préfecture.',
      file: { name: 'acte-de-naissance.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(form.status(), await form.text()).toBe(200);
  return ((await form.json()) as { reference: string }).reference;
}

/** The admin sends the quote of request `reference` (valid 30 days) with `lines`. */
export async function sendOffer(
  adminRequest: APIRequestContext,
  baseURL: string,
  reference: string,
  lines: OfferLine[] = QUOTE_LINES,
  note = 'Délai : 5 jours ouvrés après le paiement.',
) {
  const validUntil = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const send = await adminRequest.post(`/api/admin/quotes/${reference}/offer/send`, {
    headers: { origin: baseURL },
    data: { lines, validUntil, note },
  });
  expect(send.status(), await send.text()).toBe(200);
}

/** A quote request priced and sent by the admin: its reference and the client's link token, read from the e-mail. */
export async function sentQuote(
  request: APIRequestContext,
  adminRequest: APIRequestContext,
  baseURL: string,
  email: string,
  options: QuoteOptions = {},
) {
  const reference = await askQuote(request, baseURL, email, options);
  await sendOffer(adminRequest, baseURL, reference, options.lines);
  const token = await waitForMail(email, /\/devis\/([A-Za-z0-9_-]{43})/);
  return { reference, token };
}

interface Fixtures {
  /** The default page's context, registered and signed in as a new customer, consent given. */
  customer: { email: string; page: Page };
  /** A second context, signed in as the admin. */
  admin: { page: Page; request: APIRequestContext };
  /** A paid 2-page order (e-mail delivery) of `customer`: its reference. */
  paidOrder: string;
  /** `paidOrder` with its translation delivered by the admin. */
  deliveredOrder: string;
  /** A quote sent to a new guest address: reference, link token and address. */
  quote: { reference: string; token: string; email: string };
}

export const test = base.extend<Fixtures>({
  customer: async ({ page, baseURL }, use) => {
    await skipCookieBanner(page, baseURL!);
    const email = uniqueEmail('client');
    await signInCustomer(page.request, email);
    await use({ email, page });
  },
  admin: async ({ browser, baseURL }, use) => {
    const { context, page } = await adminContext(browser, baseURL!);
    await use({ page, request: page.request });
    await context.close();
  },
  paidOrder: async ({ customer, baseURL }, use) => {
    await use(await placeOrder(customer.page.request, baseURL!));
  },
  deliveredOrder: async ({ paidOrder, admin, baseURL }, use) => {
    await deliverTranslation(admin.request, baseURL!, paidOrder);
    await use(paidOrder);
  },
  quote: async ({ page, admin, baseURL }, use) => {
    await skipCookieBanner(page, baseURL!);
    const email = uniqueEmail('devis');
    await use({ ...(await sentQuote(page.request, admin.request, baseURL!, email)), email });
  },
});

export { expect };
