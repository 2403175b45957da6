import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext } from '@playwright/test';

const PDF = readFileSync(new URL('./fixtures/acte-de-naissance.pdf', import.meta.url));

/**
 * Places and pays (demo) an order through the API with the browser context's
 * cookies: signed in, it is the account's; otherwise it is `email`'s.
 * Writes carry the site's Origin, as a browser's would.
 */
export async function placePaidOrder(
  request: APIRequestContext,
  baseURL: string,
  email?: string,
  /** The language of the page that orders (its e-mails follow it); unsaid, the context's language cookie decides. */
  lang?: 'fr' | 'ar',
): Promise<string> {
  const headers = { origin: baseURL, ...(lang ? { 'x-site-lang': lang } : {}) };
  const upload = await request.post('/api/services/upload', {
    headers,
    multipart: { files: { name: 'acte-de-naissance.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const fileIds = ((await upload.json()) as { fileUrls: { url: string }[] }).fileUrls.map((f) => f.url);
  const checkout = await request.post('/api/services/checkout', {
    headers,
    data: {
      numberOfPages: 2,
      numberOfDocuments: 1,
      deliveryMethod: 'email',
      legalization: 'none',
      email,
      buyer: { name: 'Amina Benali' },
      fileIds,
      idempotencyKey: `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`,
    },
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const { orderId, url } = (await checkout.json()) as { orderId: string; url: string };
  const pay = await request.post(`/api/payments/demo/${url.split('/').pop()}/pay`, { headers, maxRedirects: 0 });
  expect(pay.status()).toBeLessThan(400);
  return orderId;
}
